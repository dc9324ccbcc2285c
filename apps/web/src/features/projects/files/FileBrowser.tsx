// The reusable file browser of a project (part B §2.4–2.6): folders the person may see, then a folder's files.
// Portals mount it with their own routes; it reports navigation through onNavigate.
import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { Alert, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { FILE_MESSAGES } from '@vms/shared';
import { GetAwsFoldersDocument, GetUserPermissionDocument, type GetAwsFoldersQuery } from '../../../gql/graphql';
import { readAuth, tokenEmail } from '../../../lib/auth-storage';
import { ErrorPanel } from '../../../ui/ErrorPanel';
import { FolderFiles } from './FolderFiles';
import { FolderGrid } from './FolderGrid';

type TopFolder = GetAwsFoldersQuery['getAwsFolders'][number];
type AnyFolder = Omit<TopFolder, 'subFolders'> & { subFolders?: AnyFolder[] };

interface Props {
  projectId: string;
  /** The open folder's path inside the project (e.g. 'Aerial Imagery/Aerial Footage'), or null for the folder list. */
  path: string | null;
  onNavigate: (path: string | null) => void;
  uploadAllowed?: boolean;
}

/** A folder's path inside its project: its storage path less 'projects/<id>/'. */
export const relativePath = (storagePath: string) => storagePath.split('/').slice(2).join('/');

function flatten(folders: AnyFolder[], parent: string | null, out = new Map<string, { folder: AnyFolder; parent: string | null }>()) {
  for (const f of folders) {
    out.set(relativePath(f.path), { folder: f, parent });
    flatten(f.subFolders ?? [], relativePath(f.path), out);
  }
  return out;
}

export function FileBrowser({ projectId, path, onNavigate, uploadAllowed }: Props) {
  const email = tokenEmail(readAuth()?.token ?? '') ?? '';
  const permissions = useQuery(GetUserPermissionDocument, { variables: { email }, skip: !email });
  const folders = useQuery(GetAwsFoldersDocument, { variables: { projectId } });
  const index = useMemo(() => flatten((folders.data?.getAwsFolders ?? []) as AnyFolder[], null), [folders.data]);

  const error = permissions.error ?? folders.error;
  if (error) return <ErrorPanel error={error} title="Could not load the folders" />;
  if (!permissions.data || !folders.data) {
    return (
      <SimpleGrid cols={{ base: 1, md: 4 }} aria-busy="true" aria-label="Loading folders">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h={72} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (!permissions.data.getUserPermission.length || !folders.data.getAwsFolders.length) {
    return (
      <Alert color="orange" variant="light" icon={<IconLock aria-hidden />} role="alert">
        {FILE_MESSAGES.noPermissions}
      </Alert>
    );
  }
  const open = path ? index.get(path) : undefined;
  if (path && !open) {
    return (
      <Alert color="orange" variant="light" icon={<IconLock aria-hidden />} role="alert">
        {FILE_MESSAGES.noPermissions}
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      {open ? (
        <FolderFiles
          key={open.folder.path}
          projectId={projectId}
          folder={open.folder}
          onBack={() => onNavigate(open.parent)}
          onOpen={(f) => onNavigate(relativePath(f.path))}
          uploadAllowed={uploadAllowed}
        />
      ) : (
        <FolderGrid folders={folders.data.getAwsFolders} onOpen={(f) => onNavigate(relativePath(f.path))} />
      )}
    </Stack>
  );
}
