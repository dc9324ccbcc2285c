import { Avatar, Group, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconChevronDown } from '@tabler/icons-react';
import { ROLE_LABELS, editProfilePath } from '@vms/shared';
import { MeDocument } from '../../gql/graphql';
import type { AuthRecord } from '../../lib/auth-storage';
import { UserMenuDropdown, type UserMenuPerson } from './UserMenuDropdown';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')).toUpperCase();
}

/** The user menu (part A §2): avatar, name, e-mail, role label, Edit Profile, Logout and the app version. */
export function UserMenu({ auth }: { auth: AuthRecord }) {
  const { data } = useQuery(MeDocument);
  const me = data?.me;
  const name = me?.name ?? '';
  const person: UserMenuPerson = {
    name,
    initials: initials(name),
    photo: me?.photo ?? auth.photo ?? undefined,
    email: me?.email,
    roleLabel: ROLE_LABELS[auth.role],
    profilePath: editProfilePath(auth.role, me?.isEditorProfileUpdated ?? auth.isEditorProfileUpdated),
  };
  const target = (
    <UnstyledButton aria-label="User menu" p={4} style={{ borderRadius: 'var(--mantine-radius-md)' }}>
      <Group gap={8} wrap="nowrap">
        <Avatar src={person.photo} alt={name} color="indigo" radius="xl" size={36}>
          {person.initials}
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
  return <UserMenuDropdown target={target} person={person} />;
}
