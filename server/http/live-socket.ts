import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  GraphQLError,
  getOperationAST,
  parse,
  specifiedRules,
  validate,
  type ExecutionArgs,
  type GraphQLFormattedError,
  type GraphQLSchema,
} from 'graphql';
import { CloseCode } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { DataSource } from 'typeorm';
import type { Config } from '../config.js';
import type { PgListener } from '../db/pg-listener.js';
import type { Context, LiveContext } from '../context.js';
import { MAX_COMPLEXITY, MAX_TOKENS, depthLimitRule, estimateCost, operationShapeRule } from '../graphql/limits.js';
import { Loaders } from '../graphql/loaders.js';
import type { Logger } from '../observability/logger.js';
import { findSession } from '../modules/identity/session.service.js';
import { clientAddressOf } from './client-address.js';
import { sessionTokenOf } from './session-cookie.js';

export const LIVE_PATH = '/graphql';
/** A subscribe message is a query and its variables: the HTTP body limit's order of magnitude is plenty. */
const MAX_MESSAGE_BYTES = 64 * 1024;
/** The web app opens one or two per screen; more from one socket would only multiply the work per event. */
const MAX_SUBSCRIPTIONS_PER_SOCKET = 20;
/** The WebSocket close code "Service Restart", which graphql-ws clients retry. */
const SERVICE_RESTART = 1012;

type Found = NonNullable<Awaited<ReturnType<typeof findSession>>>;
type FormatError = (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;

export type LiveSocketDeps = {
  schema: GraphQLSchema;
  config: Config;
  db: DataSource;
  listener: PgListener;
  /** The services' context for a signed-in viewer, as /graphql builds it. */
  contextOf: (found: Found, clientIp: string) => Context;
  formatError: FormatError;
  logger: Logger;
};

export type LiveSocket = {
  /** The HTTP server's 'upgrade' handler: websockets to /graphql from our own pages with a live session. */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Closes every socket ("going away": the clients connect again, to another process if need be). */
  close(): Promise<void>;
  /** Sockets open now (for the metrics). */
  openSockets(): number;
};

/**
 * Cross-site websocket hijacking: a page elsewhere can open a websocket to us and the browser adds our
 * cookie, but it also says where the page comes from. Only our own origin (PUBLIC_URL, or the host the
 * request was sent to) may connect. A client without an Origin is not a browser, so it carries no one
 * else's cookie.
 */
function isOwnOrigin(req: IncomingMessage, config: Config): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  try {
    const url = new URL(origin);
    return url.origin === new URL(config.publicUrl).origin || url.host === req.headers.host;
  } catch {
    return false;
  }
}

function refuse(socket: Duplex, status: number, reason: string): void {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** Parses and checks a subscribe message by the rules /graphql applies to a query: tokens, depth, shape, cost. */
function checkedOperation(
  schema: GraphQLSchema,
  query: string,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | null | undefined,
) {
  let document;
  try {
    document = parse(query, { maxTokens: MAX_TOKENS });
  } catch (error) {
    return [error instanceof GraphQLError ? error : new GraphQLError('The operation cannot be parsed.')];
  }
  const errors = validate(schema, document, [...specifiedRules, depthLimitRule, operationShapeRule]);
  if (errors.length > 0) return errors;
  // Queries and mutations keep to HTTP, where every other protection of the API sits (CSRF, in-flight drain).
  if (getOperationAST(document, operationName)?.operation !== 'subscription')
    return [new GraphQLError('Only subscriptions are served over the websocket; send queries and mutations over HTTP.')];
  let cost: number;
  try {
    cost = estimateCost(schema, document, operationName, variables ?? undefined);
  } catch (error) {
    return [new GraphQLError(`The cost of this operation cannot be established (${(error as Error).message}).`)];
  }
  if (cost > MAX_COMPLEXITY)
    return [new GraphQLError(`Query is too complex: ${cost} (at most ${MAX_COMPLEXITY}).`, { extensions: { code: 'QUERY_TOO_COMPLEX' } })];
  return { document, operationName, variableValues: variables ?? undefined };
}

/**
 * GraphQL subscriptions (the graphql-ws protocol) on the HTTP server's port, at /graphql. The session is
 * checked when the socket opens and again before every event: a signed-out, revoked, expired or
 * deactivated session closes the socket (4401, which graphql-ws clients do not retry).
 */
export function liveSocket(deps: LiveSocketDeps): LiveSocket {
  const { schema, config, db, listener } = deps;
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const sessions = new WeakMap<IncomingMessage, Found>();
  let closing: Promise<void> | undefined;

  const server = useServer(
    {
      schema,
      onSubscribe: (ctx, _id, payload): ExecutionArgs | readonly GraphQLError[] => {
        if (Object.keys(ctx.subscriptions).length > MAX_SUBSCRIPTIONS_PER_SOCKET) {
          return [new GraphQLError(`At most ${MAX_SUBSCRIPTIONS_PER_SOCKET} subscriptions per connection.`)];
        }
        const checked = checkedOperation(schema, payload.query, payload.operationName, payload.variables);
        return Array.isArray(checked) ? checked : ({ schema, ...checked } as ExecutionArgs);
      },
      context: (ctx): LiveContext => {
        const { request, socket } = ctx.extra;
        const token = sessionTokenOf(request);
        const live: LiveContext = {
          ...deps.contextOf(sessions.get(request)!, clientAddressOf(request, config.trustProxy)),
          listener,
          recheck: async () => {
            const found = await findSession(db, token);
            if (!found) {
              socket.close(CloseCode.Unauthorized, 'Your session has ended; sign in again.');
              return false;
            }
            Object.assign(live, { user: found.user, sessionId: found.session.id, loaders: new Loaders(db) });
            return true;
          },
        };
        return live;
      },
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors ? { ...result, errors: result.errors.map((error) => deps.formatError(error.toJSON(), error)) } : undefined,
    },
    wss,
  );

  // Changes notified while the LISTEN connection was down were never seen here. Closing the sockets as a
  // restarting service does (1012) makes the clients connect again and read their screens afresh.
  listener.onResumed(() => {
    for (const client of wss.clients) client.close(SERVICE_RESTART, 'Live updates were interrupted; connect again.');
  });

  return {
    upgrade: (req, socket, head) => {
      if (new URL(req.url ?? '/', 'http://localhost').pathname !== LIVE_PATH) return refuse(socket, 404, 'Not Found');
      if (!isOwnOrigin(req, config)) return refuse(socket, 403, 'Forbidden');
      findSession(db, sessionTokenOf(req)).then(
        (found) => {
          if (!found) return refuse(socket, 401, 'Unauthorized');
          sessions.set(req, found);
          wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
        },
        (error: Error) => {
          deps.logger.error({ err: error }, 'Could not check the session of a websocket');
          refuse(socket, 503, 'Service Unavailable');
        },
      );
    },
    // Shutdown closes the sockets first, then stops the app, which closes them again: once is enough.
    close: () => (closing ??= Promise.resolve(server.dispose())),
    openSockets: () => wss.clients.size,
  };
}
