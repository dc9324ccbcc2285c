import type { ReactNode } from 'react';
import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { ORDER_MESSAGES, SALES_MESSAGES, camelCaseHeading } from '@vms/shared';
import type { OrderDetailFragment } from '../../../../../gql/graphql';
import { formatDate, fromNow } from '../../../../../lib/format';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text style={{ overflowWrap: 'anywhere' }}>{children}</Text>
    </div>
  );
}

/** Whole days since the listing went live. */
export const daysOnMarket = (activatedOn: string, now = new Date()) => Math.max(0, dayjs(now).diff(dayjs(activatedOn), 'day'));

/** Tab 0's right card: where the property is, its state on the market, then every remaining detail of the feed. */
export function PropertyFactsCard({ asset, now = new Date() }: { asset: OrderDetailFragment['asset']; now?: Date }) {
  const place = asset.locations[0];
  // Asking price has its own place on the left card.
  const fields = asset.details.fields.filter((f) => f.name !== 'askingPrice');
  return (
    <Card withBorder radius="md" p="lg" h="100%">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div>
            <Title order={3} fz="h5">
              Address
            </Title>
            {place ? (
              <>
                {place.address && <Text>{place.address}</Text>}
                <Text>{[place.city, [place.state?.name, place.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ')}</Text>
                {place.county && <Text c="dimmed">{place.county}</Text>}
              </>
            ) : (
              <Text c="dimmed">{SALES_MESSAGES.notSpecified}</Text>
            )}
          </div>
          <Group gap="xs">
            {asset.isPrivate && <Badge color="gray">Private</Badge>}
            {asset.status && (
              <Badge color="teal" variant="light">
                {asset.status}
              </Badge>
            )}
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <Fact label="Activated On">{asset.activatedOn ? formatDate(asset.activatedOn) : SALES_MESSAGES.notSpecified}</Fact>
          <Fact label="Days on Market">{asset.activatedOn ? daysOnMarket(asset.activatedOn, now) : SALES_MESSAGES.notSpecified}</Fact>
          <Fact label="Time Since Last Update">{asset.updatedOn ? fromNow(asset.updatedOn, now) : SALES_MESSAGES.notSpecified}</Fact>
        </SimpleGrid>
        <div>
          <Title order={3} fz="h5" mb="xs">
            Details
          </Title>
          {asset.details.propertyType || fields.length ? (
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              {asset.details.propertyType && <Fact label="Property Type">{asset.details.propertyType}</Fact>}
              {fields.map((f) => (
                <Fact key={f.name} label={camelCaseHeading(f.name)}>
                  {f.value}
                </Fact>
              ))}
            </SimpleGrid>
          ) : (
            <Text c="dimmed">{ORDER_MESSAGES.detailsNotAvailable}</Text>
          )}
        </div>
      </Stack>
    </Card>
  );
}
