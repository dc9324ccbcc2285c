import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'apps/web/src/gql/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
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
  {
    files: ['apps/server/src/modules/*/**/*.ts'],
    // tests set up and observe across domains; the boundary is for the code that ships
    ignores: ['apps/server/src/modules/core/**', 'apps/server/src/**/*.test.ts', 'apps/server/src/**/*.test-helpers.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`^\.\./(?!core/index\.js$)[^./][^/]*/(?!index\.js$).+`,
              message: "Import another domain through its public entry ('../<domain>/index.js'), and core through '../core/index.js'.",
            },
            {
              regex: String.raw`/connectors/[^/]+/(?!port\.js$|index\.js$)[^/]+$`,
              message: "A domain reaches a connector through its port (or the index that picks the adapter), never an adapter.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/core/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: String.raw`^\.\./[^./]`, message: 'core is what every domain builds on: it imports no domain.' }] },
      ],
    },
  },
  {
    files: ['apps/server/src/{platform,graphql,connectors,db}/**/*.ts'],
    ignores: ['apps/server/src/graphql/schema.ts', 'apps/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`/modules/(?!core/index\.js$)`,
              message: 'The layers below the domains import no domain (core, through its index, is the one exception).',
            },
          ],
        },
      ],
    },
  },
);
