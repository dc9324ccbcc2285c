// /editor-portal/projects/{id}/folders and the folder tree below it (part B §2.5): the header, tab 0 OVERVIEW (Bronze
// only; other plans start on tab 1) and tab 1 ASSETS with the shared folder and file screens of features/projects.
// Upload (video/*, not on Bronze, only where the folder's permission is 'post'): a file uploaded into the review
// folder becomes the next review version (addReviewAssetsByEditor). Bronze: the 'PROJECT/TASK DETAILS' panel (opened
// at once for a new invite) and 'Go To Project' → /crexi-bronze/{id}, disabled when completed or while a render runs.
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Button, Drawer, Group, Paper, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { IconArrowLeft, IconListDetails, IconPlayerPlay } from '@tabler/icons-react';
import { DEFAULT_REVIEW_FOLDER, ROLES } from '@vms/shared';
import {
  EditorAddReviewVersionDocument,
  EditorProjectDetailsDocument,
  EditorProjectHeaderDocument,
  type FolderFieldsFragment,
} from '../../../gql/graphql';
import { useAuth } from '../../../lib/auth-storage';
import { ErrorPanel } from '../../../ui/ErrorPanel';
import { toastApiError, toastSuccess } from '../../../ui/toast';
import { FolderRoutes } from '../../projects/files/FolderRoutes';
import { EditorProjectHeader } from '../components/EditorProjectHeader';
import { RequirementsList } from '../components/RequirementsList';
import { EDITOR_PATHS, goToProjectDisabled } from '../editor-paths';

export function EditorFoldersPage() {
  const { projectId = '', parentName, parent, child, name } = useParams();
  const navigate = useNavigate();
  const { pathname: path } = useLocation();
  const auth = useAuth();
  const header = useQuery(EditorProjectHeaderDocument, { variables: { projectId } });
  const details = useQuery(EditorProjectDetailsDocument, { variables: { projectId } });
  const [addVersion] = useMutation(EditorAddReviewVersionDocument);
  const [panel, setPanel] = useState<boolean | null>(null);
  const [tab, setTab] = useState<string | null>(null);
  const [version, setVersion] = useState<{ version: number; folderId: string } | null>(null);
  const error = header.error ?? details.error;
  if (error) return <ErrorPanel error={error} title="Could not load the project" />;
  const d = header.data?.getProjectDetails;
  const x = details.data?.editorProjectDetails;
  if (!d || !x) return <Skeleton h={300} radius="md" aria-label="Loading project" />;
  const bronze = d.planType === 'BRONZE';
  const editor = auth?.role === ROLES.VMS_EDITOR;
  // the details panel opens by itself for a new invite (Bronze only)
  const panelOpen = bronze && (panel ?? x.inviteStatus === 'PENDING');
  const current = tab ?? (bronze && !parent ? 'overview' : 'assets');
  const base = EDITOR_PATHS.folders(d.id);

  async function uploaded(folder: FolderFieldsFragment, file: { Key: string }) {
    if (folder.name !== DEFAULT_REVIEW_FOLDER) return;
    try {
      const r = await addVersion({
        variables: { projectId: String(d!.id), fileName: file.Key.split('/').pop()!, assetLink: file.Key, parentFolderName: folder.name },
      });
      const v = r.data!.addReviewAssetsByEditor;
      setVersion({ version: v.version, folderId: folder.id });
      toastSuccess(`Version ${v.version} is ready for review.`);
    } catch (e) {
      toastApiError(e);
    }
  }

  const goTo = bronze && editor && (
    <Button
      leftSection={<IconPlayerPlay size={16} />}
      disabled={goToProjectDisabled(x)}
      onClick={() => void navigate(EDITOR_PATHS.bronze(d.id))}
    >
      Go To Project
    </Button>
  );

  return (
    <Stack gap="md">
      <Button
        variant="subtle"
        leftSection={<IconArrowLeft size={16} />}
        onClick={() => void navigate(EDITOR_PATHS.taskDetail(d.id, d.isCompleted ? 'completed' : 'active-projects'))}
        w="fit-content"
      >
        Task details
      </Button>
      <EditorProjectHeader
        d={d}
        actions={
          bronze && (
            <>
              <Button variant="light" leftSection={<IconListDetails size={16} />} onClick={() => setPanel(true)}>
                PROJECT/TASK DETAILS
              </Button>
              {goTo}
            </>
          )
        }
      />
      {version && (
        <Alert color="teal" variant="light" withCloseButton onClose={() => setVersion(null)} role="status">
          <Group gap="xs" wrap="wrap">
            <Text fz="sm">Version {version.version} was added to the review folder.</Text>
            <Anchor component={Link} to={EDITOR_PATHS.videoReview(d.id, version.folderId)} fz="sm">
              Open the video review
            </Anchor>
          </Group>
        </Alert>
      )}
      <Tabs value={current} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="overview" disabled={!bronze}>
            OVERVIEW
          </Tabs.Tab>
          <Tabs.Tab value="assets">ASSETS</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="overview" pt="md">
          <Paper withBorder radius="md" p="md">
            <Stack gap="md">
              <RequirementsList d={x} />
              {x.isRenderRunning && (
                <Text fz="sm" c="dimmed">
                  The video is rendering; Go To Project waits until it is done.
                </Text>
              )}
            </Stack>
          </Paper>
        </Tabs.Panel>
        <Tabs.Panel value="assets" pt="md">
          <FolderRoutes
            projectId={String(d.id)}
            base={base}
            params={{ parentName, parent, sub: path.includes('/subFolders'), child, inner: path.includes('/innerSubFolder'), name }}
            navigate={(to) => void navigate(to)}
            uploadAllowed={!bronze && (editor || auth?.role === ROLES.VMS_PM)}
            uploadKind="video"
            onUploaded={(folder, file) => void uploaded(folder, file)}
          />
        </Tabs.Panel>
      </Tabs>
      <Drawer opened={panelOpen} onClose={() => setPanel(false)} title="PROJECT/TASK DETAILS" position="right" size="md">
        <Stack gap="md">
          <Text fw={600}>{x.projectName}</Text>
          <RequirementsList d={x} />
          {goTo}
        </Stack>
      </Drawer>
    </Stack>
  );
}
