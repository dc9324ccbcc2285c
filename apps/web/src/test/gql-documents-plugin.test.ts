// The Vite plugin that gives each generated GraphQL document a module of its own (gql-documents.ts, docs/adr/0016-speed.md
// "Seventh round").
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { gqlDocuments } from '../../gql-documents';
import * as generated from '../gql/graphql';

const GENERATED_FILE = join(import.meta.dirname, '../gql/graphql.ts');

type Hook = (...args: unknown[]) => unknown;
function plugin() {
  const p: Plugin = gqlDocuments();
  const call = (hook: keyof Plugin, ...args: unknown[]) => (p[hook] as Hook).call({}, ...args);
  return {
    transform: (code: string, id: string) => call('transform', code, id) as { code: string } | null,
    resolve: (id: string) => call('resolveId', id) as string | null,
    load: (id: string) => call('load', id) as string | null,
  };
}

describe('generated documents, one module each', () => {
  const source = readFileSync(GENERATED_FILE, 'utf8');
  const documentNames = Object.keys(generated).filter((name) => /(Document|FragmentDoc)$/.test(name));

  it('re-exports every document of the generated module from a module of its own, with the same value', () => {
    const p = plugin();
    const out = p.transform(source, GENERATED_FILE)!.code;
    expect(documentNames.length).toBeGreaterThan(100);
    expect(out).not.toContain('"kind":"Document"');
    for (const name of documentNames) {
      const reexport = out.match(new RegExp(`^export \\{ ${name} \\} from ("[^"]+");$`, 'm'));
      expect(reexport, name).not.toBeNull();
      const id = p.resolve(JSON.parse(reexport![1]!) as string)!;
      const module = p.load(id)!;
      const literal = module.replace(`export const ${name} = `, '').replace(/;\s*$/, '');
      expect(JSON.parse(literal), name).toEqual((generated as Record<string, unknown>)[name]);
    }
  });

  it('leaves other modules alone and fails the build when the codegen output has another shape', () => {
    const p = plugin();
    expect(p.transform('export const x = 1;', '/repo/src/features/a.ts')).toBeNull();
    expect(p.resolve('./other')).toBeNull();
    expect(() => p.transform('export type A = { a: string };', GENERATED_FILE)).toThrow(/no documents found/);
  });
});
