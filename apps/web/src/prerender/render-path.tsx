// The app rendered to HTML at one path in Node (prerender.ts): the login page, and the signed-in pages' shells.
import { renderToString } from 'react-dom/server';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { createMemoryRouter } from 'react-router';
import { TOKEN_KEY } from '@vms/shared';
import { App, routerReady } from '../app/App';
import { appRoutes } from '../app/router';

/** Node has no localStorage: what the app reads of it while rendering. */
function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'clear'> {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), clear: () => items.clear() };
}

/**
 * The app's HTML at `path` with `session` as the stored auth record (the app reads it while rendering; nothing else is
 * stored). No request leaves: every query is still loading, as on a first visit before its answer.
 */
export async function renderPath(path: string, session: string | null): Promise<string> {
  if (typeof localStorage === 'undefined') Object.assign(globalThis, { localStorage: memoryStorage() });
  localStorage.clear();
  if (session) localStorage.setItem(TOKEN_KEY, session);
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  await routerReady(router);
  const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });
  return renderToString(<App client={client} router={router} />);
}
