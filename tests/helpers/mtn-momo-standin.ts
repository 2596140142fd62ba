import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { parseHundredths } from '../../server/lib/money.js';
import { MTN_SANDBOX_NUMBERS, type MtnSandboxCase } from '../../server/lib/mobile-numbers.js';
import type { MtnMomoConfig } from '../../server/modules/payments/mtn-momo.js';
import {
  later,
  sendCallbacks,
  startStandin,
  tokenIssuer,
  UUID_V4,
  type CallbackMode,
  type NetworkStandin,
  type ReceivedRequest,
  type Reply,
  type StandinTiming,
} from './network-standin.js';

/**
 * MTN MoMo's Open API as momodeveloper.mtn.com publishes it, on 127.0.0.1: the Collection and Disbursement
 * tokens (Basic API user and key, subscription key per product), RequestToPay and Refund with their status
 * reads, the sandbox's test numbers, and the callback (a PUT of the status answer to X-Callback-Url).
 */

/** MTN's ErrorReason values a stand-in transaction can fail with. */
export type MtnReason =
  | 'APPROVAL_REJECTED'
  | 'EXPIRED'
  | 'NOT_ENOUGH_FUNDS'
  | 'PAYER_NOT_FOUND'
  | 'NOT_ALLOWED'
  | 'PAYEE_NOT_ALLOWED_TO_RECEIVE'
  | 'NOT_ALLOWED_TARGET_ENVIRONMENT'
  | 'INVALID_CALLBACK_URL_HOST'
  | 'INVALID_CURRENCY'
  | 'INTERNAL_PROCESSING_ERROR'
  | 'SERVICE_UNAVAILABLE'
  | 'COULD_NOT_PERFORM_TRANSACTION'
  | 'RESOURCE_NOT_FOUND';
export type MtnOutcome = 'SUCCESSFUL' | MtnReason;

// What each published sandbox number answers. The pending ones wait for the test's settle(): on MTN's
// sandbox "Ongoing" stays pending and "Delayed" succeeds some time later.
const SANDBOX_OUTCOMES: Record<MtnSandboxCase, MtnOutcome | 'PENDING'> = {
  PayerFailed: 'INTERNAL_PROCESSING_ERROR',
  PayerRejected: 'APPROVAL_REJECTED',
  PayerExpired: 'EXPIRED',
  PayerOngoing: 'PENDING',
  PayerDelayed: 'PENDING',
  PayerNotFound: 'PAYER_NOT_FOUND',
  PayerPayeeNotAllowedToReceive: 'PAYEE_NOT_ALLOWED_TO_RECEIVE',
  PayerNotAllowed: 'NOT_ALLOWED',
  PayerNotAllowedTargetEnvironment: 'NOT_ALLOWED_TARGET_ENVIRONMENT',
  PayerInvalidCallbackUrlHost: 'INVALID_CALLBACK_URL_HOST',
  PayerInvalidCurrency: 'INVALID_CURRENCY',
  PayerInternalProcessingError: 'INTERNAL_PROCESSING_ERROR',
  PayerServiceUnavailable: 'SERVICE_UNAVAILABLE',
  PayerCouldNotPerformTransaction: 'COULD_NOT_PERFORM_TRANSACTION',
};

type Product = 'collection' | 'disbursement';
type Keys = { subscriptionKey: string; apiUser: string; apiKey: string };

type Transaction = {
  product: Product;
  callbackUrl: string | null;
  /** The status answer, as GET returns it and the callback sends it. */
  answer: Record<string, unknown> & { amount: string; status: 'PENDING' | 'SUCCESSFUL' | 'FAILED' };
  refundOf?: string;
};

export type MtnMomoStandinOptions = StandinTiming & { targetEnvironment?: string; currency?: string };

/** What a success reports as taken, where a test makes it differ from what was asked. */
export type MtnTaken = { amount?: string; currency?: string };

export type MtnMomoStandin = NetworkStandin & {
  /** The keys it accepts, for the adapter's configuration. */
  config: Omit<MtnMomoConfig, 'callbackUrl' | 'timeoutMs'> & { disbursement: Keys };
  /** Settles a request to pay or a refund: SUCCESSFUL (reporting `taken` when given), or FAILED with MTN's reason. */
  settle(reference: string, outcome: MtnOutcome, taken?: MtnTaken): void;
  /**
   * Status answers as MTN's own example prints them: amount and financialTransactionId as JSON numbers
   * ("amount": 100, "financialTransactionId": 23503452), where the specification says strings.
   */
  numbersAsPrinted: boolean;
  /** The next refund MTN makes is answered 500 all the same, as when its answer is lost on the way back. */
  loseNextRefundAnswer(): void;
  /** The next request to pay is answered 500 before MTN takes it (nothing is created). */
  failNextRequestToPay(): void;
  /** Our keys stop working (revoked, or a subscription lapsed): every token and call is answered 401. */
  refuseCredentials: boolean;
  /** Status look-ups wait this long before answering. */
  statusDelayMs: number;
};

export async function startMtnMomoStandin(options: MtnMomoStandinOptions = {}): Promise<MtnMomoStandin> {
  const targetEnvironment = options.targetEnvironment ?? 'sandbox';
  const currency = options.currency ?? 'EUR';
  const settleAfterMs = options.settleAfterMs ?? 20;
  const keys: Record<Product, Keys> = { collection: newKeys(), disbursement: newKeys() };
  const tokens = tokenIssuer(options.tokenSeconds ?? 3600);
  const transactions = new Map<string, Transaction>();
  const key = (product: Product, reference: string) => `${product}:${reference}`;

  function token(product: Product, request: ReceivedRequest): Reply {
    const basic = Buffer.from(`${keys[product].apiUser}:${keys[product].apiKey}`).toString('base64');
    if (standin.refuseCredentials || request.headers['ocp-apim-subscription-key'] !== keys[product].subscriptionKey)
      return invalidSubscriptionKey;
    if (request.headers.authorization !== `Basic ${basic}`)
      return { status: 401, body: { error: 'login_failed', message: 'Invalid API user or API key' } };
    // MTN lists "inputting a body in an API that does not take one, e.g. /token" among its 400s.
    if (request.body !== undefined) return badRequest('The token API takes no body');
    return {
      status: 200,
      body: { access_token: tokens.issue(product), token_type: 'access_token', expires_in: options.tokenSeconds ?? 3600 },
    };
  }

  /** The checks every product call passes first, in the order MTN's gateway and wallet platform make them. */
  function refused(product: Product, request: ReceivedRequest): Reply | null {
    if (standin.refuseCredentials || request.headers['ocp-apim-subscription-key'] !== keys[product].subscriptionKey)
      return invalidSubscriptionKey;
    if (!tokens.valid(request, product))
      return { status: 401, body: { code: 'INVALID_TOKEN', message: 'Access token is invalid or expired' } };
    // MTN's common error codes answer a wrong target environment with a 500.
    if (request.headers['x-target-environment'] !== targetEnvironment)
      return { status: 500, body: { code: 'NOT_ALLOWED_TARGET_ENVIRONMENT', message: 'Access to target environment is forbidden' } };
    return null;
  }

  function create(product: Product, request: ReceivedRequest, validate: (body: Record<string, unknown>) => string | null): Reply {
    const reference = header(request, 'x-reference-id');
    const callbackUrl = header(request, 'x-callback-url');
    const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>;
    const problem = refused(product, request);
    if (problem) return problem;
    if (!reference || !UUID_V4.test(reference)) return badRequest('X-Reference-Id must be a UUID version 4');
    if (transactions.has(key(product, reference)))
      return { status: 409, body: { code: 'RESOURCE_ALREADY_EXIST', message: 'Duplicated reference id. Creation of resource failed.' } };
    if (callbackUrl && !URL.canParse(callbackUrl)) return badRequest('X-Callback-Url is not a URL');
    const invalid = validCommon(body, currency) ?? validate(body);
    if (invalid) return badRequest(invalid);
    const transaction: Transaction = { product, callbackUrl, answer: { ...body, status: 'PENDING' } as Transaction['answer'] };
    transactions.set(key(product, reference), transaction);
    const outcome = product === 'collection' ? collectionOutcome(body) : refundOutcome(transaction, body);
    if (outcome !== 'PENDING') later(standin.timers, settleAfterMs, () => settleTransaction(transaction, outcome));
    return { status: 202 };
  }

  function collectionOutcome(body: Record<string, unknown>): MtnOutcome | 'PENDING' {
    const payer = String((body.payer as { partyId: string }).partyId);
    return payer in MTN_SANDBOX_NUMBERS
      ? SANDBOX_OUTCOMES[MTN_SANDBOX_NUMBERS[Number(payer) as keyof typeof MTN_SANDBOX_NUMBERS]]
      : 'SUCCESSFUL';
  }

  /** A refund succeeds when what it sends back was taken, and not sent back already. */
  function refundOutcome(refund: Transaction, body: Record<string, unknown>): MtnOutcome {
    const payment = transactions.get(key('collection', String(body.referenceIdToRefund)));
    if (!payment || payment.answer.status !== 'SUCCESSFUL') return 'RESOURCE_NOT_FOUND';
    refund.refundOf = String(body.referenceIdToRefund);
    refund.answer.payee = payment.answer.payer;
    const refunds = [...transactions.values()].filter((other) => other.refundOf === refund.refundOf && other.answer.status !== 'FAILED');
    const sent = refunds.reduce((sum, other) => sum + parseHundredths(other.answer.amount)!, 0);
    return sent <= parseHundredths(payment.answer.amount)! ? 'SUCCESSFUL' : 'INTERNAL_PROCESSING_ERROR';
  }

  function settleTransaction(transaction: Transaction, outcome: MtnOutcome, taken: MtnTaken = {}): void {
    const { answer } = transaction;
    delete answer.reason;
    if (outcome === 'SUCCESSFUL')
      Object.assign(answer, { status: 'SUCCESSFUL', financialTransactionId: String(randomInt(1e9, 1e10)), ...taken });
    else Object.assign(answer, { status: 'FAILED', reason: outcome });
    if (transaction.callbackUrl) void sendCallbacks(standin.callbacks, transaction.callbackUrl, 'PUT', JSON.stringify(answer));
  }

  function read(product: Product, request: ReceivedRequest, reference: string): Reply {
    const transaction = transactions.get(key(product, reference));
    return (
      refused(product, request) ??
      (transaction
        ? { status: 200, body: standin.numbersAsPrinted ? printed(transaction.answer) : transaction.answer }
        : { status: 404, body: { code: 'RESOURCE_NOT_FOUND', message: 'Requested resource was not found.' } })
    );
  }

  let loseRefundAnswer = false;
  let failRequestToPay = false;
  /** A refund made, its answer then lost: MTN has it, the caller reads a 500. */
  function refundLosingAnswer(request: ReceivedRequest): Reply {
    const reply = create('disbursement', request, validRefund);
    if (!loseRefundAnswer || reply.status !== 202) return reply;
    loseRefundAnswer = false;
    return { status: 500, body: { code: 'INTERNAL_PROCESSING_ERROR', message: 'An internal error occurred while processing.' } };
  }

  const controls = await startStandin([
    { method: 'POST', path: /^\/collection\/token\/$/, handle: (request) => token('collection', request) },
    { method: 'POST', path: /^\/disbursement\/token\/$/, handle: (request) => token('disbursement', request) },
    {
      method: 'POST',
      path: /^\/collection\/v1_0\/requesttopay$/,
      handle: (request) => {
        if (!failRequestToPay) return create('collection', request, validRequestToPay);
        failRequestToPay = false;
        return { status: 500, body: { code: 'INTERNAL_PROCESSING_ERROR', message: 'An internal error occurred while processing.' } };
      },
    },
    {
      method: 'GET',
      path: /^\/collection\/v1_0\/requesttopay\/([^/]+)$/,
      handle: async (request, [reference]) => {
        await new Promise((resolve) => setTimeout(resolve, standin.statusDelayMs));
        return read('collection', request, reference);
      },
    },
    { method: 'POST', path: /^\/disbursement\/v1_0\/refund$/, handle: refundLosingAnswer },
    {
      method: 'GET',
      path: /^\/disbursement\/v1_0\/refund\/([^/]+)$/,
      handle: (request, [reference]) => read('disbursement', request, reference),
    },
  ]);
  const standin = Object.assign(controls, {
    config: { baseUrl: controls.url, ...keys.collection, targetEnvironment, currency, disbursement: keys.disbursement },
    callbacks: 'once' as CallbackMode,
    settle(reference: string, outcome: MtnOutcome, taken?: MtnTaken) {
      const transaction = transactions.get(key('collection', reference)) ?? transactions.get(key('disbursement', reference));
      if (!transaction) throw new Error(`No request with reference ${reference}`);
      settleTransaction(transaction, outcome, taken);
    },
    numbersAsPrinted: false,
    failNextRequestToPay: () => {
      failRequestToPay = true;
    },
    loseNextRefundAnswer: () => {
      loseRefundAnswer = true;
    },
    statusDelayMs: 0,
    refuseCredentials: false,
    expireTokens: tokens.expireAll,
  });
  return standin;
}

const invalidSubscriptionKey: Reply = {
  status: 401,
  body: {
    statusCode: 401,
    message: 'Access denied due to invalid subscription key. Make sure to provide a valid key for an active subscription.',
  },
};

/** A status answer with amount and financialTransactionId as numbers, the types of MTN's printed example. */
function printed(answer: Transaction['answer']): Record<string, unknown> {
  const { amount, financialTransactionId } = answer;
  return {
    ...answer,
    amount: Number(amount),
    ...(financialTransactionId === undefined ? {} : { financialTransactionId: Number(financialTransactionId) }),
  };
}

function badRequest(message: string): Reply {
  return { status: 400, body: { code: 'BAD_REQUEST', message } };
}

function header(request: ReceivedRequest, name: string): string | null {
  const value = request.headers[name];
  return typeof value === 'string' ? value : null;
}

function newKeys(): Keys {
  return { subscriptionKey: randomBytes(16).toString('hex'), apiUser: randomUUID(), apiKey: randomBytes(16).toString('hex') };
}

const AMOUNT = /^\d{1,13}(\.\d{1,2})?$/;

/** What a request to pay and a refund both carry. */
function validCommon(body: Record<string, unknown>, currency: string): string | null {
  if (typeof body.amount !== 'string' || !AMOUNT.test(body.amount) || parseHundredths(body.amount) === 0)
    return 'amount must be a positive decimal string';
  if (body.currency !== currency) return `currency must be ${currency}, the target environment's`;
  if (typeof body.externalId !== 'string') return 'externalId is required';
  // MTN's 400s: "more than 160 characters in the note and message", "unsupported special characters ... an apostrophe".
  const notes = [body.payerMessage, body.payeeNote];
  if (notes.some((note) => typeof note !== 'string' || note.length > 160 || note.includes("'")))
    return 'payerMessage and payeeNote are at most 160 characters, without apostrophes';
  return null;
}

function validRequestToPay(body: Record<string, unknown>): string | null {
  const payer = body.payer as { partyIdType?: unknown; partyId?: unknown } | undefined;
  // MSISDN: ITU-T E.164, with the country code and without "+".
  if (payer?.partyIdType !== 'MSISDN' || typeof payer.partyId !== 'string' || !/^\d{8,15}$/.test(payer.partyId))
    return 'payer must be an MSISDN with its country code';
  return null;
}

function validRefund(body: Record<string, unknown>): string | null {
  if (typeof body.referenceIdToRefund !== 'string' || !UUID_V4.test(body.referenceIdToRefund))
    return 'referenceIdToRefund must be the X-Reference-Id of a request to pay';
  return null;
}
