import { Router } from 'express';
import type { DataSource } from 'typeorm';
import type { PgListener } from '../db/pg-listener.js';

/** A database that does not answer within this long counts as unreachable: a balancer's probe must not hang. */
const DATABASE_TIMEOUT_MS = 2000;

type Check = 'ok' | string;

export type Health = {
  /** `/livez` and `/readyz`. */
  routes: Router;
  /** From now on `/readyz` answers 503, so balancers stop sending traffic before the listener closes. */
  drain(): void;
};

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Liveness: the process answers (a restart is the cure for anything else). Readiness: this process can
 * serve a request as it should: the database answers, every migration this code knows is applied, the
 * LISTEN connection that carries live updates is up, and the process is not shutting down.
 */
export function health(deps: { db: DataSource; listener: PgListener }): Health {
  let draining = false;
  // Once applied, a migration stays applied for the life of this code.
  let migrated = false;

  const database = async (): Promise<Check> => {
    try {
      await withTimeout(deps.db.query('SELECT 1'), DATABASE_TIMEOUT_MS);
      return 'ok';
    } catch (error) {
      return `unreachable: ${(error as Error).message}`;
    }
  };
  const migrations = async (): Promise<Check> => {
    try {
      migrated ||= !(await withTimeout(deps.db.showMigrations(), DATABASE_TIMEOUT_MS));
      return migrated ? 'ok' : 'pending: run npm run migrate';
    } catch (error) {
      return `unknown: ${(error as Error).message}`;
    }
  };

  const routes = Router();
  routes.get('/livez', (_req, res) => {
    res.set('cache-control', 'no-store').json({ status: 'live' });
  });
  routes.get('/readyz', async (_req, res) => {
    const checks = {
      shutdown: draining ? 'shutting down' : 'ok',
      database: await database(),
      migrations: await migrations(),
      listen: deps.listener.listening ? 'ok' : 'reconnecting',
    };
    const ready = Object.values(checks).every((check) => check === 'ok');
    res
      .status(ready ? 200 : 503)
      .set('cache-control', 'no-store')
      .json({ status: ready ? 'ready' : 'not ready', checks });
  });
  return {
    routes,
    drain: () => {
      draining = true;
    },
  };
}
