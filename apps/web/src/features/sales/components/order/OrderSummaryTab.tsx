import { useEffect, useState } from 'react';
import { Badge, Card, Center, Grid, Group, List, Loader, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { ELITE_AUCTION, ORDER_MESSAGES, formatPrice } from '@vms/shared';
import {
  AddAssetPlanDocument,
  AddQuotePropertiesDocument,
  AssetOrderDocument,
  CheckoutDocument,
  OrderPlansDocument,
  type OrderDetailFragment,
  type OrderPlansQuery,
} from '../../../../gql/graphql';
import { ErrorPanel } from '../../../../ui/ErrorPanel';
import { toastApiError, toastSuccess } from '../../../../ui/toast';
import type { OrderTabProps, SaveIntent } from '../../order-tab';
import { useRegisterSave } from '../../use-register-save';
import { useSaveDetails } from '../../use-save-details';
import { SummarySections } from './SummarySections';

/** The order's submission: true when the deal and the project were created. */
export type OrderSubmit = () => Promise<boolean>;

type Plan = OrderPlansQuery['getPlans']['plans'][number];

const samePlan = (a: string | null | undefined, b: string | null | undefined) => !!a && !!b && a.toUpperCase() === b.toUpperCase();

/** The plan the order shows as chosen: the order's own plan when it names one of the plans, else the default plan. */
export function preselectedPlan(plans: Plan[], projectPlan: string | null | undefined): Plan | undefined {
  return plans.find((p) => samePlan(p.type, projectPlan)) ?? plans.find((p) => p.default) ?? plans[0];
}

/** Tab 7: every tab's data read-only, the plan (radio cards), ELITE or AUCTION, and the total; the header submits. */
export function OrderSummaryTab({
  assetId,
  detail,
  registerSave,
  onDirtyChange,
  registerSubmit,
  onEditTab,
}: OrderTabProps<OrderDetailFragment> & { registerSubmit: (submit: OrderSubmit | null) => void; onEditTab: (tab: number) => void }) {
  const plansQuery = useQuery(OrderPlansDocument);
  const plans = plansQuery.data?.getPlans.plans ?? [];
  const [chosenType, setChosenType] = useState<string | null>(null);
  const chosen = plans.find((p) => p.type === chosenType) ?? preselectedPlan(plans, detail.projectPlan);
  const savedElite = (ELITE_AUCTION as readonly string[]).includes(detail.eliteAuction ?? '') ? detail.eliteAuction : null;
  const [elite, setElite] = useState<string | null>(savedElite);
  const [eliteError, setEliteError] = useState<string | null>(null);
  const [addPlan, { loading: choosing }] = useMutation(AddAssetPlanDocument, { refetchQueries: [AssetOrderDocument] });
  const [addQuote] = useMutation(AddQuotePropertiesDocument);
  const [checkout] = useMutation(CheckoutDocument);
  const saveDetails = useSaveDetails(assetId);

  const save = async (intent?: SaveIntent) => (elite && elite !== savedElite ? saveDetails({ eliteAuction: elite }, intent) : true);
  useRegisterSave(registerSave, onDirtyChange, save, !!elite && elite !== savedElite);

  const submit: OrderSubmit = async () => {
    if (!elite) {
      setEliteError(ORDER_MESSAGES.chooseEliteAuction);
      return false;
    }
    if (!chosen) return false;
    try {
      await addQuote({ variables: { assetId, data: { planName: chosen.type, eliteAuction: elite, price: chosen.price } } });
      await checkout({ variables: { assetId, planId: chosen.id, eliteAuction: elite, planName: chosen.type } });
      return true;
    } catch (err) {
      toastApiError(err);
      return false;
    }
  };
  useEffect(() => {
    registerSubmit(submit);
  });
  useEffect(() => () => registerSubmit(null), [registerSubmit]);

  const choose = async (type: string) => {
    const before = chosenType;
    setChosenType(type);
    try {
      const { data } = await addPlan({ variables: { assetId, planName: type } });
      if (data) toastSuccess(data.addAssetPlan.message);
    } catch (err) {
      setChosenType(before);
      toastApiError(err);
    }
  };

  let planCards;
  if (plansQuery.error) planCards = <ErrorPanel error={plansQuery.error} />;
  else if (!plansQuery.data)
    planCards = (
      <Center py="md">
        <Loader aria-label="Loading plans" />
      </Center>
    );
  else
    planCards = (
      <Radio.Group value={chosen?.type ?? null} onChange={(v) => void choose(v)} label="Plan" aria-busy={choosing}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt="xs">
          {plans.map((p) => (
            <Radio.Card key={p.id} value={p.type} radius="md" p="sm" aria-label={`${p.type} ${formatPrice(p.price)}`}>
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator />
                <div>
                  <Group gap={6}>
                    <Text fw={700}>{p.type}</Text>
                    {p.default && (
                      <Badge size="xs" variant="light">
                        Default
                      </Badge>
                    )}
                  </Group>
                  <Text fw={600} c="blue.8">
                    {formatPrice(p.price)}
                  </Text>
                  {p.description.length > 0 && (
                    <List size="xs" spacing={2} mt={4}>
                      {p.description.map((d) => (
                        <List.Item key={d}>{d}</List.Item>
                      ))}
                    </List>
                  )}
                </div>
              </Group>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
    );

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <SummarySections detail={detail} plan={chosen?.type ?? detail.projectPlan} onEdit={onEditTab} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="md">
          <Card withBorder radius="md" p="md">
            {planCards}
          </Card>
          <Card withBorder radius="md" p="md">
            <Radio.Group
              label="ELITE or AUCTION"
              description="Required before the order can be submitted."
              withAsterisk
              value={elite}
              onChange={(v) => {
                setElite(v);
                setEliteError(null);
              }}
              error={eliteError}
            >
              <Group mt="xs">
                {ELITE_AUCTION.map((v) => (
                  <Radio key={v} value={v} label={v} />
                ))}
              </Group>
            </Radio.Group>
          </Card>
          <Card withBorder radius="md" p="md">
            <Group justify="space-between">
              <Title order={3} fz="h4">
                Order total
              </Title>
              <Text fw={700} fz="xl" data-testid="order-total">
                {chosen ? formatPrice(chosen.price) : '—'}
              </Text>
            </Group>
            {chosen && (
              <Text fz="sm" c="dimmed">
                {chosen.type} plan
              </Text>
            )}
          </Card>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
