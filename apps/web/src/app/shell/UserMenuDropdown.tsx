import { useNavigate } from 'react-router';
import { Avatar, Group, Menu, Stack, Text } from '@mantine/core';
import { IconLogout, IconUserEdit } from '@tabler/icons-react';
import { APP_VERSION } from '@vms/shared';
import type { ReactElement } from 'react';

export type UserMenuPerson = {
  name: string;
  initials: string;
  photo: string | undefined;
  email: string | undefined;
  roleLabel: string;
  profilePath: string | null;
};

/** The user menu around its target (UserMenu.tsx): the person, Edit Profile, Logout and the version. */
export function UserMenuDropdown({ target, person }: { target: ReactElement; person: UserMenuPerson }) {
  const navigate = useNavigate();
  const { name, initials, photo, email, roleLabel, profilePath } = person;
  return (
    <Menu position="bottom-end" shadow="md" width={280}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Group gap="sm" p="sm" wrap="nowrap">
          <Avatar src={photo} alt={name} color="indigo" radius="xl" size={44}>
            {initials}
          </Avatar>
          <Stack gap={0} miw={0}>
            <Text fw={700} truncate>
              {name}
            </Text>
            <Text fz="sm" c="dimmed" truncate>
              {email}
            </Text>
            <Text fz="xs" fw={600} c="indigo.9">
              {roleLabel}
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
    </Menu>
  );
}
