// A Vite plugin that gives each Mantine component its own rules in the build, instead of the whole
// `@mantine/core/styles.css` (264 KB) in the entry's stylesheet: every `@mantine/core` component's class-name module
// (`esm/components/.../<Name>.module.mjs`) gets `@mantine/core/styles/<Name>.css` as a string (`?inline`) and adds it
// to the page when it runs, so a component's rules travel inside the chunk that holds the component: no stylesheet
// request of their own (a file per component cost the signed-in pages some 17 more requests per document). Modules run
// dependencies first, so the rules keep the order of Mantine's own stylesheet (Button's after UnstyledButton's reset).
// The entry's stylesheet keeps only Mantine's base styles (`virtual:mantine-styles.css`). The dev server pre-bundles
// `@mantine/core` (no per-module transform there), so `vite dev` gets the whole stylesheet.
// docs/adr/0016-speed.md "First paint".
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const VIRTUAL = 'virtual:mantine-styles.css';
const RESOLVED = `\0${VIRTUAL}`;
const INJECT = '\0vms-mantine-inject';
const CLASS_MODULE = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/]([A-Za-z]+)\.module\.mjs$/;
const BASE = ['baseline', 'default-css-variables', 'global'];

/**
 * The module that adds the components' rules: those of the modules that run in one go (a chunk and its dependencies)
 * into one `<style>`, after the entry's stylesheets (the CSP allows inline styles).
 */
const INJECT_CODE = `let pending = null;
let linked = null;
export function addStyles(name, css) {
  // A route's page links the rules of the components its chunks hold (route-pages.ts): not added twice.
  linked ??= new Set(document.querySelector('link[data-mantine-components]')?.dataset.mantineComponents.split(' '));
  if (linked.has(name)) return;
  if (!pending) {
    pending = [];
    queueMicrotask(() => {
      const style = document.createElement('style');
      style.dataset.mantineComponents = pending.map(([n]) => n).join(' ');
      style.textContent = pending.map(([, c]) => c).join('\\n');
      document.head.appendChild(style);
      pending = null;
    });
  }
  pending.push([name, css]);
}`;

/** The plugin, and after the build the Mantine components whose rules each chunk adds (by chunk file). */
export type MantineCssPlugin = Plugin & { componentsByChunk: Map<string, string[]> };

export function mantineCss(): MantineCssPlugin {
  const stylesDir = dirname(createRequire(import.meta.url).resolve('@mantine/core/styles/global.css'));
  let building = false;
  const componentsByChunk = new Map<string, string[]>();
  return {
    name: 'vms-mantine-css',
    componentsByChunk,
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const names = Object.keys(chunk.modules).flatMap((id) => CLASS_MODULE.exec(id)?.[1] ?? []);
        if (names.length) componentsByChunk.set(chunk.fileName, names);
      }
    },
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build' && !config.build.ssr;
    },
    resolveId(id) {
      // The id must end in .css for Vite's CSS pipeline; the leading \0 keeps other plugins off it.
      if (id === VIRTUAL) return RESOLVED;
      return id === INJECT ? INJECT : undefined;
    },
    load(id) {
      if (id === INJECT) return INJECT_CODE;
      if (id !== RESOLVED) return undefined;
      const sheets = building ? BASE.map((name) => `@mantine/core/styles/${name}.css`) : ['@mantine/core/styles.css'];
      return sheets.map((sheet) => `@import '${sheet}';`).join('\n');
    },
    transform(code, id) {
      if (!building) return undefined;
      const name = CLASS_MODULE.exec(id)?.[1];
      if (!name || !existsSync(join(stylesDir, `${name}.css`))) return undefined;
      // Imports are hoisted, so the rules are added after those of the components this one builds on. The package
      // declares its modules free of side effects: this one now has one.
      return {
        code: `${code}\nimport __css from '@mantine/core/styles/${name}.css?inline';\nimport { addStyles } from '${INJECT}';\naddStyles(${JSON.stringify(name)}, __css);\n`,
        map: null,
        moduleSideEffects: true,
      };
    },
  };
}

/** The rules of these components, in the order of Mantine's own stylesheet: a route page's stylesheet (sent brotli'd). */
export async function componentsSheet(names: Iterable<string>): Promise<string> {
  const styles = createRequire(import.meta.url).resolve('@mantine/core/styles.css');
  const all = await readFile(styles, 'utf8');
  const parts = await Promise.all(
    [...new Set(names)].map(async (name) => {
      const css = (await readFile(join(dirname(styles), 'styles', `${name}.css`), 'utf8')).trim();
      const at = all.indexOf(css.slice(0, 300));
      if (at < 0) throw new Error(`@mantine/core/styles.css does not hold ${name}.css`);
      return { at, css };
    }),
  );
  return parts
    .sort((a, b) => a.at - b.at)
    .map((p) => p.css)
    .join('\n');
}
