import { StrictMode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { RouterProvider } from 'react-router/dom';
import type { DataRouter } from 'react-router';
import { AppProviders } from './providers';

/** The whole app: the browser renders it (main.tsx), and the build prerenders the login page from it (prerender/). */
export function App({ client, router }: { client: ApolloClient; router: DataRouter }) {
  return (
    <StrictMode>
      <AppProviders client={client}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}

/** Resolves once the router has loaded the lazy modules of the routes its location matches. */
export function routerReady(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
