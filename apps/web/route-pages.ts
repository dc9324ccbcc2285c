// The page a route of the main brand is sent as (prerender.ts calls this after the browser build): a copy of index.html
// that links one stylesheet with the rules of the Mantine components the route's chunks hold (the chunks of the
// modules its `lazy()` calls load, src/prerender/route-modules.ts, with their static imports, and the entry's), so the
// browser parses them while the scripts load instead of each chunk adding its rules when it runs (mantine-css.ts names
// the linked components, which the chunks then skip). Routes whose chunks hold the same components share one page.
// `route-pages.json` lists the patterns in the router's order with their page; the server sends the page of the
// pattern a path matches (apps/server/src/platform/web-pages.ts). The pages do not `modulepreload` the route's chunks:
// measured, that lost Lighthouse points (docs/adr/0016-speed.md "Route pages").
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { componentsSheet } from './mantine-css';
import { compressFile } from './precompress';
import type { RouteModules } from './src/prerender/route-modules';

/** Vite's build manifest (`build.manifest`), by source path relative to the web app. */
type Manifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean }>;

interface RoutePage {
  pattern: string;
  /** The page's file in the build, or null when the route's chunks hold no component (index.html serves it). */
  page: string | null;
}

/** The chunk files of `keys` and of everything they import statically. */
function chunkClosure(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

const entries = (manifest: Manifest) => Object.keys(manifest).filter((key) => manifest[key]!.isEntry);

/** What the entry imports statically, and the app's modules main.tsx imports next (boot chunks, `bootPreloads`). */
const entryChunks = (manifest: Manifest) => chunkClosure(manifest, entries(manifest).flatMap((key) => [key, ...(manifest[key]!.dynamicImports ?? [])]));

const modulePreload = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`;

/**
 * The `<link rel="modulepreload">` tags of the chunks main.tsx imports after the entry, one task apart: every page
 * requests them with the entry (index.html lists only what the entry imports statically).
 */
export function bootPreloads(manifest: Manifest): string {
  const loaded = chunkClosure(manifest, entries(manifest));
  return [...entryChunks(manifest)].filter((file) => !loaded.has(file)).map(modulePreload).join('');
}

/** The `<link rel="modulepreload">` tags of a route's chunks the entry does not load already (the login page's). */
export function preloadTags(manifest: Manifest, modules: string[]): string {
  const entry = entryChunks(manifest);
  return [...chunkClosure(manifest, modules)]
    .filter((file) => !entry.has(file))
    .map(modulePreload)
    .join('');
}

/** The Mantine components whose rules the route's chunks and the entry's add. */
function routeComponents(manifest: Manifest, modules: string[], componentsByChunk: Map<string, string[]>): string[] {
  const files = [...entryChunks(manifest), ...chunkClosure(manifest, modules)];
  return [...new Set(files.flatMap((file) => componentsByChunk.get(file) ?? []))].sort();
}

export async function readManifest(dist: string): Promise<Manifest> {
  return JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
}

export const hash = (text: string, length: number) => createHash('sha256').update(text).digest('hex').slice(0, length);

/** A route's page and the stylesheet it links (null when its chunks hold no component: index.html serves it). */
export interface RoutePageFile extends RoutePage {
  sheetLink: string | null;
}

/**
 * Writes `pages/<hash>.html` and `assets/mantine-<hash>.css` per distinct set of components; returns each route's page,
 * in the routes' order, for `writeRouteList`.
 */
export async function writeRoutePages(
  dist: string,
  index: string,
  manifest: Manifest,
  routes: RouteModules[],
  componentsByChunk: Map<string, string[]>,
): Promise<RoutePageFile[]> {
  await mkdir(join(dist, 'pages'), { recursive: true });
  const pages = new Map<string, { page: string; sheetLink: string }>();
  const list: RoutePageFile[] = [];
  for (const { pattern, modules } of routes) {
    const components = routeComponents(manifest, modules, componentsByChunk);
    const key = components.join(' ');
    if (!key) {
      list.push({ pattern, page: null, sheetLink: null });
      continue;
    }
    let written = pages.get(key);
    if (!written) {
      const css = await componentsSheet(components);
      const sheet = `assets/mantine-${hash(css, 8)}.css`;
      await writeFile(join(dist, sheet), css);
      await compressFile(join(dist, sheet));
      written = { page: `pages/${hash(key, 12)}.html`, sheetLink: `<link rel="stylesheet" crossorigin href="/${sheet}" data-mantine-components="${key}">` };
      pages.set(key, written);
      await writePage(dist, written.page, index.replace('</head>', `${written.sheetLink}\n  </head>`));
    }
    list.push({ pattern, ...written });
  }
  return list;
}

/** A page of the build, with its compressed copies. */
export async function writePage(dist: string, file: string, html: string): Promise<void> {
  await writeFile(join(dist, file), html);
  await compressFile(join(dist, file));
}

/** The list the server reads (`ROUTE_PAGES_FILE`): the patterns in the router's order with their page. */
export async function writeRouteList(dist: string, listFile: string, list: RoutePage[]): Promise<void> {
  await writeFile(join(dist, listFile), JSON.stringify(list.map(({ pattern, page }) => ({ pattern, page })), null, 1));
}
