import type { Plugin } from 'vite';

/** The generated module of typed documents (graphql-codegen's client preset, `npm run codegen`). */
const GENERATED = /\/src\/gql\/graphql\.ts$/;
/** One document a line: `export const NameDocument = {…} as unknown as DocumentNode<…>;`. */
const DOCUMENT_LINE = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;
const PREFIX = '\0vms-gql-document:';

/**
 * Each generated document in a module of its own, so that a chunk holds the documents its pages use. The codegen writes
 * all 160 documents into one module; a bundler never splits a module, so every page that ran one query loaded, parsed
 * and evaluated all of them (a 234 KB chunk). `src/gql/graphql.ts` stays as generated (the drift check compares it);
 * the build reads it as re-exports of one module per document, which the bundler places like any other module.
 */
export function gqlDocuments(): Plugin {
  const documents = new Map<string, string>();
  return {
    name: 'vms-gql-documents',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(PREFIX) ? id : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const name = id.slice(PREFIX.length);
      const literal = documents.get(name);
      if (literal === undefined) throw new Error(`no generated document ${name}`);
      return `export const ${name} = ${literal};\n`;
    },
    transform(code, id) {
      if (!GENERATED.test(id)) return null;
      let count = 0;
      const out = code.replace(DOCUMENT_LINE, (_line, name: string, literal: string) => {
        documents.set(name, literal);
        count++;
        return `export { ${name} } from ${JSON.stringify(PREFIX + name)};`;
      });
      if (count === 0) throw new Error(`${id}: no documents found; has the codegen's output changed?`);
      return { code: out, map: null };
    },
  };
}
