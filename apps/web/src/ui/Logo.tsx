import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconDrone } from '@tabler/icons-react';

/** The VMS wordmark: a drone mark and the product name. */
export function Logo({ size = 'md' }: { size?: 'sm' | 'md' | 'lg' }) {
  const icon = { sm: 26, md: 32, lg: 44 }[size];
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size={icon} radius="md" variant="filled" aria-hidden>
        <IconDrone size={icon * 0.62} stroke={1.8} />
      </ThemeIcon>
      <Text component="span" fw={800} fz={size === 'lg' ? 28 : size === 'md' ? 22 : 18} lts={1}>
        VMS
      </Text>
    </Group>
  );
}
