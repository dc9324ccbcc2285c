import 'virtual:mantine-styles.css';
import '@mantine/notifications/styles.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { isAlternateBrand } from './lib/runtime-config';

const container = document.getElementById('root')!;
// A signed-in page's shell (prerender/signed-in-shells.tsx) is only a picture of the page: the app renders over it.
const shell = container.hasAttribute('data-shell');
const prerendered = !shell && container.hasChildNodes();
// The prerendered page inlines the rules of its first paint and only preloads the entry's stylesheets (Mantine's base
// styles): apply them, also when its script emptied the page for a stored session. The components' rules come with
// their chunks (mantine-css.ts).
for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=style]')) link.rel = 'stylesheet';

/** A new task: the app's parts evaluate one per task, none long enough to hold input back (Lighthouse's blocking time). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

// The server sends the login page prerendered (prerender/login-page.tsx), and the page's own script empties it when a
// session is stored (BOOT_SCRIPT): a prerendered page is hydrated once its route's module is loaded, so the first render
// matches it. The entry holds React only; the app (Mantine, Apollo, the router and the route tables) comes in modules
// imported one task apart, which the page preloads (prerender.ts): evaluated with the entry they were one task of
// 110-160 ms at Lighthouse's 4x CPU throttling. The router is made in a task of its own, and started (its first
// match and route modules) in the next: ranking and matching the routes was half of the task that evaluated the entry
// (a CPU profile of the login page), and one task of 25-45 ms on the management list. The first render is a
// transition, so React yields to the browser every few milliseconds instead of holding the main thread for the tree.
async function start() {
  const { App, routerReady } = await import('./app/App');
  await nextTask();
  const { createApolloClient } = await import('./lib/apollo');
  await nextTask();
  const createRouter = isAlternateBrand() ? (await import('./app/vidpitch-router')).createVidpitchRouter : (await import('./app/router')).createAppRouter;
  await nextTask();
  const router = createRouter();
  await nextTask();
  router.initialize();
  await nextTask();
  const client = createApolloClient({ onUnauthenticated: () => void router.navigate('/login', { replace: true }) });
  // A shell stays until the route's modules have loaded and the page has rendered, instead of the loader in between:
  // React empties the container when it first commits.
  if (prerendered || shell) await routerReady(router);
  if (prerendered) {
    startTransition(() => void hydrateRoot(container, <App client={client} router={router} />));
  } else {
    const root = createRoot(container);
    startTransition(() => root.render(<App client={client} router={router} />));
  }
}
void start();
