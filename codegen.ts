import type { CodegenConfig } from '@graphql-codegen/cli';

// Typed documents (client preset, fragment masking) plus one named hook per operation.
// The schema is written by the server (`npm run schema`); the web never edits it.
const scalars = {
  Money: 'string',
  DateTimeISO: 'string',
  Date: 'string',
  Time: 'string',
  Upload: 'File',
};

const config: CodegenConfig = {
  schema: './schema.graphql',
  documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**'],
  ignoreNoDocuments: false,
  generates: {
    'web/src/gql/': {
      preset: 'client',
      presetConfig: {
        gqlTagName: 'graphql',
        fragmentMasking: { unmaskFunctionName: 'getFragmentData' },
      },
      config: {
        scalars,
        defaultScalarType: 'unknown',
        useTypeImports: true,
      },
    },
    'web/src/gql/hooks.ts': {
      plugins: ['./web/codegen/hooks-plugin.cjs'],
    },
    'web/src/gql/cache.ts': {
      plugins: ['./web/codegen/cache-plugin.cjs'],
    },
  },
};

export default config;
