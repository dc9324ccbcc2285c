import { Fragment, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Badge, Group, Paper, Progress, Stack, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { usePhone } from '../../../ui/use-phone';
import { useQuery, useSubscription } from '@apollo/client/react';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { MANAGEMENT_MESSAGES } from '@vms/shared';
import { OnTaskUpdatedDocument, ProjectTaskDetailsDocument, type ProjectTaskDetailsQuery } from '../../../gql/graphql';
import { formatTimestamp } from '../../../lib/format';
import { StatusSelect } from './StatusSelect';
import { TaskActivityLog } from './TaskActivityLog';
import { AlertActions } from './AlertActions';

export type ProjectDetail = ProjectTaskDetailsQuery['getTaskDetails'];
type Section = ProjectDetail['sections'][number];

/** The task details of a project, refreshed live whenever one of its tasks changes status (taskUpdated). */
export function useProjectTaskDetails(projectId: string | undefined, planName: string) {
  const result = useQuery(ProjectTaskDetailsDocument, {
    variables: { projectId: projectId ?? '', planName },
    skip: !projectId,
    fetchPolicy: 'cache-and-network',
  });
  useSubscription(OnTaskUpdatedDocument, {
    variables: { projectId: projectId ?? '' },
    skip: !projectId || !result.data,
    onData: () => void result.refetch(),
  });
  return result;
}

type Task = Section['sectionTasks'][number];

function TaskName({ t, open, onToggle }: { t: Task; open: boolean; onToggle: (taskId: string) => void }) {
  return (
    <UnstyledButton onClick={() => onToggle(t.taskId)} aria-expanded={open} aria-controls={`log-${t.portalTaskId}`}>
      <Group gap={6} wrap="nowrap">
        {open ? <IconChevronDown size={16} aria-hidden /> : <IconChevronRight size={16} aria-hidden />}
        <Text fz="sm" fw={500}>
          {t.task}
        </Text>
      </Group>
    </UnstyledButton>
  );
}

function TaskStatus({ t, editable, onChanged }: { t: Task; editable: boolean; onChanged: () => void }) {
  return editable ? (
    <StatusSelect portalTaskId={t.portalTaskId} task={t.task} status={t.crexiTaskStatus} onChanged={onChanged} />
  ) : (
    <Badge variant="light" color={STATUS_COLOURS[t.crexiTaskStatus] ?? 'blue'} style={{ textTransform: 'none' }} data-testid="task-status">
      {t.crexiTaskStatus}
    </Badge>
  );
}

const completedOn = (t: Task) => (t.activities[0] && t.crexiTaskStatus === 'Complete' ? formatTimestamp(t.activities[0].completedOn) : '—');

/** Phones: one block per task instead of a four-column table. */
function TaskCards({
  section,
  planName,
  showAlerts,
  expanded,
  onToggle,
  onChanged,
}: {
  section: Section;
  planName: string;
  showAlerts: boolean;
  expanded: string;
  onToggle: (taskId: string) => void;
  onChanged: () => void;
}) {
  return (
    <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
      {section.sectionTasks.map((t) => {
        const open = expanded === t.taskId;
        return (
          <Stack
            component="li"
            key={t.portalTaskId}
            id={t.taskId}
            gap={6}
            py="sm"
            style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
          >
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <TaskName t={t} open={open} onToggle={onToggle} />
              {showAlerts && t.alert ? <AlertActions alert={t.alert} onDone={onChanged} /> : null}
            </Group>
            <Group justify="space-between" gap="xs">
              <TaskStatus t={t} editable={section.statusEditable} onChanged={onChanged} />
              <Text fz="xs" c="dimmed">
                {completedOn(t)}
              </Text>
            </Group>
            {open && (
              <div id={`log-${t.portalTaskId}`}>
                <TaskActivityLog key={t.crexiTaskStatus} taskId={t.portalTaskId} planName={planName} />
              </div>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}

const STATUS_COLOURS: Record<string, string> = {
  Complete: 'teal',
  'Not Started': 'gray',
  'Ready For Review': 'orange',
  'Awaiting Client Approval': 'orange',
};

function SectionCard({
  section,
  detail,
  planName,
  expanded,
  onToggle,
  onChanged,
}: {
  section: Section;
  detail: ProjectDetail;
  planName: string;
  expanded: string;
  onToggle: (taskId: string) => void;
  onChanged: () => void;
}) {
  const total = section.sectionTasks.length;
  const pct = total ? Math.round((section.completedCount / total) * 100) : 0;
  const headingId = `section-${section.sectionId}`;
  const showAlerts = detail.plan !== 'BRONZE';
  const phone = usePhone();
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Title order={3} fz="md" id={headingId}>
            {section.sectionName}
          </Title>
          <Text fz="sm" c="dimmed">
            {section.completedCount}/{total} complete
          </Text>
        </Group>
        <Progress value={pct} color={pct === 100 ? 'teal' : 'blue'} aria-label={`${section.sectionName} progress`} size="md" radius="xl" />
        {section.missingTasks.length > 0 && (
          <Text fz="sm" c="red.8" role="status">
            {MANAGEMENT_MESSAGES.missingTasks(section.missingTasks.join(', '))}
          </Text>
        )}
        {total === 0 ? (
          <Text c="dimmed">{MANAGEMENT_MESSAGES.noTasks}</Text>
        ) : phone ? (
          <TaskCards
            section={section}
            planName={planName}
            showAlerts={showAlerts}
            expanded={expanded}
            onToggle={onToggle}
            onChanged={onChanged}
          />
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="xs" highlightOnHover layout="fixed">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w="36%">Task Name</Table.Th>
                  <Table.Th w="24%">Completed on</Table.Th>
                  <Table.Th w={240}>Status</Table.Th>
                  {showAlerts && <Table.Th w={110}>Alert</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {section.sectionTasks.map((t) => {
                  const open = expanded === t.taskId;
                  return (
                    <Fragment key={t.portalTaskId}>
                      <Table.Tr id={t.taskId} bg={open ? 'blue.0' : undefined}>
                        <Table.Td>
                          <TaskName t={t} open={open} onToggle={onToggle} />
                        </Table.Td>
                        <Table.Td>
                          <Text fz="sm" c="dimmed">
                            {completedOn(t)}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <TaskStatus t={t} editable={section.statusEditable} onChanged={onChanged} />
                        </Table.Td>
                        {showAlerts && <Table.Td>{t.alert ? <AlertActions alert={t.alert} onDone={onChanged} /> : null}</Table.Td>}
                      </Table.Tr>
                      {open && (
                        <Table.Tr id={`log-${t.portalTaskId}`}>
                          <Table.Td colSpan={showAlerts ? 4 : 3} pl="xl">
                            {/* keyed by status: a live change reloads the log */}
                            <TaskActivityLog key={t.crexiTaskStatus} taskId={t.portalTaskId} planName={planName} />
                          </Table.Td>
                        </Table.Tr>
                      )}
                    </Fragment>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The project task view (part A §3, part B §2.7): sections with progress, tasks with their latest activity, the
 * activity log of the task named in the URL hash. The management detail and the deals detail both mount it.
 */
export function ProjectTaskView({ detail, planName, onChanged }: { detail: ProjectDetail; planName: string; onChanged: () => void }) {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const expanded = decodeURIComponent(hash.replace(/^#/, ''));
  useEffect(() => {
    if (expanded) document.getElementById(expanded)?.scrollIntoView?.({ block: 'center' });
  }, [expanded]);
  const toggle = (taskId: string) =>
    void navigate({ hash: expanded === taskId ? '' : taskId }, { replace: true, preventScrollReset: true });
  if (!detail.sections.length) return <Text c="dimmed">{MANAGEMENT_MESSAGES.noSections}</Text>;
  return (
    <Stack gap="md">
      {detail.sections.map((s) => (
        <SectionCard
          key={s.sectionId}
          section={s}
          detail={detail}
          planName={planName}
          expanded={expanded}
          onToggle={toggle}
          onChanged={onChanged}
        />
      ))}
    </Stack>
  );
}

/** Everything in one: for the deals detail's 'View Project Details' modal. */
export function ProjectTaskPanel({ projectId, planName }: { projectId: string; planName: string }) {
  const { data, refetch } = useProjectTaskDetails(projectId, planName);
  if (!data) return null;
  return <ProjectTaskView detail={data.getTaskDetails} planName={planName} onChanged={() => void refetch()} />;
}
