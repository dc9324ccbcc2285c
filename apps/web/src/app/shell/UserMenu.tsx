import { useNavigate } from 'react-router';
import { Avatar, Group, Menu, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconChevronDown, IconLogout, IconUserEdit } from '@tabler/icons-react';
import { APP_VERSION, ROLE_LABELS, editProfilePath } from '@vms/shared';
import { MeDocument } from '../../gql/graphql';
import type { AuthRecord } from '../../lib/auth-storage';
import { LaterMenu } from '../../ui/LaterMenu';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')).toUpperCase();
}

/** The user menu (part A §2): avatar, name, e-mail, role label, Edit Profile, Logout and the app version. */
export function UserMenu({ auth }: { auth: AuthRecord }) {
  const navigate = useNavigate();
  const { data } = useQuery(MeDocument);
  const me = data?.me;
  const name = me?.name ?? '';
  const photo = me?.photo ?? auth.photo ?? undefined;
  const profilePath = editProfilePath(auth.role, me?.isEditorProfileUpdated ?? auth.isEditorProfileUpdated);
  const target = (
    <UnstyledButton aria-label="User menu" p={4} style={{ borderRadius: 'var(--mantine-radius-md)' }}>
      <Group gap={8} wrap="nowrap">
        <Avatar src={photo} alt={name} color="indigo" radius="xl" size={36}>
          {initials(name)}
        </Avatar>
        {name ? (
          <Text fw={600} fz="sm" visibleFrom="sm" maw={180} truncate>
            {name}
          </Text>
        ) : (
          <Skeleton h={12} w={100} visibleFrom="sm" />
        )}
        <IconChevronDown size={16} aria-hidden />
      </Group>
    </UnstyledButton>
  );

  return (
    <LaterMenu position="bottom-end" shadow="md" width={280} target={target}>
      <Menu.Dropdown>
        <Group gap="sm" p="sm" wrap="nowrap">
          <Avatar src={photo} alt={name} color="indigo" radius="xl" size={44}>
            {initials(name)}
          </Avatar>
          <Stack gap={0} miw={0}>
            <Text fw={700} truncate>
              {name}
            </Text>
            <Text fz="sm" c="dimmed" truncate>
              {me?.email}
            </Text>
            <Text fz="xs" fw={600} c="indigo.9">
              {ROLE_LABELS[auth.role]}
            </Text>
          </Stack>
        </Group>
        <Menu.Divider />
        {profilePath && (
          <Menu.Item leftSection={<IconUserEdit size={16} aria-hidden />} onClick={() => void navigate(profilePath)}>
            Edit Profile
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void navigate('/logout')}>
          Logout
        </Menu.Item>
        <Menu.Divider />
        <Group justify="space-between" px="sm" py={4}>
          <Text fz="xs" c="dimmed">
            Version
          </Text>
          <Text fz="xs" c="dimmed">
            {APP_VERSION}
          </Text>
        </Group>
      </Menu.Dropdown>
    </LaterMenu>
  );
}
