import { readFileSync } from 'node:fs';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { print, type DocumentNode } from 'graphql';
import type { Plugin } from 'vite';
import { MAX_PAGE, MIN_RATINGS, PAGE_SIZE, SEARCH_MAX_LENGTH } from '../src/features/customer/home/home-address.ts';

/** The operations the home page needs first, asked for while the app's code is still downloading. */
const EARLY_OPERATIONS = ['HomePage', 'Session'];

/**
 * A small classic script, loaded `async` by index.html, that starts the home page's GraphQL requests as
 * soon as the HTML arrives instead of after the app's JavaScript has downloaded, run and rendered once
 * (on a slow phone that is seconds). It leaves the promises in `window.__earlyData`, where
 * web/src/apollo/early-data.ts picks them up. The queries are printed as Apollo sends them (with
 * __typename) from the generated documents, so the answers fit the cache. External rather than inline,
 * because the Content-Security-Policy allows only our own scripts. A page the server renders comes with
 * its data and without this script (server/http/prerendered-pages.ts finds it by its id).
 */
export function earlyData(gqlDir: string): Plugin {
  return {
    name: 'marketplace-early-data',
    apply: 'build',
    buildStart() {
      const generated = readFileSync(`${gqlDir}graphql.ts`, 'utf8');
      const queries = Object.fromEntries(
        EARLY_OPERATIONS.map((name) => {
          const ast = new RegExp(`^export const ${name}Document = (\\{.*\\}) as unknown as DocumentNode<`, 'm').exec(generated)?.[1];
          if (!ast) this.error(`no ${name}Document in gql/graphql.ts: run \`npm run codegen\``);
          return [name, print(addTypenameToDocument(JSON.parse(ast) as DocumentNode))];
        }),
      );
      const source = `(function () {
  var path = location.pathname;
  if (path !== '/' && path !== '/home') return;
  var queries = ${JSON.stringify(queries)};
  // As web/src/features/customer/home/home-address.ts reads the address.
  var params = new URLSearchParams(location.search);
  var search = (params.get('q') || '').trim().slice(0, ${SEARCH_MAX_LENGTH}) || null;
  var page = Number(params.get('page'));
  page = page % 1 === 0 && page > 1 ? Math.min(page, ${MAX_PAGE}) : 1;
  var stars = Number(params.get('rating'));
  var home = { categoryId: params.get('category') || null, cityId: params.get('city') || null, areaId: params.get('area') || null, search: search,
    orderBy: params.get('sort') === 'rating' ? 'RATING' : null, minRating: ${JSON.stringify([...MIN_RATINGS])}.indexOf(stars) >= 0 ? stars : null,
    first: ${PAGE_SIZE} * page };
  var variables = { HomePage: home, Session: {} };
  var early = (window.__earlyData = {});
  Object.keys(queries).forEach(function (name) {
    var entry = (early[name] = { variables: variables[name] });
    entry.response = fetch('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ operationName: name, variables: variables[name], query: queries[name] }),
    })
      .then(function (response) { return response.ok ? response.json() : null; })
      .catch(function () { return null; })
      .then(function (result) { entry.result = result; return result; });
  });
})();
`;
      this.emitFile({ type: 'asset', name: 'early-data.js', source });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const script = Object.values(bundle ?? {}).find((file) => file.type === 'asset' && file.names.includes('early-data.js'));
        return script ? [{ tag: 'script', attrs: { src: `/${script.fileName}`, async: true, id: 'early-data' }, injectTo: 'head' }] : [];
      },
    },
  };
}
