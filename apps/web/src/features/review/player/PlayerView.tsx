// The review player's view of one version (part B §2.2, §4, §5): the heading and stages, the timeline (the
// frame-accurate player), the board, the comment box and the review's actions, beside the comment list. It follows
// the folder's events (reviewAssetCommentStatus): anyone's comment, action or version asks the details again.
import { useMemo, useRef, useState } from 'react';
import { useQuery, useSubscription } from '@apollo/client/react';
import { Alert, Box, Container, Stack } from '@mantine/core';
import { ROLES } from '@vms/shared';
import { OnReviewAssetCommentStatusDocument, ReviewVersionChangesDocument, type ReviewDetailsFieldsFragment } from '../../../gql/graphql';
import { useAuth } from '../../../lib/auth-storage';
import { usePhone } from '../../../ui/use-phone';
import { CommentList } from '../components/CommentList';
import { CompareView } from '../components/CompareView';
import { RenderTimerBanner } from '../components/RenderTimerBanner';
import { StageBar } from '../components/StageBar';
import { BoardTools, useBoard } from './Board';
import { CommentComposer } from './CommentComposer';
import { GuestVerification } from './GuestVerification';
import { PlayerHeader } from './PlayerHeader';
import { ReviewActions } from './ReviewActions';
import { Timeline } from './Timeline';
import { usePlayback, useRangeKeys } from './use-playback';

export function PlayerView({
  d,
  token,
  guestToken,
  canCompare,
  startFrame,
  onVersion,
  onGuest,
  refetch,
}: {
  d: ReviewDetailsFieldsFragment;
  startFrame: number | null;
  token: string;
  guestToken: string | null;
  canCompare: boolean;
  onVersion: (v: number) => void;
  onGuest: (g: string) => void;
  refetch: () => void;
}) {
  const auth = useAuth();
  const phone = usePhone();
  const playback = usePlayback();
  const board = useBoard(playback);
  const [verifyOpen, setVerifyOpen] = useState(false);
  const [compare, setCompare] = useState(false);
  const p = d.permissions;
  // Each fetch signs the media URL anew; the element keeps the first one, so a refetch never reloads the video.
  const srcRef = useRef<string | null>(null);
  if (!srcRef.current && d.assetLink) srcRef.current = d.assetLink;

  // what changed from the previous version (once both are fingerprinted)
  const changesQ = useQuery(ReviewVersionChangesDocument, {
    variables: { assetId: d.id, againstAssetId: null, guestToken },
    skip: d.isImage || d.version < 2,
    fetchPolicy: 'network-only',
  });
  const changes = changesQ.dataState === 'complete' ? changesQ.data.getReviewVersionChanges.changes : [];

  useSubscription(OnReviewAssetCommentStatusDocument, {
    variables: { folderId: d.folderId, reviewToken: auth ? null : token },
    onData: ({ data }) => {
      refetch();
      if (data.data?.reviewAssetCommentStatus?.status === 'NOTES_CARRIED') void changesQ.refetch();
    },
  });

  const topLevel = useMemo(() => d.comments.filter((c) => !c.parentId).sort((a, b) => a.frame - b.frame), [d.comments]);
  useRangeKeys(!d.isImage && !compare && !p.commentBlocked && !board.board, playback);

  const declined = d.reviewActions[0]?.actionTaken === 'DECLINED' ? d.reviewActions[0] : null;

  return (
    <Container size="xl" py="md" component="main">
      <Stack gap="sm">
        <PlayerHeader
          d={d}
          guestToken={guestToken}
          phone={phone}
          canCompare={canCompare}
          compare={compare}
          onCompare={setCompare}
          onVersion={onVersion}
        />
        <StageBar stages={d.stages} folderId={d.folderId} editable={d.maySetStageDue} releaseBlock={d.releaseBlock} />
        <RenderTimerBanner status={d.status} startedAt={d.renderStartedAt} forEditor={auth?.role === ROLES.VMS_EDITOR} />
        {declined && (
          <Alert color="orange" role="status">
            Reverted by {declined.lastActionBy === 'USER' ? 'user' : declined.lastActionBy}.
          </Alert>
        )}
        {compare && (
          <CompareView
            token={token}
            guestToken={guestToken}
            versions={d.versions.map((v) => v.version)}
            initial={d.version > 1 ? [d.version - 1, d.version] : [1, 2]}
            onClose={() => setCompare(false)}
          />
        )}
        <Box
          style={{
            display: compare ? 'none' : 'grid',
            gridTemplateColumns: phone ? '1fr' : 'minmax(0, 1fr) 340px',
            gap: 16,
            alignItems: 'start',
          }}
        >
          <Stack gap="sm">
            <Timeline
              d={d}
              src={srcRef.current}
              topLevel={topLevel}
              playback={playback}
              board={board}
              bare={compare}
              changes={changes}
              startFrame={startFrame}
            />
            <BoardTools board={board} />
            <CommentComposer d={d} guestToken={guestToken} playback={playback} board={board} onVerify={() => setVerifyOpen(true)} />
            <ReviewActions d={d} guestToken={guestToken} onApproved={() => playback.setOverlay(null)} />
          </Stack>
          <CommentList comments={d.comments} topLevel={topLevel} phone={phone} onPick={playback.pickComment} />
        </Box>
      </Stack>
      <GuestVerification assetId={d.id} opened={verifyOpen} onClose={() => setVerifyOpen(false)} onGuest={onGuest} />
    </Container>
  );
}
