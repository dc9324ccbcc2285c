// /editor-portal/projects/project-invitation/{projectId} (part B §2.5, §4 "Invitations"): the project's name and
// requirements, and Accept / Decline (projectAcceptedByEditorOrPilot with flag EDITOR). Accepting goes to the project's
// folders; declining goes back to the list, where the project is gone. The PM sees the answer live.
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCheck, IconX } from '@tabler/icons-react';
import { EDITOR_MESSAGES, ROLES } from '@vms/shared';
import { EditorAnswerInviteDocument, EditorProjectDetailsDocument } from '../../../gql/graphql';
import { readAuth, useAuth } from '../../../lib/auth-storage';
import { errorCode } from '../../../lib/graphql-errors';
import { ErrorPanel } from '../../../ui/ErrorPanel';
import { toastApiError, toastSuccess } from '../../../ui/toast';
import { RequirementsList } from '../components/RequirementsList';
import { EDITOR_PATHS } from '../editor-paths';

export function EditorInvitationPage() {
  const { projectId = '' } = useParams();
  const navigate = useNavigate();
  const auth = useAuth();
  const { data, error } = useQuery(EditorProjectDetailsDocument, { variables: { projectId }, fetchPolicy: 'network-only' });
  const [answer] = useMutation(EditorAnswerInviteDocument);
  const [busy, setBusy] = useState<'ACCEPTED' | 'DECLINED' | null>(null);
  const back = (
    <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={() => void navigate(EDITOR_PATHS.list)} w="fit-content">
      Back to projects
    </Button>
  );
  // No such project, or one the editor is not invited to (the server answers both alike): nothing to show (part B §2.5).
  if (errorCode(error) === 'NOT_FOUND') {
    return (
      <Stack gap="md">
        {back}
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="invite-title">
          <Stack gap="xs">
            <Title order={1} fz={{ base: 22, sm: 28 }} id="invite-title">
              Project invitation
            </Title>
            <Text c="dimmed">{EDITOR_MESSAGES.noRequirement}</Text>
          </Stack>
        </Paper>
      </Stack>
    );
  }
  if (error) return <ErrorPanel error={error} title="Could not load the invitation" />;
  const d = data?.editorProjectDetails;
  if (!d) return <Skeleton h={320} radius="md" aria-label="Loading the invitation" />;
  // Accept or decline is the editor's own (part B §6).
  const mayAnswer = auth?.role === ROLES.VMS_EDITOR && d.inviteStatus === 'PENDING';

  async function reply(status: 'ACCEPTED' | 'DECLINED') {
    setBusy(status);
    try {
      const r = await answer({ variables: { projectId, status, editorId: readAuth()?.userId ?? null } });
      toastSuccess(r.data!.projectAcceptedByEditorOrPilot.message);
      void navigate(status === 'ACCEPTED' ? EDITOR_PATHS.folders(d!.projectId) : EDITOR_PATHS.list);
    } catch (e) {
      toastApiError(e);
      setBusy(null);
    }
  }

  return (
    <Stack gap="md">
      {back}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="invite-title">
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fz="xs" tt="uppercase" fw={700} c="dimmed" style={{ letterSpacing: 0.6 }}>
                Project invitation
              </Text>
              <Title order={1} fz={{ base: 22, sm: 28 }} id="invite-title" style={{ overflowWrap: 'anywhere' }}>
                {d.projectName}
              </Title>
            </Stack>
            <Badge
              size="lg"
              variant="light"
              color={d.inviteStatus === 'PENDING' ? 'orange' : d.inviteStatus === 'ACCEPTED' ? 'teal' : 'gray'}
            >
              {d.inviteStatus === 'PENDING' ? 'NEW INVITE' : (d.inviteStatus ?? d.trackStatus)}
            </Badge>
          </Group>
          <RequirementsList d={d} />
          {mayAnswer ? (
            <Group gap="sm" justify="flex-end" wrap="wrap">
              <Button
                variant="default"
                color="red"
                leftSection={<IconX size={16} />}
                loading={busy === 'DECLINED'}
                disabled={!!busy}
                onClick={() => void reply('DECLINED')}
              >
                Decline
              </Button>
              <Button
                leftSection={<IconCheck size={16} />}
                loading={busy === 'ACCEPTED'}
                disabled={!!busy}
                onClick={() => void reply('ACCEPTED')}
              >
                Accept
              </Button>
            </Group>
          ) : (
            d.inviteStatus === 'ACCEPTED' && (
              <Alert color="teal" variant="light">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Text fz="sm">You accepted this project.</Text>
                  <Button size="xs" onClick={() => void navigate(EDITOR_PATHS.folders(d.projectId))}>
                    Open the folders
                  </Button>
                </Group>
              </Alert>
            )
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
