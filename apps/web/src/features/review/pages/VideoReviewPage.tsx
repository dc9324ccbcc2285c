// The portals' video review screen (part B §2.2): the header with version history and links, the comments per
// screenshot with their annotations redrawn on the 640x360 board, comment work (Mark Complete, Accept), a new version
// upload for the editor and PM, and the comments exported (Resolve EDL, FCPXML, Premiere XML, CSV or a report, written by the server).
import { useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import {
  Anchor,
  Badge,
  Box,
  Button,
  Checkbox,
  Container,
  Group,
  Modal,
  NativeSelect,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Image as KonvaImage, Layer, Stage } from 'react-konva';
import { allows, ANNOTATION_BOARD, operationAccess, REVIEW_BUTTONS, REVIEW_MESSAGES, type Access } from '@vms/shared';
import {
  AcceptBrokerCommentsDocument,
  AddReviewAssetsByEditorDocument,
  ListAssetVersionsDocument,
  ListReviewAssetCommentsDocument,
  MarkCommentsCompleteDocument,
  OnReviewAssetCommentStatusDocument,
  ReviewedProjectHeaderDocument,
  UpdateReviewAssetCommentStatusDocument,
  type ListReviewAssetCommentsQuery,
} from '../../../gql/graphql';
import { useAuth } from '../../../lib/auth-storage';
import { StageBar } from '../components/StageBar';
import { errorMessage } from '../../../lib/graphql-errors';
import { CarriedBadges, CarriedThread } from '../components/carried-note';
import { ErrorPanel } from '../../../ui/ErrorPanel';
import { toastApiError, toastError, toastSuccess } from '../../../ui/toast';
import { UploadArea } from '../../../ui/UploadArea/UploadArea';
import { AnnotationNode } from '../components/annotations';
import { ExportMenu } from '../components/ExportMenu';
import { VideoUnavailable } from '../../../ui/VideoUnavailable';

type Group = ListReviewAssetCommentsQuery['listReviewAssetComments'][number];

function useImage(src: string | null) {
  const [img, setImg] = useState<HTMLImageElement | null>(null);
  useEffect(() => {
    if (!src) return;
    const i = new window.Image();
    i.crossOrigin = 'anonymous';
    i.onload = () => setImg(i);
    i.onerror = () => toastError(REVIEW_MESSAGES.annotationFailed);
    i.src = src;
  }, [src]);
  return img;
}

/** The screenshot with its annotations on the 640x360 board, scaled to the width it has. */
function ScreenshotBoard({ g, width }: { g: Group; width: number }) {
  const img = useImage(g.commentScreenShot ?? null);
  const scale = width / ANNOTATION_BOARD.width;
  const { width: w, height: h } = ANNOTATION_BOARD;
  return (
    <Box data-testid="screenshot-board" style={{ width, height: h * scale, background: '#111', borderRadius: 4, overflow: 'hidden' }}>
      <Stage width={w * scale} height={h * scale} scaleX={scale} scaleY={scale} listening={false}>
        <Layer>
          {img && <KonvaImage image={img} width={w} height={h} />}
          {g.annotationCords.map((a, i) => (
            <AnnotationNode key={i} a={a} w={w} h={h} />
          ))}
        </Layer>
      </Stage>
    </Box>
  );
}

function useBoxWidth() {
  const [el, setEl] = useState<HTMLDivElement | null>(null);
  const [w, setW] = useState(320);
  useEffect(() => {
    if (!el) return;
    const ro = new ResizeObserver(() => setW(Math.min(ANNOTATION_BOARD.width, el.clientWidth)));
    ro.observe(el);
    return () => ro.disconnect();
  }, [el]);
  return [setEl, w] as const;
}

function CommentCard({
  g,
  canWork,
  canAccept,
  onToggle,
  onAccept,
}: {
  g: Group;
  canWork: boolean;
  canAccept: boolean;
  onToggle: (g: Group) => void;
  onAccept: (g: Group) => void;
}) {
  const [ref, width] = useBoxWidth();
  const first = g.comments[0];
  return (
    <Paper withBorder radius="md" p="sm" data-testid="review-comment">
      <Stack gap="xs" ref={ref}>
        <ScreenshotBoard g={g} width={width} />
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text ff="monospace" fz="sm">
            {g.commentTime}
            {first?.sourceTimecode && (
              <Text span fz="xs" c="dimmed" ml={6}>
                Source {first.sourceTimecode}
              </Text>
            )}
          </Text>
          <Group gap={4}>
            {first && <CarriedBadges c={first} />}
            <Badge size="sm" variant="light">
              {g.commentFrom}
            </Badge>
            {g.commentAccepted && (
              <Badge size="sm" color="blue">
                Accepted
              </Badge>
            )}
          </Group>
        </Group>
        {g.comments.map((c, i) => (
          <Text
            key={c.commentId}
            fz="sm"
            pl={i ? 'sm' : 0}
            style={{ overflowWrap: 'anywhere', borderLeft: i ? '2px solid var(--mantine-color-gray-4)' : undefined }}
          >
            <b>{c.commentUser}:</b> {c.commentText || <em>Annotation</em>}
            {c.isEdited ? ' (edited)' : ''}
          </Text>
        ))}
        {first && <CarriedThread c={first} />}
        <Group gap="xs">
          {canWork && <Checkbox label={REVIEW_BUTTONS.markComplete} checked={g.commentCompleted} onChange={() => onToggle(g)} />}
          {canAccept && first && !g.commentAccepted && (
            <Button size="xs" variant="light" onClick={() => onAccept(g)}>
              Accept
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

export function VideoReviewPage() {
  const params = useParams();
  const folderId = params.folderId ?? '';
  const auth = useAuth();
  const [version, setVersion] = useState<number | null>(null);
  const [confirmAll, setConfirmAll] = useState(false);
  const versions = useQuery(ListAssetVersionsDocument, { variables: { folderId }, fetchPolicy: 'network-only' });
  const latest = versions.data?.listAssetVersions.at(-1)?.version ?? null;
  const v = version ?? latest;
  const header = useQuery(ReviewedProjectHeaderDocument, {
    variables: { folderId, version: v },
    skip: v === null,
    fetchPolicy: 'network-only',
  });
  const comments = useQuery(ListReviewAssetCommentsDocument, {
    variables: { folderId, version: v },
    skip: v === null,
    fetchPolicy: 'network-only',
  });
  useSubscription(OnReviewAssetCommentStatusDocument, {
    variables: { folderId, reviewToken: null },
    onData: () => {
      void versions.refetch();
      void comments.refetch();
    },
  });
  const [mark] = useMutation(MarkCommentsCompleteDocument);
  const [toggle] = useMutation(UpdateReviewAssetCommentStatusDocument);
  const [accept] = useMutation(AcceptBrokerCommentsDocument);
  const [addVersion] = useMutation(AddReviewAssetsByEditorDocument);
  const role = auth?.role;
  const can = (op: string) => allows(operationAccess(op) as Access, role);
  const groups = useMemo(() => comments.data?.listReviewAssetComments ?? [], [comments.data]);
  const h = header.data?.getReviewedProjectHeaderDetails;

  if (versions.error) return <ErrorPanel error={versions.error} />;
  if (versions.loading && !versions.data) return <Skeleton h={300} m="md" />;
  if (!versions.data?.listAssetVersions.length)
    return (
      <Container py="xl">
        <Text ta="center" c="dimmed">
          {REVIEW_MESSAGES.noVersions}
        </Text>
      </Container>
    );
  const list = versions.data.listAssetVersions;
  const current = list.find((x) => x.version === v);
  const anyComplete = groups.some((g) => g.commentCompleted);
  const allAccepted = groups.length > 0 && groups.every((g) => g.commentAccepted);
  const copy = (path: string) => {
    void navigator.clipboard?.writeText(window.location.origin + path).catch(() => undefined);
    toastSuccess(REVIEW_MESSAGES.linkCopied);
  };
  const run = async (p: Promise<{ data?: { [k: string]: { message?: string } | unknown } | null }>, fallback?: string) => {
    try {
      const r = await p;
      const msg = Object.values(r.data ?? {})[0] as { message?: string } | undefined;
      // the comments come again with the folder's event on the subscription above
      toastSuccess(msg?.message ?? fallback ?? REVIEW_MESSAGES.success);
    } catch (e) {
      toastApiError(e);
    }
  };

  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <VideoUnavailable />
        <Paper withBorder radius="md" p="md" component="section" aria-label="Project">
          {h ? (
            <Stack gap={6}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Title order={1} fz="xl" style={{ overflowWrap: 'anywhere' }}>
                  {h.projectName}
                </Title>
                <Badge variant="light">{h.planType}</Badge>
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xs">
                <Text fz="sm">Folder: {h.folderName}</Text>
                <Text fz="sm">Start date: {new Date(h.startDate).toLocaleDateString()}</Text>
                <Text fz="sm">Elapsed: {h.elaspedTime}</Text>
                <Text fz="sm">File: {h.fileName}</Text>
              </SimpleGrid>
              <Group gap="md" wrap="wrap">
                {h.asanaLink && role !== 'vms-editor' && (
                  <Anchor href={h.asanaLink} target="_blank" fz="sm">
                    Asana
                  </Anchor>
                )}
                {h.slackLink && (
                  <Anchor href={h.slackLink} target="_blank" fz="sm">
                    Chat
                  </Anchor>
                )}
                {h.hubspotLink && h.planType !== 'BRONZE' && role !== 'vms-editor' && (
                  <Anchor href={h.hubspotLink} target="_blank" fz="sm">
                    CRM
                  </Anchor>
                )}
                <Anchor component={Link} to={current?.reviewLink ?? h.frameIoLink} fz="sm">
                  Open in review player
                </Anchor>
                <Anchor component="button" type="button" fz="sm" onClick={() => copy(current?.reviewLink ?? h.frameIoLink)}>
                  Copy review link
                </Anchor>
              </Group>
              <StageBar stages={h.stages} folderId={folderId} editable={can('setReviewStageDue')} onChanged={() => void header.refetch()} />
            </Stack>
          ) : (
            <Skeleton h={60} />
          )}
        </Paper>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <NativeSelect
            aria-label="Version"
            value={String(v)}
            onChange={(e) => setVersion(Number(e.currentTarget.value))}
            data={list.map((x) => ({
              value: String(x.version),
              label: `Version ${x.version} · ${new Date(x.updatedAt).toLocaleDateString()}`,
            }))}
          />
          <Group gap="xs" wrap="wrap">
            {current && <ExportMenu assetId={current.id} disabled={!groups.length} />}
            {can('markCommentsComplete') && (
              <Button size="sm" variant="light" disabled={anyComplete || !groups.length} onClick={() => setConfirmAll(true)}>
                {REVIEW_BUTTONS.markAllComplete}
              </Button>
            )}
            {can('acceptBrokerCommentsByProjectManager') && (
              <Button
                size="sm"
                disabled={allAccepted || !groups.length}
                onClick={() =>
                  void run(
                    accept({
                      variables: {
                        input: groups
                          .filter((g) => !g.commentAccepted)
                          .map((g) => ({
                            commentId: g.commentId,
                            commentFrom: g.commentFrom,
                            commentTo: g.commentTo,
                            commentText: g.comments[0]?.commentText ?? null,
                            isEdited: false,
                          })),
                      },
                    }),
                  )
                }
              >
                {REVIEW_BUTTONS.acceptComments}
              </Button>
            )}
          </Group>
        </Group>
        {h && h.planType !== 'BRONZE' && can('addReviewAssetsByEditor') && (
          <Paper withBorder radius="md" p="sm" component="section" aria-label="Upload a new version">
            <Text fz="sm" fw={600} mb={4}>
              Upload a new version
            </Text>
            <UploadArea
              folderPath={h.folderPath}
              kind="video"
              onUploaded={(f) =>
                void addVersion({
                  variables: {
                    projectId: String(h.projectId),
                    fileName: f.Key.split('/').pop()!,
                    assetLink: f.Key,
                    parentFolderName: h.folderName,
                    versionId: list[0]?.id ?? null,
                    fileSize: null,
                    fileType: null,
                  },
                })
                  // the new version comes with the folder's event (VERSION_ADDED) on the subscription
                  .then(() => setVersion(null))
                  .catch(toastApiError)
              }
            />
          </Paper>
        )}
        {comments.error ? (
          <Text c="red">Error! {errorMessage(comments.error)}</Text>
        ) : groups.length === 0 && !comments.loading ? (
          <Text c="dimmed" ta="center" py="lg">
            {REVIEW_MESSAGES.noComments}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {groups.map((g) => (
              <CommentCard
                key={g.commentId}
                g={g}
                canWork={can('updateReviewAssetCommentStatus')}
                canAccept={can('acceptBrokerCommentsByProjectManager')}
                onToggle={(x) =>
                  void run(
                    toggle({ variables: { commentId: x.commentId, commentCompleted: !x.commentCompleted } }),
                    REVIEW_MESSAGES.success,
                  )
                }
                onAccept={(x) =>
                  void run(
                    accept({
                      variables: {
                        input: [
                          {
                            commentId: x.commentId,
                            commentFrom: x.commentFrom,
                            commentTo: x.commentTo,
                            commentText: x.comments[0]?.commentText ?? null,
                            isEdited: false,
                          },
                        ],
                      },
                    }),
                  )
                }
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
      <Modal opened={confirmAll} onClose={() => setConfirmAll(false)} title={REVIEW_BUTTONS.markAllComplete}>
        <Stack>
          <Text>Mark every comment of this version complete?</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmAll(false)}>
              Cancel
            </Button>
            <Button
              onClick={() => {
                setConfirmAll(false);
                if (!h) return;
                void mark({
                  variables: { isMarkAll: true, commentIds: groups.map((g) => g.commentId), projectId: String(h.projectId), folderId },
                })
                  .then((r) => {
                    toastSuccess(r.data?.markCommentsComplete.message ?? REVIEW_MESSAGES.success);
                  })
                  .catch(() => toastError('error'));
              }}
            >
              Confirm
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Container>
  );
}
