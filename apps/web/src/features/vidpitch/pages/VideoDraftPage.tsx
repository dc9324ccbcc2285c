// /{uuid}/video-draft (part B §2.1, §4): the draft player (volume 0.2, speed 1; watermarked until the purchase), the
// render countdown, the property, the broker card, Purchase Video $49 (nobody signed in, not purchased), Modify Video,
// four sample videos and the watch time (VidPitch host only, never for an admin).
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Avatar, Badge, Button, Card, Grid, Group, Loader, Skeleton, Stack, Text, Title } from '@mantine/core';
import { RENDER_COUNTDOWN_MS, ROLES, VIDEO_PRICE_LABEL, VIDPITCH_MESSAGES as M } from '@vms/shared';
import { GetVideoDataDocument, UpdateVideoWatchTimeDocument } from '../../../gql/graphql';
import { useAuth } from '../../../lib/auth-storage';
import { useSocketConnection } from '../../../lib/use-socket-connection';
import { isAlternateBrand } from '../../../lib/runtime-config';
import { toastError } from '../../../ui/toast';
import { ErrorPanel } from '../../../ui/ErrorPanel';
import { PublicFrame } from '../components/PublicFrame';
import { SampleVideos } from '../components/SampleVideos';
import { useVideoRendered } from '../components/useVideoRendered';
import { countdown, hhmmss } from '../format';
import { VideoUnavailable } from '../../../ui/VideoUnavailable';

export function VideoDraftPage() {
  const { uuid = '' } = useParams();
  const auth = useAuth();
  const navigate = useNavigate();
  const flash = (useLocation().state as { message?: string } | null)?.message;
  const client = useApolloClient();
  // The server draws the page from one read; in the browser the page shows the cache (what the server drew it from, or
  // the read below), and the network is read once the socket carrying the render subscription is up, and again on
  // each render result and each reconnect: no polling.
  const q = useQuery(GetVideoDataDocument, {
    variables: { input: { uuid, videoViewed: true } },
    fetchPolicy: typeof window === 'undefined' ? 'cache-first' : 'cache-only',
  });
  const [readError, setReadError] = useState<unknown>(null);
  const read = useCallback(
    () =>
      client.query({ query: GetVideoDataDocument, variables: { input: { uuid, videoViewed: true } }, fetchPolicy: 'network-only' }).then(
        () => setReadError(null),
        (e: unknown) => setReadError(e),
      ),
    [client, uuid],
  );
  const video = q.data?.getVideoData.videoDetails;
  const broker = q.data?.getVideoData.brokerDetails;
  const [now, setNow] = useState(() => Date.now());
  const rendering = video?.pipelineStatus === 'inprogress';
  useEffect(() => {
    if (!rendering) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [rendering]);
  useVideoRendered(uuid, (e) => {
    if (e.status === 'failed') {
      toastError(e.error ?? M.somethingBad);
      navigate(`/${uuid}/modify-video`);
    } else void read();
  });
  const connection = useSocketConnection();
  useEffect(() => {
    if (connection > 0) void read();
  }, [connection, read]);
  const error = q.error ?? readError;

  if (error && !q.data)
    return (
      <PublicFrame>
        <ErrorPanel error={error} />
      </PublicFrame>
    );
  if (!video || !broker)
    return (
      <PublicFrame>
        <Skeleton h={420} />
      </PublicFrame>
    );
  const left = new Date(video.modifiedDate).getTime() + RENDER_COUNTDOWN_MS - now;
  const canPurchase = !auth && !video.isVideoPurchased;
  const canModify = !rendering && !video.isVideoPurchased;

  return (
    <PublicFrame>
      <VideoUnavailable mb="md" />
      {flash && (
        <Alert color="blue" mb="md" title="Your edits were sent">
          {flash}
        </Alert>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <Card withBorder radius="md" p={0} style={{ overflow: 'hidden' }}>
              {rendering ? (
                <Stack align="center" justify="center" bg="dark.6" style={{ aspectRatio: '16 / 9' }} gap="xs" p="md">
                  <Loader color="cyan" />
                  <Text c="white" ta="center">
                    {M.rendering}
                  </Text>
                  <Text c="cyan.3" fz="xl" fw={700} aria-label="Time left" suppressHydrationWarning>
                    {countdown(left)}
                  </Text>
                  {left <= 0 && (
                    <Text c="gray.4" fz="sm">
                      Video rendering taking longer than expected
                    </Text>
                  )}
                </Stack>
              ) : video.pipelineStatus === 'failed' ? (
                <Alert color="red" m="md" title="Video Rendering Failed">
                  {video.error ?? M.somethingBad}
                </Alert>
              ) : video.s3Link ? (
                <DraftPlayer
                  src={video.s3Link}
                  poster={video.posterLink}
                  uuid={uuid}
                  track={isAlternateBrand() && auth?.role !== ROLES.VIDPITCH_ADMIN && auth?.role !== ROLES.ADMIN}
                />
              ) : null}
            </Card>
            <div>
              <Title order={1} fz={{ base: 'xl', sm: 26 }}>
                {broker.assetName}
              </Title>
              <Text c="dimmed">{broker.assetAddress}</Text>
            </div>
            <Group gap="sm">
              {video.isVideoPurchased ? (
                <>
                  <Badge size="lg" color="teal.9">
                    {M.purchased}
                  </Badge>
                  <Button component={Link} to={`/${uuid}/video-download`} variant="light">
                    Download Video
                  </Button>
                </>
              ) : (
                <Badge size="lg" variant="light" color="gray">
                  Draft · watermarked until purchased
                </Badge>
              )}
              {canPurchase && (
                <Button component={Link} to={`/${uuid}/video-draft-purchase`} color="teal.9">
                  Purchase Video {VIDEO_PRICE_LABEL}
                </Button>
              )}
              {canModify ? (
                <Button component={Link} to={`/${uuid}/modify-video`} variant="outline">
                  Modify Video
                </Button>
              ) : (
                <Button variant="outline" disabled>
                  Modify Video
                </Button>
              )}
            </Group>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <Card withBorder radius="md">
              <Group wrap="nowrap" align="flex-start">
                <Avatar src={broker.photoUrl} size={64} radius="xl" alt={broker.brokerName}>
                  {broker.brokerName
                    .split(' ')
                    .map((w) => w[0])
                    .join('')
                    .slice(0, 2)}
                </Avatar>
                <div style={{ minWidth: 0 }}>
                  <Text fw={700}>{broker.brokerName}</Text>
                  {broker.licenses.length > 0 && (
                    <Text fz="sm" c="dimmed">
                      Licenses: {broker.licenses.join(', ')}
                    </Text>
                  )}
                  <Text fz="sm" c="dimmed">
                    {broker.brokerOfficeFullAddress}
                  </Text>
                  <Anchor fz="sm" href={`mailto:${broker.brokerEmail}`} style={{ overflowWrap: 'anywhere' }}>
                    {broker.brokerEmail}
                  </Anchor>
                </div>
              </Group>
            </Card>
            <SampleVideos />
          </Stack>
        </Grid.Col>
      </Grid>
    </PublicFrame>
  );
}

/** The player: volume 0.2, speed 1; reports the longest time watched when paused, ended or left. */
function DraftPlayer({ src, poster, uuid, track }: { src: string; poster: string | null | undefined; uuid: string; track: boolean }) {
  const ref = useRef<HTMLVideoElement>(null);
  const watched = useRef(0);
  const [report] = useMutation(UpdateVideoWatchTimeDocument);
  useEffect(() => {
    const v = ref.current;
    if (!v) return;
    v.volume = 0.2;
    v.playbackRate = 1;
    if (!track) return;
    const send = () => {
      if (watched.current < 1) return;
      report({ variables: { input: { uuid, watchTime: hhmmss(watched.current) } } }).catch((err: unknown) =>
        console.error('watch time', err),
      );
    };
    const onTime = () => (watched.current = Math.max(watched.current, v.currentTime));
    v.addEventListener('timeupdate', onTime);
    v.addEventListener('pause', send);
    v.addEventListener('ended', send);
    window.addEventListener('pagehide', send);
    return () => {
      v.removeEventListener('timeupdate', onTime);
      v.removeEventListener('pause', send);
      v.removeEventListener('ended', send);
      window.removeEventListener('pagehide', send);
    };
  }, [src, uuid, track, report]);
  return (
    <video
      ref={ref}
      src={src}
      poster={poster ?? undefined}
      controls
      playsInline
      style={{ width: '100%', display: 'block', aspectRatio: '16 / 9', background: '#000' }}
      data-testid="draft-video"
    />
  );
}
