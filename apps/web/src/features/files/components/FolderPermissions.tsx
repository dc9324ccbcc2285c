// The admin's folder-permission screen on a project's folders page (docs/adr/0013): who may view or post in which
// folder, a form to grant or change a permission, and a confirmed revoke per grant.
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Badge,
  Button,
  Divider,
  Grid,
  Group,
  Input,
  Modal,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconShieldLock, IconTrash } from '@tabler/icons-react';
import { FOLDER_PERMISSION_MESSAGES, ROLE_LABELS, grantFolderPermissionSchema, isRole, type FolderPermission } from '@vms/shared';
import {
  GetAwsFoldersDocument,
  GetUserPermissionDocument,
  GrantFolderPermissionDocument,
  ProjectFolderPermissionsDocument,
  RevokeFolderPermissionDocument,
  type FolderPermissionPersonFieldsFragment,
} from '../../../gql/graphql';
import { zodResolver } from '../../../lib/zod-resolver';
import { ErrorPanel } from '../../../ui/ErrorPanel';
import { toastApiError, toastSuccess } from '../../../ui/toast';

type Grant = FolderPermissionPersonFieldsFragment['grants'][number];
type Person = FolderPermissionPersonFieldsFragment;

/** Every sub-folder: the empty choice of the sub-folder select. */
const ALL_SUBFOLDERS = '';
const PERMISSION_LABELS: Record<FolderPermission, string> = { view: 'View', post: 'Post' };
const validate = zodResolver(grantFolderPermissionSchema.omit({ projectId: true }));

const placeOf = (g: Pick<Grant, 'directory' | 'subdirectory'>) => (g.subdirectory ? `${g.directory} › ${g.subdirectory}` : g.directory);
const roleLabel = (role: string) => (isRole(role) ? ROLE_LABELS[role] : role);

export function FolderPermissions({ projectId }: { projectId: string }) {
  const list = useQuery(ProjectFolderPermissionsDocument, { variables: { projectId } });
  // The admin's own folder view follows a change to their own permissions.
  const refetchQueries = [ProjectFolderPermissionsDocument, GetAwsFoldersDocument, GetUserPermissionDocument];
  const [grant, granting] = useMutation(GrantFolderPermissionDocument, { refetchQueries, awaitRefetchQueries: true });
  const [revoke, revoking] = useMutation(RevokeFolderPermissionDocument, { refetchQueries, awaitRefetchQueries: true });
  const [toRevoke, setToRevoke] = useState<{ person: Person; grant: Grant } | null>(null);
  const form = useForm({
    initialValues: { email: '', directory: '', subdirectory: ALL_SUBFOLDERS, permission: 'view' as FolderPermission },
    validate,
  });

  const view = list.data?.getProjectFolderPermissions;
  const subdirectories = view?.folders.find((f) => f.name === form.getValues().directory)?.subdirectories ?? [];

  const submit = form.onSubmit(async (values) => {
    try {
      await grant({ variables: { projectId, ...values, subdirectory: values.subdirectory || null } });
      toastSuccess(FOLDER_PERMISSION_MESSAGES.granted);
      form.setFieldValue('email', '');
    } catch (err) {
      toastApiError(err);
    }
  });

  const confirmRevoke = async () => {
    if (!toRevoke) return;
    const { person, grant: g } = toRevoke;
    try {
      await revoke({ variables: { projectId, email: person.email, directory: g.directory, subdirectory: g.subdirectory } });
      toastSuccess(FOLDER_PERMISSION_MESSAGES.revoked);
      setToRevoke(null);
    } catch (err) {
      toastApiError(err);
    }
  };

  let people;
  if (list.error) people = <ErrorPanel error={list.error} title="Could not load the folder permissions" />;
  else if (!view) people = <Skeleton h={160} radius="md" aria-label="Loading folder permissions" />;
  else
    people = (
      <SimpleGrid
        cols={{ base: 1, lg: 2 }}
        spacing="xl"
        verticalSpacing={0}
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label="People with folder permissions"
      >
        {view.people.map((person) => (
          <Stack component="li" key={person.userId} gap={6} py="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
            <Group gap="xs" wrap="wrap">
              <Text fw={600}>{person.name}</Text>
              <Badge variant="light" color="gray" size="sm">
                {roleLabel(person.role)}
              </Badge>
              <Text fz="sm" c="dimmed">
                {person.email}
              </Text>
            </Group>
            {person.grants.length === 0 ? (
              <Text fz="sm" c="dimmed">
                No folder permissions on this project yet.
              </Text>
            ) : (
              <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={`Folder permissions of ${person.email}`}>
                {person.grants.map((g) => (
                  <Group component="li" key={placeOf(g)} gap="xs" wrap="nowrap">
                    <Badge variant={g.permission === 'post' ? 'filled' : 'light'} color="indigo" miw={52} style={{ flexShrink: 0 }}>
                      {PERMISSION_LABELS[g.permission as FolderPermission] ?? g.permission}
                    </Badge>
                    <Text fz="sm" truncate style={{ flex: 1, minWidth: 0 }}>
                      {placeOf(g)}
                      {!g.subdirectory && (
                        <Text span c="dimmed" fz="xs">
                          {' '}
                          (all sub-folders)
                        </Text>
                      )}
                    </Text>
                    <Button
                      variant="subtle"
                      color="red"
                      size="compact-sm"
                      style={{ flexShrink: 0 }}
                      leftSection={<IconTrash size={14} aria-hidden />}
                      aria-label={`Revoke ${g.permission} on ${placeOf(g)} from ${person.email}`}
                      onClick={() => setToRevoke({ person, grant: g })}
                    >
                      Revoke
                    </Button>
                  </Group>
                ))}
              </Stack>
            )}
          </Stack>
        ))}
      </SimpleGrid>
    );

  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="folder-permissions-title">
      <Stack gap="md">
        <div>
          <Group gap="xs">
            <IconShieldLock size={20} aria-hidden />
            <Title order={2} size="h4" id="folder-permissions-title">
              Folder permissions
            </Title>
          </Group>
          <Text c="dimmed" fz="sm">
            View lets a person list and download; Post also lets them upload and delete. A permission holds for this folder in every project
            the person works on.
          </Text>
        </div>
        <form onSubmit={submit} aria-label="Grant a folder permission" noValidate>
          <Grid gap="sm" align="flex-end">
            <Grid.Col span={{ base: 12, md: 4 }}>
              <TextInput
                label="Email"
                type="email"
                placeholder="name@company.com"
                autoComplete="off"
                key={form.key('email')}
                {...form.getInputProps('email')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
              <Select
                size="md"
                label="Folder"
                placeholder="Choose a folder"
                data={view?.folders.map((f) => f.name) ?? []}
                allowDeselect={false}
                key={form.key('directory')}
                {...form.getInputProps('directory')}
                onChange={(value) => {
                  form.setFieldValue('directory', value ?? '');
                  form.setFieldValue('subdirectory', ALL_SUBFOLDERS);
                }}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 2 }}>
              <Select
                size="md"
                label="Sub-folder"
                data={[{ value: ALL_SUBFOLDERS, label: 'All sub-folders' }, ...subdirectories.map((s) => ({ value: s, label: s }))]}
                disabled={subdirectories.length === 0}
                allowDeselect={false}
                key={form.key('subdirectory')}
                {...form.getInputProps('subdirectory')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 3 }}>
              <Group gap="sm" wrap="nowrap" align="flex-end">
                <Input.Wrapper size="md" label="Permission" labelElement="div" style={{ flex: 1 }}>
                  <SegmentedControl
                    fullWidth
                    size="md"
                    aria-label="Permission"
                    data={[
                      { value: 'view', label: 'View' },
                      { value: 'post', label: 'Post' },
                    ]}
                    key={form.key('permission')}
                    {...form.getInputProps('permission')}
                  />
                </Input.Wrapper>
                <Button type="submit" loading={granting.loading} style={{ flexShrink: 0 }}>
                  Grant
                </Button>
              </Group>
            </Grid.Col>
          </Grid>
        </form>
        <Divider />
        {people}
      </Stack>
      <Modal opened={toRevoke !== null} onClose={() => setToRevoke(null)} title="Revoke folder permission" centered>
        {toRevoke && (
          <Stack>
            <Text fz="sm">
              {toRevoke.person.name} ({toRevoke.person.email}) will lose {toRevoke.grant.permission} on {placeOf(toRevoke.grant)}
              {toRevoke.grant.subdirectory ? '' : ' and its sub-folders'}, in every project they work on, unless another permission still
              covers it.
            </Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setToRevoke(null)}>
                Cancel
              </Button>
              <Button color="red" loading={revoking.loading} onClick={() => void confirmRevoke()}>
                Revoke
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Paper>
  );
}
