// The pilot notes on the PM's project detail (part B §2.4 "pilot notes"): the project's notes once a pilot has accepted
// the invite, live; before that the spec's empty text. Only a pilot adds project notes (§6), so there is no form here.
import { Paper, Stack, Text, Title } from '@mantine/core';
import { PM_MESSAGES } from '@vms/shared';
import { NotesPanel } from '../../projects/components/NotesPanel';
import type { Details } from './ProjectHeader';

export function PilotNotesPanel({ d }: { d: Details }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Pilot notes">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Pilot notes
        </Title>
        {d.projectPilot && d.isPilotInviteAccepted ? (
          <NotesPanel projectId={String(d.id)} canAdd={false} />
        ) : (
          <Text c="dimmed" fz="sm">
            {PM_MESSAGES.noPilotYet}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
