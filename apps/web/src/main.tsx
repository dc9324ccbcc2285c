import './lib/zod-config';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterContextProvider } from 'react-router';
import { App } from './app/App';
import { appRoutes } from './app/router';
import { apolloContext } from './app/router-context';
import { vidpitchRoutes } from './app/vidpitch-router';
import { createApolloClient } from './lib/apollo';
import { isAlternateBrand } from './lib/runtime-config';

// One index.html for every page: React renders the app into it. Each route's page is a chunk of its own (`lazy`).
const client = createApolloClient({ onUnauthenticated: () => void router.navigate('/login', { replace: true }) });
const router = createBrowserRouter(isAlternateBrand() ? vidpitchRoutes : appRoutes, {
  getContext: () => new RouterContextProvider(new Map([[apolloContext, client]])),
});
const root = document.getElementById('root')!;

// A public page the server drew (ADR 0023) comes with the data it was drawn from: once the page's chunk is loaded, the
// app renders the same page from that data and takes over the drawn HTML (hydration) instead of drawing it again.
const pageData = document.getElementById('page-data');
if (pageData) client.cache.restore(JSON.parse(pageData.textContent ?? '{}'));
const ready = new Promise<void>((resolve) => {
  if (!pageData || router.state.initialized) return resolve();
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    resolve();
  });
});
/** Once hydrated, the drawn page is the app's: it takes clicks and typing (the server made it inert: platform/public-pages.ts). */
function TakenOver({ children }: { children: ReactNode }) {
  useEffect(() => root.removeAttribute('inert'), []);
  return children;
}
const app = (
  <TakenOver>
    <App client={client} router={router} />
  </TakenOver>
);
// hydrated as a transition, React yields to the browser every few milliseconds instead of one long task
void ready.then(() => (pageData ? startTransition(() => void hydrateRoot(root, app)) : createRoot(root).render(app)));
