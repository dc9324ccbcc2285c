import { NavLink, Outlet, useLocation } from 'react-router';
import { Group, Stack, Tabs, Title } from '@mantine/core';
import { ATTENTION_DRAWER_ROLES, MANAGEMENT_BASE, MANAGEMENT_SLUGS, NO_MANAGEMENT_TABS_ROLES } from '@vms/shared';
import { useAuth } from '../../../lib/auth-storage';
import { AttentionDrawer } from '../components/AttentionDrawer';

/**
 * The management portal's frame (part A §2): the title and the Need Attention control (PM, admin, QA, QC), and
 * the sub tabs for the roles that get them (not customer, PM or admin).
 */
export function ManagementShell() {
  const auth = useAuth();
  const { pathname } = useLocation();
  if (!auth) return null;
  const showTabs = !NO_MANAGEMENT_TABS_ROLES.includes(auth.role);
  const current = MANAGEMENT_SLUGS.find((s) => pathname.startsWith(`${MANAGEMENT_BASE}/${s.slug}`))?.slug;
  const isList = MANAGEMENT_SLUGS.some((s) => pathname === `${MANAGEMENT_BASE}/${s.slug}`);
  return (
    <Stack gap="md" maw={1200} mx="auto">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Title order={1} fz={{ base: 22, sm: 28 }}>
          Management Portal
        </Title>
        {ATTENTION_DRAWER_ROLES.includes(auth.role) && <AttentionDrawer />}
      </Group>
      {showTabs && isList && (
        <Tabs value={current ?? null} variant="outline" aria-label="Project lists">
          <Tabs.List style={{ flexWrap: 'wrap' }}>
            {MANAGEMENT_SLUGS.map((s) => (
              <Tabs.Tab key={s.slug} value={s.slug} renderRoot={(props) => <NavLink to={`${MANAGEMENT_BASE}/${s.slug}`} {...props} />}>
                {s.tab}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      )}
      <Outlet />
    </Stack>
  );
}
