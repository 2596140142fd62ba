import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';

describe('defaults that differ in production', () => {
  it('seeds the demo only outside production, unless a demo site asks for it', () => {
    expect(loadConfig({}).seedDemoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemoData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
    expect(loadConfig({ SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
  });

  it('keeps answering for 5 s after SIGTERM in production only (a balancer has to notice), as told otherwise', () => {
    expect(loadConfig({}).shutdownDelaySeconds).toBe(0);
    expect(loadConfig({ NODE_ENV: 'production' }).shutdownDelaySeconds).toBe(5);
    expect(loadConfig({ NODE_ENV: 'production', SHUTDOWN_DELAY_SECONDS: '15' }).shutdownDelaySeconds).toBe(15);
  });
});

describe('mobile money networks', () => {
  const secret = { PAYMENT_CALLBACK_SECRET: 'a-secret-of-24-characters' };
  const momo = { MOMO_SUBSCRIPTION_KEY: 'subscription', MOMO_API_USER: 'c72025f5-5cd1-4630-99e4-8ba4722fad56', MOMO_API_KEY: 'key' };
  const airtel = { AIRTEL_CLIENT_ID: 'client', AIRTEL_CLIENT_SECRET: 'secret' };

  it('leaves both networks off without their keys (payments are then proved by hand)', () => {
    expect(loadConfig({}).payments).toEqual({
      mtn: undefined,
      airtel: undefined,
      callbackSecret: undefined,
      timeoutMs: 15_000,
      firstCheckSeconds: 10,
      airtelFirstCheckSeconds: 180,
    });
  });

  it("talks to MTN's sandbox in EUR by default, and to a country's wallet platform in kwacha", () => {
    expect(loadConfig({ ...momo, ...secret }).payments.mtn).toEqual({
      baseUrl: 'https://sandbox.momodeveloper.mtn.com',
      subscriptionKey: 'subscription',
      apiUser: momo.MOMO_API_USER,
      apiKey: 'key',
      targetEnvironment: 'sandbox',
      currency: 'EUR',
      disbursement: undefined,
    });
    const zambia = loadConfig({ ...momo, ...secret, MOMO_BASE_URL: 'https://proxy.momoapi.mtn.com', MOMO_TARGET_ENVIRONMENT: 'mtnzambia' })
      .payments.mtn;
    expect(zambia).toMatchObject({ baseUrl: 'https://proxy.momoapi.mtn.com', targetEnvironment: 'mtnzambia', currency: 'ZMW' });
  });

  it('refunds through MTN only with all three Disbursement keys', () => {
    const disbursement = {
      MOMO_DISBURSEMENT_SUBSCRIPTION_KEY: 'd-subscription',
      MOMO_DISBURSEMENT_API_USER: 'd-user',
      MOMO_DISBURSEMENT_API_KEY: 'd-key',
    };
    expect(loadConfig({ ...momo, ...secret, ...disbursement }).payments.mtn?.disbursement).toEqual({
      subscriptionKey: 'd-subscription',
      apiUser: 'd-user',
      apiKey: 'd-key',
    });
    expect(() => loadConfig({ ...momo, ...secret, MOMO_DISBURSEMENT_API_KEY: 'd-key' })).toThrow(
      'Invalid environment variable MOMO_DISBURSEMENT_SUBSCRIPTION_KEY: MOMO_DISBURSEMENT_SUBSCRIPTION_KEY, MOMO_DISBURSEMENT_API_USER and MOMO_DISBURSEMENT_API_KEY are set together',
    );
  });

  it("talks to Airtel Zambia's test platform by default, signing its messages and enquiring three minutes after a push", () => {
    expect(
      loadConfig({ ...airtel, ...secret, AIRTEL_CALLBACK_KEY: 'private-key', PAYMENT_TIMEOUT_SECONDS: '20', PAYMENT_CHECK_SECONDS: '5' })
        .payments,
    ).toEqual({
      mtn: undefined,
      airtel: {
        baseUrl: 'https://openapiuat.airtel.co.zm',
        clientId: 'client',
        clientSecret: 'secret',
        country: 'ZM',
        currency: 'ZMW',
        messageSigning: true,
        callbackKey: 'private-key',
      },
      callbackSecret: secret.PAYMENT_CALLBACK_SECRET,
      timeoutMs: 20_000,
      firstCheckSeconds: 5,
      airtelFirstCheckSeconds: 180,
    });
    const unsigned = loadConfig({ ...airtel, ...secret, AIRTEL_MESSAGE_SIGNING: 'false', AIRTEL_ENQUIRY_DELAY_SECONDS: '240' }).payments;
    expect(unsigned).toMatchObject({ airtel: { messageSigning: false }, airtelFirstCheckSeconds: 240 });
  });

  it.each([
    [
      { ...momo, MOMO_API_KEY: undefined, ...secret },
      'MOMO_SUBSCRIPTION_KEY: MOMO_SUBSCRIPTION_KEY, MOMO_API_USER and MOMO_API_KEY are set together',
    ],
    [{ AIRTEL_CLIENT_ID: 'client', ...secret }, 'AIRTEL_CLIENT_ID: AIRTEL_CLIENT_ID and AIRTEL_CLIENT_SECRET are set together'],
    [
      { ...airtel },
      'PAYMENT_CALLBACK_SECRET: PAYMENT_CALLBACK_SECRET (at least 24 characters) is required when MTN MoMo or Airtel Money is configured',
    ],
    [{ ...momo, PAYMENT_CALLBACK_SECRET: 'short' }, 'PAYMENT_CALLBACK_SECRET: PAYMENT_CALLBACK_SECRET must be at least 24 characters'],
    [{ ...airtel, ...secret, AIRTEL_MESSAGE_SIGNING: 'maybe' }, 'AIRTEL_MESSAGE_SIGNING: '],
    [{ ...airtel, ...secret, AIRTEL_ENQUIRY_DELAY_SECONDS: '0' }, 'AIRTEL_ENQUIRY_DELAY_SECONDS: '],
  ])('stops start-up with one line for keys given in part (%#)', (env, line) => {
    expect(() => loadConfig(env)).toThrow(`Invalid environment variable ${line}`);
  });
});

describe('SMS settings', () => {
  it("write texts to DATA_DIR/sms without SMS_*, and send through Africa's Talking's live API with them", () => {
    expect(loadConfig({}).sms).toEqual({
      africasTalking: undefined,
      callbackSecret: undefined,
      retryBaseSeconds: 60,
      linkBase: 'http://localhost:4000',
      quietHours: true,
    });
    expect(
      loadConfig({ SMS_USERNAME: 'ays', SMS_API_KEY: 'key', SMS_SENDER_ID: 'AYS', SMS_CALLBACK_SECRET: 'a-secret-of-24-characters' }).sms,
    ).toEqual({
      africasTalking: { baseUrl: 'https://api.africastalking.com', username: 'ays', apiKey: 'key', senderId: 'AYS' },
      callbackSecret: 'a-secret-of-24-characters',
      retryBaseSeconds: 60,
      linkBase: 'http://localhost:4000',
      quietHours: true,
    });
  });

  it('texts link through SMS_LINK_BASE, else PUBLIC_URL; a base too long for a text to fit one SMS stops start-up with one line', () => {
    const long = `https://bookings.${'a'.repeat(51)}.co.zm`; // 74 characters
    expect(long).toHaveLength(74);
    expect(() => loadConfig({ PUBLIC_URL: long })).toThrow(
      'Invalid environment variable SMS_LINK_BASE: texts link to SMS_LINK_BASE (or PUBLIC_URL) + /t/ + a code in at most 48 characters',
    );
    expect(loadConfig({ PUBLIC_URL: long, SMS_LINK_BASE: 'https://ays.zm/' }).sms.linkBase).toBe('https://ays.zm');
    expect(loadConfig({ PUBLIC_URL: 'https://marketplace.ays.co.zm' }).sms.linkBase).toBe('https://marketplace.ays.co.zm');
  });

  it.each([
    [{ SMS_USERNAME: 'ays' }, 'SMS_USERNAME: SMS_USERNAME and SMS_API_KEY are set together'],
    [{ SMS_CALLBACK_SECRET: 'short' }, 'SMS_CALLBACK_SECRET: SMS_CALLBACK_SECRET must be at least 24 characters'],
    [{ SMS_SENDER_ID: 'A sender id too long' }, 'SMS_SENDER_ID: must be an approved alphanumeric sender id'],
  ])('stops start-up with one line for a bad SMS setting (%#)', (env, line) => {
    expect(() => loadConfig(env)).toThrow(`Invalid environment variable ${line}`);
  });
});
