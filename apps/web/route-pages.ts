// The pages that preload a route's chunks (prerender.ts calls it after the browser build). For each route of the main
// brand, the chunks of the modules its `lazy()` calls load (src/prerender/route-modules.ts), with their static imports,
// less what the entry already loads, become `<link rel="modulepreload">` tags in a copy of index.html, and the rules of
// the Mantine components all those chunks hold (the entry's too) one stylesheet it links: the browser parses it while
// the scripts load, instead of each chunk adding its rules when it runs (mantine-css.ts). Routes that need the same
// chunks share one page. `route-pages.json` lists the patterns in the router's order with their page; the
// server sends the page of the pattern a path matches (apps/server/src/platform/web-pages.ts). Without it the browser
// asks for a route's chunks only once the entry has loaded and run: one more round of requests before the first paint.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { componentsSheet } from './mantine-css';
import { compressFile } from './precompress';
import type { RouteModules } from './src/prerender/route-modules';

/** Vite's build manifest (`build.manifest`), by source path relative to the web app. */
type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

export interface RoutePage {
  pattern: string;
  /** The page's file in the build, or null when the route needs nothing beyond the entry (index.html serves it). */
  page: string | null;
}

/** The chunk files of `keys` and of everything they import statically. */
export function chunkClosure(manifest: Manifest, keys: string[]): Set<string> {
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

const entryChunks = (manifest: Manifest) => chunkClosure(manifest, Object.keys(manifest).filter((key) => manifest[key]!.isEntry));

/** The `<link rel="modulepreload">` tags of a route's chunks the entry does not load already. */
export function preloadTags(manifest: Manifest, modules: string[], attributes = ''): string {
  const entry = entryChunks(manifest);
  return [...chunkClosure(manifest, modules)]
    .filter((file) => !entry.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}"${attributes}>`)
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

const hash = (text: string, length: number) => createHash('sha256').update(text).digest('hex').slice(0, length);

/** Writes `assets/mantine-<hash>.css` for these components once; its `<link>`, naming them for mantine-css.ts. */
async function sheetTag(dist: string, components: string[], written: Map<string, string>): Promise<string> {
  const key = components.join(' ');
  let file = written.get(key);
  if (!file) {
    const css = await componentsSheet(components);
    file = `assets/mantine-${hash(css, 8)}.css`;
    written.set(key, file);
    await writeFile(join(dist, file), css);
    await compressFile(join(dist, file));
  }
  return `<link rel="stylesheet" crossorigin href="/${file}" data-mantine-components="${key}">`;
}

/** Writes `pages/<hash>.html` per distinct set of chunks and the list (`listFile`, ROUTE_PAGES_FILE). */
export async function writeRoutePages(
  dist: string,
  listFile: string,
  index: string,
  manifest: Manifest,
  routes: RouteModules[],
  componentsByChunk: Map<string, string[]>,
): Promise<RoutePage[]> {
  await mkdir(join(dist, 'pages'), { recursive: true });
  const pages = new Map<string, string>();
  const sheets = new Map<string, string>();
  const list: RoutePage[] = [];
  for (const { pattern, modules } of routes) {
    const preloads = preloadTags(manifest, modules);
    if (!preloads) {
      list.push({ pattern, page: null });
      continue;
    }
    let page = pages.get(preloads);
    if (!page) {
      const tags = (await sheetTag(dist, routeComponents(manifest, modules, componentsByChunk), sheets)) + preloads;
      page = `pages/${hash(tags, 12)}.html`;
      pages.set(preloads, page);
      await writeFile(join(dist, page), index.replace('</head>', `${tags}\n  </head>`));
      await compressFile(join(dist, page));
    }
    list.push({ pattern, page });
  }
  await writeFile(join(dist, listFile), JSON.stringify(list, null, 1));
  return list;
}
