import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';

interface CountsPanelProps {
  title: string;
  counts: ReadonlyArray<{ label: string; count: number }>;
}

/** The counts as a bar chart, with the same numbers as a list for screen readers and quick reading. */
export function CountsPanel({ title, counts }: CountsPanelProps) {
  const total = counts.reduce((sum, c) => sum + c.count, 0);
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="dashboard-counts-title">
      <Stack gap="md">
        <Group justify="space-between" align="baseline">
          <Title order={2} fz="lg" id="dashboard-counts-title">
            {title}
          </Title>
          {counts.length > 0 && (
            <Text fz="sm" c="dimmed">
              {total} in total
            </Text>
          )}
        </Group>
        {counts.length === 0 ? (
          <Text c="dimmed">Nothing to count yet. Numbers show up here as soon as there is work for you.</Text>
        ) : (
          <>
            <div aria-hidden>
              <BarChart
                h={260}
                data={counts.map((c) => ({ label: c.label, count: c.count }))}
                dataKey="label"
                series={[{ name: 'count', label: 'Count', color: 'indigo.8' }]}
                tickLine="y"
                gridAxis="y"
              />
            </div>
            <SimpleGrid component="ul" role="list" aria-label={title} cols={{ base: 2, sm: 3, md: 4 }} spacing="sm" p={0} m={0}>
              {counts.map((c) => (
                <Paper component="li" key={c.label} bg="gray.0" radius="md" p="sm" style={{ listStyle: 'none' }}>
                  <Text fz="xs" fw={600} c="dimmed" tt="uppercase">
                    {c.label}
                  </Text>
                  <Text fz="xl" fw={800}>
                    {c.count}
                  </Text>
                </Paper>
              ))}
            </SimpleGrid>
          </>
        )}
      </Stack>
    </Paper>
  );
}
