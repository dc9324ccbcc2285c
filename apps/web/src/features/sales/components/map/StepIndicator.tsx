// A small stepper that only shows where the person is: the flow moves through its own buttons, because leaving the
// map step must capture the map first.
import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';

export function StepIndicator({ steps, active }: { steps: readonly string[]; active: number }) {
  return (
    <Group component="ol" gap="lg" aria-label="Boundary steps" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {steps.map((label, i) => (
        <Group component="li" key={label} gap={6} aria-current={i === active ? 'step' : undefined}>
          <ThemeIcon size="sm" radius="xl" variant={i <= active ? 'filled' : 'light'} color={i <= active ? 'blue' : 'gray'} aria-hidden>
            {i < active ? (
              <IconCheck size={12} />
            ) : (
              <Text span size="xs" fw={700}>
                {i + 1}
              </Text>
            )}
          </ThemeIcon>
          <Text size="sm" fw={i === active ? 700 : 400}>
            {label}
          </Text>
        </Group>
      ))}
    </Group>
  );
}
