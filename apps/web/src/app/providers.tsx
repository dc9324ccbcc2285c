import { Suspense, lazy, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { theme, cssVariablesResolver } from './theme';
import { useToastShown } from '../ui/toast';

const Toasts = lazy(() => import('../ui/Toasts').then((m) => ({ default: m.Toasts })));

/** The toasts' container, a chunk of its own, loaded when the first toast is shown (ui/toast.ts). */
function LaterNotifications() {
  return useToastShown() ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
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
