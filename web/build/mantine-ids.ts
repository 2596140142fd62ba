import type { Plugin } from 'vite';

const HOOKS = '\0mantine-hooks';

/**
 * Mantine's `useId` starts from React's id (the one the server rendered with), then swaps it for a random
 * one in a layout effect: every input, select and chip of a page the browser adopts renders a second time
 * at once, in one task, and rewrites its `id` and `for` attributes (14-20 ms on this machine right after
 * the home page is adopted, four times that on a slow phone). React's `useId` is unique and the same on
 * the server and in the browser, which is all an id must be, so the build gives Mantine's components
 * `@mantine/hooks` with a `useId` that keeps it (a given id still wins, as in Mantine's).
 */
export function stableMantineIds(): Plugin {
  return {
    name: 'marketplace-stable-mantine-ids',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === '@mantine/hooks' && importer !== HOOKS ? HOOKS : null;
    },
    load(id) {
      if (id !== HOOKS) return null;
      return `import { useId as useReactId } from 'react';
export * from '@mantine/hooks';
export function useId(staticId) {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : 'mantine-' + reactId.replace(/:/g, '');
}`;
    },
  };
}
