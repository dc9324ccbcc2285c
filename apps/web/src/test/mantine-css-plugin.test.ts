// The Vite plugin that splits Mantine's CSS per component (mantine-css.ts, docs/adr/0016-speed.md "First paint").
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { Plugin, ResolvedConfig } from 'vite';
import { componentsSheet, mantineCss } from '../../mantine-css';

const require = createRequire(import.meta.url);
const stylesDir = dirname(require.resolve('@mantine/core/styles/global.css'));
const esmDir = join(stylesDir, '..', 'esm');

type Hook = (...args: unknown[]) => unknown;
function plugin(command: 'build' | 'serve', ssr = false) {
  const p: Plugin = mantineCss();
  (p.configResolved as Hook)({ command, build: { ssr } } as unknown as ResolvedConfig);
  const call = (hook: keyof Plugin, ...args: unknown[]) => (p[hook] as Hook).call({}, ...args);
  return {
    transform: (code: string, id: string) => call('transform', code, id) as { code: string } | undefined,
    load: (id: string) => call('load', id) as string | undefined,
    resolve: (id: string) => call('resolveId', id) as string | undefined,
  };
}

describe('Mantine CSS per component', () => {
  it('finds a stylesheet for every class-name module Mantine ships (a rename would leave a component unstyled)', () => {
    const modules = readdirSync(esmDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.module.mjs'));
    const sheets = new Set(readdirSync(stylesDir));
    expect(modules.length).toBeGreaterThan(50);
    for (const file of modules) expect(sheets, file).toContain(`${file.split(/[\\/]/).at(-1)!.replace('.module.mjs', '')}.css`);
  });

  it("adds the component's rules from its class-name module in the browser build", () => {
    const id = join(esmDir, 'components/Button/Button.module.mjs');
    const out = plugin('build').transform('export default {};', id);
    expect(out?.code).toContain("import __css from '@mantine/core/styles/Button.css?inline';");
    expect(out?.code).toContain('addStyles("Button", __css);');
    expect(plugin('build').transform('export default {};', join(esmDir, 'components/Button/Button.mjs'))).toBeUndefined();
    expect(plugin('serve').transform('export default {};', id)).toBeUndefined();
    expect(plugin('build', true).transform('export default {};', id)).toBeUndefined();
  });

  it('gives the entry the base styles in the build and the whole stylesheet on the dev server', () => {
    const build = plugin('build');
    const id = build.resolve('virtual:mantine-styles.css')!;
    expect(build.load(id)).toBe(
      ["@import '@mantine/core/styles/baseline.css';", "@import '@mantine/core/styles/default-css-variables.css';", "@import '@mantine/core/styles/global.css';"].join('\n'),
    );
    expect(plugin('serve').load(id)).toBe("@import '@mantine/core/styles.css';");
    expect(build.load('other.css')).toBeUndefined();
  });
});

describe('componentsSheet (a route page stylesheet)', () => {
  it("keeps Mantine's own order whatever order the components are named in, once each", async () => {
    const css = await componentsSheet(['Button', 'UnstyledButton', 'Button']);
    const reset = css.indexOf('.m_87cf2631');
    const button = css.indexOf('.m_77c9d27d');
    expect(reset).toBeGreaterThanOrEqual(0);
    expect(button).toBeGreaterThan(reset);
    expect(css.indexOf('.m_77c9d27d {')).toBe(css.lastIndexOf('.m_77c9d27d {'));
  });

  it('refuses a component Mantine has no stylesheet for', async () => {
    await expect(componentsSheet(['NoSuchWidget'])).rejects.toThrow();
  });
});
