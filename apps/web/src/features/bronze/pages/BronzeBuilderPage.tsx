// The Bronze chapter builder (/crexi-bronze/{id}; part B §2.3, §4 "Bronze builder"): the id is a listing (the customer
// from the sales search) or a project (the editor's Go To Project, a text change). Chapter by chapter: the form from the
// template, the picture controls, the live preview drawn by the engine, Save & Next Chapter, and on the last chapter
// Checkout or Render Video, then the completion modal and the spec's redirect. Cancel asks with the spec's texts.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useApolloClient, useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Center,
  Grid,
  Group,
  Image,
  Loader,
  Modal,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconPhoto } from '@tabler/icons-react';
import {
  BRONZE_MESSAGES,
  bronzeChapterErrors,
  bronzeChapterName,
  initialValues,
  type BronzeFieldType,
  type BronzeFormItem,
  type BronzeFormValues,
  type BronzeImageKind,
} from '@vms/shared';
import {
  BronzeChapterPreviewDocument,
  BronzeCheckoutDocument,
  BronzeCheckoutStatusDocument,
  BronzeSegmentDocument,
  BronzeVideoRenderDocument,
  DeleteCustomImageS3UrlDocument,
  DraftBronzeSegmentsDocument,
  StartBronzeTasksDocument,
} from '../../../gql/graphql';
import { useAuth } from '../../../lib/auth-storage';
import { readSlice } from '../../../lib/persisted-state';
import { ErrorPanel } from '../../../ui/ErrorPanel';
import { toastApiError } from '../../../ui/toast';
import { ChapterForm } from '../components/ChapterForm';
import { PicturePicker } from '../components/PicturePicker';
import {
  asksForBoundary,
  cancelPrompt,
  cleansUp,
  completionText,
  lastChapterLabel,
  pictureControls,
  redirectAfter,
  rendersVideo,
} from '../builder-rules';
import { VideoUnavailable } from '../../../ui/VideoUnavailable';

type Picture = { s3ImageLink: string; url: string } | null;
const PREVIEW_DELAY_MS = 600;

/** The search the customer came from (the sales search remembers it); only a sales-search path is trusted. */
function searchedBy(): string | null {
  const url = readSlice('salesPortal').filters.searchedBy;
  return typeof url === 'string' && url.startsWith('/crexi-search/results') ? url : null;
}

/** The server's form items, typed as the shared rules read them. */
const asItems = (list: readonly (Omit<BronzeFormItem, 'fieldType'> & { fieldType: string })[]): BronzeFormItem[] =>
  list.map((i) => ({ ...i, fieldType: i.fieldType as BronzeFieldType }));

const entries = (v: BronzeFormValues) => Object.entries(v).map(([attributeValue, value]) => ({ attributeValue, value }));

export function BronzeBuilderPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const auth = useAuth();
  const role = auth!.role;
  const ref: { assetId: string | null; projectId: string | null } = /^\d+$/.test(id)
    ? { projectId: id, assetId: null }
    : { assetId: id, projectId: null };
  const [chapter, setChapter] = useState<number | null>(null);
  const segment = chapter ?? 1;
  const { data, loading, error, refetch } = useQuery(BronzeSegmentDocument, {
    variables: { segmentNumber: segment, ...ref },
    fetchPolicy: 'network-only',
  });
  const d = data?.getBronzeVideoSegmentDetails;
  const details = d?.segmentDetails.segmentNumber === segment ? d : undefined;
  const [values, setValues] = useState<BronzeFormValues>({});
  const [pictures, setPictures] = useState<Record<BronzeImageKind, Picture>>({
    IMAGE: null,
    LOGO: null,
    QR_CODE: null,
    PROPERTY_BOUNDARY: null,
  });
  const [uploaded, setUploaded] = useState<{ link: string; kind: BronzeImageKind }[]>([]);
  const [chapterOneVisited, setChapterOneVisited] = useState(false);
  const [eliteAuction, setEliteAuction] = useState<string>('ELITE');
  const [modal, setModal] = useState<'boundary' | 'cancel' | 'done' | null>(null);
  const [succeeded, setSucceeded] = useState(false);
  const [projectNumber, setProjectNumber] = useState<number | null>(null);
  const [previewFailed, setPreviewFailed] = useState(false);
  const started = useRef(false);
  const client = useApolloClient();

  const [draft, { loading: saving }] = useMutation(DraftBronzeSegmentsDocument);
  const [checkout, { loading: checkingOut }] = useMutation(BronzeCheckoutDocument);
  const [render, { loading: rendering }] = useMutation(BronzeVideoRenderDocument);
  const [startTasks] = useMutation(StartBronzeTasksDocument);
  const [loadPreview, preview] = useLazyQuery(BronzeChapterPreviewDocument, { fetchPolicy: 'network-only' });

  // a pending order resumes on the chapter after the last one saved
  useEffect(() => {
    if (chapter !== null || !d) return;
    const resume = d.isTextChange || d.savedChapter >= d.totalChapters ? 1 : Math.min(d.savedChapter + 1, d.totalChapters);
    setChapterOneVisited(d.savedChapter >= 1);
    if (d.eliteAuction) setEliteAuction(d.eliteAuction);
    setChapter(resume);
  }, [chapter, d]);

  // the chapter's form opens with its saved (else the listing's) values
  useEffect(() => {
    if (!details) return;
    setValues(initialValues(asItems(details.segmentDetails.formData)));
    const s = details.segmentDetails;
    setPictures({ IMAGE: s.image ?? null, LOGO: s.logo ?? null, QR_CODE: s.qrCode ?? null, PROPERTY_BOUNDARY: s.boundary ?? null });
    setSucceeded(false);
    setPreviewFailed(false);
  }, [details]);

  // the editor starts an untouched project's tasks on opening it
  useEffect(() => {
    if (!d?.projectId || started.current || role !== 'vms-editor' || d.projectStatus !== 'NOT STARTED') return;
    started.current = true;
    void startTasks({ variables: { projectId: d.projectId } }).catch(() => undefined);
  }, [d, role, startTasks]);

  const items = useMemo(() => asItems(details?.segmentDetails.formData ?? []), [details]);
  const errors = useMemo(() => bronzeChapterErrors(items, values), [items, values]);
  const invalid = Object.keys(errors).length > 0;

  // the live preview: the engine draws the chapter from the form as it stands, a moment after the last keystroke
  useEffect(() => {
    if (!details || !Object.keys(values).length) return;
    const timer = setTimeout(() => {
      setPreviewFailed(false);
      void loadPreview({ variables: { segmentNumber: segment, ...ref, formData: entries(values) } });
    }, PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [values, details, segment, id, loadPreview, pictures]);

  if (error) return <ErrorPanel error={error} />;
  if (!d || chapter === null || (loading && !details)) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading chapter" />
      </Center>
    );
  }
  const mode = { role, isTextChange: !!d.isTextChange };
  const total = d.totalChapters;
  const last = segment === total;
  const name = d.propertyName ?? 'NA';
  const controls = pictureControls(role, { ...d.segmentDetails, segmentNumber: segment });
  const pictureOwner = d.projectId ?? d.assetId ?? d.orderId;
  const renderRunning = d.renderStatus === 'inprogress';
  const busy = saving || checkingOut || rendering;

  const setValue = (key: string, value: string) => setValues((v) => ({ ...v, [key]: value }));
  const onUploaded = (kind: BronzeImageKind) => (p: { s3ImageLink: string; url: string }) => {
    setPictures((all) => ({ ...all, [kind]: p }));
    setUploaded((all) => [...all, { link: p.s3ImageLink, kind }]);
  };

  async function save() {
    setModal(null);
    try {
      await draft({
        variables: {
          segmentNumber: segment,
          ...ref,
          formData: entries(values),
          eliteAuction,
          projectUuid: d!.projectId,
          isTextChange: d!.isTextChange,
        },
      });
      if (segment === 1) setChapterOneVisited(true);
      if (!last) {
        setChapter(segment + 1);
        return;
      }
      if (rendersVideo(mode)) {
        const r = await render({ variables: { projectId: d!.projectId! } });
        setProjectNumber(d!.projectNumber ?? null);
        void r;
      } else {
        const r = await checkout({ variables: { assetId: d!.assetId!, eliteAuction } });
        setProjectNumber(r.data?.checkout.projectNumber ?? null);
      }
      setSucceeded(true);
      setModal('done');
    } catch (e) {
      toastApiError(e);
    }
  }

  function next() {
    if (asksForBoundary(mode, segment, !!pictures.PROPERTY_BOUNDARY) && controls.boundary) return setModal('boundary');
    void save();
  }

  function leaveTo() {
    if (role === 'vms-editor')
      return d!.projectNumber ? `/editor-portal/projects/${d!.projectNumber}/folders` : '/editor-portal/projects/project-list';
    return redirectAfter(mode, d!.projectNumber ?? null, searchedBy());
  }

  async function cancel() {
    if (cancelPrompt(mode, chapterOneVisited, name)) return setModal('cancel');
    const from = searchedBy();
    const fromPendingOrders = !!from && from.includes('pendingOrder=true');
    if (d!.assetId && !d!.projectId && uploaded.length) {
      try {
        const status = await client.query({
          query: BronzeCheckoutStatusDocument,
          variables: { assetId: d!.assetId },
          fetchPolicy: 'network-only',
        });
        const onPlan = !status.data?.projectCheckoutStatus.status;
        if (cleansUp({ role, chapterOneVisited, fromPendingOrders, uploaded: uploaded.length, onPlan })) {
          await client.mutate({
            mutation: DeleteCustomImageS3UrlDocument,
            variables: { projectUuid: pictureOwner, s3ImageLinkArray: uploaded.map((u) => u.link), fileType: null },
          });
        }
      } catch (e) {
        toastApiError(e);
      }
    }
    void navigate(leaveTo());
  }

  const cancelText = cancelPrompt(mode, chapterOneVisited, name);
  const previewImage = preview.data?.bronzeChapterPreview.segmentNumber === segment ? preview.data.bronzeChapterPreview.image : null;

  return (
    <Stack gap="md" pb="xl">
      <VideoUnavailable />
      <Paper withBorder radius="lg" p="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <ActionIcon variant="subtle" size="lg" aria-label="Back" onClick={() => void cancel()}>
              <IconArrowLeft size={20} />
            </ActionIcon>
            <Stack gap={0} miw={0}>
              <Title order={2} fz="lg" lineClamp={1}>
                {name}
              </Title>
              {!d.isTextChange && d.crexiUrl && (
                <Anchor href={d.crexiUrl} target="_blank" rel="noreferrer" fz="sm" lineClamp={1}>
                  {d.crexiUrl}
                </Anchor>
              )}
            </Stack>
          </Group>
          <Group gap="xs">
            {d.isTextChange && (
              <Badge color="orange" variant="light">
                Text change
              </Badge>
            )}
            <Badge variant="light">Bronze · $30</Badge>
            {!d.projectId && (
              <SegmentedControl
                size="xs"
                aria-label="ELITE or AUCTION"
                data={['ELITE', 'AUCTION']}
                value={eliteAuction}
                onChange={setEliteAuction}
              />
            )}
          </Group>
        </Group>
      </Paper>

      {renderRunning && rendersVideo(mode) && <Alert color="blue">{BRONZE_MESSAGES.renderRunning}</Alert>}

      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder radius="lg" p="md">
            <Stack gap="md">
              <Text fw={600}>{BRONZE_MESSAGES.showing(segment, total)}</Text>
              <Group gap={6} aria-label="Chapters" role="navigation">
                {Array.from({ length: total }, (_, i) => i + 1).map((n) => (
                  <Button
                    key={n}
                    size="compact-sm"
                    variant={n === segment ? 'filled' : n <= d.savedChapter ? 'light' : 'default'}
                    disabled={busy || n > Math.max(d.savedChapter + 1, segment)}
                    aria-current={n === segment ? 'step' : undefined}
                    aria-label={`Chapter ${n}`}
                    onClick={() => setChapter(n)}
                  >
                    {n}
                  </Button>
                ))}
              </Group>
              <ChapterForm items={items} values={values} errors={errors} role={role} disabled={busy || succeeded} onChange={setValue} />
              {(controls.image || controls.logo || controls.qrCode || controls.boundary) && (
                <Stack gap="xs">
                  {controls.logo && (
                    <PicturePicker
                      label="Company Logo"
                      kind="LOGO"
                      uuid={pictureOwner}
                      chapter={bronzeChapterName(segment)}
                      current={pictures.LOGO}
                      onUploaded={onUploaded('LOGO')}
                    />
                  )}
                  {controls.image && (
                    <PicturePicker
                      label="Select Image"
                      kind="IMAGE"
                      uuid={pictureOwner}
                      chapter={bronzeChapterName(segment)}
                      current={pictures.IMAGE}
                      onUploaded={onUploaded('IMAGE')}
                    />
                  )}
                  {controls.boundary && (
                    <PicturePicker
                      label="Select Boundary Image"
                      kind="PROPERTY_BOUNDARY"
                      uuid={pictureOwner}
                      chapter={bronzeChapterName(segment)}
                      current={pictures.PROPERTY_BOUNDARY}
                      onUploaded={onUploaded('PROPERTY_BOUNDARY')}
                    />
                  )}
                  {controls.qrCode && (
                    <PicturePicker
                      label="QR Code"
                      kind="QR_CODE"
                      uuid={pictureOwner}
                      chapter={bronzeChapterName(segment)}
                      current={pictures.QR_CODE}
                      onUploaded={onUploaded('QR_CODE')}
                    />
                  )}
                </Stack>
              )}
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder radius="lg" p="md">
            <Stack gap="xs">
              <Text fz="sm" c="dimmed">
                Preview of chapter {segment}
              </Text>
              <Box
                pos="relative"
                style={{ aspectRatio: '16 / 9', borderRadius: 8, overflow: 'hidden', background: 'var(--mantine-color-gray-1)' }}
              >
                {previewImage && !previewFailed ? (
                  <Image
                    src={previewImage}
                    alt={`Preview of chapter ${segment}`}
                    w="100%"
                    h="100%"
                    fit="cover"
                    onError={() => setPreviewFailed(true)}
                  />
                ) : (
                  <Center h="100%">
                    <Stack align="center" gap={4}>
                      {previewFailed || preview.error ? (
                        <Text c="red.8">{BRONZE_MESSAGES.unableToLoad}</Text>
                      ) : (
                        <>
                          <IconPhoto size={40} color="var(--mantine-color-gray-5)" aria-hidden />
                          <Text fz="sm" c="dimmed">
                            {preview.loading ? 'Drawing the chapter…' : 'The chapter preview appears here.'}
                          </Text>
                        </>
                      )}
                    </Stack>
                  </Center>
                )}
                {preview.loading && previewImage && <Loader size="sm" pos="absolute" top={8} right={8} aria-label="Updating preview" />}
              </Box>
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>

      <Paper withBorder radius="lg" p="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Button variant="default" onClick={() => void cancel()} disabled={busy}>
            Cancel
          </Button>
          <Group gap="sm">
            {segment > 1 && (
              <Button variant="light" onClick={() => setChapter(segment - 1)} disabled={busy}>
                Previous Chapter
              </Button>
            )}
            <Button
              onClick={next}
              loading={busy}
              disabled={invalid || busy || loading || succeeded || (last && rendersVideo(mode) && renderRunning)}
            >
              {last ? lastChapterLabel(mode) : 'Save & Next Chapter'}
            </Button>
          </Group>
        </Group>
      </Paper>

      <Modal opened={modal === 'boundary'} onClose={() => setModal(null)} title="Property boundary" centered>
        <Text mb="lg">{BRONZE_MESSAGES.boundaryPrompt}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setModal(null)}>
            No
          </Button>
          <Button onClick={() => void save()}>Yes</Button>
        </Group>
      </Modal>

      <Modal opened={modal === 'cancel'} onClose={() => setModal(null)} title="Cancel" centered>
        <Text mb="lg">{cancelText}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setModal(null)}>
            Cancel
          </Button>
          <Button onClick={() => void navigate(leaveTo())}>Accept</Button>
        </Group>
      </Modal>

      <Modal
        opened={modal === 'done'}
        onClose={() => undefined}
        withCloseButton={false}
        centered
        title={rendersVideo(mode) ? 'Render started' : 'Order placed'}
      >
        <Stack>
          {completionText(mode).map((line) => (
            <Text key={line}>{line}</Text>
          ))}
          <Group justify="flex-end">
            <Button
              onClick={() => {
                setModal(null);
                setChapter(1);
                void refetch();
                void navigate(redirectAfter(mode, projectNumber ?? d.projectNumber ?? null, searchedBy()));
              }}
            >
              {BRONZE_MESSAGES.gotIt}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
