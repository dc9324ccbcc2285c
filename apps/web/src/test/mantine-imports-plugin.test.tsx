// The Vite plugin that replaces Mantine's imports of whole packages for one hook or one constant (mantine-imports.ts,
// docs/adr/0016-speed.md "Eleventh round").
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRef, type Ref } from 'react';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { IMPORT_TRIMS, mantineImports } from '../../mantine-imports';

const fromMantine = createRequire(createRequire(import.meta.url).resolve('@mantine/core'));
const MANTINE_ESM = join(fromMantine.resolve('@mantine/core'), '../../esm');
const SCROLL_AREA = join(MANTINE_ESM, 'components/ScrollArea/ScrollArea.mjs');
const SHELL_PARTS = ['Header', 'Footer', 'Aside'].map((p) => join(MANTINE_ESM, `components/AppShell/AppShell${p}/AppShell${p}.mjs`));
const transform = (code: string, id: string) => ((mantineImports() as Plugin).transform as (c: string, i: string) => { code: string } | null).call({}, code, id);

/** A trim's replacement as a module of its own next to this package's node_modules (the same React and Mantine). */
async function loadReplacement<T>(name: string, to: string, exported: string): Promise<T> {
  const dir = join(import.meta.dirname, '../../node_modules/.vms-test');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name}.mjs`);
  writeFileSync(file, `${to}\nexport { ${exported} };\n`);
  return ((await import(/* @vite-ignore */ pathToFileURL(file).href)) as Record<string, T>)[exported]!;
}

describe("Mantine's imports, as built", () => {
  it('replaces the large packages in the installed modules, and nothing else', () => {
    for (const file of [SCROLL_AREA, ...SHELL_PARTS]) {
      const original = readFileSync(file, 'utf8');
      const built = transform(original, file)!.code;
      expect(built).not.toMatch(/@floating-ui|react-remove-scroll/);
      const trim = IMPORT_TRIMS.find((t) => t.module.test(file))!;
      expect(built.replace(trim.to, '')).toBe(original.replace(trim.from, ''));
    }
    expect(transform('import { useMergeRefs } from "@floating-ui/react";', '/x/src/ui/ScrollArea.mjs')).toBeNull();
  });

  it('fails the build when an import changes', () => {
    expect(() => transform('import { useMergeRefs } from "./merge.mjs";', SCROLL_AREA)).toThrow(/no longer has/);
  });

  it("gives ScrollArea's viewport node to every ref, and null when it unmounts", async () => {
    type UseMergeRefs = (refs: Array<Ref<HTMLDivElement> | undefined>) => Ref<HTMLDivElement>;
    const useMergeRefs = await loadReplacement<UseMergeRefs>('merge-refs', IMPORT_TRIMS[0]!.to, 'useMergeRefs');
    const objectRef = createRef<HTMLDivElement>();
    const seen: Array<HTMLDivElement | null> = [];
    const callbackRef = (node: HTMLDivElement | null) => void seen.push(node);
    function Probe() {
      return <div data-testid="viewport" ref={useMergeRefs([objectRef, undefined, callbackRef])} />;
    }
    const { getByTestId, unmount } = render(<Probe />);
    const node = getByTestId('viewport');
    expect(objectRef.current).toBe(node);
    expect(seen).toEqual([node]);
    unmount();
    expect(objectRef.current).toBeNull();
    expect(seen).toEqual([node, null]);
  });

  it("keeps the app shell's class name as react-remove-scroll names it", async () => {
    const replaced = await loadReplacement<{ classNames: { zeroRight: string } }>('remove-scroll', IMPORT_TRIMS[1]!.to, 'RemoveScroll');
    const { RemoveScroll } = (await import(/* @vite-ignore */ pathToFileURL(fromMantine.resolve('react-remove-scroll')).href)) as { RemoveScroll: { classNames: { zeroRight: string } } };
    expect(replaced.classNames.zeroRight).toBe(RemoveScroll.classNames.zeroRight);
  });
});
