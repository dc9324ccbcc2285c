// The Vite plugin that keeps Mantine's first id instead of a random one set after mount (mantine-use-id.ts,
// docs/adr/0016-speed.md "Tenth round").
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { STABLE_USE_ID, mantineUseId } from '../../mantine-use-id';

// the package's entry (esm/index.mjs) imports it as ./use-id/use-id.mjs
const USE_ID_FILE = join(createRequire(import.meta.url).resolve('@mantine/hooks'), '../../esm/use-id/use-id.mjs');
const transform = (code: string, id: string) => ((mantineUseId() as Plugin).transform as (c: string, i: string) => { code: string } | null).call({}, code, id);

type UseId = (staticId?: string) => string;
/** The module's source as a module of its own next to this package's node_modules, so that it imports the same React. */
async function load(source: string, name: string): Promise<UseId> {
  const dir = join(import.meta.dirname, '../../node_modules/.vms-test');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name}.mjs`);
  // the original's relative imports, from where it was
  writeFileSync(file, source.replaceAll('"../', `"${pathToFileURL(join(USE_ID_FILE, '../..')).href}/`));
  return ((await import(/* @vite-ignore */ pathToFileURL(file).href)) as { useId: UseId }).useId;
}

/** What the hook returned in each render of a component: mounted, then rendered again by its parent. */
function renders(useId: UseId): string[] {
  const ids: string[] = [];
  function Probe(_: { n: number }) {
    ids.push(useId());
    return null;
  }
  const { rerender } = render(<Probe n={1} />);
  rerender(<Probe n={2} />);
  return ids;
}

describe('Mantine useId, as built', () => {
  const original = readFileSync(USE_ID_FILE, 'utf8');

  it('replaces the installed module and only it', () => {
    expect(transform(original, USE_ID_FILE)!.code).toBe(STABLE_USE_ID);
    expect(transform(original, '/x/src/ui/use-id.ts')).toBeNull();
  });

  it('fails the build when Mantine changes the module', () => {
    expect(() => transform('export function useId() { return "x"; }', USE_ID_FILE)).toThrow(/Mantine's useId has changed/);
  });

  it('mounts a component in one render with the id it keeps; the installed module renders it again with a new id', async () => {
    const built = renders(await load(STABLE_USE_ID, 'stable'));
    expect(built).toHaveLength(2);
    expect(built[0]).toMatch(/^mantine-\S+$/);
    expect(built[1]).toBe(built[0]);
    const installed = renders(await load(original, 'installed'));
    expect(installed).toHaveLength(3);
    expect(installed[1]).not.toBe(installed[0]);
  });

  it('keeps a static id', async () => {
    const useId = await load(STABLE_USE_ID, 'stable');
    function Probe({ out }: { out: string[] }) {
      out.push(useId('given'));
      return null;
    }
    const out: string[] = [];
    render(<Probe out={out} />);
    expect(out).toEqual(['given']);
  });
});
