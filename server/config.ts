import path from 'node:path';
import { envSchema, smsLinkBaseOf } from './env-schema.js';
import type { TrustProxy } from './http/client-address.js';
import type { AirtelMoneyConfig } from './modules/payments/airtel-money.js';
import type { MtnMomoConfig } from './modules/payments/mtn-momo.js';
import type { LogLevel } from './observability/logger.js';
import { repoRoot } from './paths.js';

export type Config = {
  port: number;
  databaseUrl?: string;
  dataDir: string;
  nodeEnv: 'development' | 'test' | 'production';
  isProduction: boolean;
  adminInviteCode?: string;
  cookieSecure: boolean;
  seedDemoData: boolean;
  /** With the demo data, a year of finished bookings for the dashboards' charts (issue 32). */
  seedDemoHistory: boolean;
  embeddedPgPort: number;
  sessionDays: number;
  uploadMaxBytes: number;
  /** Set when uploads go to S3-compatible storage instead of DATA_DIR/uploads. */
  s3?: {
    bucket: string;
    privateBucket: string;
    region: string;
    endpoint?: string;
    accessKeyId?: string;
    secretAccessKey?: string;
    publicUrl: string;
  };
  mail: { smtpUrl?: string; from: string; retryBaseSeconds: number; sendTimeoutSeconds: number };
  /**
   * Web Push: the VAPID key pair (unset: one made at first start and kept in DATA_DIR, see
   * notifications/vapid-keys.ts), the contact the push services see, and the first retry's delay.
   */
  push: { vapid?: { publicKey: string; privateKey: string }; subject: string; retryBaseSeconds: number };
  /** The job queue: how often workers look for due jobs, and how often expired tries are released for retry. */
  jobs: { pollSeconds: number; superviseSeconds: number };
  /** Sign-in attempts per client address per 15 minutes; accounts created and reset emails asked for per address per hour. */
  throttle: { signInPerIp: number; signUpPerIp: number; resetPerIp: number };
  /** Which X-Forwarded-For hops are believed when finding a client's address (TRUST_PROXY). */
  trustProxy: TrustProxy;
  /** After SIGTERM, how long /readyz answers 503 while requests are still served, before the listener closes. */
  shutdownDelaySeconds: number;
  webDist: string;
  /** Where people reach the app (links in emails), without a trailing slash. */
  publicUrl: string;
  /** The web app's server renderer (`vite build --ssr`), used when it exists. */
  webRenderer: string;
  logLevel: LogLevel;
  /** /metrics: on the app's port for holders of `token`, or on a port of its own (then without a token); else nowhere. */
  metrics: { token?: string; port?: number };
  /**
   * Mobile money: each network whose keys are set (unset, payments on it are proved by hand), the secret in
   * the URL its callbacks come to, and how long one call to a network may take.
   */
  payments: {
    mtn?: Omit<MtnMomoConfig, 'callbackUrl' | 'timeoutMs'>;
    airtel?: Omit<AirtelMoneyConfig, 'timeoutMs'>;
    callbackSecret?: string;
    timeoutMs: number;
    /** Seconds before a new payment is first looked up at its network (then less and less often). */
    firstCheckSeconds: number;
    /** The same for Airtel, which asks for its enquiry no sooner than three minutes after the push. */
    airtelFirstCheckSeconds: number;
  };
  /**
   * SMS through Africa's Talking when SMS_USERNAME and SMS_API_KEY are set (unset: written to DATA_DIR/sms),
   * the secret in the URL of its delivery reports and opt-outs, and the first retry's delay.
   */
  sms: {
    africasTalking?: { baseUrl: string; username: string; apiKey: string; senderId?: string };
    callbackSecret?: string;
    retryBaseSeconds: number;
    /** What texts' short links (/t/<code>) start with: SMS_LINK_BASE, else PUBLIC_URL. */
    linkBase: string;
    /** No text goes 20:00-08:00 Lusaka time (SMS_QUIET_HOURS=off lifts it, for tests that run at any hour). */
    quietHours: boolean;
  };
};

/** Parses the environment once; a bad value stops start-up with one clear line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const withoutBlanks = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(withoutBlanks);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid environment variable ${issue.path.join('.')}: ${issue.message}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  return {
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(repoRoot, e.DATA_DIR),
    nodeEnv: e.NODE_ENV,
    isProduction,
    adminInviteCode: e.ADMIN_INVITE_CODE,
    cookieSecure: e.COOKIE_SECURE ?? isProduction,
    // Production seeds only when told to (a demo deployment): the demo passwords are in README.md.
    seedDemoData: e.SEED_DEMO_DATA ?? !isProduction,
    seedDemoHistory: e.SEED_DEMO_HISTORY ?? false,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    sessionDays: e.SESSION_DAYS,
    uploadMaxBytes: e.UPLOAD_MAX_MB * 1024 * 1024,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          privateBucket: e.S3_PRIVATE_BUCKET!,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          publicUrl: e.S3_PUBLIC_URL!,
        }
      : undefined,
    throttle: { signInPerIp: e.SIGN_IN_LIMIT_PER_IP, signUpPerIp: e.SIGN_UP_LIMIT_PER_IP, resetPerIp: e.PASSWORD_RESET_LIMIT_PER_IP },
    trustProxy: e.TRUST_PROXY,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      retryBaseSeconds: e.MAIL_RETRY_BASE_SECONDS,
      sendTimeoutSeconds: e.MAIL_SEND_TIMEOUT_SECONDS,
    },
    push: {
      vapid: e.VAPID_PUBLIC_KEY ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY! } : undefined,
      subject: e.VAPID_SUBJECT,
      retryBaseSeconds: e.PUSH_RETRY_BASE_SECONDS,
    },
    jobs: { pollSeconds: e.JOB_POLL_SECONDS, superviseSeconds: e.JOB_SUPERVISE_SECONDS },
    // A balancer needs a few health checks to notice the 503; a person pressing Ctrl-C should not wait.
    shutdownDelaySeconds: e.SHUTDOWN_DELAY_SECONDS ?? (isProduction ? 5 : 0),
    webDist: path.join(repoRoot, 'web', 'dist'),
    // Without PUBLIC_URL, links point at the server itself, which is right for one machine and for development.
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    webRenderer: path.join(repoRoot, 'dist', 'web-server', 'server-entry.js'),
    logLevel: e.LOG_LEVEL,
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT },
    payments: {
      mtn: e.MOMO_API_KEY
        ? {
            baseUrl: e.MOMO_BASE_URL,
            subscriptionKey: e.MOMO_SUBSCRIPTION_KEY!,
            apiUser: e.MOMO_API_USER!,
            apiKey: e.MOMO_API_KEY,
            targetEnvironment: e.MOMO_TARGET_ENVIRONMENT,
            // MTN's sandbox takes EUR only; a country's wallet platform its own currency.
            currency: e.MOMO_CURRENCY ?? (e.MOMO_TARGET_ENVIRONMENT === 'sandbox' ? 'EUR' : 'ZMW'),
            disbursement: e.MOMO_DISBURSEMENT_API_KEY
              ? {
                  subscriptionKey: e.MOMO_DISBURSEMENT_SUBSCRIPTION_KEY!,
                  apiUser: e.MOMO_DISBURSEMENT_API_USER!,
                  apiKey: e.MOMO_DISBURSEMENT_API_KEY,
                }
              : undefined,
          }
        : undefined,
      airtel: e.AIRTEL_CLIENT_ID
        ? {
            baseUrl: e.AIRTEL_BASE_URL,
            clientId: e.AIRTEL_CLIENT_ID,
            clientSecret: e.AIRTEL_CLIENT_SECRET!,
            country: 'ZM',
            currency: 'ZMW',
            messageSigning: e.AIRTEL_MESSAGE_SIGNING,
            callbackKey: e.AIRTEL_CALLBACK_KEY,
          }
        : undefined,
      callbackSecret: e.PAYMENT_CALLBACK_SECRET,
      timeoutMs: e.PAYMENT_TIMEOUT_SECONDS * 1000,
      firstCheckSeconds: e.PAYMENT_CHECK_SECONDS,
      airtelFirstCheckSeconds: e.AIRTEL_ENQUIRY_DELAY_SECONDS,
    },
    sms: {
      africasTalking: e.SMS_API_KEY
        ? { baseUrl: e.SMS_BASE_URL, username: e.SMS_USERNAME!, apiKey: e.SMS_API_KEY, senderId: e.SMS_SENDER_ID }
        : undefined,
      callbackSecret: e.SMS_CALLBACK_SECRET,
      retryBaseSeconds: e.SMS_RETRY_BASE_SECONDS,
      linkBase: smsLinkBaseOf(e),
      quietHours: e.SMS_QUIET_HOURS === 'on',
    },
  };
}

export class ConfigError extends Error {}
