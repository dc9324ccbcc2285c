// /pm-portal/projects/project-detail/{projectId} and …/active-projects/project-detail/{projectId} (part B §2.4): the
// header, the links with their edit forms, and the OVERVIEW and ASSETS tabs (OVERVIEW only for Bronze).
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button, Grid, Paper, SimpleGrid, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { IconArrowLeft, IconStar } from '@tabler/icons-react';
import { FolderRoutes } from '../../projects/files/FolderRoutes';
import { PM_MESSAGES } from '@vms/shared';
import { useAuth } from '../../../lib/auth-storage';
import { errorCode } from '../../../lib/graphql-errors';
import { ErrorPanel } from '../../../ui/ErrorPanel';
import { FeedbackModal } from '../components/FeedbackModal';
import { LinksPanel } from '../components/LinksPanel';
import { PilotNotesPanel } from '../components/PilotNotesPanel';
import { ProjectHeader, type Details } from '../components/ProjectHeader';
import { QuotesPanel } from '../components/QuotesPanel';
import { useProjectDetails } from '../components/useProjectDetails';
import { PM_PATHS } from '../pm-paths';

/** PM feedback is offered once the project is completed and has no reviews, and an editor worked on it (part B §4). */
export const mayRate = (d: Details) => d.isCompleted && !d.projectReviews && !!d.projectEditor;

function Overview({ d }: { d: Details }) {
  return (
    <Paper withBorder radius="md" p="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Text fz="sm">
          <b>Render status:</b> {d.videoStatus}
        </Text>
        <Text fz="sm">
          <b>Address:</b> {d.assetAddress ?? 'N/A'}
        </Text>
        <Text fz="sm">
          <b>Started:</b> {new Date(d.startDate).toLocaleDateString('en-US')}
        </Text>
        <Text fz="sm">
          <b>Completed:</b> {d.isCompleted ? 'Yes' : 'No'}
        </Text>
      </SimpleGrid>
    </Paper>
  );
}

export function ProjectDetailPage() {
  const { projectId = '' } = useParams();
  const navigate = useNavigate();
  const auth = useAuth();
  const { data, error } = useProjectDetails(projectId);
  const [rating, setRating] = useState(false);
  if (error)
    return (
      <ErrorPanel error={error} title={errorCode(error) === 'NOT_FOUND' ? PM_MESSAGES.projectMissing : 'Could not load the project'} />
    );
  if (!data) return <Skeleton h={300} radius="md" aria-label="Loading project" />;
  const d = data.getProjectDetails;
  const bronze = d.planType === 'BRONZE';
  return (
    <Stack gap="md">
      <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={() => void navigate(PM_PATHS.list)} w="fit-content">
        Projects
      </Button>
      <ProjectHeader
        d={d}
        role={auth!.role}
        actions={
          mayRate(d) && (
            <Button size="xs" leftSection={<IconStar size={14} />} onClick={() => setRating(true)}>
              Rate editor
            </Button>
          )
        }
      />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Tabs defaultValue={bronze ? 'overview' : 'assets'} keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="overview" disabled={!bronze}>
                OVERVIEW
              </Tabs.Tab>
              <Tabs.Tab value="assets">ASSETS</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="overview" pt="md">
              <Overview d={d} />
            </Tabs.Panel>
            <Tabs.Panel value="assets" pt="md">
              <FolderRoutes
                projectId={String(d.id)}
                base={PM_PATHS.folders(d.id)}
                params={{}}
                navigate={(to) => void navigate(to)}
                uploadAllowed={false}
                narrow
              />
            </Tabs.Panel>
          </Tabs>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <LinksPanel d={d} />
            <QuotesPanel projectId={d.id} dataSource={d.dataSource} />
            {!bronze && <PilotNotesPanel d={d} />}
          </Stack>
        </Grid.Col>
      </Grid>
      {rating && <FeedbackModal projectId={d.id} editor={d.projectEditor ?? 'the editor'} opened onClose={() => setRating(false)} />}
    </Stack>
  );
}
