import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('..', import.meta.url));

// graphql ships both index.js and index.mjs; without this alias vitest can load it twice
// ("Cannot use GraphQLDirective from another module or realm").
const graphqlAlias = { find: /^graphql$/, replacement: 'graphql/index.js' };

// The web's name for the server's pure files, as in web/tsconfig.json and web/vite.config.ts.
const serverAlias = { find: /^@server\//, replacement: `${fileURLToPath(new URL('../server/', import.meta.url))}` };

// The server runs on plain Node, where `import x from 'cjs-package'` is module.exports; vitest's default
// interop would hand out exports.default instead, so code that works in production could fail here or
// the other way round.
const nodeDeps = { interopDefault: false };

// Two CPU cores: two workers at a time across the parallel projects, e2e files one after another.
export default defineConfig({
  root,
  resolve: { alias: [graphqlAlias, serverAlias] },
  test: {
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        root,
        test: {
          name: 'unit',
          environment: 'node',
          deps: nodeDeps,
          include: ['tests/unit/**/*.test.ts', 'server/**/*.test.ts'],
        },
      },
      {
        extends: true,
        root,
        test: {
          name: 'server',
          environment: 'node',
          deps: nodeDeps,
          include: ['tests/server/**/*.test.ts'],
          globalSetup: ['tests/setup/server-global.ts'],
          // The files of a worker share one module graph: importing the server (type-graphql, TypeORM, the
          // schema) afresh for each of 49 files cost half the suite's time (182 s against 106 s alone).
          // Every file starts its own app on its own database and stops it.
          isolate: false,
          // Budgets, not goals. Beside the end-to-end runs, at the lower priority tests/run.mjs gives this run,
          // a test that books a hundred times took 30 s (5 s alone), and on a CI machine half as fast as a
          // developer's, starting one file's app took over a minute and a six-round race test too.
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
      {
        extends: true,
        root,
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['tests/web/**/*.test.tsx'],
          setupFiles: ['tests/web/setup.ts'],
          // One jsdom and one module graph for all the files of a worker: loading React, Mantine and Apollo
          // afresh for each of 33 files cost more than the tests themselves (123 s against 45 s alone).
          // Every file renders into a clean document (cleanup after each test) with its own mocks.
          isolate: false,
          // jsdom and simulated typing are slow while the other suites and the end-to-end run load both
          // cores (a form test took 32 s there, 4 s alone); this is a budget, not a goal.
          testTimeout: 120_000,
        },
      },
      // The browser journeys, one file after another against one app; the axe scan of every screen, which
      // needs the most time of them, is a project of its own with its own app, so tests/run.mjs can run it
      // beside them.
      ...(['e2e', 'a11y'] as const).map((name) => ({
        extends: true as const,
        root,
        test: {
          name,
          environment: 'node' as const,
          deps: nodeDeps,
          include: name === 'a11y' ? ['tests/e2e/accessibility.test.ts'] : ['tests/e2e/**/*.test.ts'],
          exclude: name === 'a11y' ? [] : ['tests/e2e/accessibility.test.ts'],
          globalSetup: ['tests/setup/e2e-global.ts'],
          fileParallelism: false,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
          // Budgets, not goals: a journey that starts servers of its own (server-faults starts four, each
          // migrating and seeding) took minutes beside the other suites on CI's two cores.
          testTimeout: 300_000,
          hookTimeout: 300_000,
          // expect.poll's own 1 s is shorter than a page can take under CI load (the app's code arriving and
          // adopting a rendered page took longer there): polls get the pages' budget instead.
          expect: { poll: { timeout: 20_000 } },
        },
      })),
    ],
  },
});
