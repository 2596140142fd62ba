import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RequestHandler } from 'express';
import type { Registry } from 'prom-client';
import { log, type Logger } from './logger.js';

export const METRICS_PATH = '/metrics';

/** Digests have one length whatever was sent, so comparing them takes the same time for every guess. */
function sameSecret(sent: string, token: string): boolean {
  return timingSafeEqual(createHash('sha256').update(sent).digest(), createHash('sha256').update(token).digest());
}

async function sendMetrics(registry: Registry, res: ServerResponse, logger: Logger): Promise<void> {
  try {
    const text = await registry.metrics();
    res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' }).end(text);
  } catch (error) {
    logger.error({ err: error }, 'Could not collect the metrics');
    res.writeHead(500, { 'Content-Type': 'text/plain' }).end('The metrics could not be collected.');
  }
}

/**
 * /metrics on the app's own port, for a scraper that holds METRICS_TOKEN (`Authorization: Bearer ...`).
 * Without a token, or when they have a port of their own, the metrics are not here at all (404).
 */
export function metricsOnAppPort(registry: Registry, token: string | undefined): RequestHandler {
  return async (req, res) => {
    if (!token) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    const sent = /^Bearer (\S+)$/.exec(req.get('authorization') ?? '')?.[1];
    if (!sent || !sameSecret(sent, token)) {
      res.status(401).setHeader('WWW-Authenticate', 'Bearer').type('text/plain').send('A valid metrics token is needed.');
      return;
    }
    await sendMetrics(registry, res, log());
  };
}

/**
 * A listener of its own that serves only /metrics, without a token: the port is meant to be reachable
 * from the monitoring network only, never through the load balancer.
 */
export async function listenForMetrics(registry: Registry, port: number, logger: Logger): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || new URL(req.url ?? '/', 'http://localhost').pathname !== METRICS_PATH) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    void sendMetrics(registry, res, logger);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => {
      server.off('error', reject);
      resolve();
    });
  });
  logger.info({ port: (server.address() as AddressInfo).port }, 'Metrics listening');
  return server;
}
