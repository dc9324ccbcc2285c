import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { TOAST_AUTO_CLOSE_MS } from '@vms/shared';
import { theme, cssVariablesResolver } from './theme';
import { useMountedLater } from '../ui/use-mounted-later';

/** The toasts' container: a portal, mounted after the page's first commit (ui/use-mounted-later.ts). */
function LaterNotifications() {
  return useMountedLater() ? <Notifications autoClose={TOAST_AUTO_CLOSE_MS} position="bottom-right" /> : null;
}

/** `env="test"` turns off transitions and floating-element hiding, which jsdom cannot measure. */
export function UiProviders({ children, env }: { children: ReactNode; env?: 'default' | 'test' }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" env={env}>
      <LaterNotifications />
      {children}
    </MantineProvider>
  );
}

export function AppProviders({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <ApolloProvider client={client}>
      <UiProviders>{children}</UiProviders>
    </ApolloProvider>
  );
}
