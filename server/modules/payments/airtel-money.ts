import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  callNetwork,
  DEFAULT_TIMEOUT_MS,
  field,
  majorUnits,
  refusal,
  text,
  tokenCache,
  tokenOf,
  UUID,
  withToken,
  type AdapterOptions,
  type Answer,
} from './network-http.js';
import {
  ProviderError,
  type CallbackRequest,
  type CollectStatus,
  type FailureReason,
  type PaymentProvider,
  type RefundRequest,
} from './payment-provider.js';

/** Airtel Money's Open API (developers.airtel.africa): Collection's USSD push, its enquiry and refund. */
export type AirtelMoneyConfig = {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  country: 'ZM';
  currency: 'ZMW';
  /** The private key of Airtel's "callback authentication": set, only callbacks hashed with it count. */
  callbackKey?: string;
  timeoutMs?: number;
};

const NETWORK = 'Airtel Money';

// Airtel's own result codes, which its answers carry besides (and sometimes instead of) the HTTP status.
const DUPLICATE_ID = 'ESB000041';
const NOT_FOUND_CODES = new Set(['DP00800001025', 'ESB000045']);
/** "Ambiguous: do a transaction enquiry": the push may or may not have gone out, so a retry (same id) is safe. */
const AMBIGUOUS_CODES = new Set(['DP00800001000', 'ESB000001', 'ESB000004', 'ROUTER117']);

/** Airtel's response codes of a failed (TF) collection in the platform's words; anything else is FAILED. */
const FAILURE_REASONS: Record<string, FailureReason> = {
  DP00800001003: 'NOT_ALLOWED', // over the payer's wallet limit
  DP00800001007: 'NOT_ENOUGH_MONEY',
  DP00800001008: 'REJECTED', // refused
  DP00800001010: 'NOT_ALLOWED', // barred, or not registered for Airtel Money
  DP00800001024: 'EXPIRED', // timed out
  DP00800001029: 'EXPIRED',
};

export function createAirtelMoney(config: AirtelMoneyConfig, options: AdapterOptions = {}): PaymentProvider {
  const fetchFn = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const baseUrl = config.baseUrl.replace(/\/+$/, '');
  const json = { Accept: '*/*', 'Content-Type': 'application/json' };

  const tokens = tokenCache(async () => {
    const answer = await callNetwork(
      NETWORK,
      fetchFn,
      `${baseUrl}/auth/oauth2/token`,
      {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ client_id: config.clientId, client_secret: config.clientSecret, grant_type: 'client_credentials' }),
      },
      timeoutMs,
    );
    const token = tokenOf(answer);
    if (!token) throw airtelRefusal(answer);
    return token;
  }, now);

  const send = (method: 'GET' | 'POST', path: string, body?: unknown) =>
    withToken(tokens, (token) =>
      callNetwork(
        NETWORK,
        fetchFn,
        `${baseUrl}${path}`,
        {
          method,
          headers: { ...json, 'X-Country': config.country, 'X-Currency': config.currency, Authorization: `Bearer ${token}` },
          body: body === undefined ? undefined : JSON.stringify(body),
        },
        timeoutMs,
      ),
    );

  return {
    network: 'AIRTEL',

    async requestToPay(request) {
      const answer = await send('POST', '/merchant/v1/payments/', {
        reference: request.message,
        subscriber: { country: config.country, currency: config.currency, msisdn: request.msisdn },
        transaction: {
          amount: Number(majorUnits(request.amountNgwee)),
          country: config.country,
          currency: config.currency,
          id: request.reference,
        },
      });
      // Pushed, or our id is already at Airtel: an earlier try of this same request arrived.
      if (succeeded(answer) || codesOf(answer).includes(DUPLICATE_ID)) return;
      throw airtelRefusal(answer);
    },

    async statusOf(reference) {
      if (!UUID.test(reference)) return { status: 'NOT_FOUND' };
      const answer = await send('GET', `/standard/v1/payments/${reference}`);
      const transaction = field(field(answer.body, 'data'), 'transaction');
      const status = text(field(transaction, 'status'));
      if (answer.status === 200 && status) return statusOfTransaction(status, transaction, answer, reference);
      if (codesOf(answer).some((code) => NOT_FOUND_CODES.has(code))) return { status: 'NOT_FOUND' };
      throw airtelRefusal(answer);
    },

    referenceOfCallback(callback) {
      const transaction = field(callback.body, 'transaction');
      const reference = text(field(transaction, 'id'));
      if (!reference || !UUID.test(reference)) return null;
      return !config.callbackKey || hashMatches(callback, config.callbackKey) ? reference : null;
    },

    refunds: {
      // Airtel's refund call takes only the payment's id, and sends all of it back.
      canRefund: (request: RefundRequest) => request.amountNgwee === request.ofAmountNgwee,
      // Its answer is the outcome: the refund call takes no id of ours, so there is nothing to look it up by later.
      async send(request: RefundRequest) {
        const answer = await send('POST', '/standard/v1/payments/refund', { transaction: { airtel_money_id: request.ofTransactionId } });
        const transaction = field(field(answer.body, 'data'), 'transaction');
        if (!succeeded(answer) || text(field(transaction, 'status')) !== 'SUCCESS') throw airtelRefusal(answer);
        return 'SENT' as const;
      },
      statusOf: async () => ({ status: 'NOT_FOUND' as const }),
    },
  };
}

function statusOfTransaction(status: string, transaction: unknown, answer: Answer, reference: string): CollectStatus {
  switch (status) {
    case 'TS':
      // Airtel's enquiry does not say the amount; airtel_money_id (always there for TS) is the id refunds take.
      return {
        status: 'SUCCESSFUL',
        transactionId: text(field(transaction, 'airtel_money_id')) ?? reference,
        amountNgwee: null,
        currency: null,
      };
    case 'TF': {
      const code = text(field(field(answer.body, 'status'), 'response_code'));
      const detail = [code, text(field(transaction, 'message'))].filter(Boolean).join(': ') || null;
      return { status: 'FAILED', reason: (code && FAILURE_REASONS[code]) || 'FAILED', detail };
    }
    case 'TE':
      return { status: 'FAILED', reason: 'EXPIRED', detail: text(field(transaction, 'message')) };
    default:
      // TIP (in progress), TA (ambiguous: Airtel says to ask again later), or a word Airtel adds later.
      return { status: 'PENDING' };
  }
}

function succeeded(answer: Answer): boolean {
  return answer.status >= 200 && answer.status < 300 && field(field(answer.body, 'status'), 'success') === true;
}

function codesOf(answer: Answer): string[] {
  const status = field(answer.body, 'status');
  return [text(field(status, 'response_code')), text(field(status, 'result_code'))].filter((code): code is string => code !== null);
}

function airtelRefusal(answer: Answer): ProviderError {
  const status = field(answer.body, 'status');
  const message = text(field(status, 'message')) ?? text(field(answer.body, 'error_description')) ?? text(field(answer.body, 'message'));
  const codes = codesOf(answer);
  const detail = [...codes, message].filter(Boolean).join(': ') || null;
  return refusal(NETWORK, answer, detail, codes.some((code) => AMBIGUOUS_CODES.has(code)) || undefined);
}

/**
 * Airtel's callback authentication: `hash` is the Base64 HMAC-SHA256, keyed with the application's private
 * key, of the payload without the hash, i.e. {"transaction":{...}} as sent (Airtel's sample signs that text).
 */
function hashMatches(callback: CallbackRequest, key: string): boolean {
  const hash = text(field(callback.body, 'hash'));
  if (!hash) return false;
  const signed = JSON.stringify({ transaction: field(callback.body, 'transaction') });
  const expected = createHmac('sha256', key).update(signed).digest();
  const given = Buffer.from(hash, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
