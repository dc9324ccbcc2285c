// /watch/{videoId}: the public view of a VidPitch video (DECISIONS.md part B): the draft (watermarked) or, once bought,
// the video; no purchase or modify controls.
import { useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { Alert, Card, Skeleton, Text, Title } from '@mantine/core';
import { VIDPITCH_MESSAGES as M } from '@vms/shared';
import { GetVideoDataDocument } from '../../../gql/graphql';
import { PublicFrame } from '../components/PublicFrame';

export function WatchPage() {
  const { videoId = '' } = useParams();
  const q = useQuery(GetVideoDataDocument, { variables: { input: { uuid: videoId } }, skip: !/^[0-9a-f-]{36}$/i.test(videoId) });
  const d = q.data?.getVideoData;
  return (
    <PublicFrame size="md">
      {q.error || !/^[0-9a-f-]{36}$/i.test(videoId) ? (
        <Alert color="red">{M.noPlayerAsset}</Alert>
      ) : !d ? (
        <Skeleton h={360} />
      ) : (
        <>
          <Card withBorder p={0} radius="md" style={{ overflow: 'hidden' }}>
            {d.videoDetails.s3Link ? (
              <video
                src={d.videoDetails.s3Link}
                poster={d.videoDetails.posterLink ?? undefined}
                controls
                playsInline
                style={{ width: '100%', display: 'block', aspectRatio: '16 / 9', background: '#000' }}
              />
            ) : (
              <Text p="xl" ta="center">
                {M.renderUnderProgress}
              </Text>
            )}
          </Card>
          <Title order={1} fz="xl" mt="md">
            {d.brokerDetails.assetName}
          </Title>
          <Text c="dimmed">{d.brokerDetails.assetAddress}</Text>
        </>
      )}
    </PublicFrame>
  );
}
