import { useState } from 'react';
import { Avatar, Card, Grid, Group, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ORDER_MESSAGES, auctionSchema } from '@vms/shared';
import type { IncludedBrokerInput, OrderDetailFragment } from '../../../../gql/graphql';
import { zodResolver } from '../../../../lib/zod-resolver';
import type { OrderTabProps, SaveIntent } from '../../order-tab';
import { useRegisterSave } from '../../use-register-save';
import { useSaveDetails } from '../../use-save-details';

const AUCTION_FIELDS = ['auction_1', 'auction_2', 'auction_3', 'auction_4'] as const;

/** Every listing broker with its saved choice; a broker never chosen is included and not the lead. */
function initialBrokers(detail: OrderDetailFragment): IncludedBrokerInput[] {
  return detail.asset.brokers.map((b) => {
    const saved = detail.includedBrokers.find((i) => i.id === b.id);
    return { id: b.id, isIncluded: saved?.isIncluded ?? true, isLead: saved?.isLead ?? false };
  });
}

/** Tab 5: four free-text auction dates (at most 30 characters each) and which brokers the video shows, one as the lead. */
export function AuctionBrokerTab({ assetId, detail, registerSave, onDirtyChange }: OrderTabProps<OrderDetailFragment>) {
  const form = useForm({
    initialValues: Object.fromEntries(AUCTION_FIELDS.map((f) => [f, detail.auction?.[f] ?? ''])) as Record<
      (typeof AUCTION_FIELDS)[number],
      string
    >,
    validate: zodResolver(auctionSchema),
  });
  const [initial] = useState(() => initialBrokers(detail));
  const [brokers, setBrokers] = useState(initial);
  const saveDetails = useSaveDetails(assetId);
  const brokersChanged = JSON.stringify(brokers) !== JSON.stringify(initial);
  const dirty = form.isDirty() || brokersChanged;

  const save = async (intent?: SaveIntent) => {
    if (form.validate().hasErrors) return false;
    if (!dirty) return true;
    const auction = auctionSchema.parse(form.getValues());
    return saveDetails(
      {
        auction: Object.fromEntries(AUCTION_FIELDS.map((f) => [f, auction[f] ?? null])),
        includedBrokers: brokers,
      },
      intent,
    );
  };
  useRegisterSave(registerSave, onDirtyChange, save, dirty);

  const setIncluded = (id: string, isIncluded: boolean) =>
    setBrokers((list) => list.map((b) => (b.id === id ? { ...b, isIncluded, isLead: isIncluded && b.isLead } : b)));
  // One lead at most: choosing a lead releases the others, and a lead is always included.
  const setLead = (id: string, isLead: boolean) =>
    setBrokers((list) =>
      list.map((b) => (b.id === id ? { ...b, isLead, isIncluded: b.isIncluded || isLead } : { ...b, isLead: isLead ? false : b.isLead })),
    );

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Card withBorder radius="md" p="lg" h="100%">
          <Title order={2} fz="h4" mb="sm">
            Auction dates
          </Title>
          <Stack gap="sm">
            {AUCTION_FIELDS.map((f, i) => (
              // No maxLength: the field takes longer text so the 30-character message can show.
              <TextInput
                key={form.key(f)}
                label={`Auction date ${i + 1}`}
                placeholder="e.g. Bids due 05/14, 2 PM"
                {...form.getInputProps(f)}
              />
            ))}
          </Stack>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Card withBorder radius="md" p="lg" h="100%">
          <Title order={2} fz="h4" mb="sm">
            Brokers
          </Title>
          {detail.asset.brokers.length === 0 ? (
            <Text c="dimmed">{ORDER_MESSAGES.noBroker}</Text>
          ) : (
            <Stack gap="sm">
              {detail.asset.brokers.map((b) => {
                const choice = brokers.find((c) => c.id === b.id)!;
                const name = `${b.firstName} ${b.lastName}`;
                return (
                  <Group key={b.id} role="group" aria-label={name} justify="space-between" wrap="wrap" gap="sm">
                    <Group gap="sm" wrap="nowrap">
                      <Avatar src={b.photoUrl} name={name} color="initials" alt="" />
                      <div>
                        <Text fw={600}>{name}</Text>
                        <Text fz="sm" c="dimmed">
                          {b.brokerages[0]?.name ?? ''}
                        </Text>
                      </div>
                    </Group>
                    <SimpleGrid cols={2} spacing="md">
                      <Switch label="Included" checked={choice.isIncluded} onChange={(e) => setIncluded(b.id, e.currentTarget.checked)} />
                      <Switch label="Lead" checked={choice.isLead} onChange={(e) => setLead(b.id, e.currentTarget.checked)} />
                    </SimpleGrid>
                  </Group>
                );
              })}
            </Stack>
          )}
        </Card>
      </Grid.Col>
    </Grid>
  );
}
