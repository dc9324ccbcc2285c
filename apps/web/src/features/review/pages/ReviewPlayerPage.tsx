// The review player page (/video-draft/{reviewToken}, /player/{videoId}; part B §2.2, §4, §5). What the viewer may do
// comes from the server (permissions), which enforces the same §4 rules.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import type { WatchQueryFetchPolicy } from '@apollo/client';
import { useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client/react';
import {
  ActionIcon,
  Alert,
  Badge,
  Box,
  Button,
  Container,
  Group,
  Loader,
  Modal,
  NativeSelect,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { usePhone } from '../../../ui/use-phone';
import { IconColumns, IconPencil, IconX } from '@tabler/icons-react';
import {
  commentInputSchema,
  commentVerificationCodeSchema,
  commentVerificationSchema,
  frameToTimecode,
  RANGE_ORDER_MESSAGE,
  REVIEW_BUTTONS,
  REVIEW_MESSAGES,
  ROLES,
} from '@vms/shared';
import {
  AddReviewCommentDocument,
  AddReviewLinkApprovalDocument,
  ChapterTextChangesDocument,
  OnReviewAssetCommentStatusDocument,
  PlayerAssetDocument,
  ReviewLinkDetailsDocument,
  ReviewVersionChangesDocument,
  ScreenshotUploadDocument,
  VerifyReviewGuestCodeDocument,
  VerifyReviewGuestDocument,
  VideoPlayerReviewCompleteDocument,
  type ReviewDetailsFieldsFragment,
} from '../../../gql/graphql';
import { rememberEarlierPath, useAuth } from '../../../lib/auth-storage';
import { errorCode, errorMessage } from '../../../lib/graphql-errors';
import { ErrorPanel } from '../../../ui/ErrorPanel';
import { toastApiError, toastError, toastSuccess } from '../../../ui/toast';
import { FramePlayer, type PlayerHandle } from '../components/FramePlayer';
import { AnnotationTools, emptyBoard, type BoardState } from '../components/AnnotationBoard';
import type { AnnotationData } from '../components/annotations';
import { CompareView } from '../components/CompareView';
import { CommentList, type ReviewComment } from '../components/CommentList';
import { ExportMenu } from '../components/ExportMenu';
import { RenderTimerBanner } from '../components/RenderTimerBanner';
import { StageBar } from '../components/StageBar';
import { deepLinkOf, guestKey } from '../player-query';

const randomHex = () => Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * The route's loader has just asked the first answer from the network (player-query.ts): it is read from the cache.
 * Another version, or the same link once a guest is verified, is asked from the network.
 */
const FROM_LOADER = {
  fetchPolicy: 'cache-first',
  nextFetchPolicy: (current: WatchQueryFetchPolicy, { reason }: { reason: string }) =>
    reason === 'variables-changed' ? 'network-only' : current,
} as const;

export function ReviewPlayerPage({ byId = false }: { byId?: boolean }) {
  const params = useParams();
  const token = (byId ? params.videoId : params.reviewToken) ?? '';
  const auth = useAuth();
  // a deep link (`?version=V&frame=N`, the daily digest) opens that version at that frame
  const [deepLink] = useState(() => deepLinkOf(window.location.search));
  const [version, setVersion] = useState<number | null>(byId ? null : deepLink.version);
  const [guestToken, setGuestToken] = useState<string | null>(() => sessionStorage.getItem(guestKey(token)));
  const link = useQuery(ReviewLinkDetailsDocument, { variables: { id: token, version, guestToken }, skip: byId, ...FROM_LOADER });
  const byIdQ = useQuery(PlayerAssetDocument, { variables: { id: token, guestToken }, skip: !byId, ...FROM_LOADER });
  const q = byId ? byIdQ : link;
  // While the link is asked again (a guest just verified, another version chosen) the page stays as it was: the
  // player is not unmounted, so the video keeps its frame and a key pressed meanwhile still steps it.
  const shownData = <T,>(r: { data?: T; previousData?: T; loading: boolean }) => r.data ?? (r.loading ? r.previousData : undefined);
  const d: ReviewDetailsFieldsFragment | undefined = byId ? shownData(byIdQ)?.getPlayerAsset : shownData(link)?.getReviewLinkDetails;
  const error = q.error;

  if (error && errorCode(error) === 'UNAUTHENTICATED' && !auth) {
    rememberEarlierPath(window.location.pathname + window.location.search);
    return <Navigate to="/login" replace />;
  }
  if (error && !d) return <ErrorPanel error={error} />;
  if (!d)
    return (
      <Group justify="center" p="xl">
        <Loader aria-label="Loading" />
      </Group>
    );
  return (
    <PlayerView
      key={`${d.id}`}
      canCompare={!byId}
      d={d}
      token={token}
      guestToken={guestToken}
      startFrame={deepLink.version == null || deepLink.version === d.version ? deepLink.frame : null}
      onVersion={setVersion}
      onGuest={(g) => {
        sessionStorage.setItem(guestKey(token), g);
        setGuestToken(g);
      }}
      refetch={() => void q.refetch()}
    />
  );
}

function PlayerView({
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
  const navigate = useNavigate();
  const auth = useAuth();
  const client = useApolloClient();
  const phone = usePhone();
  const player = useRef<PlayerHandle>(null);
  const [board, setBoard] = useState<BoardState | null>(null);
  const [frozen, setFrozen] = useState<{ frame: number; jpeg: Blob | null } | null>(null);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [overlay, setOverlay] = useState<AnnotationData[] | null>(null);
  const [verifyOpen, setVerifyOpen] = useState(false);
  const [confirmComplete, setConfirmComplete] = useState(false);
  const [redirectPrompt, setRedirectPrompt] = useState(false);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  /** The second step of a guest's verification: the code e-mailed to the address (null until it is sent). */
  const [codeSentTo, setCodeSentTo] = useState<{ email: string; message: string } | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  /** A range comment being marked: the in and out frames (integers; the timecodes derive from them). */
  const [range, setRange] = useState<{ in: number | null; out: number | null }>({ in: null, out: null });
  const [rangeError, setRangeError] = useState<string | null>(null);
  const [compare, setCompare] = useState(false);
  const isBronze = d.projectFolder.projectPlan === 'BRONZE';
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
  const sourceTiming = d.sourceFrameRate ? { frameRate: d.sourceFrameRate, startTimecode: d.sourceStartTimecode ?? null } : null;

  useSubscription(OnReviewAssetCommentStatusDocument, {
    variables: { folderId: d.folderId, reviewToken: auth ? null : token },
    onData: ({ data }) => {
      refetch();
      if (data.data?.reviewAssetCommentStatus?.status === 'NOTES_CARRIED') void changesQ.refetch();
    },
  });

  // The new comment goes into the cache from the mutation's answer (the list shows it at once); what else it changes
  // (the §4 buttons once a version has comments) comes with the folder's event on the subscription above.
  const [addComment] = useMutation(AddReviewCommentDocument, {
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
  const [approve] = useMutation(AddReviewLinkApprovalDocument);
  const [complete] = useMutation(VideoPlayerReviewCompleteDocument);
  const [changeText] = useMutation(ChapterTextChangesDocument);

  const topLevel = useMemo(() => d.comments.filter((c) => !c.parentId).sort((a, b) => a.frame - b.frame), [d.comments]);
  const dots = useMemo(
    () =>
      // a carried note whose footage was cut has no frame here: it stays in the list, off the bar
      topLevel
        .filter((c) => c.carry !== 'not_found')
        .map((c) => ({
          id: c.commentId,
          frame: c.frame,
          frameOut: c.frameOut,
          label: `${c.commentTime} ${c.carriedFromVersion != null ? `(from v${c.carriedFromVersion}) ` : ''}${c.commentText}`.slice(0, 80),
          carried: c.carriedFromVersion != null,
        })),
    [topLevel],
  );

  // a comment picked in the list: the player goes to its frame and shows its drawing
  const pickComment = useCallback((c: ReviewComment) => {
    void player.current?.goTo(c.frame);
    setOverlay(c.annotationCords.length ? c.annotationCords : null);
  }, []);

  const openBoard = useCallback(async () => {
    try {
      if (range.in != null) await player.current!.goTo(range.in);
      const f = await player.current!.freeze();
      setFrozen(f);
      setBoard(emptyBoard());
      setOverlay(null);
    } catch {
      toastError(REVIEW_MESSAGES.screenshotFailed);
    }
  }, [range.in]);
  const closeBoard = () => {
    setBoard(null);
    setFrozen(null);
    setText('');
  };

  // Range comments: I marks the in frame, O the out frame (the shown frames); a comment then spans them.
  const markIn = useCallback(() => {
    const f = player.current?.currentFrame() ?? 0;
    setRange((r) => ({ in: f, out: r.out != null && r.out >= f ? r.out : null }));
    setRangeError(null);
  }, []);
  const markOut = useCallback(() => {
    const f = player.current?.currentFrame() ?? 0;
    setRange((r) => (r.in != null && f < r.in ? r : { in: r.in ?? f, out: f }));
    setRangeError(range.in != null && f < range.in ? RANGE_ORDER_MESSAGE : null);
  }, [range.in]);
  const clearRange = () => {
    setRange({ in: null, out: null });
    setRangeError(null);
  };
  const rangeKeys = !d.isImage && !compare && !p.commentBlocked && !board;
  useEffect(() => {
    if (!rangeKeys) return;
    const onKey = (e: KeyboardEvent) => {
      const el = e.target as HTMLElement | null;
      if (el?.closest('input, textarea, select, [contenteditable="true"]')) return;
      if (e.key === 'i' || e.key === 'I') markIn();
      else if (e.key === 'o' || e.key === 'O') markOut();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [rangeKeys, markIn, markOut]);

  const canSend = !p.commentBlocked && (text.trim().length > 0 || (board?.shapes.length ?? 0) > 0) && !busy;

  async function send() {
    setBusy(true);
    try {
      if (!frozen && range.in != null) await player.current!.goTo(range.in);
      const shot = frozen ?? (await player.current!.freeze());
      const frameOut = range.out != null ? range.out : null;
      const annotationCords = (board?.shapes ?? []).map((a) => ({ shape: a.shape, colour: a.colour, width: a.width, points: a.points }));
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

  async function act(action: string) {
    try {
      const r = await approve({
        variables: {
          projectId: String(d.projectFolder.projectId),
          assetId: d.id,
          reviewStatus: action,
          folderName: d.projectFolder.name,
          role: auth?.role ?? null,
        },
      });
      toastSuccess(REVIEW_MESSAGES.actionDone);
      // the new state of the buttons comes with the folder's event on the subscription
      if (r.data?.addReviewLinkApproval.message.includes('APPROVED')) setOverlay(null);
    } catch (e) {
      toastApiError(e);
    }
  }

  async function doComplete() {
    setConfirmComplete(false);
    try {
      await complete({
        variables: { projectId: String(d.projectFolder.projectId), isMappedComments: isBronze, folderAssetId: d.id, guestToken },
      });
      toastSuccess(REVIEW_MESSAGES.actionDone);
      if (isBronze) setRedirectPrompt(true);
    } catch (e) {
      toastApiError(e);
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

  async function verify() {
    const parsed = commentVerificationSchema.safeParse({ email });
    if (!parsed.success) {
      setEmailError(parsed.error.issues[0]!.message);
      return;
    }
    try {
      const r = await client.query({
        query: VerifyReviewGuestDocument,
        variables: { email: parsed.data.email, assetId: d.id },
        fetchPolicy: 'network-only',
      });
      setCodeSentTo(r.data!.approveReviewAssetCommentUser);
      setCode('');
      setCodeError(null);
    } catch (e) {
      toastApiError(e);
    }
  }

  async function checkCode() {
    if (!codeSentTo) return;
    const parsed = commentVerificationCodeSchema.safeParse({ email: codeSentTo.email, code });
    if (!parsed.success) {
      setCodeError(parsed.error.issues[0]!.message);
      return;
    }
    try {
      const r = await client.mutate({
        mutation: VerifyReviewGuestCodeDocument,
        variables: { email: parsed.data.email, assetId: d.id, code: parsed.data.code },
      });
      toastSuccess(r.data!.verifyReviewAssetCommentUser.message);
      onGuest(r.data!.verifyReviewAssetCommentUser.guestToken!);
      setVerifyOpen(false);
      setCodeSentTo(null);
    } catch (e) {
      setCodeError(errorMessage(e));
    }
  }

  const latest = d.versions[d.versions.length - 1];
  const declined = d.reviewActions[0]?.actionTaken === 'DECLINED' ? d.reviewActions[0] : null;

  return (
    <Container size="xl" py="md" component="main">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Box style={{ minWidth: 0 }}>
            <Title order={1} fz={phone ? 'lg' : 'xl'} style={{ overflowWrap: 'anywhere' }}>
              {d.projectFolder.projectName}
            </Title>
            <Text c="dimmed" fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {d.taskName} · {d.fileName}
            </Text>
          </Box>
          <Group gap="xs">
            <NativeSelect
              aria-label="Version"
              value={String(d.version)}
              onChange={(e) => onVersion(Number(e.currentTarget.value))}
              data={d.versions.map((v) => ({
                value: String(v.version),
                label: `Version ${v.version}${v.id === latest?.id ? ' (latest)' : ''}`,
              }))}
            />
            {canCompare && !d.isImage && d.versions.length > 1 && (
              <Button
                variant={compare ? 'filled' : 'default'}
                leftSection={<IconColumns size={16} />}
                aria-pressed={compare}
                onClick={() => setCompare(!compare)}
              >
                Compare versions
              </Button>
            )}
            <Button
              variant="default"
              onClick={() => {
                void navigator.clipboard?.writeText(window.location.origin + d.reviewLink).catch(() => undefined);
                toastSuccess(REVIEW_MESSAGES.linkCopied);
              }}
            >
              Copy link
            </Button>
            {d.comments.length > 0 && (auth || guestToken) && <ExportMenu assetId={d.id} guestToken={guestToken} />}
          </Group>
        </Group>
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
            <FramePlayer
              ref={player}
              src={srcRef.current}
              isImage={d.isImage}
              dots={dots}
              board={board}
              onBoardChange={setBoard}
              overlay={overlay}
              pendingRange={range}
              bare={compare}
              changes={changes}
              sourceTiming={sourceTiming}
              startFrame={startFrame}
            />
            {board && <AnnotationTools board={board} onChange={setBoard} />}
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
                {!d.isImage && !p.commentBlocked && (
                  <Group gap="xs" wrap="wrap" aria-label="Range" role="group" data-testid="range-controls">
                    <Button size="xs" variant="default" onClick={markIn} disabled={!!board}>
                      Mark in (I)
                    </Button>
                    <Button size="xs" variant="default" onClick={markOut} disabled={!!board}>
                      Mark out (O)
                    </Button>
                    {range.in != null && (
                      <Group gap={4} wrap="nowrap">
                        <Text fz="sm" ff="monospace" data-testid="range-text">
                          {frameToTimecode(range.in)} – {range.out != null ? frameToTimecode(range.out) : '…'}
                        </Text>
                        <ActionIcon variant="subtle" color="gray" aria-label="Clear range" onClick={clearRange}>
                          <IconX size={14} />
                        </ActionIcon>
                      </Group>
                    )}
                    {rangeError && (
                      <Text fz="sm" c="red.8" role="alert">
                        {rangeError}
                      </Text>
                    )}
                  </Group>
                )}
                <Group gap="xs" wrap="wrap">
                  {!board ? (
                    <Button
                      variant="default"
                      leftSection={<IconPencil size={16} />}
                      onClick={() => void openBoard()}
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
                    <Button variant="light" onClick={() => setVerifyOpen(true)}>
                      Verify e-mail to comment
                    </Button>
                  )}
                </Group>
              </Stack>
            </Paper>
            <Group gap="xs" wrap="wrap" data-testid="review-actions">
              {p.buttons.map((b) =>
                b.label === REVIEW_BUTTONS.loginToReview ? (
                  <Button
                    key={b.label}
                    variant="light"
                    onClick={() => {
                      rememberEarlierPath(window.location.pathname);
                      void navigate('/login');
                    }}
                  >
                    {b.label}
                  </Button>
                ) : b.action ? (
                  <Button
                    key={b.label}
                    disabled={b.disabled}
                    color={b.action === 'DECLINED' ? 'red.9' : 'teal.9'}
                    onClick={() => void act(b.action!)}
                  >
                    {b.label}
                  </Button>
                ) : (
                  <Badge key={b.label} size="lg" variant="light" color="gray" radius="sm">
                    {b.label}
                  </Badge>
                ),
              )}
              {p.mayComplete && (
                <Button color="teal.9" onClick={() => setConfirmComplete(true)}>
                  {REVIEW_BUTTONS.reviewCompleted}
                </Button>
              )}
            </Group>
          </Stack>
          <CommentList comments={d.comments} topLevel={topLevel} phone={phone} onPick={pickComment} />
        </Box>
      </Stack>
      <Modal opened={verifyOpen} onClose={() => (setVerifyOpen(false), setCodeSentTo(null))} title="Verify your e-mail">
        {codeSentTo ? (
          <Stack>
            <Text fz="sm">{codeSentTo.message}</Text>
            <TextInput
              label="Code"
              value={code}
              error={codeError}
              onChange={(e) => (setCode(e.currentTarget.value), setCodeError(null))}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              data-autofocus
            />
            <Group justify="space-between">
              <Button variant="subtle" onClick={() => setCodeSentTo(null)}>
                Use another e-mail
              </Button>
              <Button onClick={() => void checkCode()}>Verify</Button>
            </Group>
          </Stack>
        ) : (
          <Stack>
            <Text fz="sm" c="dimmed">
              Guests comment by e-mail: we send you a code. Comments show as a guest’s. Have an account? Log in instead.
            </Text>
            <TextInput
              label="Email"
              value={email}
              error={emailError}
              onChange={(e) => (setEmail(e.currentTarget.value), setEmailError(null))}
              autoComplete="email"
            />
            <Button onClick={() => void verify()}>Send code</Button>
          </Stack>
        )}
      </Modal>
      <Modal opened={confirmComplete} onClose={() => setConfirmComplete(false)} title="Review complete">
        <Stack>
          <Text>Are you sure the review is complete? No more comments can be added.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmComplete(false)}>
              Cancel
            </Button>
            <Button onClick={() => void doComplete()}>Confirm</Button>
          </Group>
        </Stack>
      </Modal>
      <Modal opened={redirectPrompt} onClose={() => setRedirectPrompt(false)} title="Review completed">
        <Stack>
          <Text>{REVIEW_MESSAGES.redirectPrompt}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRedirectPrompt(false)}>
              No
            </Button>
            <Button onClick={() => void navigate('/management-portal/projects/active-projects')}>Yes</Button>
          </Group>
        </Stack>
      </Modal>
    </Container>
  );
}
