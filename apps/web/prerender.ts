// A Vite plugin that prerenders the login page after the browser build: it builds src/prerender/login-page.tsx for
// Node, renders the page to HTML and writes it (dist/login.html) as the index page with that HTML in its root and the
// CSS rules it uses inline. The server sends it for the login paths, so the form paints as soon as the page arrives,
// before any script or stylesheet (docs/adr/0016-speed.md "First paint").
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { transform } from 'esbuild';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { compressFile } from './precompress';
import { classRules, criticalCss } from './src/prerender/critical-css';

const ROOT_DIV = '<div id="root"></div>';
const STYLESHEET = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;
const MANTINE_STYLES = createRequire(import.meta.url).resolve('@mantine/core/styles.css');

export function prerender(): Plugin {
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
        plugins: [react()],
        build: { ssr: 'src/prerender/login-page.tsx', outDir: serverOut, emptyOutDir: true, sourcemap: false, copyPublicDir: false },
      });
      const entry = (await import(pathToFileURL(join(serverOut, 'login-page.js')).href)) as typeof import('./src/prerender/login-page');
      const dist = resolve(config.root, config.build.outDir);
      const index = await readFile(join(dist, 'index.html'), 'utf8');
      if (!index.includes(ROOT_DIV)) throw new Error(`index.html has no ${ROOT_DIV}`);
      const html = await entry.renderLoginPage();
      // The page's own rules inline, from the entry's stylesheets (Mantine's base styles) and the components' rules of
      // Mantine's whole stylesheet (in the build they come with their chunks, mantine-css.ts); the entry's stylesheets
      // only preloaded (not render-blocking): main.tsx applies them.
      const links = [...index.matchAll(STYLESHEET)];
      if (links.length === 0) throw new Error('index.html links no stylesheet');
      const entrySheets = links.map(([, href]) => href!.replace(/^\//, ''));
      const sheets = await Promise.all(entrySheets.map((file) => readFile(join(dist, file), 'utf8')));
      const components = classRules(await readFile(MANTINE_STYLES, 'utf8'));
      const rules = criticalCss([...sheets, components].join('\n'), html);
      const { code: css } = await transform(rules, { loader: 'css', minify: true });
      const preloads = links.map(([, href]) => `<link rel="preload" as="style" crossorigin href="${href}">`).join('');
      const page = links
        .reduce((page, [link], i) => page.replace(link, i === 0 ? `<style>${css}</style>${preloads}` : ''), index)
        .replace(ROOT_DIV, `<div id="root">${html}</div><script>${entry.BOOT_SCRIPT}</script>`);
      await writeFile(join(dist, entry.LOGIN_PAGE_FILE), page);
      await compressFile(join(dist, entry.LOGIN_PAGE_FILE));
    },
  };
}
