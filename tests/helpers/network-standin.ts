import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CallbackRequest } from '../../server/modules/payments/payment-provider.js';

/** A request as a stand-in received it, for a test's assertions. */
export type ReceivedRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: unknown };

/** An answer a stand-in route gives: a status and a JSON body (none for undefined). */
export type Reply = { status: number; body?: unknown };

export type Route = { method: string; path: RegExp; handle: (request: ReceivedRequest, params: string[]) => Reply | Promise<Reply> };

/** How a test makes the network misbehave: answer 503, drop each connection, or never answer. */
export type Outage = 'unavailable' | 'drop' | 'hang';

/** What every network stand-in lets a test do, besides its own API. */
export type StandinControls = {
  url: string;
  requests: ReceivedRequest[];
  down(how?: Outage): void;
  up(): void;
  /** The next request is answered 429, as a gateway's rate limit does. */
  rateLimitNext(): void;
  close(): Promise<void>;
};

/** Starts an HTTP server on a free port of 127.0.0.1 that answers with `routes` (404 for the rest). */
export async function startStandin(routes: Route[]): Promise<StandinControls & { timers: Set<NodeJS.Timeout> }> {
  let outage: Outage | null = null;
  let rateLimited = false;
  const requests: ReceivedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server = createServer(async (req, res) => {
    const raw = await readBody(req);
    const url = new URL(req.url ?? '/', 'http://standin');
    const request = {
      method: req.method ?? 'GET',
      path: url.pathname,
      headers: req.headers,
      body: raw.length ? parseJson(raw.toString('utf8')) : undefined,
    };
    requests.push(request);
    if (outage === 'drop') return void req.socket.destroy();
    if (outage === 'hang') return;
    if (outage === 'unavailable') return reply(res, { status: 503, body: { message: 'Service temporarily unavailable, try again later' } });
    if (rateLimited) {
      rateLimited = false;
      return reply(res, { status: 429, body: { message: 'Rate limit is exceeded. Try again in 1 second.' } });
    }
    for (const route of routes) {
      const match = route.method === request.method ? route.path.exec(request.path) : null;
      if (match) return reply(res, await route.handle(request, match.slice(1)));
    }
    reply(res, { status: 404, body: { message: 'Resource not found' } });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    timers,
    down: (how = 'unavailable') => {
      outage = how;
    },
    up: () => {
      outage = null;
    },
    rateLimitNext: () => {
      rateLimited = true;
    },
    close: () => {
      for (const timer of timers) clearTimeout(timer);
      return closeServer(server);
    },
  };
}

/** Runs `task` after `ms` unless the stand-in is closed first. */
export function later(timers: Set<NodeJS.Timeout>, ms: number, task: () => void): void {
  const timer = setTimeout(() => {
    timers.delete(timer);
    task();
  }, ms);
  timers.add(timer);
}

/** The timing every network stand-in can be given. */
export type StandinTiming = {
  /** How long after a request a transaction takes the outcome its number gives. */
  settleAfterMs?: number;
  /** How long a token it hands out lasts. */
  tokenSeconds?: number;
};

/** What a test can tell every network stand-in, besides its own API. */
export type NetworkStandin = StandinControls & {
  callbacks: CallbackMode;
  /** Every token handed out stops working before its time, as when the network revokes them. */
  expireTokens(): void;
};

/** How many times a stand-in sends each callback: networks send one, may send none, and may repeat one. */
export type CallbackMode = 'once' | 'never' | 'twice';

/** Sends a callback the way a network does: once per `mode`, without retrying or caring about the answer. */
export async function sendCallbacks(mode: CallbackMode, url: string, method: string, body: string): Promise<void> {
  const times = { once: 1, never: 0, twice: 2 }[mode];
  for (let time = 0; time < times; time += 1) {
    await fetch(url, { method, headers: { 'Content-Type': 'application/json' }, body, signal: AbortSignal.timeout(5000) }).catch(
      () => undefined,
    );
  }
}

/** Our side of the callbacks in a test: it keeps each one as the callback route would see it, and answers 200. */
export async function startCallbackReceiver(): Promise<{
  url: string;
  received: (CallbackRequest & { method: string })[];
  close(): Promise<void>;
}> {
  const received: (CallbackRequest & { method: string })[] = [];
  const server = createServer(async (req, res) => {
    const rawBody = await readBody(req);
    received.push({ method: req.method ?? '', headers: req.headers, rawBody, body: parseJson(rawBody.toString('utf8')) });
    res.writeHead(200).end();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/callbacks`, received, close: () => closeServer(server) };
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function reply(res: ServerResponse, { status, body }: Reply): void {
  if (body === undefined) return void res.writeHead(status).end();
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

function bearerOf(request: ReceivedRequest): string | null {
  return /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? null;
}

export const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** The bearer tokens a stand-in has handed out, each for one scope (a product, an application). */
export function tokenIssuer(lifetimeSeconds: number) {
  const issued = new Map<string, { scope: string; expiresAt: number }>();
  return {
    issue(scope: string): string {
      const token = randomBytes(24).toString('base64url');
      issued.set(token, { scope, expiresAt: Date.now() + lifetimeSeconds * 1000 });
      return token;
    },
    valid(request: ReceivedRequest, scope: string): boolean {
      const held = issued.get(bearerOf(request) ?? '');
      return held !== undefined && held.scope === scope && held.expiresAt > Date.now();
    },
    expireAll(): void {
      issued.clear();
    },
  };
}
