import { Link } from 'react-router';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { DashboardItem } from '../../../gql/graphql';
import { formatTimestamp, fromNow } from '../../../lib/format';

interface ItemListProps {
  id: string;
  title: string;
  items: ReadonlyArray<DashboardItem>;
  empty: string;
}

/** A titled list of dashboard items: title (a link when there is a page to open), detail and when. */
export function ItemList({ id, title, items, empty }: ItemListProps) {
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby={id} h="100%">
      <Stack gap="md">
        <Title order={2} fz="lg" id={id}>
          {title}
        </Title>
        {items.length === 0 ? (
          <Text c="dimmed">{empty}</Text>
        ) : (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {items.map((item) => (
              <li key={item.id}>
                <Group justify="space-between" align="flex-start" gap="md" wrap="nowrap">
                  <Stack gap={2} miw={0}>
                    {item.href ? (
                      <Anchor component={Link} to={item.href} fw={600} fz="sm">
                        {item.title}
                      </Anchor>
                    ) : (
                      <Text fw={600} fz="sm">
                        {item.title}
                      </Text>
                    )}
                    <Text fz="sm" c="dimmed">
                      {item.detail}
                    </Text>
                  </Stack>
                  <Text
                    component="time"
                    dateTime={item.at}
                    title={formatTimestamp(item.at)}
                    fz="xs"
                    c="dimmed"
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    {fromNow(item.at)}
                  </Text>
                </Group>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
