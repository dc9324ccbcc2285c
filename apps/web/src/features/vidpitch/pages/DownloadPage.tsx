// /{uuid}/video-download (part B §2.1): plays the bought video and downloads it (download-video); the unbranded and
// social cuts too when they were rendered.
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert, Button, Card, Group, Skeleton, Text, Title } from '@mantine/core';
import { PublicFrame } from '../components/PublicFrame';

interface Links {
  s3Link: string;
  playLink: string;
  unbrandedLink: string | null;
  verticalLink: string | null;
  squareLink: string | null;
}

export function DownloadPage() {
  const { uuid = '' } = useParams();
  const [links, setLinks] = useState<Links | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    fetch(`/api/download-video?link_id=${encodeURIComponent(uuid)}`)
      .then(async (r) => {
        const body = (await r.json()) as Links & { error?: string };
        if (!r.ok) throw new Error(body.error ?? 'Failed to download the asset.');
        setLinks(body);
      })
      .catch((e: unknown) => setError((e as Error).message));
  }, [uuid]);
  return (
    <PublicFrame size="md">
      <Title order={1} fz="xl" mb="md">Your video</Title>
      {error ? (
        <Alert color="red" title={error}>
          <Button component={Link} to={`/${uuid}/video-draft`} variant="light" mt="sm">Back to the video</Button>
        </Alert>
      ) : !links ? (
        <Skeleton h={360} />
      ) : (
        <>
          <Card withBorder p={0} radius="md" style={{ overflow: 'hidden' }}>
            <video src={links.playLink} controls playsInline data-testid="bought-video" style={{ width: '100%', display: 'block', aspectRatio: '16 / 9', background: '#000' }} />
          </Card>
          <Group mt="md">
            <Button component="a" href={links.s3Link} download>Download Video</Button>
            {links.unbrandedLink && <Button component="a" href={links.unbrandedLink} variant="light">Unbranded (MLS)</Button>}
            {links.verticalLink && <Button component="a" href={links.verticalLink} variant="light">9:16</Button>}
            {links.squareLink && <Button component="a" href={links.squareLink} variant="light">1:1</Button>}
          </Group>
          <Text c="dimmed" fz="sm" mt="xs">The bought video has no watermark.</Text>
        </>
      )}
    </PublicFrame>
  );
}
