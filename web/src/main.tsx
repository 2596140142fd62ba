// Mantine's reset, theme variables and global rules; each component's own styles are imported beside the
// code that renders it, so the back office's components travel with its lazily loaded chunks.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createApolloClient } from './apollo/client';
import { readServerState } from './apollo/server-state';
import { App } from './app/App';
import { createRouter } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

/** Ends the current task, so the browser may paint or handle input before the next step. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Starting takes three steps of a few tens of milliseconds on a slow phone (running the modules, creating
 * the GraphQL client, creating the router): each gets a task of its own instead of one long one that
 * would hold the phone's main thread. (Not top-level await: the bundler would then move the code the
 * lazily loaded pages share with this module into chunks of their own, more requests for the first screen.)
 * A public page may come rendered by the server with the answers it was rendered from (server-entry.tsx):
 * those go into the cache first, so the first render here is the server's, and React adopts its HTML.
 */
async function start(root: HTMLElement) {
  const serverState = readServerState();
  await nextTask();
  const client = createApolloClient(serverState);
  await nextTask();
  const app = <App client={client} router={<RouterProvider router={createRouter()} />} />;
  // Rendered (or hydrated) as a transition, so React works in slices of a few milliseconds instead of one
  // long task: a slow phone stays responsive meanwhile.
  startTransition(() => {
    if (serverState) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}

void start(root);
