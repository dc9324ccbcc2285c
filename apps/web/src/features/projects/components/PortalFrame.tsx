// The frame of the PM and editor portals (part B §2.4, §2.5): a sidebar beside the page; on a phone the sidebar folds
// into a drawer behind a burger. One tree at every width (the sidebar and the phone bar are shown by CSS), so resizing
// never remounts the page.
import { useState } from 'react';
import { Outlet } from 'react-router';
import { Badge, Box, Burger, Drawer, Group } from '@mantine/core';

interface Props {
  /** 'PM Portal', 'Editor Portal'. */
  title: string;
  /** The sidebar's content; onPick closes the phone drawer after a link is followed. */
  sidebar: (onPick?: () => void) => React.ReactNode;
}

export function PortalFrame({ title, sidebar }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <Box maw={1400} mx="auto" w="100%">
      <Group gap="xs" mb="sm" hiddenFrom="md">
        <Burger opened={open} onClick={() => setOpen((o) => !o)} size="sm" aria-label={`Open the ${title} menu`} />
        <Badge variant="light" size="lg">
          {title}
        </Badge>
      </Group>
      <Drawer opened={open} onClose={() => setOpen(false)} title={title} size="85%" hiddenFrom="md">
        <nav aria-label={`${title} menu`}>{sidebar(() => setOpen(false))}</nav>
      </Drawer>
      <Group align="flex-start" gap="lg" wrap="nowrap">
        <Box
          component="nav"
          aria-label={title}
          visibleFrom="md"
          w={260}
          style={{ flexShrink: 0, position: 'sticky', top: 80 }}
          bg="white"
          p="xs"
          bd="1px solid var(--mantine-color-gray-3)"
          bdrs="md"
        >
          {sidebar()}
        </Box>
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Outlet />
        </Box>
      </Group>
    </Box>
  );
}
