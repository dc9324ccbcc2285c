// /editor-portal/projects/{active-projects|completed|need-my-attention}/project-detail/{projectId} (part B §2.5, §4
// "Task status (editor)"): the project's task details under a heading chosen by the path. The editor moves the
// Production / Approvals tasks with the shared status select (planName 'false'): 'Status updated successfully', or on
// failure 'Status update failed. Please try again.' and the select goes back.
import { useLocation, useNavigate, useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconFolder, IconTimeline } from '@tabler/icons-react';
import { EditorProjectHeaderDocument } from '../../../gql/graphql';
import { ErrorPanel } from '../../../ui/ErrorPanel';
import { ProjectTaskView, useProjectTaskDetails } from '../../projects/components/ProjectTaskView';
import { EditorProjectHeader } from '../components/EditorProjectHeader';
import { EDITOR_PATHS, taskDetailHeading } from '../editor-paths';

/** The editor's task view asks with planName 'false' (part B §4: the select shows when planName is the string false). */
export const EDITOR_TASK_PLAN = 'false';

export function EditorTaskDetailPage() {
  const { projectId = '' } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const header = useQuery(EditorProjectHeaderDocument, { variables: { projectId } });
  const tasks = useProjectTaskDetails(projectId, EDITOR_TASK_PLAN);
  const error = header.error ?? tasks.error;
  if (error) return <ErrorPanel error={error} title="Could not load the project" />;
  const d = header.data?.getProjectDetails;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={0}>
          <Text fz="xs" tt="uppercase" fw={700} c="dimmed" style={{ letterSpacing: 0.6 }}>
            Task details
          </Text>
          <Title order={2} fz={{ base: 20, sm: 24 }}>
            {taskDetailHeading(pathname)}
          </Title>
        </Stack>
        <Group gap="xs">
          <Button variant="light" leftSection={<IconTimeline size={16} />} onClick={() => void navigate(EDITOR_PATHS.detail(projectId))}>
            Timeline
          </Button>
          <Button leftSection={<IconFolder size={16} />} onClick={() => void navigate(EDITOR_PATHS.folders(projectId))}>
            Folders
          </Button>
        </Group>
      </Group>
      {d ? <EditorProjectHeader d={d} /> : <Skeleton h={140} radius="md" />}
      {tasks.data ? (
        <ProjectTaskView detail={tasks.data.getTaskDetails} planName={EDITOR_TASK_PLAN} onChanged={() => void tasks.refetch()} />
      ) : (
        <Skeleton h={300} radius="md" aria-label="Loading tasks" />
      )}
    </Stack>
  );
}
