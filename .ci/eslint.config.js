// Run from the repository root: eslint --config .ci/eslint.config.js --max-warnings 0 .
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'dist/**',
      'web/dist/**',
      'web/src/gql/**',
      'tests/artifacts/**',
      '.data/**',
      'coverage/**',
    ],
  },
  {
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // As TypeScript's noUnusedLocals: omitting keys with a rest sibling ({ a: _a, ...rest }) and
      // names starting with _ mark a value as deliberately unused.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          ignoreRestSiblings: true,
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
        },
      ],
    },
  },
  {
    // Node code: the server, migrations, tests, benchmarks, tooling and config files.
    files: ['server/**', 'migrations/**', 'tests/**', 'bench/**', '.ci/**', 'web/codegen/**', '*.{ts,js,mjs,cjs}', 'web/*.{ts,js,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    // CommonJS modules load their dependencies with require(); there is no import statement to use instead.
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'tests/web/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: globals.browser },
  },
);
