// The folder tree of a project as routes (part B §2.4, reused by the editor portal §2.5):
//   {base}                                              the project's folders
//   {base}/{parentName}/{parent}                        a folder's files (and its sub-folders)
//   {base}/{parentName}/{parent}/subFolders             the sub-folder grid
//   {base}/{parentName}/{parent}/subFolders/{child}     a sub-folder's files
//   {base}/…/subFolders/{child}/innerSubFolder          the inner folder grid (Aerial Footage, Aerial Photos)
//   {base}/…/innerSubFolder/{name}                      an inner folder's files
// {parent} and {child} are folder ids; {name} is the inner folder's name. Each level has a Back to the one above.
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { FILE_MESSAGES, INNER_SUB_FOLDER_NAMES } from '@vms/shared';
import { GetAwsFoldersDocument, GetUserPermissionDocument, type FolderFieldsFragment, type GetAwsFoldersQuery } from '../../../gql/graphql';
import type { UploadAreaProps } from '../../../ui/UploadArea/UploadArea';
import { readAuth, tokenEmail } from '../../../lib/auth-storage';
import { ErrorPanel } from '../../../ui/ErrorPanel';
import { FolderFiles } from './FolderFiles';
import { FolderGrid } from './FolderGrid';

type Folder = GetAwsFoldersQuery['getAwsFolders'][number];
type SubFolder = Folder['subFolders'][number];

export interface FolderRouteParams {
  parentName?: string;
  parent?: string;
  /** 'subFolders' when the path continues below the parent. */
  sub?: boolean;
  child?: string;
  inner?: boolean;
  name?: string;
}

/** Where a level of the tree lives, under `base` (…/{projectId}/folders). */
export const folderPaths = (base: string) => {
  const parentPath = (f: { id: string; name: string }) => `${base}/${encodeURIComponent(f.name)}/${f.id}`;
  return {
    root: base,
    parent: parentPath,
    subFolders: (p: { id: string; name: string }) => `${parentPath(p)}/subFolders`,
    child: (p: { id: string; name: string }, c: { id: string }) => `${parentPath(p)}/subFolders/${c.id}`,
    inner: (p: { id: string; name: string }, c: { id: string }) => `${parentPath(p)}/subFolders/${c.id}/innerSubFolder`,
    innerFiles: (p: { id: string; name: string }, c: { id: string }, name: string) =>
      `${parentPath(p)}/subFolders/${c.id}/innerSubFolder/${encodeURIComponent(name)}`,
  };
};

/** A sub-folder that opens as a grid of inner folders rather than a file list (part B §2.4). */
export const isInnerRouted = (f: { name: string }) => (INNER_SUB_FOLDER_NAMES as readonly string[]).includes(f.name);

interface Props {
  projectId: string;
  base: string;
  params: FolderRouteParams;
  navigate: (to: string) => void;
  /** False for Bronze projects (no uploads there, part B §6). */
  uploadAllowed: boolean;
  /** Extra actions of the root level (e.g. the PM's editor invite). */
  rootActions?: React.ReactNode;
  /** Below the root grid (e.g. the quotes panel). */
  aside?: React.ReactNode;
  /** Two folder columns at most, for a narrow column of the page. */
  narrow?: boolean;
  uploadKind?: UploadAreaProps['kind'];
  onUploaded?: (folder: FolderFieldsFragment, file: { Key: string; Location: string }) => void;
}

function Level({ title, onBack, children }: { title: string; onBack: () => void; children: React.ReactNode }) {
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="wrap">
        <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={onBack} style={{ flexShrink: 0 }}>
          Back
        </Button>
        <Title order={2} size="h3" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {title}
        </Title>
      </Group>
      {children}
    </Stack>
  );
}

const noPermission = (
  <Alert color="orange" variant="light" icon={<IconLock aria-hidden />} role="alert">
    {FILE_MESSAGES.noPermissions}
  </Alert>
);

export function FolderRoutes({
  projectId,
  base,
  params,
  navigate,
  uploadAllowed,
  rootActions,
  aside,
  narrow,
  uploadKind,
  onUploaded,
}: Props) {
  const email = tokenEmail(readAuth()?.token ?? '') ?? '';
  const permissions = useQuery(GetUserPermissionDocument, { variables: { email }, skip: !email });
  const folders = useQuery(GetAwsFoldersDocument, { variables: { projectId } });
  const paths = folderPaths(base);
  const error = permissions.error ?? folders.error;
  if (error) return <ErrorPanel error={error} title="Could not load the folders" />;
  if (!permissions.data || !folders.data) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} aria-busy="true" aria-label="Loading folders">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h={72} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  const top = folders.data.getAwsFolders;
  if (!permissions.data.getUserPermission.length || !top.length) return noPermission;

  if (!params.parent) {
    return (
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={2} size="h3">
            Project folders
          </Title>
          {rootActions}
        </Group>
        <FolderGrid folders={top} onOpen={(f) => navigate(paths.parent(f))} cols={narrow ? { base: 1, xs: 2 } : undefined} />
        {aside}
      </Stack>
    );
  }

  const parent = top.find((f) => f.id === params.parent);
  if (!parent) return noPermission;
  const openSub = (c: SubFolder) => navigate(isInnerRouted(c) ? paths.inner(parent, c) : paths.child(parent, c));

  if (!params.sub) {
    return (
      <FolderFiles
        key={parent.path}
        projectId={projectId}
        folder={parent}
        onBack={() => navigate(paths.root)}
        onOpen={(c) => openSub(c as SubFolder)}
        uploadAllowed={uploadAllowed}
        uploadKind={uploadKind}
        onUploaded={onUploaded}
      />
    );
  }
  if (!params.child) {
    return (
      <Level title={`${parent.name} · sub-folders`} onBack={() => navigate(paths.parent(parent))}>
        {parent.subFolders.length ? (
          <FolderGrid folders={parent.subFolders} onOpen={(c) => openSub(c as SubFolder)} />
        ) : (
          <Text c="dimmed">No sub-folders.</Text>
        )}
      </Level>
    );
  }
  const child = parent.subFolders.find((c) => c.id === params.child);
  if (!child) return noPermission;
  if (!params.inner) {
    return (
      <FolderFiles
        key={child.path}
        projectId={projectId}
        folder={{ ...child, subFolders: [] }}
        onBack={() => navigate(paths.subFolders(parent))}
        onOpen={() => {}}
        uploadAllowed={uploadAllowed}
        uploadKind={uploadKind}
        onUploaded={onUploaded}
      />
    );
  }
  if (!params.name) {
    return (
      <Level title={`${parent.name} / ${child.name}`} onBack={() => navigate(paths.subFolders(parent))}>
        {child.subFolders.length ? (
          <FolderGrid folders={child.subFolders} onOpen={(f) => navigate(paths.innerFiles(parent, child, f.name))} />
        ) : (
          <Text c="dimmed">No inner folders.</Text>
        )}
      </Level>
    );
  }
  const inner = child.subFolders.find((f) => f.name === params.name);
  if (!inner) return noPermission;
  return (
    <FolderFiles
      key={inner.path}
      projectId={projectId}
      folder={{ ...inner, subFolders: [] }}
      onBack={() => navigate(paths.inner(parent, child))}
      onOpen={() => {}}
      uploadAllowed={uploadAllowed}
      uploadKind={uploadKind}
      onUploaded={onUploaded}
    />
  );
}
