import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { inLogScope, type LogScope, type Logger } from './logger.js';

export const REQUEST_ID_HEADER = 'X-Request-Id';
/** An id from a proxy or client is kept only if it cannot break a log line or a header, nor fill the disk. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;
/** Paths with a label of their own; the rest are the web app's files and pages. */
const ROUTES = ['/graphql', '/files', '/exports', '/payments', '/metrics', '/livez', '/readyz', '/assets'];

export type RequestSummary = { method: string; route: string; status: number };

/** The request id a client or proxy sent, when it is safe to reuse; otherwise a new one. */
export function requestIdOf(sent: string | undefined): string {
  return sent !== undefined && SAFE_REQUEST_ID.test(sent) ? sent : randomUUID();
}

/**
 * A small fixed set of labels, never the URL itself: the URL holds ids and search words, and would both
 * reveal them and make a metric series of each.
 */
export function routeOf(url: string): string {
  const path = url.split('?')[0];
  const route = ROUTES.find((prefix) => path === prefix || path.startsWith(`${prefix}/`));
  if (route) return route;
  return /\.\w+$/.test(path) ? 'static' : 'page';
}

const scopeOfRequest = new WeakMap<Request, LogScope>();

/**
 * Gives each request its id (sent back as X-Request-Id) and a logger carrying it that deep code reaches
 * through `log()`, and writes one line when the response is done (or the client went away). `observe`
 * receives the same summary for the metrics.
 */
export function requestLog(root: Logger, observe: (summary: RequestSummary, seconds: number) => void): RequestHandler {
  return (req, res, next) => {
    const requestId = requestIdOf(req.get(REQUEST_ID_HEADER));
    res.setHeader(REQUEST_ID_HEADER, requestId);
    const scope: LogScope = { logger: root.child({ requestId }), requestId, request: {} };
    scopeOfRequest.set(req, scope);
    const started = process.hrtime.bigint();
    res.once('close', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const summary = { method: req.method, route: routeOf(req.originalUrl), status: res.statusCode };
      observe(summary, seconds);
      scope.logger.info(
        {
          ...summary,
          durationMs: Math.round(seconds * 10_000) / 10,
          userId: scope.request?.userId,
          ...(!res.writableFinished && { aborted: true }),
        },
        'Request',
      );
    });
    inLogScope(scope, next);
  };
}

/**
 * Body parsers call `next` from the socket's events, which run outside the request's scope; placed after
 * them, this enters it again.
 */
export const backInRequestScope: RequestHandler = (req, _res, next) => {
  const scope = scopeOfRequest.get(req);
  if (scope) inLogScope(scope, next);
  else next();
};
