// The pilot part of the management project view (PM and admin): invite a pilot, see the pilot's answer live and the
// pilot's notes (part B §2.4 "pilot notes", §4, §5). The PM portal will mount the same pieces on its own screen.
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useSubscription } from '@apollo/client/react';
import { PILOT_INVITE_ROLES, PILOT_SHOT_ROLES, type Role } from '@vms/shared';
import { Link } from 'react-router';
import { OnPilotOrEditorInviteAcceptedDocument, PilotProjectDetailsDocument } from '../../../gql/graphql';
import { NotesPanel } from './NotesPanel';
import { InvitePilotForm } from './InvitePilotForm';

export function PilotPanel({ projectId, role }: { projectId: string; role: Role }) {
  const details = useQuery(PilotProjectDetailsDocument, {
    variables: { projectId, dataSource: 'VMS' },
    fetchPolicy: 'cache-and-network',
    skip: !PILOT_SHOT_ROLES.includes(role),
  });
  useSubscription(OnPilotOrEditorInviteAcceptedDocument, {
    skip: !PILOT_INVITE_ROLES.includes(role),
    onData: ({ data }) => {
      if (String(data.data?.pilotOrEditorInviteAccepted.projectNumber) === projectId) void details.refetch();
    },
  });
  if (!PILOT_INVITE_ROLES.includes(role)) return null;
  const p = details.data?.pilotProjectDetails;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label="Pilot">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} fz="lg">
            Pilot
          </Title>
          {p && (
            <Group gap="xs">
              <Badge color={p.acceptedByPilot ? 'teal' : 'gray'} variant="light" data-testid="pilot-answer">
                {p.acceptedByPilot ? 'Accepted by pilot' : 'Waiting for the pilot'}
              </Badge>
              <Badge variant="light" data-testid="pilot-project-status">
                {p.status}
              </Badge>
              <Anchor component={Link} to={`/pilot-dashboard/${projectId}`} fz="sm">
                Open in Pilot Portal
              </Anchor>
            </Group>
          )}
        </Group>
        <InvitePilotForm projectId={projectId} onInvited={() => void details.refetch()} />
        <Stack gap="xs">
          <Text fw={600}>Pilot notes</Text>
          <NotesPanel projectId={projectId} canAdd={false} />
        </Stack>
      </Stack>
    </Paper>
  );
}
