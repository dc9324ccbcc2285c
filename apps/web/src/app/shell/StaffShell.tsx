import { Suspense } from 'react';
import { Link, Navigate, Outlet } from 'react-router';
import { AppShell, Center, Group, Loader, UnstyledButton } from '@mantine/core';
import { useAuth } from '../../lib/auth-storage';
import { Logo } from '../../ui/Logo';
import { PortalSwitcher } from './PortalSwitcher';
import { UserMenu } from './UserMenu';

/** The frame of the staff portals: logo, portal switcher and user menu above the page. */
export function StaffShell() {
  const auth = useAuth();
  // The guard above has already checked the session; this covers a logout in another tab.
  if (!auth) return <Navigate to="/login" replace />;

  return (
    <AppShell header={{ height: 64 }} padding="lg">
      <AppShell.Header px={{ base: 'sm', sm: 'lg' }}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="md" wrap="nowrap">
            <UnstyledButton component={Link} to="/dashboard" aria-label="VMS home">
              <Logo size="sm" />
            </UnstyledButton>
            {/* not in the build's shells: on a phone it is a burger, which only the browser can tell */}
            {!import.meta.env.SSR && <PortalSwitcher role={auth.role} />}
          </Group>
          <UserMenu auth={auth} />
        </Group>
      </AppShell.Header>
      <AppShell.Main bg="gray.0">
        <Suspense
          fallback={
            <Center py="xl">
              <Loader aria-label="Loading" />
            </Center>
          }
        >
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
