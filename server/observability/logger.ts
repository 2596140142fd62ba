import { AsyncLocalStorage } from 'node:async_hooks';
import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * What the lines of one request or job share: its logger (carrying the request id), the id itself (for
 * the jobs it queues) and, for an HTTP request, what its closing line reports besides (who asked).
 */
export type LogScope = { logger: Logger; requestId?: string; request?: { userId?: string } };

const scopes = new AsyncLocalStorage<LogScope>();

/** A TypeORM error carries the statement's parameters: password hashes, token hashes, emails. */
function errorWithoutParameters(error: Error): object {
  const { parameters: _parameters, ...serialized } = pino.stdSerializers.err(error) as ReturnType<typeof pino.stdSerializers.err> & {
    parameters?: unknown;
  };
  return serialized;
}

/**
 * One JSON line per event on `destination` (stdout by default; `npm run dev` pipes it through
 * pino-pretty). Secrets are never passed to the logger; the redaction is the net under that rule.
 */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      // Read by people as often as by machines.
      timestamp: pino.stdTimeFunctions.isoTime,
      serializers: { err: errorWithoutParameters },
      redact: {
        paths: ['password', '*.password', 'token', '*.token', 'cookie', '*.cookie', 'authorization', '*.authorization'],
        censor: '[redacted]',
      },
    },
    destination,
  );
}

/**
 * Lines written outside any scope. server/index.ts runs the whole process in a scope of the configured
 * logger, so this is for code run without it (tests that call services directly).
 */
const unscoped = createLogger('info');

/** Runs `fn` so that every line it causes, however deep and however much later, is written with `scope`. */
export function inLogScope<T>(scope: LogScope, fn: () => T): T {
  return scopes.run(scope, fn);
}

export function currentLogScope(): LogScope | undefined {
  return scopes.getStore();
}

/** The logger of the request or job this code runs for (its lines carry the request id), else the process's. */
export function log(): Logger {
  return scopes.getStore()?.logger ?? unscoped;
}

/** Records who made the current HTTP request, for its closing line; elsewhere (jobs, sockets) it does nothing. */
export function noteRequestUser(userId: string): void {
  const request = scopes.getStore()?.request;
  if (request) request.userId = userId;
}
