// The frame of the public broker pages: the brand bar, 'Back To Home' for a signed-in user (part B §2.1), the page.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { useAuth } from '../../../lib/auth-storage';

export function PublicFrame({ children, size = 'lg' }: { children: ReactNode; size?: string }) {
  const auth = useAuth();
  return (
    <Box mih="100vh" bg="gray.0">
      <Box bg="dark.7" py="sm">
        <Container size={size}>
          <Group justify="space-between" wrap="nowrap">
            <Text c="white" fw={800} fz="lg" component="span">
              vid<Text span c="cyan.4" inherit>Pitch</Text>
            </Text>
            {auth && (
              <Anchor component={Link} to="/assets-listing" c="white" fz="sm">
                Back To Home
              </Anchor>
            )}
          </Group>
        </Container>
      </Box>
      <Container size={size} py="lg">
        {children}
      </Container>
    </Box>
  );
}
