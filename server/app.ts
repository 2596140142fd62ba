import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import compression from 'compression';
import express, { type Express, type Request, type Response } from 'express';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import type { DataSource } from 'typeorm';
import type { Config } from './config.js';
import type { RequestContext } from './context.js';
import { createErrorFormatter } from './graphql/format-error.js';
import { graphqlRequestErrors } from './http/graphql-request-errors.js';
import { clientAddressOf } from './http/client-address.js';
import { health, type Health } from './http/health.js';
import { securityHeaders } from './http/security-headers.js';
import { loadWebRenderer, operationRequest, prerenderedPages, type Execute } from './http/prerendered-pages.js';
import { webApp } from './http/web-app.js';
import { liveSocket, type LiveSocket } from './http/live-socket.js';
import { PgListener } from './db/pg-listener.js';
import { poolOf } from './db/pool.js';
import { BOOKING_CHANNEL } from './modules/bookings/booking-events.js';
import type { Context } from './context.js';
import { MAX_TOKENS, complexityLimitPlugin, depthLimitRule, operationShapeRule } from './graphql/limits.js';
import { OperationsInFlight } from './graphql/in-flight.js';
import { Loaders } from './graphql/loaders.js';
import { buildAppSchema } from './schema.js';
import { CatalogueCache } from './modules/catalogue/catalogue-cache.js';
import { bookingFileAccess } from './modules/bookings/booking-files.access.js';
import { appointmentRemindersWorker, dailySchedulesWorker } from './modules/bookings/appointment-reminder-jobs.js';
import { requestTimersWorker } from './modules/bookings/request-timers-job.js';
import { exportRoutes } from './modules/exports/export-route.js';
import { fileRoute } from './modules/files/file-route.js';
import { FileService } from './modules/files/files.service.js';
import { createStorage } from './modules/files/storage.js';
import { MAX_GALLERY_FILES } from './modules/files/upload-rules.js';
import { identityCleanupWorker } from './modules/identity/identity-cleanup-job.js';
import { dataExportSweepWorker, dataExportWorker } from './modules/data-export/data-export-job.js';
import { dataExportRoute } from './modules/data-export/data-export-route.js';
import { retentionWorker } from './modules/retention/retention-job.js';
import { findSession } from './modules/identity/session.service.js';
import { NO_SESSION_COOKIE, sessionCookieOf, sessionTokenOf } from './http/session-cookie.js';
import { JobQueue } from './modules/jobs/job-queue.js';
import { paymentCallbacks } from './modules/payments/callback-route.js';
import { mobileMoneyCheckWorker } from './modules/payments/mobile-money-check-job.js';
import { PaymentNetworks } from './modules/payments/payment-networks.js';
import { credentialsWatch } from './modules/payments/network-refusals.service.js';
import { refundCheckWorker, refundSendWorker } from './modules/payments/refund-jobs.js';
import { unreadMessageSmsWorker } from './modules/messages/unread-message-sms-job.js';
import { mailWorker } from './modules/notifications/mail-job.js';
import { createMailer } from './modules/notifications/mailer.js';
import { pushWorker } from './modules/notifications/push-job.js';
import { createAfricasTalking } from './modules/notifications/africas-talking.js';
import { smsCallbacks } from './modules/notifications/sms-callback-route.js';
import { smsLinks } from './modules/notifications/sms-link-route.js';
import { smsSweepWorker } from './modules/notifications/sms-sweep-job.js';
import { dashboardRefreshWorker } from './modules/dashboards/dashboard-refresh-job.js';
import { smsFileWriter } from './modules/notifications/sms-gateway.js';
import { smsWorker } from './modules/notifications/sms-job.js';
import { vapidKeys } from './modules/notifications/vapid-keys.js';
import { WebPush } from './modules/notifications/web-push.js';
import { AppMetrics } from './observability/app-metrics.js';
import { graphqlObserver } from './observability/graphql-observer.js';
import { createLogger, log, type Logger } from './observability/logger.js';
import { METRICS_PATH, listenForMetrics, metricsOnAppPort } from './observability/metrics-endpoint.js';
import { backInRequestScope, requestLog } from './observability/request-log.js';

/** JSON bodies and multipart fields (not files) of one GraphQL request. */
const MAX_BODY_MB = 1;

/**
 * Express with the GraphQL API, the developer playground and the built web app, and the websocket of the
 * live screens (`live.upgrade` is the HTTP server's 'upgrade' handler); no business logic here.
 */
export type App = { app: Express; jobs: JobQueue; live: LiveSocket; health: Health; metricsPort?: number; stop(): Promise<void> };

/** `logger` (by default one at LOG_LEVEL on stdout) writes every line the app causes. */
export async function createApp(deps: { config: Config; dataSource: DataSource; databaseUrl: string; logger?: Logger }): Promise<App> {
  const { config, dataSource: db } = deps;
  const logger = deps.logger ?? createLogger(config.logLevel);
  const metrics = new AppMetrics();
  const schema = await buildAppSchema();
  const inFlight = new OperationsInFlight();
  const apollo = new ApolloServer<RequestContext>({
    schema,
    introspection: !config.isProduction,
    includeStacktraceInErrorResponses: !config.isProduction,
    csrfPrevention: true,
    // server/index.ts shuts down in order on SIGINT/SIGTERM; Apollo's own handlers would race it (and hang it).
    stopOnTerminationSignals: false,
    allowBatchedHttpRequests: false,
    parseOptions: { maxTokens: MAX_TOKENS },
    validationRules: [depthLimitRule, operationShapeRule],
    // "Did you mean ...?" would spell out the schema that production keeps to itself.
    hideSchemaDetailsFromClientErrors: config.isProduction,
    formatError: createErrorFormatter(config.isProduction),
    // GraphiQL is bundled into the web app at /graphiql; Apollo's landing page would load from a CDN.
    // Cache hints are not used (no CDN caches GraphQL answers), and the plugin would wrap every field's resolver.
    plugins: [
      complexityLimitPlugin(schema),
      inFlight.plugin(),
      graphqlObserver(metrics),
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginCacheControlDisabled(),
    ],
  });
  await apollo.start();
  const storage = await createStorage(config);
  const files = new FileService(storage, config.uploadMaxBytes);
  const mailer = createMailer(config);
  const push = new WebPush(await vapidKeys(config), config.push.subject);
  const networks = PaymentNetworks.fromConfig(
    config,
    credentialsWatch(db, (network) => metrics.countCredentialsRefused(network)),
  );
  const { africasTalking } = config.sms;
  const smsGateway = africasTalking ? createAfricasTalking({ ...africasTalking, timeoutMs: 15_000 }) : smsFileWriter(config.dataDir);
  const jobs = await JobQueue.start({ databaseUrl: deps.databaseUrl, ...config.jobs, logger }, [
    mailWorker(config.mail, mailer),
    pushWorker(config.push.retryBaseSeconds, db, push),
    smsWorker({
      db,
      gateway: smsGateway,
      linkBase: config.sms.linkBase,
      senderId: africasTalking?.senderId ?? '',
      retryBaseSeconds: config.sms.retryBaseSeconds,
      quietHours: config.sms.quietHours,
    }),
    smsSweepWorker(db),
    requestTimersWorker({ db, publicUrl: config.publicUrl }),
    appointmentRemindersWorker({ db, publicUrl: config.publicUrl }),
    dailySchedulesWorker({ db, publicUrl: config.publicUrl }),
    identityCleanupWorker(db),
    dataExportWorker({ db, files, publicUrl: config.publicUrl }),
    dataExportSweepWorker({ db, files }),
    mobileMoneyCheckWorker({ db, networks }),
    refundSendWorker({ db, networks }),
    refundCheckWorker({ db, networks }),
    unreadMessageSmsWorker(db),
    dashboardRefreshWorker(db),
    retentionWorker(db, files),
  ]);
  const catalogue = new CatalogueCache();

  /** What services may use, for the session found behind a cookie (null: an anonymous visitor). */
  const contextOf = (found: Awaited<ReturnType<typeof findSession>>, clientIp: string): Context => ({
    db,
    config,
    loaders: new Loaders(db),
    catalogue,
    files,
    jobs,
    push,
    networks,
    user: found?.user ?? null,
    sessionId: found?.session.id ?? null,
    clientIp,
  });
  const contextFor = (req: Request, res: Response, found: Awaited<ReturnType<typeof findSession>>): RequestContext => ({
    ...contextOf(found, clientAddressOf(req, config.trustProxy)),
    sessionCookie: sessionCookieOf(res, config),
  });
  // One LISTEN connection per process carries every process's booking changes to this one's subscribers.
  const listener = new PgListener(deps.databaseUrl, [BOOKING_CHANNEL], logger);
  await listener.start();
  const live = liveSocket({ schema, config, db, listener, contextOf, formatError: createErrorFormatter(config.isProduction), logger });
  metrics.watch(
    { pool: () => poolOf(db), jobQueues: () => jobs.counts(), openSockets: live.openSockets, listening: () => listener.listening },
    logger,
  );
  // With a port of their own, the metrics are served there only, without a token.
  const metricsServer = config.metrics.port === undefined ? null : await listenForMetrics(metrics.registry, config.metrics.port, logger);
  /** Who is asking and what they may use: the same for /graphql and the downloads beside it. */
  const requestContext = async (req: Request, res: Response): Promise<RequestContext> =>
    contextFor(req, res, await findSession(db, sessionTokenOf(req)));

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(requestLog(logger, (summary, seconds) => metrics.observeRequest(summary, seconds)));
  app.use(securityHeaders(config));

  const probes = health({ db, listener });
  app.use(probes.routes);
  app.get(METRICS_PATH, metricsOnAppPort(metrics.registry, metricsServer ? undefined : config.metrics.token));
  app.use(paymentCallbacks({ db, jobs, networks }, config.payments.callbackSecret));
  app.use(smsCallbacks({ db, jobs, secret: config.sms.callbackSecret, senderId: africasTalking?.senderId ?? '' }));
  app.use(smsLinks(db, config.publicUrl));

  app.use(
    '/graphql',
    // One byte over our own limit so the file service, not the parser, explains an oversized file.
    // JSON answers above 1 KB travel compressed (phones on slow, metered data).
    compression({ threshold: 1024 }),
    graphqlUploadExpress({ maxFileSize: config.uploadMaxBytes + 1, maxFiles: MAX_GALLERY_FILES, maxFieldSize: MAX_BODY_MB * 1024 * 1024 }),
    express.json({ limit: `${MAX_BODY_MB}mb` }),
    backInRequestScope,
    expressMiddleware(apollo, {
      context: ({ req, res }) => requestContext(req, res),
    }),
    graphqlRequestErrors({ maxFiles: MAX_GALLERY_FILES, maxBodyMb: MAX_BODY_MB }),
  );

  app.use('/exports', compression(), exportRoutes(requestContext));
  app.use(dataExportRoute({ db, files, viewerOf: async (req) => (await findSession(db, sessionTokenOf(req)))?.user ?? null }));

  app.use(
    '/files',
    fileRoute(storage, {
      viewerOf: async (req) => (await findSession(db, sessionTokenOf(req)))?.user ?? null,
      mayReadPrivate: bookingFileAccess(db),
    }),
  );

  /** Runs one operation inside the server with this context, for a page the server renders. */
  const executeAs =
    (contextValue: RequestContext): Execute =>
    async (operation) => {
      const { body } = await apollo.executeOperation(operationRequest(operation), { contextValue });
      if (body.kind !== 'single') throw new Error('an incremental answer cannot be rendered');
      return body.singleResult;
    };

  if (existsSync(path.join(config.webDist, 'index.html'))) {
    // Public pages rendered here for anonymous visitors, as the GraphQL API would answer them (one
    // context per page, so the catalogue version is read once); without the renderer, the app shell.
    const renderer = await loadWebRenderer(config.webRenderer);
    const pages =
      renderer &&
      prerenderedPages({
        webDist: config.webDist,
        renderer,
        signedIn: (req) => sessionTokenOf(req) !== null,
        executorFor: (req, res) => executeAs(contextFor(req, res, null)),
        onError: (error) => log().error({ err: error }, 'Rendering a page failed; sending the app shell'),
        // The home page, for a visitor who is not signed in (public queries set no cookie). Not in the
        // integration tests' servers, which start some 160 times a run beside the browser suites and seldom
        // serve a page (tests/server/prerendered-pages.test.ts covers the warm-up itself).
        warmUp:
          config.nodeEnv === 'test'
            ? undefined
            : { urls: ['/'], execute: executeAs({ ...contextOf(null, '127.0.0.1'), sessionCookie: NO_SESSION_COOKIE }) },
      });
    app.use(webApp(config.webDist, pages ?? undefined));
  }

  return {
    app,
    jobs,
    live,
    health: probes,
    metricsPort: metricsServer ? (metricsServer.address() as AddressInfo).port : undefined,
    stop: async () => {
      await live.close();
      await listener.stop();
      await inFlight.drained(5000);
      await jobs.stop();
      mailer.close();
      await apollo.stop();
      metricsServer?.closeAllConnections();
      if (metricsServer) await new Promise((resolve) => metricsServer.close(resolve));
    },
  };
}
