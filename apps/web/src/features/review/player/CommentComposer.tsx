// The comment box under the player: the text, the range controls, Annotate / Close board, Comment, Change text (a
// Bronze project's chapter builder) and a guest's Verify e-mail. Comment sends the frame shown (or the board's frozen frame, or the range's in frame) with its
// screenshot; the new comment goes into the cache from the mutation's answer, and what else it changes (the §4
// buttons once a version has comments) comes with the folder's event on the page's subscription.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Button, Group, Paper, Stack, Textarea } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { commentInputSchema, frameToTimecode, REVIEW_BUTTONS, REVIEW_MESSAGES } from '@vms/shared';
import {
  AddReviewCommentDocument,
  ChapterTextChangesDocument,
  ScreenshotUploadDocument,
  type ReviewDetailsFieldsFragment,
} from '../../../gql/graphql';
import { useAuth } from '../../../lib/auth-storage';
import { toastApiError, toastError, toastSuccess } from '../../../ui/toast';
import type { Board } from './Board';
import { RangeControls } from './Timeline';
import type { Playback } from './use-playback';

const randomHex = () => Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('');

function useAddComment(d: ReviewDetailsFieldsFragment) {
  return useMutation(AddReviewCommentDocument, {
    update: (cache, { data }) => {
      const added = data?.addBrokerCommentsOnReviewAsset;
      if (!added) return;
      cache.modify<ReviewDetailsFieldsFragment>({
        id: cache.identify({ __typename: 'ReviewLinkDetails', id: d.id }),
        fields: {
          // the subscription's refetch may have brought it first
          comments: (comments, { readField }) =>
            comments.some((c) => readField('commentId', c) === added.commentId) ? comments : [...comments, added],
        },
      });
    },
  });
}

export function CommentComposer({
  d,
  guestToken,
  playback,
  board,
  onVerify,
}: {
  d: ReviewDetailsFieldsFragment;
  guestToken: string | null;
  playback: Playback;
  board: Board;
  onVerify: () => void;
}) {
  const auth = useAuth();
  const client = useApolloClient();
  const navigate = useNavigate();
  const [addComment] = useAddComment(d);
  const [changeText] = useMutation(ChapterTextChangesDocument);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const p = d.permissions;
  const { player, range, setRangeError, clearRange } = playback;
  const { frozen } = board;
  const canSend = !p.commentBlocked && (text.trim().length > 0 || (board.board?.shapes.length ?? 0) > 0) && !busy;
  const closeBoard = () => {
    board.closeBoard();
    setText('');
  };

  async function send() {
    setBusy(true);
    try {
      if (!frozen && range.in != null) await player.current!.goTo(range.in);
      const shot = frozen ?? (await player.current!.freeze());
      const frameOut = range.out != null ? range.out : null;
      const annotationCords = (board.board?.shapes ?? []).map((a) => ({
        shape: a.shape,
        colour: a.colour,
        width: a.width,
        points: a.points,
      }));
      const checked = commentInputSchema.safeParse({ assetId: d.id, frame: shot.frame, frameOut, commentText: text, annotationCords });
      if (!checked.success) {
        setRangeError(checked.error.issues[0]!.message);
        return;
      }
      let screenshotKey: string | null = null;
      if (shot.jpeg && (auth || guestToken)) {
        // the same capture → presigned URL and key → jpeg upload for everyone who may comment, a verified guest included
        const { url, key } = (
          await client.mutate({ mutation: ScreenshotUploadDocument, variables: { assetId: d.id, guestToken, contentType: 'image/jpeg' } })
        ).data!.getGuestScreenshotUploadUrl;
        const put = await fetch(url, { method: 'PUT', body: shot.jpeg, headers: { 'content-type': 'image/jpeg' } });
        if (!put.ok) throw new Error(REVIEW_MESSAGES.screenshotFailed);
        screenshotKey = key;
      }
      await addComment({
        variables: {
          assetId: d.id,
          frame: shot.frame,
          commentText: text.trim(),
          screenshotKey,
          annotationCords,
          guestToken,
          commentId: randomHex(),
          commentSource: 'video player',
          frameOut,
          parentId: null,
          toEditor: false,
          commentUser: null,
        },
      });
      toastSuccess(REVIEW_MESSAGES.success);
      closeBoard();
      clearRange();
    } catch (e) {
      toastApiError(e);
    } finally {
      setBusy(false);
    }
  }

  async function doChangeText() {
    try {
      await changeText({ variables: { projectId: String(d.projectFolder.projectId) } });
      void navigate(`/crexi-bronze/${d.projectFolder.projectId}`);
    } catch {
      toastError(REVIEW_MESSAGES.changeTextFailed);
    }
  }

  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="xs">
        <Textarea
          label="Comment"
          placeholder={p.commentBlocked ?? 'Type your comment'}
          autosize
          minRows={2}
          value={text}
          disabled={!!p.commentBlocked || busy}
          onChange={(e) => setText(e.currentTarget.value)}
          description={frozen ? `On frame ${frameToTimecode(frozen.frame)}` : undefined}
        />
        {!d.isImage && !p.commentBlocked && <RangeControls playback={playback} disabled={!!board.board} />}
        <Group gap="xs" wrap="wrap">
          {!board.board ? (
            <Button
              variant="default"
              leftSection={<IconPencil size={16} />}
              onClick={() => void board.openBoard()}
              disabled={!!p.commentBlocked}
            >
              Annotate
            </Button>
          ) : (
            <Button variant="default" onClick={closeBoard}>
              Close board
            </Button>
          )}
          <Button onClick={() => void send()} disabled={!canSend} loading={busy}>
            {REVIEW_BUTTONS.comment}
          </Button>
          {p.mayChangeText && (
            <Button variant="light" disabled={text.trim().length > 0} onClick={() => void doChangeText()}>
              {REVIEW_BUTTONS.changeText}
            </Button>
          )}
          {p.needsVerification && (
            <Button variant="light" onClick={onVerify}>
              Verify e-mail to comment
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
