import { ActionIcon, Badge, Card, Group, Image, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconBuildingSkyscraper, IconTrash } from '@tabler/icons-react';
import { formatPrice } from '@vms/shared';
import type { AssetCardFragment } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format';

const INLINE_BROKERS = 2;

/** A search result: thumbnail, name, place, price ('Not Specified' when empty), two brokers then '+N'. */
export function AssetCard({
  asset,
  message,
  busy,
  onOpen,
  onDelete,
}: {
  asset: AssetCardFragment;
  message?: string | null;
  busy?: boolean;
  onOpen: () => void;
  onDelete?: () => void;
}) {
  const place = asset.locations[0];
  const more = asset.brokers.length - INLINE_BROKERS;
  return (
    <Card withBorder radius="md" p="sm" aria-busy={busy} data-testid="asset-card">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <UnstyledButton onClick={onOpen} aria-label={`Open ${asset.name}`} style={{ flex: 1, minWidth: 0 }} disabled={busy}>
          <Group align="flex-start" wrap="nowrap" gap="md">
            {asset.thumbnailUrl ? (
              <Image src={asset.thumbnailUrl} alt="" w={120} h={90} radius="sm" fit="cover" />
            ) : (
              <Stack w={120} h={90} bg="gray.1" align="center" justify="center" style={{ borderRadius: 4, flexShrink: 0 }}>
                <IconBuildingSkyscraper size={36} color="var(--mantine-color-gray-6)" aria-hidden />
              </Stack>
            )}
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Group gap="xs">
                <Text fw={600} lineClamp={1}>
                  {asset.name}
                </Text>
                {asset.isPrivate && (
                  <Badge size="xs" color="gray">
                    Private
                  </Badge>
                )}
                {asset.status && (
                  <Badge size="xs" color={asset.status === 'Complete' ? 'teal' : 'blue'} variant="light">
                    {asset.status}
                  </Badge>
                )}
              </Group>
              <Text fz="sm" c="dimmed">
                {[asset.details.propertyType, place && [place.city, place.state?.name].filter(Boolean).join(', ')]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              <Text fw={600}>{formatPrice(asset.askingPrice)}</Text>
              <Text fz="sm">
                {asset.brokers
                  .slice(0, INLINE_BROKERS)
                  .map((b) => `${b.firstName} ${b.lastName}`)
                  .join(', ') || 'No broker available'}
                {more > 0 && (
                  <Badge
                    ml={6}
                    size="sm"
                    variant="outline"
                    title={asset.brokers
                      .slice(INLINE_BROKERS)
                      .map((b) => `${b.firstName} ${b.lastName}`)
                      .join(', ')}
                  >
                    +{more}
                  </Badge>
                )}
              </Text>
              <Text fz="xs" c="dimmed">
                {asset.companyNames.join(', ')}
                {asset.lastUpdatedAt ? ` · updated ${formatDate(asset.lastUpdatedAt)}` : ''}
              </Text>
              {message && (
                <Text fz="sm" c="red.8" role="alert">
                  {message}
                </Text>
              )}
            </Stack>
          </Group>
        </UnstyledButton>
        {onDelete && (
          <Tooltip label="Delete pending order">
            <ActionIcon variant="subtle" color="red" aria-label={`Delete pending order ${asset.name}`} onClick={onDelete}>
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
    </Card>
  );
}
