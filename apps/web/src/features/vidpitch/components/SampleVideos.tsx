// The draft page's side panel: four sample videos with previous/next and Book a Demo (part B §2.1). The samples are
// the templates' own rendered sample videos (getVideoTemplates), one per property kind.
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { ActionIcon, Anchor, Card, Group, Text } from '@mantine/core';
import { VidpitchTemplatesDocument } from '../../../gql/graphql';
import { runtimeConfig } from '../../../lib/runtime-config';

const KINDS = ['Retail', 'Office', 'Multifamily', 'Industrial/Land'] as const;

export function SampleVideos() {
  const q = useQuery(VidpitchTemplatesDocument);
  const [i, setI] = useState(0);
  const samples = (q.data?.getVideoTemplates ?? []).slice(0, KINDS.length);
  const s = samples[i];
  return (
    <Card withBorder radius="md">
      <Group justify="space-between" mb="xs">
        <Text fw={700}>Sample videos</Text>
        <Group gap={4}>
          <ActionIcon variant="subtle" aria-label="Previous sample" onClick={() => setI((i + KINDS.length - 1) % KINDS.length)}>
            ‹
          </ActionIcon>
          <Text fz="sm" w={110} ta="center">
            {KINDS[i]}
          </Text>
          <ActionIcon variant="subtle" aria-label="Next sample" onClick={() => setI((i + 1) % KINDS.length)}>
            ›
          </ActionIcon>
        </Group>
      </Group>
      {s?.s3Link ? (
        <video
          key={s.s3Link}
          src={s.s3Link}
          poster={s.segmentUrl ?? undefined}
          controls
          muted
          playsInline
          style={{ width: '100%', aspectRatio: '16 / 9', background: '#000', borderRadius: 6 }}
        />
      ) : (
        <Text c="dimmed" fz="sm" style={{ aspectRatio: '16 / 9', display: 'grid', placeItems: 'center' }}>
          No Videos Available
        </Text>
      )}
      <Anchor mt="sm" display="block" href={`mailto:${runtimeConfig().supportEmail}?subject=${encodeURIComponent('Book a Demo')}`}>
        Book a Demo
      </Anchor>
    </Card>
  );
}
