import { List, Loader, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { MANAGEMENT_MESSAGES } from '@vms/shared';
import { TaskActivityLogDocument } from '../../../gql/graphql';
import { formatTimestamp } from '../../../lib/format';
import { ErrorPanel } from '../../../ui/ErrorPanel';

/** The log of one task, newest first: 'Task not started yet' when it has not moved, else who set which status. */
export function TaskActivityLog({ taskId, planName }: { taskId: string; planName: string }) {
  const { data, loading, error } = useQuery(TaskActivityLogDocument, {
    variables: { taskId, planName },
    fetchPolicy: 'network-only',
  });
  if (error) return <ErrorPanel error={error} />;
  if (loading && !data) return <Loader size="xs" aria-label="Loading activities" />;
  const activities = [...(data?.listAsanaTaskActivities.activities ?? [])].reverse();
  if (!activities.length)
    return (
      <Text fz="sm" c="dimmed">
        {MANAGEMENT_MESSAGES.noActivities}
      </Text>
    );
  if (activities[0]!.crexiTaskStatus === 'Not Started')
    return (
      <Text fz="sm" c="dimmed">
        {MANAGEMENT_MESSAGES.taskNotStarted}
      </Text>
    );
  return (
    <List size="sm" spacing={4} aria-label="Activity log">
      {activities.map((a) => (
        <List.Item key={a.id}>
          <Text span fz="sm">
            {MANAGEMENT_MESSAGES.activityRow(a.lastUpdatedBy, a.crexiTaskStatus)}
          </Text>{' '}
          <Text span fz="xs" c="dimmed">
            · {formatTimestamp(a.completedOn)}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
