// /{uuid}/video-download (part B §2.1): plays the bought video and downloads it (download-video); the unbranded and
// social cuts too: they are made after the purchase (render.cuts.ts), so while they are the page says so and asks again.
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Group, Loader, Skeleton, Text, Title } from '@mantine/core';
import { GetVideoDataDocument } from '../../../gql/graphql';
import { PublicFrame } from '../components/PublicFrame';

interface Links {
  s3Link: string;
  playLink: string;
  unbrandedLink: string | null;
  verticalLink: string | null;
  squareLink: string | null;
  cutsStatus: 'inprogress' | 'complete' | 'failed' | null;
}

/** How often the page asks again while the cuts are being made. */
const CUTS_POLL_MS = 3000;

export function DownloadPage() {
  const { uuid = '' } = useParams();
  const [links, setLinks] = useState<Links | null>(null);
  const [error, setError] = useState<string | null>(null);
  // the property and the poster come with the page (the server draws them: ADR 0023); the links are asked for here
  const video = useQuery(GetVideoDataDocument, { variables: { input: { uuid } } }).data?.getVideoData;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const load = () =>
      fetch(`/api/download-video?link_id=${encodeURIComponent(uuid)}`)
        .then(async (r) => {
          const body = (await r.json()) as Links & { error?: string };
          if (!r.ok) throw new Error(body.error ?? 'Failed to download the asset.');
          if (stopped) return;
          setLinks(body);
          if (body.cutsStatus === 'inprogress') timer = setTimeout(() => void load(), CUTS_POLL_MS);
        })
        .catch((e: unknown) => {
          if (!stopped) setError((e as Error).message);
        });
    void load();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [uuid]);
  return (
    <PublicFrame size="md">
      <Title order={1} fz="xl">
        Your video
      </Title>
      <Text c="dimmed" mb="md">
        {video ? `${video.brokerDetails.assetName} · ${video.brokerDetails.assetAddress}` : '\u00a0'}
      </Text>
      {error ? (
        <Alert color="red" title={error}>
          <Button component={Link} to={`/${uuid}/video-draft`} variant="light" mt="sm">
            Back to the video
          </Button>
        </Alert>
      ) : (
        <>
          <Card withBorder p={0} radius="md" style={{ overflow: 'hidden' }}>
            <video
              src={links?.playLink}
              poster={video?.videoDetails.posterLink ?? undefined}
              controls
              playsInline
              data-testid="bought-video"
              style={{ width: '100%', display: 'block', aspectRatio: '16 / 9', background: '#000' }}
            />
          </Card>
          {links ? <DownloadLinks links={links} /> : <Skeleton h={36} mt="md" w={160} />}
        </>
      )}
    </PublicFrame>
  );
}

/** The bought file's download, the cuts' once made, and while they are made or if they failed, a word on them. */
function DownloadLinks({ links }: { links: Links }) {
  return (
    <>
      <Group mt="md">
        <Button component="a" href={links.s3Link} download>
          Download Video
        </Button>
        {links.unbrandedLink && (
          <Button component="a" href={links.unbrandedLink} variant="light">
            Unbranded (MLS)
          </Button>
        )}
        {links.verticalLink && (
          <Button component="a" href={links.verticalLink} variant="light">
            9:16
          </Button>
        )}
        {links.squareLink && (
          <Button component="a" href={links.squareLink} variant="light">
            1:1
          </Button>
        )}
      </Group>
      {links.cutsStatus === 'inprogress' && (
        <Group gap="xs" mt="sm" wrap="nowrap" align="flex-start" role="status" data-testid="cuts-status">
          <Loader size="xs" mt={3} style={{ flexShrink: 0 }} />
          <Text fz="sm">Preparing the social and MLS cuts… The video above can be downloaded meanwhile.</Text>
        </Group>
      )}
      {links.cutsStatus === 'failed' && (
        <Alert color="red" mt="sm" data-testid="cuts-status" title="The social and MLS cuts could not be made.">
          The video above can still be downloaded.
        </Alert>
      )}
      <Text c="dimmed" fz="sm" mt="xs">
        The bought video has no watermark.
      </Text>
    </>
  );
}
