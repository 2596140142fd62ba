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

/**
 * MTN MoMo's Open API (momodeveloper.mtn.com): Collection's RequestToPay to take a payment, Disbursement's
 * Refund to send one back. Each product has its own subscription key, API user and key, and token.
 */
export type MtnMomoConfig = {
  baseUrl: string;
  subscriptionKey: string;
  apiUser: string;
  apiKey: string;
  /** "sandbox", or the country's wallet platform, e.g. "mtnzambia". */
  targetEnvironment: string;
  /** ISO 4217; the sandbox takes EUR only. */
  currency: string;
  /** Where MTN sends the callback of each request to pay; unset, none is asked for. */
  callbackUrl?: string;
  /** Refunds go through the Disbursement product, with keys of its own. */
  disbursement?: { subscriptionKey: string; apiUser: string; apiKey: string };
  timeoutMs?: number;
};

const NETWORK = 'MTN MoMo';

// MTN's common error codes that come with a 500 but describe our configuration (wrong target environment,
// currency or callback host, an API user without the right): a retry changes nothing.
const CONFIGURATION_ERRORS = new Set(['NOT_ALLOWED', 'NOT_ALLOWED_TARGET_ENVIRONMENT', 'INVALID_CALLBACK_URL_HOST', 'INVALID_CURRENCY']);

/** MTN's ErrorReason (and the FAILED-like statuses) in the platform's words; anything else is FAILED. */
const FAILURE_REASONS: Record<string, FailureReason> = {
  APPROVAL_REJECTED: 'REJECTED',
  REJECTED: 'REJECTED',
  EXPIRED: 'EXPIRED',
  // MTN: "predominantly occurs with a delay to approve a transaction within the given time frame (5 minutes)".
  COULD_NOT_PERFORM_TRANSACTION: 'EXPIRED',
  NOT_ENOUGH_FUNDS: 'NOT_ENOUGH_MONEY',
  PAYER_NOT_FOUND: 'NOT_ALLOWED',
  NOT_ALLOWED: 'NOT_ALLOWED',
  PAYER_LIMIT_REACHED: 'NOT_ALLOWED',
  PAYEE_NOT_ALLOWED_TO_RECEIVE: 'NOT_ALLOWED',
};

type Keys = { subscriptionKey: string; apiUser: string; apiKey: string };
type Call = { method: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: unknown };

export function createMtnMomo(config: MtnMomoConfig, options: AdapterOptions = {}): PaymentProvider {
  const fetchFn = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const baseUrl = config.baseUrl.replace(/\/+$/, '');

  /** Calls to one product (collection, disbursement) with its keys and its cached token. */
  function product(name: 'collection' | 'disbursement', keys: Keys) {
    const basic = Buffer.from(`${keys.apiUser}:${keys.apiKey}`).toString('base64');
    const tokens = tokenCache(async () => {
      const answer = await callNetwork(
        NETWORK,
        fetchFn,
        `${baseUrl}/${name}/token/`,
        {
          method: 'POST',
          headers: { Authorization: `Basic ${basic}`, 'Ocp-Apim-Subscription-Key': keys.subscriptionKey },
        },
        timeoutMs,
      );
      const token = tokenOf(answer);
      if (!token) throw mtnRefusal(answer);
      return token;
    }, now);
    return (call: Call) =>
      withToken(tokens, (token) =>
        callNetwork(
          NETWORK,
          fetchFn,
          `${baseUrl}/${name}${call.path}`,
          {
            method: call.method,
            headers: {
              Authorization: `Bearer ${token}`,
              'Ocp-Apim-Subscription-Key': keys.subscriptionKey,
              'X-Target-Environment': config.targetEnvironment,
              ...(call.body === undefined ? {} : { 'Content-Type': 'application/json' }),
              ...call.headers,
            },
            body: call.body === undefined ? undefined : JSON.stringify(call.body),
          },
          timeoutMs,
        ),
      );
  }

  /**
   * Creates a request at MTN under our reference. A 409 says the reference is taken: an earlier try of this
   * same request arrived (the reference is ours and used once), which is all a retry wants.
   */
  async function create(send: ReturnType<typeof product>, call: Call): Promise<void> {
    const answer = await send(call);
    if (answer.status !== 202 && answer.status !== 409) throw mtnRefusal(answer);
  }

  async function status(send: ReturnType<typeof product>, path: string, reference: string): Promise<CollectStatus> {
    if (!UUID.test(reference)) return { status: 'NOT_FOUND' };
    const answer = await send({ method: 'GET', path: `${path}/${reference}` });
    if (answer.status === 404) return { status: 'NOT_FOUND' };
    if (answer.status !== 200) throw mtnRefusal(answer);
    return statusOfAnswer(answer.body, reference);
  }

  const collection = product('collection', config);
  const disbursement = config.disbursement && product('disbursement', config.disbursement);

  return {
    network: 'MTN',

    requestToPay: (request) =>
      create(collection, {
        method: 'POST',
        path: '/v1_0/requesttopay',
        headers: { 'X-Reference-Id': request.reference, ...(config.callbackUrl ? { 'X-Callback-Url': config.callbackUrl } : {}) },
        body: {
          amount: majorUnits(request.amountNgwee),
          currency: config.currency,
          externalId: request.reference,
          payer: { partyIdType: 'MSISDN', partyId: request.msisdn },
          payerMessage: note(request.message),
          payeeNote: note(request.message),
        },
      }),

    statusOf: (reference) => status(collection, '/v1_0/requesttopay', reference),

    // MTN's callback repeats the status answer, whose externalId is our reference. It carries no signature:
    // the secret is in the callback URL, which the route checks.
    referenceOfCallback: (callback) => {
      const reference = text(field(callback.body, 'externalId'));
      return reference && UUID.test(reference) ? reference : null;
    },

    refunds: disbursement && {
      canRefund: (request: RefundRequest) => request.amountNgwee > 0 && request.amountNgwee <= request.ofAmountNgwee,
      send: async (request: RefundRequest) => {
        await create(disbursement, {
          method: 'POST',
          path: '/v1_0/refund',
          headers: { 'X-Reference-Id': request.reference },
          body: {
            amount: majorUnits(request.amountNgwee),
            currency: config.currency,
            externalId: request.reference,
            payerMessage: note(request.message),
            payeeNote: note(request.message),
            referenceIdToRefund: request.ofReference,
          },
        });
        return 'ACCEPTED' as const;
      },
      statusOf: (reference: string) => status(disbursement, '/v1_0/refund', reference),
    },
  };
}

/** MTN refuses notes over 160 characters and some special characters, such as the apostrophe. */
function note(message: string): string {
  return message.replace(/'/g, '').slice(0, 160);
}

/** MTN's status answer (request to pay or refund) in the platform's words. */
function statusOfAnswer(body: unknown, reference: string): CollectStatus {
  const status = text(field(body, 'status'));
  if (status === 'SUCCESSFUL') {
    // MTN's specification types amount and financialTransactionId as strings, but its own example answer
    // prints them as numbers ("amount": 100, "financialTransactionId": 23503452): both are read.
    const amount = textOrNumber(field(body, 'amount'));
    // Our X-Reference-Id names the transaction at MTN too, should an answer lack its financial id.
    return {
      status: 'SUCCESSFUL',
      transactionId: textOrNumber(field(body, 'financialTransactionId')) ?? reference,
      amountNgwee: amount === null ? null : parseHundredths(amount),
      currency: text(field(body, 'currency')),
    };
  }
  if (status === 'FAILED' || status === 'REJECTED' || status === 'EXPIRED') {
    // The published answers give the reason as a code; older ones as { code, message }.
    const reason = field(body, 'reason');
    const code = text(reason) ?? text(field(reason, 'code')) ?? status;
    const message = text(field(reason, 'message'));
    return { status: 'FAILED', reason: FAILURE_REASONS[code] ?? 'FAILED', detail: message ? `${code}: ${message}` : code };
  }
  // PENDING, CREATED, ONGOING, or a word MTN adds later: not money yet, so ask again later.
  return { status: 'PENDING' };
}

function mtnRefusal(answer: Answer): ProviderError {
  const code = text(field(answer.body, 'code'));
  const message = text(field(answer.body, 'message'));
  const detail = [code, message].filter(Boolean).join(': ') || null;
  return refusal(NETWORK, answer, detail, code !== null && CONFIGURATION_ERRORS.has(code) ? false : undefined);
}
