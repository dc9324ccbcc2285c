import type { ReactNode } from 'react';
import { Box, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { Logo } from '../../../ui/Logo';

interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The public auth pages: a centred card with the logo, a heading and the form. */
export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  return (
    <Box
      component="main"
      mih="100dvh"
      px="md"
      py={48}
      style={{
        background:
          'radial-gradient(1200px 600px at 10% -10%, var(--mantine-color-indigo-1), transparent 60%),' +
          'radial-gradient(900px 500px at 110% 110%, var(--mantine-color-cyan-1), transparent 55%),' +
          'var(--mantine-color-gray-0)',
      }}
    >
      <Center mih="calc(100dvh - 96px)">
        <Stack w="100%" maw={440} gap="lg">
          <Center>
            <Logo size="lg" />
          </Center>
          <Paper withBorder shadow="md" radius="lg" p={{ base: 'lg', sm: 40 }}>
            <Stack gap="lg">
              <Stack gap={6}>
                <Title order={1} fz={26}>
                  {title}
                </Title>
                {subtitle && (
                  <Text c="dimmed" fz="sm">
                    {subtitle}
                  </Text>
                )}
              </Stack>
              {children}
            </Stack>
          </Paper>
          {footer && (
            <Text ta="center" fz="sm" c="dimmed">
              {footer}
            </Text>
          )}
        </Stack>
      </Center>
    </Box>
  );
}
