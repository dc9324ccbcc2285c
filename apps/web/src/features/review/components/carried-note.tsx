// A note carried from an earlier version (issue #38 item 1): "from vN", where it landed, and its first thread.
import { Badge, Box, Group, Text } from '@mantine/core';

interface Carried {
  carriedFromVersion?: number | null;
  carry?: string | null;
  carriedThread?: { commentId: string; commentTime: string; commentText: string; commentUser: string }[];
}

/** What each landing means to the reviewer. */
export const CARRY_LABELS: Record<string, { label: string; colour: string; hint: string }> = {
  unchanged: { label: 'Not yet addressed', colour: 'red', hint: 'Its frames are the same in this version.' },
  changed: { label: 'Changed', colour: 'yellow', hint: 'Its frame is here; some of its range changed.' },
  moved: { label: 'Moved', colour: 'blue', hint: 'Its footage moved: the note is on the matching frame.' },
  not_found: { label: 'Not found', colour: 'gray', hint: 'Its footage was cut or replaced in this version.' },
};

export function CarriedBadges({ c }: { c: Carried }) {
  if (c.carriedFromVersion == null) return null;
  const landing = CARRY_LABELS[c.carry ?? ''];
  return (
    <>
      <Badge size="xs" variant="outline" color="violet" data-testid="carried-from">
        from v{c.carriedFromVersion}
      </Badge>
      {landing && (
        <Badge size="xs" color={landing.colour} title={landing.hint} data-testid="carry-status">
          {landing.label}
        </Badge>
      )}
    </>
  );
}

/** The thread the note had on its first version: the note, then its replies. */
export function CarriedThread({ c }: { c: Carried }) {
  const replies = c.carriedThread?.slice(1) ?? [];
  const first = c.carriedThread?.[0];
  if (c.carriedFromVersion == null || !first) return null;
  return (
    <Box mt={4} pl="sm" style={{ borderLeft: '2px solid var(--mantine-color-violet-3)' }} data-testid="carried-thread">
      <Group gap={4}>
        <Text fz="xs" c="dimmed">
          On version {c.carriedFromVersion} at {first.commentTime}
          {replies.length ? ` · ${replies.length} ${replies.length === 1 ? 'reply' : 'replies'}` : ''}
        </Text>
      </Group>
      {replies.map((r) => (
        <Text key={r.commentId} fz="xs" style={{ overflowWrap: 'anywhere' }}>
          <b>{r.commentUser}:</b> {r.commentText}
        </Text>
      ))}
    </Box>
  );
}
