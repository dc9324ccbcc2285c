import { StrictMode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { RouterProvider } from 'react-router/dom';
import type { DataRouter } from 'react-router';
import { AppProviders } from './providers';

/** The whole app, rendered into index.html's root by main.tsx. */
export function App({ client, router }: { client: ApolloClient; router: DataRouter }) {
  return (
    <StrictMode>
      <AppProviders client={client}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}
