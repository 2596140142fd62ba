// The operations the web app sends, read from its generated documents (web/src/gql/graphql.ts), so the
// benchmarks load the server exactly as the screens do.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { print } from 'graphql';
import { root } from './app-process.mjs';

const generated = readFileSync(path.join(root, 'web/src/gql/graphql.ts'), 'utf8');

/** The text of the web's operation `name` (e.g. "HomePage"), fragments included. */
export function webOperation(name) {
  const found = new RegExp(`^export const ${name}Document = (\\{.*\\}) as unknown as DocumentNode`, 'm').exec(generated);
  if (!found) throw new Error(`The web app has no operation named ${name}`);
  return print(JSON.parse(found[1]));
}
