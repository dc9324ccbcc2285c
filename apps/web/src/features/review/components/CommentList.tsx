// The player's comment list (part B §2.2): each note's time jumps the player to its frame. Drawn apart from the player
// (memo): the player's own state (the frame, the video's length, what changed) does not draw the list again.
import { memo } from 'react';
import { Anchor, Badge, Box, Group, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { REVIEW_MESSAGES } from '@vms/shared';
import type { ReviewDetailsFieldsFragment } from '../../../gql/graphql';
import { CarriedBadges, CarriedThread } from './carried-note';

export type ReviewComment = ReviewDetailsFieldsFragment['comments'][number];

export const CommentList = memo(function CommentList({
  comments,
  topLevel,
  phone,
  onPick,
}: {
  /** Every comment of the version, replies included. */
  comments: ReviewComment[];
  /** The notes (no replies), in frame order. */
  topLevel: ReviewComment[];
  phone: boolean;
  onPick: (c: ReviewComment) => void;
}) {
  return (
    <Paper withBorder radius="md" p="sm" component="aside" aria-label="Comments">
      <Group justify="space-between" mb="xs">
        <Title order={2} fz="md">
          Comments
        </Title>
        <Badge variant="light">{topLevel.length}</Badge>
      </Group>
      {topLevel.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {REVIEW_MESSAGES.zeroComments}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={phone ? undefined : 520}>
          <Stack gap="xs">
            {topLevel.map((c) => (
              <Box
                key={c.commentId}
                data-testid="comment-item"
                data-frame={c.frame}
                data-carry={c.carry ?? undefined}
                p="xs"
                style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 6 }}
              >
                <Group justify="space-between" gap={4} wrap="nowrap">
                  <Anchor component="button" type="button" fz="sm" ff="monospace" onClick={() => onPick(c)}>
                    {c.commentTime}
                    {c.commentTimeOut ? ` – ${c.commentTimeOut}` : ''}
                  </Anchor>
                  <Group gap={4}>
                    <CarriedBadges c={c} />
                    {c.commentCompleted && (
                      <Badge size="xs" color="teal">
                        Complete
                      </Badge>
                    )}
                    {c.commentAccepted && (
                      <Badge size="xs" color="blue">
                        Accepted
                      </Badge>
                    )}
                  </Group>
                </Group>
                {c.sourceTimecode && (
                  <Text fz="xs" ff="monospace" c="dimmed" data-testid="comment-source-time">
                    Source {c.sourceTimecode}
                    {c.sourceTimecodeOut ? ` – ${c.sourceTimecodeOut}` : ''}
                  </Text>
                )}
                <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                  {c.commentText || <em>Annotation</em>}
                </Text>
                <Group gap={6} wrap="nowrap">
                  <Text fz="xs" c="dimmed">
                    {c.commentUser}
                    {c.commentUserRole !== 'GUEST' && ` · ${c.commentUserRole}`}
                  </Text>
                  {c.commentUserRole === 'GUEST' && <GuestBadge />}
                </Group>
                <CarriedThread c={c} />
                {comments
                  .filter((r) => r.parentId === c.commentId)
                  .map((r) => (
                    <Text key={r.commentId} fz="xs" pl="sm" mt={4} style={{ borderLeft: '2px solid var(--mantine-color-gray-4)' }}>
                      <b>{r.commentUser}</b>
                      {r.commentUserRole === 'GUEST' && (
                        <>
                          {' '}
                          <GuestBadge />
                        </>
                      )}
                      <b>:</b> {r.commentText}
                    </Text>
                  ))}
              </Box>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Paper>
  );
});

/** Marks a guest reviewer's name wherever it shows (issue #34 finding 7): a guest names themselves, so the name proves nothing. */
function GuestBadge() {
  return (
    <Badge size="xs" color="gray" variant="outline" component="span">
      Guest
    </Badge>
  );
}
