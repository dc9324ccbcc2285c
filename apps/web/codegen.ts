import type { CodegenConfig } from '@graphql-codegen/cli';

// Typed documents from the committed server schema; operations live next to their feature.
const config: CodegenConfig = {
  schema: '../server/schema.graphql',
  documents: ['src/**/*.graphql'],
  ignoreNoDocuments: false,
  generates: {
    'src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        skipTypename: true,
        avoidOptionals: { field: true, inputValue: false, object: true },
      },
    },
  },
};

export default config;
