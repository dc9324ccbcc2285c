// A Vite plugin that runs after the browser build. It builds src/prerender/ for Node, then:
// - prerenders the login page: renders it to HTML and writes it (dist/login.html) as the index page with that HTML in
//   its root and the CSS rules it uses inline. The server sends it for the login paths, so the form paints as soon as
//   the page arrives, before any script or stylesheet (docs/adr/0016-speed.md "First paint"). Its scripts are requested
//   once it has painted (BOOT_SCRIPT);
// - writes each route's page, which links its Mantine components' rules (route-pages.ts); the login page also preloads
//   its route's chunks;
// - writes the signed-in pages with their shells (signed-in-shells.tsx): like the login page, their rules inline and
//   their scripts requested after the paint, but the root empty until the page's script puts in the stored role's
//   shell.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { transform } from 'esbuild';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import type { MantineCssPlugin } from './mantine-css';
import { bootPreloads, hash, preloadTags, readManifest, writePage, writeRouteList, writeRoutePages } from './route-pages';
import { classRules, criticalCss } from './src/prerender/critical-css';

const ROOT_DIV = '<div id="root"></div>';
const STYLESHEET = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;
const MANTINE_STYLES = createRequire(import.meta.url).resolve('@mantine/core/styles.css');
const DYNAMIC_IMPORT = /\bimport\((['"])(\.[^'"]+)\1\)/g;
/** The entry's module script and its modulepreload tags in index.html. */
const ENTRY_TAGS = /\s*<(?:script type="module" crossorigin src="[^"]+"><\/script>|link rel="modulepreload" crossorigin href="[^"]+">)/g;

/**
 * In the Node build, every `import('./x')` of the app's sources calls `globalThis.__vmsImport(id, load)` when it is set,
 * with the module's path relative to the app: route-modules.ts records what a route's `lazy()` would load.
 */
function trackDynamicImports(root: string): Plugin {
  return {
    name: 'vms-track-dynamic-imports',
    async transform(code, id) {
      if (id.includes('node_modules') || !id.startsWith(join(root, 'src')) || !code.includes('import(')) return undefined;
      const keys = new Map<string, string>();
      for (const [, , specifier] of code.matchAll(DYNAMIC_IMPORT)) {
        const resolved = await this.resolve(specifier!, id);
        if (resolved) keys.set(specifier!, JSON.stringify(relative(root, resolved.id)));
      }
      return code.replace(DYNAMIC_IMPORT, (call, _quote: string, specifier: string) => {
        const key = keys.get(specifier);
        return key ? `(globalThis.__vmsImport ?? ((_, load) => load()))(${key}, () => ${call})` : call;
      });
    },
  };
}

/** `mantine` is the build's mantine-css plugin: which components' rules each chunk adds. */
export function prerender(mantine: MantineCssPlugin): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'vms-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const serverOut = join(config.root, 'node_modules/.cache/vms-prerender');
      await build({
        configFile: false,
        root: config.root,
        logLevel: 'warn',
        plugins: [react(), trackDynamicImports(config.root)],
        build: {
          ssr: true,
          rollupOptions: { input: ['src/prerender/login-page.tsx', 'src/prerender/signed-in-shells.tsx', 'src/prerender/route-modules.ts'] },
          outDir: serverOut,
          emptyOutDir: true,
          sourcemap: false,
          copyPublicDir: false,
        },
      });
      const load = async <T,>(file: string) => (await import(pathToFileURL(join(serverOut, file)).href)) as T;
      const login = await load<typeof import('./src/prerender/login-page')>('login-page.js');
      const shells = await load<typeof import('./src/prerender/signed-in-shells')>('signed-in-shells.js');
      const { routeModules, ROUTE_PAGES_FILE } = await load<typeof import('./src/prerender/route-modules')>('route-modules.js');
      const dist = resolve(config.root, config.build.outDir);
      const manifest = await readManifest(dist);
      // index.html also preloads the app's modules main.tsx imports after the entry (route-pages.ts, bootPreloads)
      const built = await readFile(join(dist, 'index.html'), 'utf8');
      const lastPreload = [...built.matchAll(ENTRY_TAGS)].at(-1);
      if (!lastPreload || !built.includes(ROOT_DIV)) throw new Error(`index.html has no module script or no ${ROOT_DIV}`);
      const at = lastPreload.index + lastPreload[0].length;
      const index = `${built.slice(0, at)}${bootPreloads(manifest).replace(/<link/g, '\n    <link')}${built.slice(at)}`;
      await writePage(dist, 'index.html', index);
      const routes = routeModules();
      const list = await writeRoutePages(dist, index, manifest, routes, mantine.componentsByChunk);

      // A page's own rules inline, from the entry's stylesheets (Mantine's base styles) and the components' rules of
      // Mantine's whole stylesheet (in the build they come with their chunks, mantine-css.ts); the entry's stylesheets
      // only preloaded (not render-blocking): main.tsx applies them.
      const links = [...index.matchAll(STYLESHEET)];
      if (links.length === 0) throw new Error('index.html links no stylesheet');
      const entrySheets = links.map(([, href]) => href!.replace(/^\//, ''));
      const sheets = await Promise.all(entrySheets.map((file) => readFile(join(dist, file), 'utf8')));
      const allRules = [...sheets, classRules(await readFile(MANTINE_STYLES, 'utf8'))].join('\n');
      const preloads = links.map(([, href]) => `<link rel="preload" as="style" crossorigin href="${href}">`).join('');
      // The scripts, their preloads and the stylesheets' preloads wait in a template that the page's script adds once the
      // page has painted: requested before it, they shared the bandwidth with the page and Lighthouse counted them in
      // its largest paint (mobile LCP 2.0-3.4 s against a first paint of 0.8 s).
      const scripts = [...index.matchAll(ENTRY_TAGS)].map(([tag]) => tag.trim());
      if (!scripts.some((tag) => tag.startsWith('<script'))) throw new Error('index.html has no module script');
      /** index.html with the page's rules inline, `root` in its root, `beside` after it, and the page's script. */
      const prerenderedPage = async (markup: string, root: string, beside: string, afterPaint: string) => {
        const { code: css } = await transform(criticalCss(allRules, markup), { loader: 'css', minify: true });
        const template = `<template id="${login.AFTER_PAINT_ID}">${scripts.join('')}${preloads}${afterPaint}</template>`;
        return links
          .reduce((page, [link], i) => page.replace(link, i === 0 ? `<style>${css}</style>` : ''), index)
          .replace(ENTRY_TAGS, '')
          .replace(ROOT_DIV, `<div id="root">${root}</div>${beside}${template}<script>${login.BOOT_SCRIPT}</script>`);
      };

      const loginRoute = routes.find((route) => route.pattern === '/login');
      if (!loginRoute) throw new Error('the router has no /login route');
      const form = await login.renderLoginPage();
      await writePage(dist, login.LOGIN_PAGE_FILE, await prerenderedPage(form, form, '', preloadTags(manifest, loginRoute.modules)));

      // Each signed-in page with shells is sent as its own page; its components' stylesheet is preloaded, not linked.
      // A pattern listed twice (two features' routes) is rendered once: the server sends the first one's page.
      const rendered = new Set<string>();
      for (const [i, route] of list.entries()) {
        if (!shells.hasShell(route.pattern) || rendered.has(route.pattern)) continue;
        rendered.add(route.pattern);
        const found = await shells.renderShells(route.pattern);
        if (found.length === 0) continue;
        const templates = found.map(({ roles, html }) => `<template ${shells.SHELL_ATTRIBUTE}="${roles.join(' ')}"><div inert>${html}</div></template>`);
        const sheet = route.sheetLink?.replace('rel="stylesheet"', 'rel="preload" as="style"') ?? '';
        const markup = found.map(({ html }) => html).join('');
        route.page = `pages/shell-${hash(route.pattern, 12)}.html`;
        await writePage(dist, route.page, await prerenderedPage(markup, '', templates.join(''), sheet + preloadTags(manifest, routes[i]!.modules)));
      }
      await writeRouteList(dist, ROUTE_PAGES_FILE, list);
    },
  };
}
