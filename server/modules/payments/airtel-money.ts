import { parseHundredths } from '../../lib/money.js';
import {
  callNetwork,
  DEFAULT_TIMEOUT_MS,
  field,
  majorUnits,
  refusal,
  text,
  textOrNumber,
  tokenCache,
  tokenOf,
  UUID,
  withToken,
  type AdapterOptions,
  type Answer,
} from './network-http.js';
import { ProviderError, type CollectStatus, type FailureReason, type PaymentProvider, type RefundRequest } from './payment-provider.js';
import { callbackHashMatches, signedHeaders } from './airtel-signing.js';

/**
 * Airtel Money's Open API for Zambia (developers.airtel.co.zm): Collection's USSD push, its enquiry and
 * refund. With message signing (mandatory in Zambia) the push and the refund are the signed v2 calls;
 * without it, the unsigned v1 ones. The enquiry is v1 either way.
 */
export type AirtelMoneyConfig = {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  country: 'ZM';
  currency: 'ZMW';
  messageSigning: boolean;
  /** The private key of Airtel's "callback authentication": set, only callbacks hashed with it count. */
  callbackKey?: string;
  timeoutMs?: number;
};

const NETWORK = 'Airtel Money';

// How long the signing key of the encryption keys API is kept: it names its own expiry, but not in which
// time zone, so it is asked for again well before any expiry could matter.
const SIGNING_KEY_SECONDS = 10 * 60;

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
  const version = config.messageSigning ? 'v2' : 'v1';

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

  const headersWith = (token: string) => ({
    ...json,
    'X-Country': config.country,
    'X-Currency': config.currency,
    Authorization: `Bearer ${token}`,
  });

  // Airtel's public key for message signing, from its encryption keys API.
  const signingKeys = tokenCache(async () => {
    const answer = await withToken(tokens, (token) =>
      callNetwork(NETWORK, fetchFn, `${baseUrl}/v1/rsa/encryption-keys`, { method: 'GET', headers: headersWith(token) }, timeoutMs),
    );
    const key = text(field(field(answer.body, 'data'), 'key'));
    if (answer.status !== 200 || !key) throw airtelRefusal(answer);
    return { token: key, expiresInSeconds: SIGNING_KEY_SECONDS };
  }, now);

  const get = (path: string) =>
    withToken(tokens, (token) =>
      callNetwork(NETWORK, fetchFn, `${baseUrl}${path}`, { method: 'GET', headers: headersWith(token) }, timeoutMs),
    );

  const sendPost = (path: string, body: string, signing: Record<string, string>) =>
    withToken(tokens, (token) =>
      callNetwork(
        NETWORK,
        fetchFn,
        `${baseUrl}${path}`,
        { method: 'POST', headers: { ...headersWith(token), ...signing }, body },
        timeoutMs,
      ),
    );

  /**
   * A call that moves money: signed over the very bytes it sends, where message signing is on. Refused,
   * the key is looked at again: if Airtel has replaced it, the call is signed with the new one and sent
   * once more (the same id, so it cannot pay twice); if not, the refusal stands.
   */
  const post = async (path: string, payload: unknown) => {
    const body = JSON.stringify(payload);
    if (!config.messageSigning) return sendPost(path, body, {});
    const key = await signingKeys.get();
    const answer = await sendPost(path, body, signedHeaders(body, key));
    if (answer.status !== 400 && answer.status !== 403) return answer;
    signingKeys.drop(key);
    const current = await signingKeys.get();
    return current === key ? answer : sendPost(path, body, signedHeaders(body, current));
  };

  return {
    network: 'AIRTEL',

    async requestToPay(request) {
      const answer = await post(`/merchant/${version}/payments/`, {
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
      const answer = await get(`/standard/v1/payments/${reference}`);
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
      return !config.callbackKey || callbackHashMatches(callback, config.callbackKey) ? reference : null;
    },

    refunds: {
      // Airtel's refund call takes only the payment's id, and sends all of it back.
      canRefund: (request: RefundRequest) => request.amountNgwee === request.ofAmountNgwee,
      // Its answer is the outcome: the refund call takes no id of ours, so there is nothing to look it up by later.
      async send(request: RefundRequest) {
        const answer = await post(`/standard/${version}/payments/refund`, { transaction: { airtel_money_id: request.ofTransactionId } });
        const transaction = field(field(answer.body, 'data'), 'transaction');
        // A try whose answer was lost may have sent it already; Airtel refunds a payment whole and once, and
        // we ask one refund per payment, so "already refunded" says this refund went back (issue 30).
        if (alreadyRefunded(answer)) return 'SENT' as const;
        if (!succeeded(answer) || text(field(transaction, 'status')) !== 'SUCCESS') throw airtelRefusal(answer);
        return 'SENT' as const;
      },
      statusOf: async () => ({ status: 'NOT_FOUND' as const }),
    },
  };
}

function statusOfTransaction(status: string, transaction: unknown, answer: Answer, reference: string): CollectStatus {
  switch (status) {
    case 'TS': {
      // airtel_money_id (always there for TS) is the id refunds take. The amount and currency are read
      // where the answer has them (Airtel's published enquiry shows neither).
      const amount = textOrNumber(field(transaction, 'amount'));
      return {
        status: 'SUCCESSFUL',
        transactionId: textOrNumber(field(transaction, 'airtel_money_id')) ?? reference,
        amountNgwee: amount === null ? null : parseHundredths(amount),
        currency: text(field(transaction, 'currency')),
      };
    }
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

/**
 * Airtel's refusal of a second refund of one payment. Airtel publishes no code for it, so it is read from
 * its words ("Transaction already refunded"), which a real refusal should confirm before going live.
 */
function alreadyRefunded(answer: Answer): boolean {
  return !succeeded(answer) && /already\s+refunded/i.test(text(field(field(answer.body, 'status'), 'message')) ?? '');
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
