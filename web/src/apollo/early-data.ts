import { ApolloLink, type ApolloClient, type DocumentNode, type OperationVariables } from '@apollo/client';
import { from, mergeMap, of } from 'rxjs';
import { HomePageDocument, SessionDocument } from '../gql/graphql';

type Result = ApolloLink.Result;

/** Left by the early-data script of index.html (web/build/early-data.ts) for the home page's first queries. */
interface EarlyEntry {
  variables: OperationVariables;
  response: Promise<Result | null>;
  /** Set once the answer is in (null when the request failed). */
  result?: Result | null;
}

declare global {
  interface Window {
    __earlyData?: Record<string, EarlyEntry | undefined>;
  }
}

const DOCUMENTS: Record<string, DocumentNode> = { HomePage: HomePageDocument, Session: SessionDocument };

/**
 * Variables compared by value, leaving out the unset ones (Apollo may send `after: undefined`). Names are
 * sorted by code unit: localeCompare would start the browser's Intl, tens of milliseconds on first use.
 */
const sameVariables = (a: OperationVariables, b: OperationVariables) => {
  const set = (variables: OperationVariables) =>
    JSON.stringify(
      Object.entries(variables)
        .filter(([, value]) => value != null)
        .sort(([x], [y]) => (x < y ? -1 : 1)),
    );
  return set(a) === set(b);
};

function takeEarly(name: string, variables: OperationVariables): EarlyEntry | undefined {
  const entry = window.__earlyData?.[name];
  if (!entry || !sameVariables(entry.variables, variables)) return undefined;
  delete window.__earlyData![name];
  return entry;
}

/** Answers an operation with the early script's answer to it when there is one (once), else asks the server. */
export const earlyDataLink = new ApolloLink((operation, forward) => {
  const entry = takeEarly(operation.operationName ?? '', operation.variables);
  if (!entry) return forward(operation);
  return from(entry.response).pipe(mergeMap((result) => (result?.data ? of(result) : forward(operation))));
});

/**
 * Writes the answers that are already in into the cache before the first render, so the home page
 * renders its services at once instead of a skeleton first. A written answer is used up: a later request
 * (a refetch after signing in, say) must reach the server.
 */
export function primeFromEarlyData(client: ApolloClient): void {
  for (const [name, entry] of Object.entries(window.__earlyData ?? {})) {
    const query = DOCUMENTS[name];
    if (!query || !entry?.result?.data || entry.result.errors) continue;
    client.writeQuery({ query, variables: entry.variables, data: entry.result.data });
    delete window.__earlyData![name];
  }
}
