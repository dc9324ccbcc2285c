// One labelled value of a details header: a small upper-case label over the value, wrapping long words.
import type { ReactNode } from 'react';
import { Box, Text } from '@mantine/core';

export function DetailItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box style={{ minWidth: 0 }}>
      <Text fz={11} tt="uppercase" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fz="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Box>
  );
}
