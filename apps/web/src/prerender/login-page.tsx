// The build's server-side entry (prerender.ts runs it in Node): the login page rendered to HTML, so that /login and /
// paint before any script has loaded; the browser then hydrates it (main.tsx).
import { renderToString } from 'react-dom/server';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { createMemoryRouter } from 'react-router';
import { PRERENDERED_PAGES, TOKEN_KEY } from '@vms/shared';
import { App, routerReady } from '../app/App';
import { appRoutes } from '../app/router';

/** The file the server sends for the login paths. */
export const LOGIN_PAGE_FILE = PRERENDERED_PAGES['/login']!;

/**
 * Runs right after the prerendered page in the browser. With a stored session the login page only redirects, so the
 * form must not show: the app then renders from scratch. Otherwise a submit before the app runs is held back (it would
 * reload the page) for the app to send (before-hydration.ts). The server allows it by its hash (Content-Security-Policy).
 */
export const BOOT_SCRIPT =
  `if(localStorage.getItem(${JSON.stringify(TOKEN_KEY)}))document.getElementById('root').replaceChildren();` +
  `else addEventListener('submit',function(e){if(!window.vmsHydrated){e.preventDefault();window.vmsHeldSubmit=e.target}},true)`;

export async function renderLoginPage(): Promise<string> {
  // No session in the build: the page renders its form (it reads the stored session while rendering).
  Object.assign(globalThis, { localStorage: { getItem: () => null } });
  const router = createMemoryRouter(appRoutes, { initialEntries: ['/login'] });
  await routerReady(router);
  const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });
  return renderToString(<App client={client} router={router} />);
}
