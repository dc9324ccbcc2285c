// The broker's public pages and the login page rendered on the server (ADR 0023): the same React pages the browser
// runs, drawn to HTML with their data so that the property, the broker card, the poster and Purchase (or the login
// form) paint before any script has run.
// Built with `vite build --ssr` (apps/web/dist-ssr) and loaded by the server (platform/public-pages.ts); the browser's
// app then renders over this HTML from the same data (main.tsx).
import { renderToString } from 'react-dom/server';
import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { routes as vidpitch } from './features/vidpitch/routes';
import { loginRoute } from './features/auth/routes';

/** What the server gives: the page's URL and a fetch that runs GraphQL requests inside the server. */
export interface RenderInput {
  url: URL;
  graphql: typeof fetch;
}

/** The page's HTML and the data it was drawn from (the browser's Apollo cache starts from it); null: not a public page. */
export interface Rendered {
  html: string;
  cache: unknown;
}

// `/login` only: `/` is the login page too, but a signed-in visitor goes on from it at once (no login form drawn first)
const handler = createStaticHandler([...(vidpitch.public ?? []), { path: '/login', ...loginRoute }]);

export async function render({ url, graphql }: RenderInput): Promise<Rendered | null> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.statusCode !== 200) return null;
  const client = new ApolloClient({
    ssrMode: true,
    cache: new InMemoryCache(),
    link: new HttpLink({ uri: new URL('/graphql', url).href, fetch: graphql }),
  });
  const router = createStaticRouter(handler.dataRoutes, context);
  const { result } = await prerenderStatic({
    tree: (
      <AppProviders client={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    ),
    context: { client },
    renderFunction: renderToString,
  });
  return { html: result, cache: client.extract() };
}
