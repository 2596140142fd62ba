import {
  constants,
  createDecipheriv,
  createHmac,
  generateKeyPairSync,
  privateDecrypt,
  randomBytes,
  randomInt,
  randomUUID,
  type KeyObject,
} from 'node:crypto';
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
 * Airtel Money's Open API for Zambia as its developer portal publishes it, on 127.0.0.1: the OAuth2 token,
 * Collection's USSD push, the transaction enquiry, the refund, the encryption key, and the callback (a POST
 * to the application's callback URL, hashed when callback authentication is on). With message signing
 * (mandatory in Zambia, and the default here) the push and the refund are the signed v2 calls, and one
 * without a valid `x-signature`/`x-key` is refused; without it, the unsigned v1 calls.
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

type Payment = { id: string; amount: number; outcome: AirtelOutcome; airtelMoneyId: string; refunded: boolean };

export type AirtelMoneyStandinOptions = StandinTiming & {
  /** The application's callback URL, as set on Airtel's portal; unset, no callbacks. */
  callbackUrl?: string;
  /** The application's private key for callback authentication; unset, callbacks carry no hash. */
  callbackKey?: string;
  /** Whether the push and the refund must be signed (Zambia's portal: yes, the default). */
  messageSigning?: boolean;
};

export type AirtelMoneyStandin = NetworkStandin & {
  /** The credentials it accepts, for the adapter's configuration. */
  config: Omit<AirtelMoneyConfig, 'timeoutMs'>;
  /** What each number (9 digits) does with a push; numbers not listed pay. */
  outcomes: Map<string, AirtelOutcome>;
  /** Where the push and the refund go: v2 when signed, v1 when not. */
  paths: { push: string; refund: string };
  /** Airtel replaces its signing key: the old one no longer verifies. */
  rotateSigningKey(): void;
  /** Callbacks are hashed with another key than the application's. */
  badSignature: boolean;
  /** The next refund is made, then answered 500, as if the answer were lost on its way back. */
  loseNextRefundAnswer: boolean;
  settle(reference: string, outcome: AirtelOutcome): void;
};

export async function startAirtelMoneyStandin(options: AirtelMoneyStandinOptions = {}): Promise<AirtelMoneyStandin> {
  const client = { clientId: randomUUID(), clientSecret: randomUUID() };
  const tokenSeconds = options.tokenSeconds ?? 180;
  const settleAfterMs = options.settleAfterMs ?? 20;
  const tokens = tokenIssuer(tokenSeconds);
  const payments = new Map<string, Payment>();
  const messageSigning = options.messageSigning ?? true;
  // Airtel's message signing key: RSA, 1024 bits, handed out by GET /v1/rsa/encryption-keys.
  let signingKeys = generateKeyPairSync('rsa', { modulusLength: 1024 });

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

  /** The public key requests are signed with, as Airtel's encryption keys API hands it out. */
  function encryptionKey(request: ReceivedRequest): Reply {
    const problem = refused(request);
    if (problem) return problem;
    const key = signingKeys.publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
    return { status: 200, body: { data: { key_id: 1, key, valid_upto: '31-12-2099 23:59:59' }, status: ok('DP02010001001') } };
  }

  /** The checks of a call that changes money: the token and country first, then the message's signature. */
  function refusedToChange(request: ReceivedRequest): Reply | null {
    return refused(request) ?? (messageSigning ? unsigned(request, signingKeys.privateKey) : null);
  }

  function push(request: ReceivedRequest): Reply {
    const problem = refusedToChange(request);
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
    const payment: Payment = {
      id: transaction.id,
      amount: transaction.amount,
      outcome: 'PENDING',
      airtelMoneyId: `MP${randomInt(1e9, 1e10)}`,
      refunded: false,
    };
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
    // The amount is a JSON number, as Airtel writes amounts in its own bodies.
    const transaction = {
      id,
      message,
      status,
      amount: payment.amount,
      currency: 'ZMW',
      ...(status === 'TS' ? { airtel_money_id: payment.airtelMoneyId } : {}),
    };
    return { status: 200, body: { data: { transaction }, status: { ...ok(code), success: status !== 'TF' } } };
  }

  /** Refunds all of a successful payment, once. */
  function refund(request: ReceivedRequest): Reply {
    const problem = refusedToChange(request);
    if (problem) return problem;
    const airtelMoneyId = (request.body as { transaction?: { airtel_money_id?: unknown } } | undefined)?.transaction?.airtel_money_id;
    const payment = [...payments.values()].find(
      (candidate) => candidate.airtelMoneyId === airtelMoneyId && candidate.outcome === 'SUCCESS',
    );
    if (!payment) return failure(200, 'Transaction Not Found', 'ESB000045', 'DP00800001025');
    if (payment.refunded) return failure(200, 'Transaction already refunded', 'ESB000011');
    payment.refunded = true;
    if (standin.loseNextRefundAnswer) {
      standin.loseNextRefundAnswer = false;
      return failure(500, 'Internal Server Error', 'ESB000001');
    }
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
    // The hash covers the payload without it, as written: laid out as in Airtel's sample and with its
    // encoder's escaped slashes, so JSON re-serialised by the receiver is not what was hashed.
    const hash = key && createHmac('sha256', key).update(asAirtelWrites({ transaction })).digest('base64');
    void sendCallbacks(standin.callbacks, options.callbackUrl, 'POST', asAirtelWrites(hash ? { transaction, hash } : { transaction }));
  }

  // Signed, the push and the refund are v2; the enquiry is v1 either way.
  const version = messageSigning ? 'v2' : 'v1';
  const controls = await startStandin([
    { method: 'POST', path: /^\/auth\/oauth2\/token$/, handle: token },
    { method: 'GET', path: /^\/v1\/rsa\/encryption-keys$/, handle: encryptionKey },
    { method: 'POST', path: new RegExp(`^/merchant/${version}/payments/$`), handle: push },
    { method: 'POST', path: new RegExp(`^/standard/${version}/payments/refund$`), handle: refund },
    { method: 'GET', path: /^\/standard\/v1\/payments\/([^/]+)$/, handle: (request, [id]) => enquiry(request, id) },
  ]);
  const standin = Object.assign(controls, {
    config: {
      baseUrl: controls.url,
      ...client,
      country: 'ZM' as const,
      currency: 'ZMW' as const,
      messageSigning,
      callbackKey: options.callbackKey,
    },
    /** Where the push and the refund go. */
    paths: { push: `/merchant/${version}/payments/`, refund: `/standard/${version}/payments/refund` },
    outcomes: new Map<string, AirtelOutcome>(),
    callbacks: 'once' as CallbackMode,
    badSignature: false,
    loseNextRefundAnswer: false,
    rotateSigningKey() {
      signingKeys = generateKeyPairSync('rsa', { modulusLength: 1024 });
    },
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

/**
 * Airtel's message signing, checked: `x-key` is the AES key and IV ("key:iv", each Base64) encrypted with the
 * RSA key of the encryption keys API (PKCS#1 v1.5), and `x-signature` the body encrypted with them
 * (AES-256-CBC, Base64). The body that arrived must be what was signed, byte for byte. Airtel publishes no
 * code for a bad signature: the stand-in answers as for other header faults.
 */
function unsigned(request: ReceivedRequest, privateKey: KeyObject): Reply | null {
  const signature = request.headers['x-signature'];
  const key = request.headers['x-key'];
  if (typeof signature !== 'string' || typeof key !== 'string' || !signature || !key)
    return failure(400, 'Missing header/body params: x-signature, x-key', 'ROUTER003');
  try {
    const [aesKey, iv] = rsaPkcs1Decrypt(privateKey, Buffer.from(key, 'base64')).toString('utf8').split(':');
    const decipher = createDecipheriv('aes-256-cbc', Buffer.from(aesKey, 'base64'), Buffer.from(iv ?? '', 'base64'));
    const signed = Buffer.concat([decipher.update(Buffer.from(signature, 'base64')), decipher.final()]);
    if (signed.equals(request.rawBody)) return null;
  } catch {
    // Not decryptable with our key: not signed for us.
  }
  return failure(400, 'Invalid signature: x-signature does not match the request body', 'ROUTER003');
}

/**
 * RSA PKCS#1 v1.5 decryption, unpadded by hand: Node refuses that padding for private decryption (the
 * Marvin attack), which matters for a server answering strangers, not for a test's stand-in.
 */
function rsaPkcs1Decrypt(privateKey: KeyObject, encrypted: Buffer): Buffer {
  const block = privateDecrypt({ key: privateKey, padding: constants.RSA_NO_PADDING }, encrypted);
  const end = block.indexOf(0, 2);
  if (block[0] !== 0 || block[1] !== 2 || end < 10) throw new Error('Not PKCS#1 v1.5 padded');
  return block.subarray(end + 1);
}

/** JSON laid out as Airtel's samples are (two-space indents), with the slashes escaped as Java's and PHP's encoders do. */
function asAirtelWrites(value: unknown): string {
  return JSON.stringify(value, null, 2).replaceAll('/', '\\/');
}
