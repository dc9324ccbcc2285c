import { Grid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { MeDocument, MyDashboardDocument } from '../../../gql/graphql';
import { isAuthError } from '../../../lib/graphql-errors';
import { ErrorPanel } from '../../../ui/ErrorPanel';
import { CountsPanel } from '../components/CountsPanel';
import { ItemList } from '../components/ItemList';

function DashboardSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="Loading your dashboard">
      <Skeleton h={320} radius="lg" />
      <Grid>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Skeleton h={220} radius="lg" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Skeleton h={220} radius="lg" />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** /dashboard: the signed-in person's own overview (DECISIONS.md "Routes"). */
export function DashboardPage() {
  const { data, loading, error } = useQuery(MyDashboardDocument);
  const me = useQuery(MeDocument).data?.me;
  const dashboard = data?.myDashboard;

  let body;
  if (error && !isAuthError(error)) body = <ErrorPanel error={error} title="Could not load your dashboard" />;
  else if (!dashboard || (loading && !dashboard)) body = <DashboardSkeleton />;
  else
    body = (
      <Stack gap="lg">
        <CountsPanel title={dashboard.countsTitle} counts={dashboard.counts} />
        <Grid>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <ItemList
              id="dashboard-next-up"
              title="What needs you next"
              items={dashboard.nextUp}
              empty="You're all caught up. Nothing needs you right now."
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <ItemList id="dashboard-recent" title="Recent activity" items={dashboard.recentActivity} empty="No recent activity yet." />
          </Grid.Col>
        </Grid>
      </Stack>
    );

  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <Stack gap={4}>
        <Title order={1}>Dashboard</Title>
        <Text c="dimmed" fz="lg">
          {me ? `Welcome back, ${me.name}.` : 'Welcome back.'}
        </Text>
      </Stack>
      {body}
    </Stack>
  );
}
