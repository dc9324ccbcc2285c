import type { ReactNode } from 'react';
import { Anchor, Card, Group, Image, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { MAPPING_QUESTIONS, ORDER_MESSAGES, ORDER_TABS, PLANS_WITHOUT_INTERIOR_TAB, formatPrice } from '@vms/shared';
import type { OrderDetailFragment } from '../../../../gql/graphql';
import { formatDate } from '../../../../lib/format';

type Detail = OrderDetailFragment;

function Section({ tab, onEdit, children }: { tab: number; onEdit: (tab: number) => void; children: ReactNode }) {
  const title = ORDER_TABS[tab]!.title;
  return (
    <Card withBorder radius="md" p="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Title order={3} fz="h5">
          {title}
        </Title>
        <Anchor component="button" type="button" fz="sm" onClick={() => onEdit(tab)} aria-label={`Edit ${title}`}>
          Edit
        </Anchor>
      </Group>
      {children}
    </Card>
  );
}

const NoData = () => <Text c="dimmed">{ORDER_MESSAGES.noData}</Text>;

function Fields({ rows }: { rows: [string, string | null | undefined][] }) {
  const filled = rows.filter(([, v]) => v);
  if (!filled.length) return <NoData />;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing={4}>
      {filled.map(([label, value]) => (
        <div key={label}>
          <Text fz="xs" c="dimmed">
            {label}
          </Text>
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

function Names({ names }: { names: string[] }) {
  if (!names.length) return <NoData />;
  return (
    <List size="sm" spacing={2}>
      {names.map((n, i) => (
        <List.Item key={`${n}-${i}`}>{n}</List.Item>
      ))}
    </List>
  );
}

/** Tab 7's read-only record of every tab, each with a way back to edit it. */
export function SummarySections({ detail, plan, onEdit }: { detail: Detail; plan: string | null; onEdit: (tab: number) => void }) {
  const { asset } = detail;
  const place = asset.locations[0];
  const callouts = (miles: number) => detail.nearbyCallouts.filter((p) => p.distanceFromAsset === miles).map((p) => p.name);
  const brokerName = (id: string) => {
    const b = asset.brokers.find((x) => x.id === id);
    return b ? `${b.firstName} ${b.lastName}` : null;
  };
  const included = detail.includedBrokers.filter((b) => b.isIncluded);
  const contact = detail.interiorVideoContact;
  const withInterior = !PLANS_WITHOUT_INTERIOR_TAB.includes((plan ?? '').toUpperCase());

  return (
    <Stack gap="sm">
      <Section tab={0} onEdit={onEdit}>
        <Fields
          rows={[
            ['Property', asset.name],
            [
              'Address',
              place && [place.address, place.city, [place.state?.name, place.zip].filter(Boolean).join(' ')].filter(Boolean).join(', '),
            ],
            ['Asking Price', formatPrice(asset.askingPrice)],
            ['Brokers', asset.brokers.map((b) => `${b.firstName} ${b.lastName}`).join(', ') || ORDER_MESSAGES.noBroker],
            ['Default brokers', detail.crexiDefaultBrokers.map((b) => `${b.firstname} ${b.lastname}`).join(', ')],
          ]}
        />
      </Section>
      <Section tab={1} onEdit={onEdit}>
        <Names names={detail.nearbyCities.map((p) => p.name)} />
      </Section>
      <Section tab={2} onEdit={onEdit}>
        <Names names={callouts(100)} />
      </Section>
      <Section tab={3} onEdit={onEdit}>
        <Names names={callouts(10)} />
      </Section>
      <Section tab={4} onEdit={onEdit}>
        {detail.mapScreenshot || detail.callToAction?.text || detail.userInstructions ? (
          <Stack gap="xs">
            {detail.mapScreenshot && (
              <Image src={detail.mapScreenshot} alt="Property boundary" mah={220} w="auto" fit="contain" radius="sm" />
            )}
            <Fields
              rows={[
                ['Call to action', detail.callToAction?.text],
                ...Object.entries(MAPPING_QUESTIONS).map(([key, question]): [string, string | null | undefined] => [
                  question,
                  detail.userInstructions?.[key as keyof typeof MAPPING_QUESTIONS],
                ]),
              ]}
            />
          </Stack>
        ) : (
          <NoData />
        )}
      </Section>
      <Section tab={5} onEdit={onEdit}>
        <Fields
          rows={[
            ['Auction date 1', detail.auction?.auction_1],
            ['Auction date 2', detail.auction?.auction_2],
            ['Auction date 3', detail.auction?.auction_3],
            ['Auction date 4', detail.auction?.auction_4],
            [
              'Included brokers',
              included
                .map((b) => brokerName(b.id) && `${brokerName(b.id)}${b.isLead ? ' (Lead)' : ''}`)
                .filter(Boolean)
                .join(', '),
            ],
          ]}
        />
      </Section>
      {withInterior && (
        <Section tab={6} onEdit={onEdit}>
          <Fields
            rows={[
              ['Name', contact?.name],
              ['Email', contact?.email],
              ['Phone', contact?.phone],
              ['Shoot date', contact?.shootDate ? formatDate(contact.shootDate) : null],
              ['Shoot time', contact?.shootTime?.slice(0, 5)],
              ['Additional notes', contact?.additionalNotes],
            ]}
          />
        </Section>
      )}
    </Stack>
  );
}
