import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { readdirSync, readFileSync } from 'node:fs';

// ── Web features are islands ────────────────────────────────────────────────────────────────
// A file under apps/web/src/features/<F>/ may import the shared parts of the web app (ui/, lib/,
// gql/, test/) and features/projects/ (the project views PM, editor, management and deals
// share), never another feature: what two features need goes to ui/ or features/projects/.
// app/ imports the features; a feature takes no type from app/ (FeatureRoutes is lib/'s), only
// the two things app/ hands down at run time (the loaders' router context, the shell's UserMenu).
// no-restricted-imports matches the import string, not the resolved file, so each feature gets
// one block per folder depth: from depth d, `../` × (d+1) lands in features/ and `../` × (d+2)
// in src/, which is exactly where a relative import can step into a sibling feature. A lazy
// `import('…')` (routes.tsx) is held to the same pattern through no-restricted-syntax.
const WEB_FEATURES = 'apps/web/src/features';
const MAX_FEATURE_DEPTH = 6;
const webFeatureBlocks = readdirSync(new URL(`./${WEB_FEATURES}`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap(({ name: feature }) =>
    Array.from({ length: MAX_FEATURE_DEPTH }, (_, depth) => {
      const allowed = `(?!(?:${feature}|projects)(?:/|$))`;
      const crossFeature = `^(?:\\.\\./){${depth + 1}}${allowed}[^./]|^(?:\\.\\./){${depth + 2}}features/${allowed}|(?:^|/)src/features/${allowed}`;
      const message = `A web feature may not import another feature (features/${feature} → features/…). Move what both need to ui/, lib/ or features/projects/.`;
      return {
        files: [`${WEB_FEATURES}/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`],
        rules: {
          'no-restricted-imports': [
            'error',
            {
              patterns: [{ regex: crossFeature, message }],
            },
          ],
          'no-restricted-syntax': [
            'error',
            { selector: `ImportExpression[source.value=/${crossFeature.replaceAll('/', '\\/')}/]`, message },
          ],
        },
      };
    }),
  );

// The layers below the domains (platform, connectors, db; and the GraphQL layer) import no domain.
const NO_DOMAIN_BELOW = {
  regex: String.raw`/modules/(?!core/index\.js$)`,
  message: 'The layers below the domains import no domain (core, through its index, is the one exception).',
};
// core and the layers under the GraphQL layer import neither the composition root's Services nor the GraphQL layer:
// a function declares what it uses of the services (a narrow interface, or a type parameter the root fills in).
const NO_COMPOSITION_ROOT = {
  regex: String.raw`^(\.\./)+(services\.js$|graphql/)`,
  message: "Declare what this takes of the app's services instead of importing services.ts or the GraphQL layer.",
};

// ── Server domains own their tables ─────────────────────────────────────────────────────────────────
// A domain reaches another only through its public entry ('../<domain>/index.js'), also with a lazy import(), and that
// entry exports functions that answer for the domain's tables, never a table (`export { x } from './x.table.js'`). A
// `*.table.ts` may name another domain's `*.table.js` for a foreign key. Tests, test helpers and the seed (outside
// modules/) set up and observe across domains and import the table files directly; core's index is the shared tables'.
// A domain's files sit in rooms (modules/<domain>/<room>/…); the rules match the import string, so each folder depth
// gets its own blocks: from depth d, `../` × (d+1) lands in modules/ and `../` × (d+2) in src/.
const SERVER_DOMAINS = 'apps/server/src/modules';
const MAX_DOMAIN_DEPTH = 4;
const SERVER_TESTS = ['apps/server/src/**/*.test.ts', 'apps/server/src/**/*.test-helpers.ts'];
const THROUGH_INDEX = "Import another domain through its public entry ('../<domain>/index.js'), and core through '../core/index.js'.";
const NO_TABLE_EXPORT =
  "A domain's index.ts exports functions that answer for its tables, never a table: the query lives with the table (seed and tests import the *.table.js).";
const NO_PUBLISH =
  "Record the event in the change's transaction with emit(tx, topic, …) from platform/outbox/outbox.js: the outbox delivers it once committed.";

// ── core owns every write to its tables ──────────────────────────────────────────────────────────────────────────
// The hub tables (every `pgTable` of modules/core/*.table.ts, read from the files so a new one is held at once) are
// written by core alone: its lifecycle (`transition`) and its named writes (users.ts, listings.ts, crm.ts, …). A
// domain file at any depth (modules/<domain>/**) calling `.insert(t)`, `.update(t)` or `.delete(t)` on one, or
// running raw `sql\`update ${t} …\``, is an error; tests and `*.seed.ts` set up data and may.
const CORE_TABLES = readdirSync(new URL('./apps/server/src/modules/core', import.meta.url))
  .filter((f) => f.endsWith('.table.ts'))
  .flatMap((f) => [
    ...readFileSync(new URL(`./apps/server/src/modules/core/${f}`, import.meta.url), 'utf8').matchAll(/export const (\w+) = pgTable\(/g),
  ])
  .map((m) => m[1]);
const CORE_TABLE_NAME = `/^(${CORE_TABLES.join('|')})$/`;
const CORE_WRITE =
  "core owns every write to its tables: call core's lifecycle (transition) or a named write from '../core/index.js' (users.ts, listings.ts, crm.ts, projects.ts, editor-profiles.ts), or add one there.";
const CORE_WRITE_SELECTORS = [
  {
    selector: `CallExpression[callee.property.name=/^(insert|update|delete)$/][arguments.0.type='Identifier'][arguments.0.name=${CORE_TABLE_NAME}]`,
    message: CORE_WRITE,
  },
  {
    selector: `TaggedTemplateExpression[tag.name='sql'][quasi.quasis.0.value.raw=/^\\s*(update|insert\\s+into|delete\\s+from)\\s*$/i][quasi.expressions.0.name=${CORE_TABLE_NAME}]`,
    message: CORE_WRITE,
  },
];

const serverDomainRules = ({ depth = 0, tableFile = false, index = false, coreWrites = true } = {}) => {
  // another domain's file other than its index.js (or, from a table file, its *.table.js), from modules/ or from src/
  const other = String.raw`(?!core/index\.js$)[^./][^/]*/(?!index\.js$)` + (tableFile ? String.raw`(?![^/]+\.table\.js$)` : '') + '.+';
  const crossDomain = String.raw`^(?:\.\./){${depth + 1}}${other}|^(?:\.\./){${depth + 2}}modules/${other}`;
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { regex: crossDomain, message: THROUGH_INDEX },
          {
            regex: String.raw`/connectors/[^/]+/(?!port\.js$|index\.js$)[^/]+$`,
            message: 'A domain reaches a connector through its port (or the index that picks the adapter), never an adapter.',
          },
        ],
      },
    ],
    'no-restricted-syntax': [
      'error',
      // a lazy import('…') is held to the same boundary
      {
        selector: `ImportExpression[source.value=/${crossDomain.replaceAll('/', '\\/')}/]`,
        message: `${THROUGH_INDEX} Also with import().`,
      },
      // "something changed" is recorded in the change's transaction (platform/outbox: emit), never published directly
      { selector: "CallExpression[callee.property.name='publish']", message: NO_PUBLISH },
      ...(coreWrites ? CORE_WRITE_SELECTORS : []),
      ...(index
        ? [
            {
              selector: String.raw`ExportNamedDeclaration[exportKind='value'][source.value=/\.table\.js$/] > ExportSpecifier[exportKind='value']`,
              message: NO_TABLE_EXPORT,
            },
            { selector: String.raw`ExportAllDeclaration[source.value=/\.table\.js$/]`, message: NO_TABLE_EXPORT },
          ]
        : []),
    ],
  };
};
const atDepth = (depth, name) => `${SERVER_DOMAINS}/*/${'*/'.repeat(depth)}${name}`;
const depths = Array.from({ length: MAX_DOMAIN_DEPTH + 1 }, (_, depth) => depth);
const serverDomainBlocks = [
  ...depths.map((depth) => ({
    files: [atDepth(depth, '*.ts')],
    ignores: [`${SERVER_DOMAINS}/core/**`, ...SERVER_TESTS],
    rules: serverDomainRules({ depth }),
  })),
  ...depths.map((depth) => ({
    files: [atDepth(depth, '*.table.ts')],
    ignores: [`${SERVER_DOMAINS}/core/**`],
    rules: serverDomainRules({ depth, tableFile: true }),
  })),
  // seed data of a domain (review.seed.ts, vidpitch.seed.ts) sets up core's rows as the seed outside modules/ does
  ...depths.map((depth) => ({
    files: [atDepth(depth, '*.seed.ts')],
    ignores: [`${SERVER_DOMAINS}/core/**`],
    rules: serverDomainRules({ depth, coreWrites: false }),
  })),
  { files: [`${SERVER_DOMAINS}/*/index.ts`], ignores: [`${SERVER_DOMAINS}/core/**`], rules: serverDomainRules({ index: true }) },
  // deeper than the blocks above reach: a room holds files, not further rooms
  {
    files: [atDepth(MAX_DOMAIN_DEPTH + 1, '**/*.ts')],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Program', message: `A domain's rooms go at most ${MAX_DOMAIN_DEPTH} folders deep (eslint.config.js).` },
      ],
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'apps/web/src/gql/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  // Server boundaries (docs/ARCHITECTURE.md "Domains"): a domain imports core/, graphql/, platform/, connectors' ports
  // and other domains' public entries (index.ts) only; core imports no domain; the layers below import none.
  ...serverDomainBlocks,
  // from core/ (depth 0) or a room of it (core/access/, depth 1): a step out of core into modules/ is a domain
  ...[0, 1].map((depth) => ({
    files: [`apps/server/src/modules/core/${'*/'.repeat(depth)}*.ts`],
    ignores: ['apps/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: String.raw`^(?:\.\./){${depth + 1}}[^./]`, message: 'core is what every domain builds on: it imports no domain.' },
            NO_COMPOSITION_ROOT,
          ],
        },
      ],
    },
  })),
  {
    files: ['apps/server/src/{platform,graphql,connectors,db}/**/*.ts'],
    ignores: ['apps/server/src/graphql/schema.ts', 'apps/server/src/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_DOMAIN_BELOW] }] },
  },
  // the GraphQL layer holds the app's services in its context; the layers under it take what they use as parameters
  {
    files: ['apps/server/src/{platform,connectors,db}/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_DOMAIN_BELOW, NO_COMPOSITION_ROOT] }] },
  },
  ...webFeatureBlocks,
);
