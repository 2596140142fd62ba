import type { NormalizedCacheObject } from '@apollo/client';

/** The id of the data block in which the server sends the cache a page was rendered from. */
export const SERVER_STATE_ID = 'server-state';

/**
 * The Apollo cache of a page the server rendered, from `<script type="application/json">` (a data block:
 * never run, so the Content-Security-Policy has nothing to allow); undefined for the plain app shell.
 */
export function readServerState(): NormalizedCacheObject | undefined {
  const block = document.getElementById(SERVER_STATE_ID);
  return block?.textContent ? (JSON.parse(block.textContent) as NormalizedCacheObject) : undefined;
}

/** The cache as a data block's content: `<` escaped, so no value can end the block early. */
export function serverStateBlock(state: NormalizedCacheObject): string {
  return `<script type="application/json" id="${SERVER_STATE_ID}">${JSON.stringify(state).replace(/</g, '\\u003c')}</script>`;
}
