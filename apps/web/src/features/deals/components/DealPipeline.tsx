// Beyond the spec (issue 19): the pipeline at a glance — deals by stage and start month, with the amounts. The
// server groups every deal the viewer reaches (dealPipeline); the chart offers all time, this quarter, 12 months.
import '@mantine/charts/styles.css';
import { useState } from 'react';
import { BarChart } from '@mantine/charts';
import { ColorSwatch, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { DealPipelineDocument } from '../../../gql/graphql';
import { formatPrice, stageLabel } from '../deals-format';
import { PIPELINE_PERIODS, pipelineByMonth, pipelinePeriodInput, type PipelinePeriod } from '../pipeline';

const COLOURS = ['teal.6', 'blue.6', 'indigo.5', 'grape.5', 'orange.5', 'cyan.6', 'gray.5', 'red.5'];

export function DealPipeline() {
  const [period, setPeriod] = useState<PipelinePeriod>('All time');
  const { data, previousData } = useQuery(DealPipelineDocument, {
    variables: { input: pipelinePeriodInput(period) },
    fetchPolicy: 'cache-and-network',
  });
  const shown = data ?? previousData;
  if (!shown || (period === 'All time' && !shown.dealPipeline.length)) return null;
  const { months, stages, totals, count, amount } = pipelineByMonth(shown.dealPipeline);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="deal-pipeline-title">
      <Stack gap="sm">
        <Group justify="space-between" align="center" wrap="wrap" gap="xs">
          <Group gap="sm" align="baseline" wrap="wrap">
            <Title order={2} fz="md" id="deal-pipeline-title">
              Pipeline by month
            </Title>
            <Text fz="sm" c="dimmed" data-testid="pipeline-total">
              {count} {count === 1 ? 'deal' : 'deals'} · {formatPrice(amount)}
            </Text>
          </Group>
          <SegmentedControl
            size="xs"
            aria-label="Pipeline period"
            data={[...PIPELINE_PERIODS]}
            value={period}
            onChange={(v) => setPeriod(v as PipelinePeriod)}
          />
        </Group>
        {count === 0 && (
          <Text fz="sm" c="dimmed">
            No deals start in this period.
          </Text>
        )}
        {months.length > 0 && (
          // the tiles below carry the figures; the chart's own keyboard layer would be a focus stop inside a hidden part
          <div aria-hidden>
            <BarChart
              barChartProps={{ accessibilityLayer: false }}
              h={180}
              data={months}
              dataKey="month"
              type="stacked"
              series={stages.map((s, i) => ({ name: s, label: stageLabel(s), color: COLOURS[i % COLOURS.length]! }))}
              tickLine="y"
              gridAxis="y"
            />
          </div>
        )}
        <SimpleGrid
          component="ul"
          aria-label="Pipeline by stage"
          cols={{ base: 2, sm: 3, md: Math.max(1, Math.min(stages.length, 6)) }}
          spacing="xs"
          p={0}
          m={0}
        >
          {totals.map((t, i) => (
            <Paper component="li" key={t.stage} bg="gray.0" radius="sm" px="sm" py={6} style={{ listStyle: 'none', minWidth: 0 }}>
              <Group gap={6} wrap="nowrap" align="flex-start">
                <ColorSwatch
                  color={`var(--mantine-color-${COLOURS[i % COLOURS.length]!.replace('.', '-')})`}
                  size={10}
                  withShadow={false}
                  style={{ flexShrink: 0, marginTop: 3 }}
                />
                {/* the whole stage name, wrapped: six tiles in a row cut 'Appointment scheduled' short */}
                <Text fz="xs" c="dimmed" fw={600} lh={1.3} style={{ overflowWrap: 'anywhere' }}>
                  {stageLabel(t.stage)}
                </Text>
              </Group>
              <Text fz="sm" fw={600}>
                {t.count} · {formatPrice(t.amount)}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
