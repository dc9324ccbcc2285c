// The frame of the VidPitch pages: the brand bar, then the page. On the public broker pages a signed-in user gets
// 'Back To Home' (part B §2.1); the signed-in assets listing gets the user menu instead (part A §2 "Portal switcher and
// user menu": name, e-mail, role label, Logout and the version; /logout is for every role).
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { useAuth } from '../../../lib/auth-storage';

// only the signed-in assets listing shows it: the public pages do not load the menu's code
const UserMenu = lazy(() => import('../../../app/shell/UserMenu').then((m) => ({ default: m.UserMenu })));

export function PublicFrame({ children, size = 'lg', signedIn = false }: { children: ReactNode; size?: string; signedIn?: boolean }) {
  const auth = useAuth();
  return (
    <Box mih="100vh" bg="gray.0">
      <Box component="header" bg="dark.7" py="sm">
        <Container size={size}>
          <Group justify="space-between" wrap="nowrap" mih={44}>
            <Text c="white" fw={800} fz="lg" component="span">
              vid
              <Text span c="cyan.4" inherit>
                Pitch
              </Text>
            </Text>
            {auth &&
              (signedIn ? (
                <Box c="white">
                  <Suspense fallback={null}>
                    <UserMenu auth={auth} />
                  </Suspense>
                </Box>
              ) : (
                <Anchor component={Link} to="/assets-listing" c="white" fz="sm">
                  Back To Home
                </Anchor>
              ))}
          </Group>
        </Container>
      </Box>
      <Container component="main" size={size} py="lg">
        {children}
      </Container>
    </Box>
  );
}
