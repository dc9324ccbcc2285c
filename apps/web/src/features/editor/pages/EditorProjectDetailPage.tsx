// /editor-portal/projects/project-detail/{projectId} (part B §2.5): the header, and instead of the spec's placeholder
// ('Timeline will appear here') the project's real timeline: its start, invitations and answers, every task status
// change and every review version, newest first (docs/adr/0020-editor-portal.md).
import { useNavigate, useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { Badge, Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Timeline, Title } from '@mantine/core';
import { IconCheck, IconFlag, IconFolder, IconListCheck, IconMail, IconMovie, IconX } from '@tabler/icons-react';
import { EDITOR_MESSAGES } from '@vms/shared';
import { EditorProjectHeaderDocument, EditorProjectTimelineDocument } from '../../../gql/graphql';
import { formatTimestamp } from '../../../lib/format';
import { ErrorPanel } from '../../../ui/ErrorPanel';
import { EditorProjectHeader } from '../components/EditorProjectHeader';
import { EDITOR_PATHS } from '../editor-paths';

const ICONS: Record<string, { icon: React.ReactNode; color: string }> = {
  CREATED: { icon: <IconFlag size={14} />, color: 'gray' },
  INVITED: { icon: <IconMail size={14} />, color: 'orange' },
  ACCEPTED: { icon: <IconCheck size={14} />, color: 'teal' },
  DECLINED: { icon: <IconX size={14} />, color: 'red' },
  TASK: { icon: <IconListCheck size={14} />, color: 'blue' },
  VERSION: { icon: <IconMovie size={14} />, color: 'violet' },
};

export function EditorProjectDetailPage() {
  const { projectId = '' } = useParams();
  const navigate = useNavigate();
  const header = useQuery(EditorProjectHeaderDocument, { variables: { projectId } });
  const timeline = useQuery(EditorProjectTimelineDocument, { variables: { projectId }, fetchPolicy: 'cache-and-network' });
  const error = header.error ?? timeline.error;
  if (error) return <ErrorPanel error={error} title="Could not load the project" />;
  const d = header.data?.getProjectDetails;
  const events = timeline.data?.projectTimeline;
  return (
    <Stack gap="md">
      {d ? (
        <EditorProjectHeader
          d={d}
          actions={
            <Button leftSection={<IconFolder size={16} />} onClick={() => void navigate(EDITOR_PATHS.folders(d.id))}>
              Folders
            </Button>
          }
        />
      ) : (
        <Skeleton h={140} radius="md" />
      )}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="timeline-title">
        <Title order={2} fz="lg" id="timeline-title" mb="md">
          Timeline
        </Title>
        {!events ? (
          <Skeleton h={200} />
        ) : events.length === 0 ? (
          <Text c="dimmed">{EDITOR_MESSAGES.timelinePlaceholder}</Text>
        ) : (
          <Timeline bulletSize={26} lineWidth={2} aria-label="Project timeline">
            {events.map((e, i) => (
              <Timeline.Item
                key={`${e.at}-${i}`}
                bullet={
                  <ThemeIcon size={26} radius="xl" color={ICONS[e.kind]?.color ?? 'gray'}>
                    {ICONS[e.kind]?.icon}
                  </ThemeIcon>
                }
                title={
                  <Group gap={6} wrap="wrap">
                    <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {e.text}
                    </Text>
                    <Badge size="xs" variant="light" color={ICONS[e.kind]?.color ?? 'gray'}>
                      {e.kind}
                    </Badge>
                  </Group>
                }
              >
                <Text fz="xs" c="dimmed">
                  {formatTimestamp(e.at)}
                  {e.who ? ` · ${e.who}` : ''}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        )}
      </Paper>
    </Stack>
  );
}
