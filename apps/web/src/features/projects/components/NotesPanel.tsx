// Notes of a project or of one shot (part B §3 "Note", §5 "Notes", §6): the list, live, and the add-note form.
// 'Required' and 'White space not allowed as a character'; the text is trimmed on sending. A pilot's notes go to the
// PM, anyone else's to the pilot (the server decides).
import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { noteFormSchema, PILOT_MESSAGES } from '@vms/shared';
import { AddNotesDocument, ListNotesDocument, OnAddedAdditionalNotesDocument } from '../../../gql/graphql';
import { formatTimestamp } from '../../../lib/format';
import { toastApiError, toastSuccess } from '../../../ui/toast';

export interface NotesPanelProps {
  projectId: string;
  /** A shot's notes; the project's notes (every shot's included) without it. */
  folderId?: string;
  canAdd: boolean;
  /** The empty text: 'No notes available' (project) or 'No additional notes available' (a shot). */
  emptyText?: string;
  onAdded?: () => void;
}

export function NotesPanel({ projectId, folderId, canAdd, emptyText = PILOT_MESSAGES.noNotes, onAdded }: NotesPanelProps) {
  const input = folderId ? { folderId, orderBy: 'DESC' } : { projectId, orderBy: 'DESC' };
  const { data, refetch } = useQuery(ListNotesDocument, { variables: { input }, fetchPolicy: 'cache-and-network' });
  useSubscription(OnAddedAdditionalNotesDocument, { variables: { projectId }, onData: () => void refetch() });
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [add, { loading }] = useMutation(AddNotesDocument);
  const notes = data?.listNotes ?? [];

  async function submit() {
    const parsed = noteFormSchema.safeParse({ noteText: text });
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setError(null);
    try {
      const r = await add({ variables: { projectId, noteText: parsed.data.noteText, folderId: folderId ?? null } });
      if (r.data) toastSuccess(r.data.addNotes.message);
      // the new note comes back with the project's addedAdditionalNotes event on the subscription above
      setText('');
      onAdded?.();
    } catch (err) {
      toastApiError(err);
    }
  }

  return (
    <Stack gap="sm">
      {data && !notes.length && (
        <Text c="dimmed" fz="sm">
          {emptyText}
        </Text>
      )}
      {notes.map((n) => (
        <Paper key={n.id} withBorder radius="md" p="sm" data-testid="note">
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text fz="sm" fw={600}>
              {n.notesUsername ?? 'Someone'}
              {n.notesToName ? <Text span c="dimmed" fz="sm" fw={400}>{` → ${n.notesToName}`}</Text> : null}
            </Text>
            <Text fz="xs" c="dimmed">
              {formatTimestamp(n.createdAt)}
            </Text>
          </Group>
          {!folderId && n.pilot_task && (
            <Text fz="xs" c="dimmed">
              Shot: {n.pilot_task.title}
            </Text>
          )}
          <Text fz="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {n.noteText}
          </Text>
        </Paper>
      ))}
      {canAdd && (
        <Stack gap={6}>
          <Textarea
            label="Add a note"
            placeholder="Write a note"
            autosize
            minRows={2}
            value={text}
            onChange={(e) => {
              setText(e.currentTarget.value);
              if (error) setError(null);
            }}
            error={error}
          />
          <Group justify="flex-end">
            <Button size="xs" onClick={() => void submit()} loading={loading}>
              Add Note
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
