// /pm-portal/projects/{projectId}/folders/{feedbackStatus?} and the folder tree below it (part B §2.4): the project's
// header, its folders (the shared screens of features/projects), the quotes panel and the editor invite.
// feedbackStatus 'feedback' opens the PM's feedback on the editor when it may be given.
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useSubscription } from '@apollo/client/react';
import { PmUploadedAssetsByEditorDocument } from '../../../gql/graphql';
import { toastSuccess } from '../../../ui/toast';
import { Button, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft, IconStar, IconUserPlus } from '@tabler/icons-react';
import { ROLES } from '@vms/shared';
import { useAuth } from '../../../lib/auth-storage';
import { ErrorPanel } from '../../../ui/ErrorPanel';
import { ShotFoldersPanel } from '../../projects/components/ShotFoldersPanel';
import { FolderRoutes } from '../../projects/files/FolderRoutes';
import { FeedbackModal } from '../components/FeedbackModal';
import { ProjectHeader } from '../components/ProjectHeader';
import { QuotesPanel } from '../components/QuotesPanel';
import { useProjectDetails } from '../components/useProjectDetails';
import { PM_PATHS, type EditorInviteState } from '../pm-paths';
import { mayRate } from './ProjectDetailPage';

export function ProjectFoldersPage() {
  const { projectId = '', feedbackStatus, parentName, parent, child, name } = useParams();
  const navigate = useNavigate();
  const auth = useAuth();
  const { data, error } = useProjectDetails(projectId);
  const [rating, setRating] = useState(feedbackStatus === 'feedback');
  const { pathname: path } = useLocation();
  // The editor's deliveries announce themselves; the open folder refreshes through the folder events.
  useSubscription(PmUploadedAssetsByEditorDocument, {
    variables: { projectId },
    onData: ({ data: e }) => {
      const u = e.data?.uploadedAssetsByEditor;
      if (u) toastSuccess(`${u.uploadedBy || 'The editor'} uploaded ${u.fileName}`);
    },
  });
  if (error) return <ErrorPanel error={error} title="Could not load the project" />;
  if (!data) return <Skeleton h={300} radius="md" aria-label="Loading project" />;
  const d = data.getProjectDetails;
  const base = PM_PATHS.folders(d.id);
  // Upload: PM and editor, never on Bronze; the folder's own permission decides the rest (part B §6).
  const uploadAllowed = d.planType !== 'BRONZE' && (auth!.role === ROLES.VMS_PM || auth!.role === ROLES.VMS_EDITOR);
  const inviteState: EditorInviteState = { dataSource: d.dataSource, projectId: d.id, projectName: d.projectName };
  return (
    <Stack gap="md">
      <Button
        variant="subtle"
        leftSection={<IconArrowLeft size={16} />}
        onClick={() => void navigate(PM_PATHS.detail(d.id))}
        w="fit-content"
      >
        Project details
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
      <FolderRoutes
        projectId={String(d.id)}
        base={base}
        params={{ parentName, parent, sub: path.includes('/subFolders'), child, inner: path.includes('/innerSubFolder'), name }}
        navigate={(to) => void navigate(to)}
        uploadAllowed={uploadAllowed}
        rootActions={
          !d.isCompleted && (
            <Button
              variant="light"
              leftSection={<IconUserPlus size={16} />}
              onClick={() => void navigate(PM_PATHS.editorInvite(d.id), { state: inviteState })}
            >
              Invite editor
            </Button>
          )
        }
        aside={
          <>
            <ShotFoldersPanel projectId={String(d.id)} accepted={d.isPilotInviteAccepted} />
            <QuotesPanel projectId={d.id} dataSource={d.dataSource} />
          </>
        }
      />
      {rating && mayRate(d) && (
        <FeedbackModal projectId={d.id} editor={d.projectEditor ?? 'the editor'} opened onClose={() => setRating(false)} />
      )}
    </Stack>
  );
}
