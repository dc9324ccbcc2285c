import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/charts/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { createVidpitchRouter } from './app/vidpitch-router';
import { createApolloClient } from './lib/apollo';
import { isAlternateBrand } from './lib/runtime-config';

const router = isAlternateBrand() ? createVidpitchRouter() : createAppRouter();
const client = createApolloClient({ onUnauthenticated: () => void router.navigate('/login', { replace: true }) });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
