// The server's way into the app (built by `vite build --ssr`, loaded by server/http/prerendered-pages.ts):
// renders a public page to HTML, with the Apollo cache it was rendered from, for the browser to hydrate.
import { ApolloClient, ApolloLink, type NormalizedCacheObject } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import type { DocumentNode, FormattedExecutionResult } from 'graphql';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { from } from 'rxjs';
import { createCache } from './apollo/cache';
import { App } from './app/App';
import { routes, type RouteHandle } from './app/router';

export { serverStateBlock } from './apollo/server-state';

/** Runs one GraphQL operation inside the server, as the visitor asking for the page. */
export type Execute = (operation: {
  query: DocumentNode;
  variables: Record<string, unknown>;
  operationName?: string;
}) => Promise<FormattedExecutionResult>;

export interface RenderedPage {
  /** What goes inside `<div id="root">`. */
  html: string;
  /** The Apollo cache after rendering, for the browser's first render to match this one. */
  state: NormalizedCacheObject;
  /** The lazily loaded page module rendered (its file's name), if any: its styles must come with the HTML. */
  page?: string;
  /** False for an address of free text (see `unkept` in router.tsx): render it, but do not keep it. */
  keep: boolean;
}

const staticHandler = createStaticHandler(routes);

/**
 * The page at `url` as the app renders it once its queries are answered, or null when it is not one the
 * server renders (see `prerender` in router.tsx) or its route fails.
 */
export async function renderPage(url: string, execute: Execute): Promise<RenderedPage | null> {
  const context = await staticHandler.query(new Request(url));
  if (context instanceof Response || context.errors) return null;
  const handle = context.matches.at(-1)?.route.handle as RouteHandle | undefined;
  if (!handle?.prerender) return null;
  const cache = createCache();
  const client = new ApolloClient({
    ssrMode: true,
    cache,
    link: new ApolloLink((operation) =>
      from(execute({ query: operation.query, variables: operation.variables, operationName: operation.operationName })),
    ),
  });
  const router = createStaticRouter(staticHandler.dataRoutes, context);
  // Renders, answers the queries the render asked for, and renders again until nothing more is asked.
  // The static renderer waits for lazily loaded pages (a string renderer would leave their fallbacks);
  // without a chunk size it would send a large page apart from its place, put there by an inline script
  // that the Content-Security-Policy blocks.
  const { result } = await prerenderStatic({
    tree: <App client={client} router={<StaticRouterProvider router={router} context={context} hydrate={false} />} />,
    renderFunction: (tree) => prerenderToNodeStream(tree, { progressiveChunkSize: Number.POSITIVE_INFINITY }),
  });
  // An empty one (`?q=&city=…`, as the search form sends a city without words) names one list: kept.
  const keep = !handle.unkept?.some((param) => new URL(url).searchParams.get(param)?.trim());
  return { html: result, state: cache.extract(), page: handle.page, keep };
}
