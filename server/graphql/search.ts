import { badUserInput } from './errors.js';

const MAX_SEARCH = 100;

/**
 * A list's `search` argument as an ILIKE pattern matching it anywhere ("%term%"), or null for no
 * search. The term's own % and _ match themselves, so a search never turns into a wildcard.
 */
export function containsPattern(search: string | null | undefined): string | null {
  const term = search?.trim() ?? '';
  // NUL bytes never get this far: every string argument is checked for them on the way in.
  if (term.length > MAX_SEARCH) {
    throw badUserInput(`Search for at most ${MAX_SEARCH} characters.`, { search: `At most ${MAX_SEARCH} characters.` });
  }
  return term ? `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null;
}
