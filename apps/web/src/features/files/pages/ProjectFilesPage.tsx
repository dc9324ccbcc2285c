// /pm-portal/projects/:projectId/files/* — a project's folders and files for PM-portal staff (docs/adr/0007).
import { Stack, Text, Title } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { OPERATION_ACCESS, allows } from '@vms/shared';
import { useAuth } from '../../../lib/auth-storage';
import { FileBrowser } from '../../projects/files/FileBrowser';
import { FolderPermissions } from '../components/FolderPermissions';

export function ProjectFilesPage() {
  const { projectId = '', '*': rest = '' } = useParams();
  const navigate = useNavigate();
  const auth = useAuth();
  // The folder-permission screen sits below the folder list, for the roles the access table lets grant (admin).
  const mayGrant = !!auth && allows(OPERATION_ACCESS.grantFolderPermission, auth.role);
  const path = rest ? rest.replace(/\/$/, '') : null;
  const go = (next: string | null) => {
    const relative = next ? next.split('/').map(encodeURIComponent).join('/') : '';
    navigate(`/pm-portal/projects/${projectId}/files${relative ? `/${relative}` : ''}`);
  };
  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <div>
        <Title order={1} size="h2">
          Project files
        </Title>
        <Text c="dimmed" size="sm">
          Folders and files of this project. Open a folder to upload, preview, download or delete.
        </Text>
      </div>
      <FileBrowser projectId={projectId} path={path} onNavigate={go} />
      {mayGrant && path === null && <FolderPermissions projectId={projectId} />}
    </Stack>
  );
}
