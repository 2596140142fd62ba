import { createHmac, randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { AirtelMoneyConfig } from '../../server/modules/payments/airtel-money.js';
import {
  later,
  sendCallbacks,
  startStandin,
  tokenIssuer,
  type CallbackMode,
  type NetworkStandin,
  type ReceivedRequest,
  type Reply,
  type StandinTiming,
} from './network-standin.js';

/**
 * Airtel Money's Open API for Zambia as developers.airtel.africa publishes it, on 127.0.0.1: the OAuth2
 * token, Collection's USSD push, the transaction enquiry, the refund, and the callback (a POST to the
 * application's callback URL, hashed when callback authentication is on).
 */

/** What the payer's side does with a push; each names Airtel's transaction status and response code. */
export type AirtelOutcome =
  'SUCCESS' | 'PENDING' | 'AMBIGUOUS' | 'EXPIRED' | 'INCORRECT_PIN' | 'NOT_ENOUGH_BALANCE' | 'REFUSED' | 'TIMED_OUT' | 'NOT_PERMITTED';

// Status: TS successful, TF failed, TIP in progress, TA ambiguous, TE expired. Codes and messages from
// Airtel's collection error codes.
const OUTCOMES: Record<AirtelOutcome, { status: 'TS' | 'TF' | 'TIP' | 'TA' | 'TE'; code: string; message: string }> = {
  SUCCESS: { status: 'TS', code: 'DP00800001001', message: 'Transaction is successful.' },
  PENDING: { status: 'TIP', code: 'DP00800001006', message: 'Transaction in pending state. Please check after sometime.' },
  AMBIGUOUS: { status: 'TA', code: 'DP00800001000', message: 'Transaction is still processing and is in ambiguous state.' },
  EXPIRED: { status: 'TE', code: 'DP00800001029', message: 'Transaction has been expired.' },
  INCORRECT_PIN: { status: 'TF', code: 'DP00800001002', message: 'Incorrect pin has been entered.' },
  NOT_ENOUGH_BALANCE: {
    status: 'TF',
    code: 'DP00800001007',
    message: 'User wallet does not have enough money to cover the payable amount.',
  },
  REFUSED: { status: 'TF', code: 'DP00800001008', message: 'The transaction was refused.' },
  TIMED_OUT: { status: 'TF', code: 'DP00800001024', message: 'The transaction was timed out.' },
  NOT_PERMITTED: { status: 'TF', code: 'DP00800001010', message: 'Payee is barred or not registered on Airtel Money platform.' },
};

type Payment = { id: string; outcome: AirtelOutcome; airtelMoneyId: string; refunded: boolean };

export type AirtelMoneyStandinOptions = StandinTiming & {
  /** The application's callback URL, as set on Airtel's portal; unset, no callbacks. */
  callbackUrl?: string;
  /** The application's private key for callback authentication; unset, callbacks carry no hash. */
  callbackKey?: string;
};

export type AirtelMoneyStandin = NetworkStandin & {
  /** The credentials it accepts, for the adapter's configuration. */
  config: Omit<AirtelMoneyConfig, 'timeoutMs'>;
  /** What each number (9 digits) does with a push; numbers not listed pay. */
  outcomes: Map<string, AirtelOutcome>;
  /** Callbacks are hashed with another key than the application's. */
  badSignature: boolean;
  settle(reference: string, outcome: AirtelOutcome): void;
};

export async function startAirtelMoneyStandin(options: AirtelMoneyStandinOptions = {}): Promise<AirtelMoneyStandin> {
  const client = { clientId: randomUUID(), clientSecret: randomUUID() };
  const tokenSeconds = options.tokenSeconds ?? 180;
  const settleAfterMs = options.settleAfterMs ?? 20;
  const tokens = tokenIssuer(tokenSeconds);
  const payments = new Map<string, Payment>();

  function token(request: ReceivedRequest): Reply {
    const body = request.body as { client_id?: unknown; client_secret?: unknown; grant_type?: unknown } | undefined;
    if (body?.client_id !== client.clientId || body.client_secret !== client.clientSecret || body.grant_type !== 'client_credentials') {
      return { status: 401, body: { error: 'invalid_client', error_description: 'Client authentication failed' } };
    }
    // Airtel writes expires_in as a string.
    return { status: 200, body: { access_token: tokens.issue('application'), expires_in: String(tokenSeconds), token_type: 'bearer' } };
  }

  /** The checks every call makes first: the bearer token, then the country and currency headers. */
  function refused(request: ReceivedRequest): Reply | null {
    if (!tokens.valid(request, 'application')) return failure(401, 'Unauthorized', 'ROUTER401');
    if (request.headers['x-country'] !== 'ZM') return failure(400, 'Invalid Country', 'ROUTER006');
    if (request.headers['x-currency'] !== 'ZMW') return failure(400, 'Invalid Currency', 'ROUTER112');
    return null;
  }

  function push(request: ReceivedRequest): Reply {
    const problem = refused(request);
    if (problem) return problem;
    const body = request.body as
      { reference?: unknown; subscriber?: Record<string, unknown>; transaction?: Record<string, unknown> } | undefined;
    const { subscriber, transaction } = body ?? {};
    if (typeof body?.reference !== 'string' || !body.reference || typeof transaction?.id !== 'string' || !transaction.id)
      return failure(400, 'Field validation error', 'ESB000008');
    if (typeof transaction.amount !== 'number' || !(transaction.amount > 0) || !/^\d+(\.\d{1,2})?$/.test(String(transaction.amount)))
      return failure(400, 'Invalid Amount', 'ESB000008');
    if (typeof subscriber?.msisdn !== 'string' || !/^\d{9}$/.test(subscriber.msisdn))
      return failure(400, 'Invalid MSISDN Length', 'ESB000033');
    if ([subscriber.country, transaction.country].some((country) => country !== undefined && country !== 'ZM'))
      return failure(400, 'Invalid Country Name', 'ESB000034');
    if ([subscriber.currency, transaction.currency].some((currency) => currency !== undefined && currency !== 'ZMW'))
      return failure(400, 'Invalid Currency Code', 'ESB000035');
    // Airtel answers some refusals with HTTP 200 and success false: the body, not the status, says what happened.
    if (payments.has(transaction.id)) return failure(200, 'External Transaction ID already exists', 'ESB000041');
    const payment: Payment = { id: transaction.id, outcome: 'PENDING', airtelMoneyId: `MP${randomInt(1e9, 1e10)}`, refunded: false };
    payments.set(payment.id, payment);
    const outcome = standin.outcomes.get(subscriber.msisdn) ?? 'SUCCESS';
    if (outcome !== 'PENDING') later(standin.timers, settleAfterMs, () => settlePayment(payment, outcome));
    return { status: 200, body: { data: { transaction: { id: payment.id, status: 'SUCCESS' } }, status: ok('DP00800001006') } };
  }

  function enquiry(request: ReceivedRequest, id: string): Reply {
    const payment = payments.get(id);
    const problem = refused(request);
    if (problem) return problem;
    if (!payment) return failure(200, 'Transaction Not Found', 'ESB000045', 'DP00800001025');
    const { status, code, message } = OUTCOMES[payment.outcome];
    const transaction = { id, message, status, ...(status === 'TS' ? { airtel_money_id: payment.airtelMoneyId } : {}) };
    return { status: 200, body: { data: { transaction }, status: { ...ok(code), success: status !== 'TF' } } };
  }

  /** Refunds all of a successful payment, once. */
  function refund(request: ReceivedRequest): Reply {
    const problem = refused(request);
    if (problem) return problem;
    const airtelMoneyId = (request.body as { transaction?: { airtel_money_id?: unknown } } | undefined)?.transaction?.airtel_money_id;
    const payment = [...payments.values()].find(
      (candidate) => candidate.airtelMoneyId === airtelMoneyId && candidate.outcome === 'SUCCESS',
    );
    if (!payment) return failure(200, 'Transaction Not Found', 'ESB000045', 'DP00800001025');
    if (payment.refunded) return failure(200, 'Transaction already refunded', 'ESB000011');
    payment.refunded = true;
    return {
      status: 200,
      body: { data: { transaction: { airtel_money_id: `RF${randomInt(1e9, 1e10)}`, status: 'SUCCESS' } }, status: ok('DP00800001001') },
    };
  }

  function settlePayment(payment: Payment, outcome: AirtelOutcome): void {
    payment.outcome = outcome;
    const { status, message } = OUTCOMES[outcome];
    if (!options.callbackUrl || (status !== 'TS' && status !== 'TF')) return;
    const transaction = { id: payment.id, message, status_code: status, airtel_money_id: payment.airtelMoneyId };
    const key = standin.badSignature ? randomBytes(32).toString('base64') : options.callbackKey;
    const hash = key && createHmac('sha256', key).update(JSON.stringify({ transaction })).digest('base64');
    void sendCallbacks(standin.callbacks, options.callbackUrl, 'POST', JSON.stringify(hash ? { transaction, hash } : { transaction }));
  }

  const controls = await startStandin([
    { method: 'POST', path: /^\/auth\/oauth2\/token$/, handle: token },
    { method: 'POST', path: /^\/merchant\/v1\/payments\/$/, handle: push },
    { method: 'POST', path: /^\/standard\/v1\/payments\/refund$/, handle: refund },
    { method: 'GET', path: /^\/standard\/v1\/payments\/([^/]+)$/, handle: (request, [id]) => enquiry(request, id) },
  ]);
  const standin = Object.assign(controls, {
    config: { baseUrl: controls.url, ...client, country: 'ZM' as const, currency: 'ZMW' as const, callbackKey: options.callbackKey },
    outcomes: new Map<string, AirtelOutcome>(),
    callbacks: 'once' as CallbackMode,
    badSignature: false,
    settle(reference: string, outcome: AirtelOutcome) {
      const payment = payments.get(reference);
      if (!payment) throw new Error(`No payment with id ${reference}`);
      settlePayment(payment, outcome);
    },
    expireTokens: tokens.expireAll,
  });
  return standin;
}

function ok(responseCode: string) {
  return { code: '200', message: 'SUCCESS', result_code: 'ESB000010', response_code: responseCode, success: true };
}

function failure(httpStatus: number, message: string, resultCode: string, responseCode?: string): Reply {
  return {
    status: httpStatus,
    body: {
      status: {
        code: String(httpStatus),
        message,
        result_code: resultCode,
        ...(responseCode ? { response_code: responseCode } : {}),
        success: false,
      },
    },
  };
}
