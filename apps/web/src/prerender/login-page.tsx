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

/** The template holding the page's scripts and preloads (prerender.ts), added by BOOT_SCRIPT. */
export const AFTER_PAINT_ID = 'vms-after-paint';

/**
 * Runs right after the prerendered page in the browser. With a stored session the login page only redirects, so the
 * form must not show: the app then renders from scratch, and its scripts are added at once. Otherwise they are added
 * once the browser reports the first contentful paint (a second at most: a tab opened in the background paints
 * nothing), and a submit before the app runs is held back (it would reload the page) for the app to send
 * (before-hydration.ts). The server allows it by its hash (Content-Security-Policy). Elements made by the script, not
 * the template's clones: those scripts would not run. The module script and the stylesheets' preloads in one task
 * (main.tsx applies the stylesheets, so they must be there when it runs), then the modulepreloads four per task:
 * adding one costs some milliseconds of the main thread (the forty at once were a 150 ms task at Lighthouse's 4x CPU
 * throttling).
 */
export const BOOT_SCRIPT =
  `var vmsLoaded=0;function vmsAdd(ts){for(var t of ts){var n=document.createElement(t.localName);` +
  `for(var a of t.attributes)n.setAttribute(a.name,a.value);document.head.appendChild(n)}}` +
  `function vmsLoad(){if(vmsLoaded++)return;var q=[].slice.call(document.getElementById(${JSON.stringify(AFTER_PAINT_ID)}).content.children);` +
  `var pre=function(t){return t.getAttribute('rel')==='modulepreload'};vmsAdd(q.filter(function(t){return!pre(t)}));q=q.filter(pre);` +
  `(function add(){vmsAdd(q.splice(0,4));if(q.length)setTimeout(add)})()}` +
  `if(localStorage.getItem(${JSON.stringify(TOKEN_KEY)})){document.getElementById('root').replaceChildren();vmsLoad()}` +
  `else{addEventListener('submit',function(e){if(!window.vmsHydrated){e.preventDefault();window.vmsHeldSubmit=e.target}},true);` +
  `try{new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length)vmsLoad()}).observe({type:'paint',buffered:true})}catch(e){}` +
  `setTimeout(vmsLoad,1000)}`;

export async function renderLoginPage(): Promise<string> {
  // No session in the build: the page renders its form (it reads the stored session while rendering).
  Object.assign(globalThis, { localStorage: { getItem: () => null } });
  const router = createMemoryRouter(appRoutes, { initialEntries: ['/login'] });
  await routerReady(router);
  const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });
  return renderToString(<App client={client} router={router} />);
}
