import { useState } from 'react';
import { Anchor, Avatar, Badge, Box, Card, Group, Image, Stack, Text, Title, Typography, UnstyledButton } from '@mantine/core';
import { IconBuildingSkyscraper, IconExternalLink, IconPhoto } from '@tabler/icons-react';
import { ORDER_MESSAGES, formatPrice } from '@vms/shared';
import type { OrderBrokerFragment, OrderDetailFragment } from '../../../../../gql/graphql';
import { GalleryModal } from './GalleryModal';
import { RichText } from '../../../../../ui/RichText';

function BrokerCard({ broker }: { broker: OrderBrokerFragment }) {
  const name = `${broker.firstName} ${broker.lastName}`;
  return (
    <Card withBorder radius="md" p="sm" data-testid="broker-card">
      <Group wrap="nowrap" gap="sm" align="flex-start">
        <Avatar src={broker.photoUrl} name={name} color="initials" alt="" size="lg" />
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600}>{name}</Text>
          {broker.brokerages[0] && (
            <Text fz="sm" c="dimmed">
              {broker.brokerages[0].name}
            </Text>
          )}
          {broker.phone && (
            <Anchor href={`tel:${broker.phone}`} fz="sm">
              {broker.phone}
            </Anchor>
          )}
          {broker.email && (
            <Anchor href={`mailto:${broker.email}`} fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {broker.email}
            </Anchor>
          )}
        </Stack>
      </Group>
    </Card>
  );
}

/** Tab 0's left card: picture and gallery, name, description, brokers, price, marketing text and the listing link. */
export function PropertyOverviewCard({ asset }: { asset: OrderDetailFragment['asset'] }) {
  const [gallery, setGallery] = useState(false);
  const count = asset.galleryCount;
  const picture = asset.thumbnailUrl ? (
    <Image src={asset.thumbnailUrl} alt="" h={220} radius="sm" fit="cover" />
  ) : (
    <Stack h={220} bg="gray.1" align="center" justify="center" style={{ borderRadius: 4 }}>
      <IconBuildingSkyscraper size={48} color="var(--mantine-color-gray-6)" aria-hidden />
    </Stack>
  );

  return (
    <Card withBorder radius="md" p="lg" h="100%">
      <Stack gap="md">
        {count > 0 ? (
          <UnstyledButton
            onClick={() => setGallery(true)}
            aria-label={`Open gallery, ${count} ${count === 1 ? 'image' : 'images'}`}
            pos="relative"
          >
            {picture}
            <Group gap={4} pos="absolute" bottom={8} right={8}>
              <Badge leftSection={<IconPhoto size={12} aria-hidden />} color="dark" variant="filled">
                Gallery
              </Badge>
              {count > 1 && (
                <Badge color="dark" variant="filled">
                  +{count - 1}
                </Badge>
              )}
            </Group>
          </UnstyledButton>
        ) : (
          picture
        )}
        <div>
          <Title order={2} fz="h3">
            {asset.name}
          </Title>
          {asset.description && <Text c="dimmed">{asset.description}</Text>}
        </div>
        <div>
          <Text fz="sm" c="dimmed">
            Asking Price
          </Text>
          <Text fw={700} fz="lg">
            {formatPrice(asset.askingPrice)}
          </Text>
        </div>
        <Stack gap="xs">
          <Title order={3} fz="h5">
            Brokers
          </Title>
          {asset.brokers.length ? (
            asset.brokers.map((b) => <BrokerCard key={b.id} broker={b} />)
          ) : (
            <Text c="dimmed">{ORDER_MESSAGES.noBroker}</Text>
          )}
        </Stack>
        {asset.marketingDescription && (
          <Box>
            <Title order={3} fz="h5" mb={4}>
              Marketing description
            </Title>
            <Typography data-testid="marketing-description">
              <RichText html={asset.marketingDescription} />
            </Typography>
          </Box>
        )}
        {asset.crexiUrl && (
          <Anchor href={asset.crexiUrl} target="_blank" rel="noopener noreferrer">
            <Group gap={4} component="span">
              View the listing <IconExternalLink size={14} aria-hidden />
            </Group>
          </Anchor>
        )}
      </Stack>
      <GalleryModal assetCrexiId={asset.assetCrexiId} title={asset.name} opened={gallery} onClose={() => setGallery(false)} />
    </Card>
  );
}
