import { Link } from 'react-router';
import { Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { usePhone } from '../../../ui/use-phone';
import type { ProjectRowFragment } from '../../../gql/graphql';
import { DATE_FORMAT } from '../../../lib/format';
import dayjs from 'dayjs';

interface ProjectTableProps {
  projects: ReadonlyArray<ProjectRowFragment>;
  hrefOf: (p: ProjectRowFragment) => string;
  onOpen: (p: ProjectRowFragment) => void;
}

/** Project rows (part A §3 "Project in list"); a new project's row is highlighted. */
export function ProjectTable({ projects, hrefOf, onOpen }: ProjectTableProps) {
  const phone = usePhone();
  const name = (p: ProjectRowFragment) => (
    <Group gap="xs" wrap="nowrap">
      <Anchor
        component={Link}
        to={hrefOf(p)}
        fw={600}
        fz="sm"
        onClick={(e) => {
          e.stopPropagation();
          e.preventDefault();
          onOpen(p);
        }}
      >
        {p.projectName}
      </Anchor>
      {p.isNew && (
        <Badge size="xs" color="yellow.9" variant="filled">
          New
        </Badge>
      )}
    </Group>
  );
  const status = (p: ProjectRowFragment) => (p.plan === 'BRONZE' ? p.status.toUpperCase() : p.status);
  if (phone) {
    return (
      <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }} aria-label="Projects">
        {projects.map((p) => (
          <Stack
            component="li"
            key={p.id}
            gap={4}
            p="sm"
            bg={p.isNew ? 'yellow.0' : undefined}
            data-new={p.isNew || undefined}
            style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
          >
            {name(p)}
            <Group gap="xs">
              <Badge variant="light" size="sm">
                {p.plan}
              </Badge>
              <Text fz="xs">{status(p)}</Text>
              <Text fz="xs" c="dimmed">
                #{p.id} · updated {dayjs(p.updatedAt).format(DATE_FORMAT)}
              </Text>
            </Group>
          </Stack>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table highlightOnHover verticalSpacing="sm" aria-label="Projects">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Project</Table.Th>
            <Table.Th>Plan</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Created</Table.Th>
            <Table.Th>Updated</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {projects.map((p) => (
            <Table.Tr
              key={p.id}
              bg={p.isNew ? 'yellow.0' : undefined}
              data-new={p.isNew || undefined}
              onClick={() => onOpen(p)}
              style={{ cursor: 'pointer' }}
            >
              <Table.Td>
                {name(p)}
                <Text fz="xs" c="dimmed">
                  #{p.id}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge variant="light">{p.plan}</Badge>
              </Table.Td>
              <Table.Td>
                <Text fz="sm">{status(p)}</Text>
              </Table.Td>
              <Table.Td>
                <Text fz="sm">{dayjs(p.createdAt).format(DATE_FORMAT)}</Text>
              </Table.Td>
              <Table.Td>
                <Text fz="sm">{dayjs(p.updatedAt).format(DATE_FORMAT)}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
