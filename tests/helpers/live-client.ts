import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { GqlClient } from './gql-client.js';

/** How a websocket handshake ended: the HTTP status of a refusal, or 101 when it was accepted. */
export async function handshakeStatus(baseUrl: string, headers: Record<string, string> = {}): Promise<number> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', { headers });
  return new Promise((resolve, reject) => {
    socket.once('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      socket.terminate();
    });
    socket.once('open', () => {
      resolve(101);
      socket.close();
    });
    socket.once('error', reject);
  });
}

export type LiveResult<T> = { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] };

/** One subscription's results as they come, in order; `closed` resolves with the close code if the socket closes. */
export type Subscription<T> = {
  next(timeoutMs?: number): Promise<LiveResult<T>>;
  /** Results that came and were not taken yet. */
  pending(): LiveResult<T>[];
  closed: Promise<number>;
  stop(): Promise<void>;
};

/**
 * A browser's websocket to /graphql: its cookie (from `browser`'s jar) and an Origin header, like a page
 * of ours opening it. Resolves once the server has acknowledged the connection.
 */
export async function liveClient(
  baseUrl: string,
  browser: GqlClient,
  origin: string = baseUrl,
): Promise<{ client: Client; closed: Promise<number> }> {
  const headers = { cookie: browser.jar.header() ?? '', origin };
  class BrowserSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers });
    }
  }
  let onClosed!: (code: number) => void;
  const closed = new Promise<number>((resolve) => {
    onClosed = resolve;
  });
  let onConnected!: () => void;
  const connected = new Promise<void>((resolve) => {
    onConnected = resolve;
  });
  const client = createClient({
    url: `${baseUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: BrowserSocket,
    lazy: false,
    retryAttempts: 0,
    // The tests read closes from `closed`; graphql-ws would also print them.
    onNonLazyError: () => undefined,
    on: { connected: onConnected, closed: (event) => onClosed((event as { code: number }).code) },
  });
  await connected;
  return { client, closed };
}

/** Starts a subscription and waits a moment so the server has it before the test acts. */
export async function subscribe<T>(
  live: { client: Client; closed: Promise<number> },
  query: string,
  variables: Record<string, unknown> = {},
): Promise<Subscription<T>> {
  const queue: LiveResult<T>[] = [];
  const waiting: ((result: LiveResult<T>) => void)[] = [];
  const push = (result: LiveResult<T>) => (waiting.length ? waiting.shift()!(result) : queue.push(result));
  const unsubscribe = live.client.subscribe<T>(
    { query, variables },
    {
      next: (result) => push(result as LiveResult<T>),
      error: (error) => push({ errors: Array.isArray(error) ? error : [{ message: String((error as Error).message ?? error) }] }),
      complete: () => undefined,
    },
  );
  await new Promise((resolve) => setTimeout(resolve, 300));
  return {
    next: (timeoutMs = 5000) => {
      if (queue.length) return Promise.resolve(queue.shift()!);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`No event within ${timeoutMs} ms`)), timeoutMs);
        waiting.push((result) => {
          clearTimeout(timer);
          resolve(result);
        });
      });
    },
    pending: () => [...queue],
    closed: live.closed,
    stop: async () => {
      unsubscribe();
      await live.client.dispose();
    },
  };
}
