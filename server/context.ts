import type { DataSource } from 'typeorm';
import type { Config } from './config.js';
import type { PgListener } from './db/pg-listener.js';
import type { CatalogueCache } from './modules/catalogue/catalogue-cache.js';
import type { PaymentNetworks } from './modules/payments/payment-networks.js';
import type { FileService } from './modules/files/files.service.js';
import type { IssuedSession } from './modules/identity/session.service.js';
import type { User } from './modules/identity/user.entity.js';
import type { JobQueue } from './modules/jobs/job-queue.js';
import type { WebPush } from './modules/notifications/web-push.js';
import type { Loaders } from './graphql/loaders.js';

/** What services get: who asks, from where, and the app's shared parts; nothing of HTTP. */
export type Context = {
  db: DataSource;
  config: Config;
  loaders: Loaders;
  /** The app's public catalogue reads, shared between requests. */
  catalogue: CatalogueCache;
  files: FileService;
  /** Background jobs (emails), queued in the transaction of the change they report. */
  jobs: JobQueue;
  /** Web Push with the server's VAPID keys (sending happens in the `push` job). */
  push: WebPush;
  /** The mobile money networks configured (none: proof of payment only). */
  networks: PaymentNetworks;
  /** The signed-in user, or null for an anonymous visitor. */
  user: User | null;
  /** Id of the session row behind the request's cookie, if any. */
  sessionId: string | null;
  /** The client's address (the proxy's X-Forwarded-For when it comes from a trusted proxy). */
  clientIp: string;
};

/** The browser's session cookie, set and cleared at the edge (the resolvers), never by a service. */
export interface SessionCookie {
  set(session: IssuedSession): void;
  clear(): void;
}

/** What resolvers get: the services' context plus the session cookie of this request. */
export type RequestContext = Context & { sessionCookie: SessionCookie };

/**
 * What a subscription gets: a context whose viewer and loaders are renewed before each event (`recheck`),
 * so an event is filtered and resolved as a query made at that moment would be.
 */
export type LiveContext = Context & {
  listener: PgListener;
  /** Reads the session again and starts fresh loaders; false when the session has ended (the socket is then closed). */
  recheck(): Promise<boolean>;
};
