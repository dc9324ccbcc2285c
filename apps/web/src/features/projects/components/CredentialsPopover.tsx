import { useState } from 'react';
import { Button, Code, Group, Loader, Popover, Stack, Text } from '@mantine/core';
import { useLazyQuery } from '@apollo/client/react';
import { IconKey } from '@tabler/icons-react';
import { ROLE_LABELS, isRole } from '@vms/shared';
import { ProjectCredentialsDocument } from '../../../gql/graphql';
import { ErrorPanel } from '../../../ui/ErrorPanel';

/** Credentials popover (PM and admin, part A §6): the project accounts, or the server's message when there is none. */
export function CredentialsPopover({ projectId }: { projectId: string }) {
  const [opened, setOpened] = useState(false);
  const [load, { data, loading, error }] = useLazyQuery(ProjectCredentialsDocument, { fetchPolicy: 'network-only' });
  const toggle = () => {
    if (!opened) void load({ variables: { projectId } });
    setOpened((o) => !o);
  };
  const behalf = data?.accessPMOnUserBehalf;
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" withArrow shadow="md" width={320}>
      <Popover.Target>
        <Button variant="default" size="xs" leftSection={<IconKey size={14} aria-hidden />} onClick={toggle}>
          Credentials
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        {error ? (
          <ErrorPanel error={error} />
        ) : loading || !data ? (
          <Loader size="sm" aria-label="Loading credentials" />
        ) : (
          <Stack gap="sm" aria-label="Project credentials">
            {behalf?.msg ? (
              <Text fz="sm">{behalf.msg}</Text>
            ) : (
              <Stack gap={2}>
                <Text fz="xs" c="dimmed">
                  Customer account
                </Text>
                <Text fz="sm">{behalf?.email}</Text>
                <Code>{behalf?.password}</Code>
              </Stack>
            )}
            {data.getAllCredentialsByProject
              .filter((c) => c.email !== behalf?.email)
              .map((c) => (
                <Stack gap={2} key={c.email}>
                  <Group gap={6}>
                    <Text fz="xs" c="dimmed">
                      {isRole(c.role) ? ROLE_LABELS[c.role] : c.role}
                    </Text>
                  </Group>
                  <Text fz="sm">{c.email}</Text>
                  <Code>{c.password}</Code>
                </Stack>
              ))}
          </Stack>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
