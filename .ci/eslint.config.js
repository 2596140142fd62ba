// Run from the repository root: eslint --config .ci/eslint.config.js --max-warnings 0 .
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = 'web/src';
const features = ['admin', 'auth', 'customer', 'graphiql', 'provider'];
/**
 * Pure rule files: the product's rules as plain functions and values, which the server, the web and the
 * tests can all use. They import only each other (and small pure libraries such as zod), never the
 * database, GraphQL or HTTP layers.
 */
const pureFiles = [
  'server/lib/*.ts',
  'server/modules/*/*.policy.ts',
  'server/modules/*/*-rules.ts',
  'server/modules/*/*.validation.ts',
  'server/modules/*/{booking-machine,account-status,gender,service-status,payment-provider}.ts',
  // Small pure helpers named for what they hold rather than as rules.
  'server/modules/*/{payment-amount,search-words,csv,storage-keys,contact-numbers,templates,tokens}.ts',
];
/** What the web may import from the server (as `@server/...`): the pure files whose name says they are safe in a browser. */
const webShared = ['server/lib/*.ts', 'server/modules/*/*-rules.ts'];
/**
 * Server modules, lowest first: a module imports only modules before it, so there is no cycle between
 * modules (a file-level cycle is import-x/no-cycle's). Every folder of server/modules is listed: one left
 * out would be checked by nothing (tests/unit/boundaries.test.ts fails until it is placed).
 */
const modules = [
  'jobs',
  // The admins' audit trail: every module whose changes an admin makes records them in the change's transaction.
  'audit',
  'locations',
  'settings',
  'notifications',
  'identity',
  'files',
  'catalogue',
  'providers',
  // Time: working hours, team capacity, free times and holds, for the people above; bookings hold it.
  'availability',
  'promotions',
  'bookings',
  'messages',
  'payments',
  'earnings',
  // Retention: what a booking leaves behind (proofs, photos, texts' words) removed once its time is up.
  'retention',
  // A person's data as an archive: reads what every module above keeps about them.
  'data-export',
  'dashboards',
  'exports',
  // Receipts read bookings, payments, refunds and the business details in settings.
  'receipts',
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', 'dist/**', 'web/dist/**', 'web/src/gql/**', 'tests/artifacts/**', '.data/**', 'coverage/**'],
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
    files: [
      'server/**',
      'migrations/**',
      'tests/**',
      'bench/**',
      '.ci/**',
      'web/codegen/**',
      '*.{ts,js,mjs,cjs}',
      'web/*.{ts,js,mjs}',
      'web/build/**',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    // Built into dist/sw.js (web/build/installable-app.ts): runs in the browser's service worker scope.
    files: ['web/service-worker.js'],
    languageOptions: { globals: globals.serviceworker },
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
  {
    // Boundaries: features never import each other; app -> features -> components/lib, never back; pure
    // rule files stay pure; no import cycles anywhere.
    files: ['server/**/*.ts', `${web}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: {
      // Without these the dependencies of a file are not parsed, and no-cycle sees no cycle.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['server/tsconfig.json', 'web/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((feature) => ({
              target: `${web}/features/${feature}`,
              from: `${web}/features`,
              except: [`./${feature}`],
              message: 'A feature does not import another feature: move what both need to components/ or lib/.',
            })),
            {
              target: [`${web}/components`, `${web}/lib`, `${web}/apollo`],
              from: [`${web}/features`, `${web}/app`],
              message: 'components/, lib/ and apollo/ serve the features and the app; they do not import them.',
            },
            { target: `${web}/features`, from: `${web}/app`, message: 'Features do not import the app shell; the app imports them.' },
            ...modules.slice(0, -1).map((module, index) => ({
              target: `server/modules/${module}`,
              from: modules.slice(index + 1).map((later) => `server/modules/${later}`),
              message: `${module} comes before these modules (see \`modules\` in .ci/eslint.config.js): move the code to the module that needs it.`,
            })),
            {
              // The kernel serves the modules: the registries that list every module (schema.ts,
              // data-source.ts), the app's context type and the seed live beside app.ts, which composes them.
              target: ['server/graphql', 'server/db'],
              from: ['server/modules', 'server/seed', 'server/app.ts', 'server/schema.ts', 'server/data-source.ts'],
              message:
                'server/graphql/ and server/db/ are imported by the modules, never import them: a registry of modules goes beside server/app.ts.',
            },
            {
              // The web shares the server's rules (one source for each), and nothing else of the server.
              target: web,
              from: path.join(root, 'server/**/*'),
              except: webShared.map((file) => path.join(root, file)),
              message: 'The web imports only server/lib and files named *-rules.ts from the server (through @server/).',
            },
            {
              target: pureFiles,
              from: path.join(root, 'server/**/*'),
              except: pureFiles.map((file) => path.join(root, file)),
              message: 'A pure rule file imports only other pure rule files.',
            },
          ],
        },
      ],
    },
  },
  {
    files: pureFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['typeorm', 'type-graphql', 'graphql', 'express', 'pg'].map((name) => ({
            name,
            message: 'Pure rule files know nothing of the database, GraphQL or HTTP.',
          })),
        },
      ],
    },
  },
  {
    // The web names the server's files it shares by the alias (web/tsconfig.json, web/vite.config.ts), so a
    // path says at a glance that it leaves the web, and moving a web file breaks none of them.
    files: [`${web}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(\\.\\./)+server/', message: "Import the server's shared files as @server/lib/... or @server/modules/.../*-rules." },
          ],
        },
      ],
    },
  },
  {
    // Services take explicit inputs and return results; the HTTP edge (app.ts, server/http, routes and
    // resolvers) reads requests and sets cookies, and decodes global ids: services take database ids.
    files: ['server/modules/**/*.service.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['express', 'cookie'].map((name) => ({
            name,
            message: 'Services know nothing of HTTP: take the values as arguments, let the edge set cookies.',
          })),
          patterns: [
            {
              group: ['**/graphql/global-id.js', '**/graphql/node-id-arg.js'],
              importNames: ['databaseIdOf', 'fromGlobalId', 'withDatabaseIds', 'NodeIdArg'],
              message: 'Services take database ids: decode global ids in the resolver (NodeIdArg, withDatabaseIds).',
            },
          ],
        },
      ],
    },
  },
);
