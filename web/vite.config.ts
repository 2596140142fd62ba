import react from '@vitejs/plugin-react';
import { defineConfig, type Rolldown } from 'vite';
import { earlyData } from './build/early-data.ts';
import { generatedDocuments } from './build/generated-documents.ts';
import { installableApp } from './build/installable-app.ts';
import { stableMantineIds } from './build/mantine-ids.ts';
import { mantineStylesPerComponent } from './build/mantine-styles.ts';
import { precompress } from './build/precompress.ts';
import { startAfterPaint } from './build/start-after-paint.ts';

const webRoot = decodeURIComponent(new URL('.', import.meta.url).pathname);

/** `@server/lib/...` and `@server/modules/<module>/<name>-rules`: the server's pure files the web shares (the lint allows no others). */
const serverAlias = { find: /^@server\//, replacement: `${webRoot}../server/` };
const api = 'http://localhost:4000';

/** Both builds bundle GraphiQL's packages, which start with "use no memo" (a React Compiler hint): dropping it is harmless. */
const onwarn: Rolldown.InputOptions['onwarn'] = (warning, warn) => {
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('use no memo')) return;
  warn(warning);
};

/** The build the server renders public pages with (web/src/server-entry.tsx): beside the server's, not in web/dist. */
const SERVER_BUILD = {
  outDir: '../dist/web-server',
  emptyOutDir: true,
  copyPublicDir: false,
  rolldownOptions: { input: `${webRoot}src/server-entry.tsx`, onwarn },
};

/**
 * The first screen's code in a few chunks rather than one: each is compiled and run in a task of its own
 * (see build/start-after-paint.ts). The libraries go by library (a chunk changes only with its library), the
 * rest of node_modules to `vendor`; the app's modules the first screen shares with lazily loaded pages to
 * `shared` (left to itself, the bundler made a chunk of under 1 KB for each). A module goes to the first
 * group that matches.
 */
const FIRST_SCREEN_CHUNKS = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'apollo', test: /[\\/]node_modules[\\/](@apollo|graphql|rxjs|optimism|@wry|tslib)[\\/]/ },
  { name: 'router', test: /[\\/]node_modules[\\/]react-router[\\/]/ },
  { name: 'vendor', test: /[\\/]node_modules[\\/]/ },
  { name: 'shared', test: /[\\/](web[\\/]src|server[\\/]lib)[\\/]/, minShareCount: 2 },
].map((group) => ({ ...group, tags: ['$initial' as const] }));

// `vite build --ssr` (see package.json) builds the server renderer: same code and class names, no styles;
// the browser's build carries styles, the early-data script and compressed files.
export default defineConfig(({ isSsrBuild }) => {
  const code = [generatedDocuments(`${webRoot}src/gql/`), stableMantineIds(), react()];
  return {
    root: webRoot,
    resolve: { alias: [serverAlias] },
    plugins: isSsrBuild
      ? code
      : [
          ...code,
          mantineStylesPerComponent(/[\\/]src[\\/]main\.tsx$/),
          earlyData(`${webRoot}src/gql/`),
          startAfterPaint(),
          installableApp(`${webRoot}service-worker.js`),
          precompress(`${webRoot}dist`),
        ],
    server: {
      port: 5173,
      strictPort: true,
      // The live screens' websocket is /graphql too.
      proxy: { '/graphql': { target: api, ws: true }, '/files': api },
    },
    preview: { port: 5173 },
    worker: { format: 'es' },
    // The server renderer bundles its dependencies, keeping only what the app uses: loaded whole by Node,
    // they took about 140 MB more server memory (every icon, all of Mantine), bundled about 25 MB.
    ssr: { noExternal: true },
    optimizeDeps: {
      // GraphiQL's Monaco worker setup imports `...?worker` modules, which only Vite's own worker
      // plugin can load: serve it as is instead of pre-bundling it (pre-bundling fails at start-up).
      exclude: ['graphiql/setup-workers/vite', '@graphiql/react/setup-workers/vite'],
      // ...and pre-bundle the one CommonJS module the GraphQL worker imports, so it loads in dev.
      include: ['picomatch-browser', 'nullthrows'],
    },
    build: isSsrBuild
      ? SERVER_BUILD
      : {
          outDir: 'dist',
          emptyOutDir: true,
          // Where each lazily loaded page's code and styles went: the server links them in pages it renders.
          manifest: true,
          // The lazy /graphiql chunk carries the Monaco editor (several MB); the customer area stays small.
          chunkSizeWarningLimit: 4096,
          rolldownOptions: {
            output: {
              codeSplitting: { groups: FIRST_SCREEN_CHUNKS },
            },
            onwarn,
          },
        },
  };
});
