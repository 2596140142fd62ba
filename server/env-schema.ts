/**
 * The environment's schema (README.md's table): every variable, its default and the checks across
 * variables. Parsed once by loadConfig (config.ts), which turns the result into the Config the app reads.
 */
import { z } from 'zod';
import { parseTrustProxy } from './http/client-address.js';
import { shortLinkLength, SMS_LINK_BASE_MAX_LENGTH, SMS_LINK_MAX_LENGTH } from './lib/sms-links.js';
import { LOG_LEVELS } from './observability/logger.js';

const booleanFromEnv = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((value) => ['true', '1', 'yes'].includes(value));

export const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(4000),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    DATA_DIR: z.string().min(1).default('.data'),
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    ADMIN_INVITE_CODE: z.string().min(12, 'ADMIN_INVITE_CODE must be at least 12 characters').optional(),
    COOKIE_SECURE: booleanFromEnv.optional(),
    SEED_DEMO_DATA: booleanFromEnv.optional(),
    SEED_DEMO_HISTORY: booleanFromEnv.optional(),
    EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
    SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    UPLOAD_MAX_MB: z.coerce.number().int().min(1).max(50).default(10),
    S3_BUCKET: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ENDPOINT: z.url().optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_PUBLIC_URL: z.url().optional(),
    S3_PRIVATE_BUCKET: z.string().min(1).optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    MAIL_FROM: z.string().min(3).default('AYS Marketplace <no-reply@ays.co.zm>'),
    MAIL_RETRY_BASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    MAIL_SEND_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(60),
    JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
    JOB_SUPERVISE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    SIGN_IN_LIMIT_PER_IP: z.coerce.number().int().min(1).default(100),
    SIGN_UP_LIMIT_PER_IP: z.coerce.number().int().min(1).default(20),
    PASSWORD_RESET_LIMIT_PER_IP: z.coerce.number().int().min(1).default(20),
    TRUST_PROXY: z
      .string()
      .default('loopback')
      .transform((value, ctx) => {
        try {
          return parseTrustProxy(value);
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: (error as Error).message });
          return z.NEVER;
        }
      }),
    SHUTDOWN_DELAY_SECONDS: z.coerce.number().int().min(0).max(120).optional(),
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'must be an uncompressed P-256 public key in URL-safe base64 (87 characters)')
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key in URL-safe base64 (43 characters)')
      .optional(),
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https: URL')
      .default('mailto:no-reply@ays.co.zm'),
    PUSH_RETRY_BASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
    METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
    METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    MOMO_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://sandbox.momodeveloper.mtn.com'),
    MOMO_SUBSCRIPTION_KEY: z.string().min(1).optional(),
    MOMO_API_USER: z.string().min(1).optional(),
    MOMO_API_KEY: z.string().min(1).optional(),
    MOMO_TARGET_ENVIRONMENT: z
      .string()
      .regex(/^[a-z]+$/, "must be MTN's name of the wallet platform, e.g. sandbox or mtnzambia")
      .default('sandbox'),
    MOMO_CURRENCY: z
      .string()
      .regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code, e.g. ZMW')
      .optional(),
    MOMO_DISBURSEMENT_SUBSCRIPTION_KEY: z.string().min(1).optional(),
    MOMO_DISBURSEMENT_API_USER: z.string().min(1).optional(),
    MOMO_DISBURSEMENT_API_KEY: z.string().min(1).optional(),
    AIRTEL_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://openapiuat.airtel.co.zm'),
    AIRTEL_CLIENT_ID: z.string().min(1).optional(),
    AIRTEL_CLIENT_SECRET: z.string().min(1).optional(),
    AIRTEL_CALLBACK_KEY: z.string().min(1).optional(),
    AIRTEL_MESSAGE_SIGNING: booleanFromEnv.default(true),
    AIRTEL_ENQUIRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(600).default(180),
    PAYMENT_CALLBACK_SECRET: z.string().min(24, 'PAYMENT_CALLBACK_SECRET must be at least 24 characters').optional(),
    PAYMENT_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(120).default(15),
    PAYMENT_CHECK_SECONDS: z.coerce.number().int().min(1).max(300).default(10),
    SMS_USERNAME: z.string().min(1).optional(),
    SMS_API_KEY: z.string().min(1).optional(),
    SMS_SENDER_ID: z
      .string()
      .regex(/^([A-Za-z0-9 ]{1,11}|\d{3,15})$/, 'must be an approved alphanumeric sender id (at most 11 characters) or a short code')
      .optional(),
    SMS_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.africastalking.com'),
    SMS_CALLBACK_SECRET: z.string().min(24, 'SMS_CALLBACK_SECRET must be at least 24 characters').optional(),
    SMS_RETRY_BASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    SMS_LINK_BASE: z.url({ protocol: /^https?$/ }).optional(),
    SMS_QUIET_HOURS: z.enum(['on', 'off']).default('on'),
  })
  .refine((e) => !e.S3_BUCKET || e.S3_PUBLIC_URL, { path: ['S3_PUBLIC_URL'], message: 'S3_PUBLIC_URL is required when S3_BUCKET is set' })
  .refine((e) => !e.VAPID_PUBLIC_KEY === !e.VAPID_PRIVATE_KEY, {
    path: ['VAPID_PRIVATE_KEY'],
    message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together',
  })
  .refine((e) => !e.S3_BUCKET || (e.S3_PRIVATE_BUCKET && e.S3_PRIVATE_BUCKET !== e.S3_BUCKET), {
    path: ['S3_PRIVATE_BUCKET'],
    message: 'S3_PRIVATE_BUCKET (a bucket that is not public, other than S3_BUCKET) is required when S3_BUCKET is set',
  })
  .refine((e) => allOrNone(e.MOMO_SUBSCRIPTION_KEY, e.MOMO_API_USER, e.MOMO_API_KEY), {
    path: ['MOMO_SUBSCRIPTION_KEY'],
    message: 'MOMO_SUBSCRIPTION_KEY, MOMO_API_USER and MOMO_API_KEY are set together (unset, MTN MoMo is off)',
  })
  .refine((e) => allOrNone(e.MOMO_DISBURSEMENT_SUBSCRIPTION_KEY, e.MOMO_DISBURSEMENT_API_USER, e.MOMO_DISBURSEMENT_API_KEY), {
    path: ['MOMO_DISBURSEMENT_SUBSCRIPTION_KEY'],
    message:
      'MOMO_DISBURSEMENT_SUBSCRIPTION_KEY, MOMO_DISBURSEMENT_API_USER and MOMO_DISBURSEMENT_API_KEY are set together (unset, MTN refunds are manual)',
  })
  .refine((e) => !e.MOMO_DISBURSEMENT_API_KEY || e.MOMO_API_KEY, {
    path: ['MOMO_DISBURSEMENT_API_KEY'],
    message: 'MOMO_DISBURSEMENT_* refund MTN MoMo payments: set MOMO_SUBSCRIPTION_KEY, MOMO_API_USER and MOMO_API_KEY too',
  })
  .refine((e) => allOrNone(e.AIRTEL_CLIENT_ID, e.AIRTEL_CLIENT_SECRET), {
    path: ['AIRTEL_CLIENT_ID'],
    message: 'AIRTEL_CLIENT_ID and AIRTEL_CLIENT_SECRET are set together (unset, Airtel Money is off)',
  })
  .refine((e) => !e.AIRTEL_CALLBACK_KEY || e.AIRTEL_CLIENT_ID, {
    path: ['AIRTEL_CALLBACK_KEY'],
    message: 'AIRTEL_CALLBACK_KEY checks Airtel Money callbacks: set AIRTEL_CLIENT_ID and AIRTEL_CLIENT_SECRET too',
  })
  .refine((e) => allOrNone(e.SMS_USERNAME, e.SMS_API_KEY), {
    path: ['SMS_USERNAME'],
    message: 'SMS_USERNAME and SMS_API_KEY are set together (unset, SMS are written to DATA_DIR/sms)',
  })
  // A text is one SMS: its link is the one part whose length the environment sets (server/lib/sms-links.ts).
  .refine((e) => shortLinkLength(smsLinkBaseOf(e)) <= SMS_LINK_MAX_LENGTH, {
    path: ['SMS_LINK_BASE'],
    message: `texts link to SMS_LINK_BASE (or PUBLIC_URL) + /t/ + a code in at most ${SMS_LINK_MAX_LENGTH} characters to fit one SMS: set SMS_LINK_BASE to an address of this server of at most ${SMS_LINK_BASE_MAX_LENGTH} characters`,
  })
  .refine((e) => e.PAYMENT_CALLBACK_SECRET || !(e.MOMO_API_KEY || e.AIRTEL_CLIENT_ID), {
    path: ['PAYMENT_CALLBACK_SECRET'],
    message: 'PAYMENT_CALLBACK_SECRET (at least 24 characters) is required when MTN MoMo or Airtel Money is configured',
  });

/** Where texts' short links point: SMS_LINK_BASE, else PUBLIC_URL, else this server. */
export function smsLinkBaseOf(e: { SMS_LINK_BASE?: string; PUBLIC_URL?: string; PORT: number }): string {
  return (e.SMS_LINK_BASE ?? e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
}

function allOrNone(...values: (string | undefined)[]): boolean {
  return values.every((value) => value === undefined) || values.every((value) => value !== undefined);
}
