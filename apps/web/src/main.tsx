import 'virtual:mantine-styles.css';
import '@mantine/notifications/styles.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, routerReady } from './app/App';
import { createAppRouter } from './app/router';
import { createVidpitchRouter } from './app/vidpitch-router';
import { createApolloClient } from './lib/apollo';
import { isAlternateBrand } from './lib/runtime-config';

const container = document.getElementById('root')!;
// A signed-in page's shell (prerender/signed-in-shells.tsx) is only a picture of the page: the app renders over it.
const shell = container.hasAttribute('data-shell');
const prerendered = !shell && container.hasChildNodes();
// The prerendered page inlines the rules of its first paint and only preloads the entry's stylesheets (Mantine's base
// styles): apply them, also when its script emptied the page for a stored session. The components' rules come with
// their chunks (mantine-css.ts).
for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=style]')) link.rel = 'stylesheet';

// The server sends the login page prerendered (prerender/login-page.tsx), and the page's own script empties it when a
// session is stored (BOOT_SCRIPT): a prerendered page is hydrated once its route's module is loaded, so the first render matches it.
// The first render is a transition, so React yields to the browser every few milliseconds instead of holding the main
// thread for the whole tree (Lighthouse's total blocking time). The router is made in a task of its own: ranking and
// matching the routes was half of the task that evaluates the entry (a CPU profile of the login page).
setTimeout(() => {
  const router = isAlternateBrand() ? createVidpitchRouter() : createAppRouter();
  const client = createApolloClient({ onUnauthenticated: () => void router.navigate('/login', { replace: true }) });
  if (prerendered) {
    void routerReady(router).then(() => startTransition(() => void hydrateRoot(container, <App client={client} router={router} />)));
  } else if (shell) {
    // React empties the container when it first commits: the shell stays until the route's modules have loaded and
    // the page has rendered, instead of the loader in between.
    void routerReady(router).then(() => {
      const root = createRoot(container);
      startTransition(() => root.render(<App client={client} router={router} />));
    });
  } else {
    const root = createRoot(container);
    startTransition(() => root.render(<App client={client} router={router} />));
  }
});
