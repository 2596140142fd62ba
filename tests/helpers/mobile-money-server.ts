import { startAirtelMoneyStandin, type AirtelMoneyStandin } from './airtel-money-standin.js';
import { startMtnMomoStandin, type MtnMomoStandin } from './mtn-momo-standin.js';
import { startTestServer, type TestServer } from './server.js';
import { freePort } from '../setup/pg-server.js';

export const CALLBACK_SECRET = 'callback-secret-for-the-tests-0123456789';
export const AIRTEL_CALLBACK_KEY = 'airtel-callback-private-key';
/** Airtel is first asked about a payment this long after the push (it asks for three minutes; the tests wait less). */
export const AIRTEL_ENQUIRY_DELAY_SECONDS = 3;
export const METRICS_TOKEN = 'mobile-money-metrics-token-0123456789';

export type MobileMoneyServer = { server: TestServer; momo: MtnMomoStandin; airtel: AirtelMoneyStandin; stop(): Promise<void> };

/**
 * The app taking mobile money from stand-ins of MTN MoMo (Collection and Disbursement) and Airtel Money
 * (with callback authentication), on a port chosen first so that the networks' callbacks can find it.
 * A new payment is first looked up at MTN after a second, at Airtel after AIRTEL_ENQUIRY_DELAY_SECONDS.
 */
export async function startMobileMoneyServer(): Promise<MobileMoneyServer> {
  const port = await freePort();
  const momo = await startMtnMomoStandin({ settleAfterMs: 50 });
  const airtel = await startAirtelMoneyStandin({
    callbackUrl: `http://127.0.0.1:${port}/payments/callbacks/airtel/${CALLBACK_SECRET}`,
    callbackKey: AIRTEL_CALLBACK_KEY,
    settleAfterMs: 50,
  });
  const server = await startTestServer({
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    MOMO_BASE_URL: momo.url,
    MOMO_SUBSCRIPTION_KEY: momo.config.subscriptionKey,
    MOMO_API_USER: momo.config.apiUser,
    MOMO_API_KEY: momo.config.apiKey,
    MOMO_DISBURSEMENT_SUBSCRIPTION_KEY: momo.config.disbursement.subscriptionKey,
    MOMO_DISBURSEMENT_API_USER: momo.config.disbursement.apiUser,
    MOMO_DISBURSEMENT_API_KEY: momo.config.disbursement.apiKey,
    AIRTEL_BASE_URL: airtel.url,
    AIRTEL_CLIENT_ID: airtel.config.clientId,
    AIRTEL_CLIENT_SECRET: airtel.config.clientSecret,
    AIRTEL_CALLBACK_KEY,
    AIRTEL_ENQUIRY_DELAY_SECONDS: String(AIRTEL_ENQUIRY_DELAY_SECONDS),
    PAYMENT_CALLBACK_SECRET: CALLBACK_SECRET,
    PAYMENT_CHECK_SECONDS: '1',
    METRICS_TOKEN,
  });
  return {
    server,
    momo,
    airtel,
    stop: async () => {
      await server.stop();
      await momo.close();
      await airtel.close();
    },
  };
}
