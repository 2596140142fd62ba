import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAirtelMoney } from '../../server/modules/payments/airtel-money.js';
import { encryptBody } from '../../server/modules/payments/airtel-signing.js';
import { createMtnMomo } from '../../server/modules/payments/mtn-momo.js';
import type { CallbackRequest, CollectRequest, PaymentProvider, RefundRequest } from '../../server/modules/payments/payment-provider.js';
import { startAirtelMoneyStandin, type AirtelMoneyStandin, type AirtelOutcome } from '../helpers/airtel-money-standin.js';
import { startMtnMomoStandin, type MtnMomoStandin } from '../helpers/mtn-momo-standin.js';
import { behavesLikeANetwork, collect, failureOf, paid, type Receiver } from '../helpers/network-behaviour.js';
import { startCallbackReceiver } from '../helpers/network-standin.js';

// Each adapter against a stand-in of its network's published API (tests/helpers/*-standin.ts): what a
// caller of the PaymentProvider interface sees. What both networks share is in behavesLikeANetwork. No database.

function refundOf(payment: CollectRequest, transactionId: string, amountNgwee: number): RefundRequest {
  return {
    reference: randomUUID(),
    ofReference: payment.reference,
    ofTransactionId: transactionId,
    ofAmountNgwee: payment.amountNgwee,
    amountNgwee,
    msisdn: payment.msisdn,
    message: 'Refund of AYS booking BK-7Q2M',
  };
}

/** Asks for `request` and waits for the network's callback about it. */
async function callbackAbout(
  provider: PaymentProvider,
  callbacksFor: (reference: string) => Receiver['received'],
  request: CollectRequest,
) {
  await provider.requestToPay(request);
  await expect.poll(() => callbacksFor(request.reference).length).toBe(1);
  return callbacksFor(request.reference)[0];
}

/** A callback with this body, as the callback route hands it over. */
function callback(body: unknown): CallbackRequest {
  const rawBody = Buffer.from(JSON.stringify(body));
  return { headers: { 'content-type': 'application/json' }, rawBody, body };
}

describe('MTN MoMo', () => {
  let standin: MtnMomoStandin;
  let receiver: Receiver;
  let momo: PaymentProvider;
  const externalIdOf = (body: unknown) => (body as { externalId?: string }).externalId ?? '';

  beforeAll(async () => {
    [standin, receiver] = await Promise.all([startMtnMomoStandin(), startCallbackReceiver()]);
    momo = createMtnMomo({ ...standin.config, callbackUrl: receiver.url, timeoutMs: 2000 });
  });

  afterAll(async () => {
    await Promise.all([standin?.close(), receiver?.close()]);
  });

  behavesLikeANetwork(() => ({
    standin,
    receiver,
    adapter: (options) =>
      createMtnMomo({ ...standin.config, callbackUrl: receiver.url, timeoutMs: options?.timeoutMs ?? 2000 }, { now: options?.now }),
    payer: '260961234567',
    tokenPath: '/collection/token/',
    tokenSeconds: 3600,
    creates: (request, reference) => request.method === 'POST' && request.headers['x-reference-id'] === reference,
    referenceIn: externalIdOf,
  }));

  const sent = (reference: string) =>
    standin.requests.filter((request) => request.method === 'POST' && request.headers['x-reference-id'] === reference);
  const callbacksFor = (reference: string) => receiver.received.filter((received) => externalIdOf(received.body) === reference);

  it('asks the payer for the amount in kwacha, and reads the payment back once they approve it', async () => {
    const request = collect('260961234567', 15_050);
    await momo.requestToPay(request);
    await expect
      .poll(() => momo.statusOf(request.reference))
      .toEqual({
        status: 'SUCCESSFUL',
        transactionId: expect.stringMatching(/^\d{10}$/),
        amountNgwee: 15_050,
        currency: standin.config.currency,
      });
    const [asked] = sent(request.reference);
    expect(asked.headers).toMatchObject({
      authorization: expect.stringMatching(/^Bearer \S+$/),
      'ocp-apim-subscription-key': standin.config.subscriptionKey,
      'x-target-environment': 'sandbox',
      'x-callback-url': receiver.url,
    });
    expect(asked.body).toEqual({
      amount: '150.50',
      currency: 'EUR',
      externalId: request.reference,
      payer: { partyIdType: 'MSISDN', partyId: '260961234567' },
      payerMessage: 'AYS booking BK-7Q2M',
      payeeNote: 'AYS booking BK-7Q2M',
    });
  });

  it("reads a status answer as MTN's example prints it: amount and financialTransactionId as numbers", async () => {
    const request = collect('260961234567', 10_000);
    await momo.requestToPay(request);
    await expect.poll(async () => (await momo.statusOf(request.reference)).status).toBe('SUCCESSFUL');
    const asString = await momo.statusOf(request.reference);
    standin.numbersAsPrinted = true;
    try {
      expect(await momo.statusOf(request.reference)).toEqual(asString);
      expect(asString).toEqual({
        status: 'SUCCESSFUL',
        transactionId: expect.stringMatching(/^\d{10}$/),
        amountNgwee: 10_000,
        currency: 'EUR',
      });
    } finally {
      standin.numbersAsPrinted = false;
    }
  });

  it('writes whole kwacha without decimals, and notes MTN accepts (no apostrophes, at most 160 characters)', async () => {
    const request = { ...collect('260961234567', 15_000), message: `Mwamba's booking ${'x'.repeat(200)}` };
    await momo.requestToPay(request);
    expect(sent(request.reference)[0].body).toMatchObject({ amount: '150', payerMessage: `Mwambas booking ${'x'.repeat(144)}` });
    await expect.poll(() => momo.statusOf(request.reference)).toMatchObject({ status: 'SUCCESSFUL', amountNgwee: 15_000 });
  });

  it.each([
    ['46733123450', 'FAILED', 'INTERNAL_PROCESSING_ERROR'],
    ['46733123451', 'REJECTED', 'APPROVAL_REJECTED'],
    ['46733123452', 'EXPIRED', 'EXPIRED'],
    ['46733123455', 'NOT_ALLOWED', 'PAYER_NOT_FOUND'],
  ])('reads the sandbox number %s as failed: %s', async (msisdn, reason, detail) => {
    const request = collect(msisdn);
    await momo.requestToPay(request);
    await expect.poll(() => momo.statusOf(request.reference)).toEqual({ status: 'FAILED', reason, detail });
  });

  it('keeps the ongoing and delayed sandbox numbers pending until MTN settles them', async () => {
    const ongoing = collect('46733123453');
    const delayed = collect('46733123454');
    await Promise.all([momo.requestToPay(ongoing), momo.requestToPay(delayed)]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await Promise.all([momo.statusOf(ongoing.reference), momo.statusOf(delayed.reference)])).toEqual([
      { status: 'PENDING' },
      { status: 'PENDING' },
    ]);
    standin.settle(delayed.reference, 'SUCCESSFUL');
    standin.settle(ongoing.reference, 'NOT_ENOUGH_FUNDS');
    expect(await momo.statusOf(delayed.reference)).toMatchObject({ status: 'SUCCESSFUL', amountNgwee: 15_050 });
    expect(await momo.statusOf(ongoing.reference)).toEqual({ status: 'FAILED', reason: 'NOT_ENOUGH_MONEY', detail: 'NOT_ENOUGH_FUNDS' });
  });

  it('is not worth a retry when MTN refuses a request, and says why', async () => {
    const badReference = await failureOf(momo.requestToPay({ ...collect('260961234567'), reference: 'BK-7Q2M' }));
    expect(badReference).toMatchObject({
      retryable: false,
      httpStatus: 400,
      message: expect.stringContaining('X-Reference-Id must be a UUID version 4'),
    });
    const badNumber = await failureOf(momo.requestToPay(collect('0961234567 ')));
    expect(badNumber).toMatchObject({ retryable: false, httpStatus: 400, message: expect.stringContaining('payer must be an MSISDN') });
    const badKeys = await failureOf(createMtnMomo({ ...standin.config, apiKey: 'wrong' }).statusOf(randomUUID()));
    expect(badKeys).toMatchObject({ retryable: false, httpStatus: 401 });
  });

  it('is not worth a retry when the target environment is wrong, though MTN answers that with a 500', async () => {
    const error = await failureOf(
      createMtnMomo({ ...standin.config, targetEnvironment: 'mtnzambia' }).requestToPay(collect('260961234567')),
    );
    expect(error).toMatchObject({ retryable: false, httpStatus: 500, message: expect.stringContaining('NOT_ALLOWED_TARGET_ENVIRONMENT') });
  });

  it('recognises the callback MTN sends when a request settles', async () => {
    const request = collect('46733123451');
    const received = await callbackAbout(momo, callbacksFor, request);
    expect(received.method).toBe('PUT');
    expect(received.body).toMatchObject({ status: 'FAILED', reason: 'APPROVAL_REJECTED' });
    expect(momo.referenceOfCallback(received)).toBe(request.reference);
  });

  it('recognises no request in a callback that names none of ours', () => {
    expect(momo.referenceOfCallback(callback({ externalId: 'BK-7Q2M', status: 'SUCCESSFUL' }))).toBeNull();
    expect(momo.referenceOfCallback(callback('SUCCESSFUL'))).toBeNull();
  });

  it('offers refunds only with Disbursement keys', () => {
    const { disbursement: _disbursement, ...collectionOnly } = standin.config;
    expect(createMtnMomo(collectionOnly).refunds).toBeUndefined();
    expect(momo.refunds).toBeDefined();
  });

  it('refunds part of a payment through Disbursement, and reads the refund back', async () => {
    const payment = collect('260961234567', 20_000);
    const transactionId = await paid(momo, payment);
    const refund = refundOf(payment, transactionId, 5_000);
    expect(momo.refunds!.canRefund(refund)).toBe(true);
    expect(momo.refunds!.canRefund({ ...refund, amountNgwee: 20_001 })).toBe(false);
    expect(await momo.refunds!.send(refund)).toBe('ACCEPTED');
    await expect
      .poll(() => momo.refunds!.statusOf(refund.reference))
      .toEqual({ status: 'SUCCESSFUL', transactionId: expect.any(String), amountNgwee: 5_000, currency: standin.config.currency });
    const [asked] = sent(refund.reference);
    expect(asked.path).toBe('/disbursement/v1_0/refund');
    expect(asked.headers['ocp-apim-subscription-key']).toBe(standin.config.disbursement.subscriptionKey);
    expect(asked.body).toMatchObject({
      amount: '50',
      currency: 'EUR',
      externalId: refund.reference,
      referenceIdToRefund: payment.reference,
    });
  });

  it('reads a refund of a payment MTN never took as failed', async () => {
    const refund = refundOf(collect('260961234567'), '1234567890', 5_000);
    await momo.refunds!.send(refund);
    await expect
      .poll(() => momo.refunds!.statusOf(refund.reference))
      .toEqual({ status: 'FAILED', reason: 'FAILED', detail: 'RESOURCE_NOT_FOUND' });
  });
});

describe('Airtel Money', () => {
  let standin: AirtelMoneyStandin;
  let receiver: Receiver;
  let airtel: PaymentProvider;
  const idOf = (body: unknown) => (body as { transaction?: { id?: string } } | undefined)?.transaction?.id ?? '';

  beforeAll(async () => {
    receiver = await startCallbackReceiver();
    standin = await startAirtelMoneyStandin({ callbackUrl: receiver.url, callbackKey: randomBytes(32).toString('base64') });
    airtel = createAirtelMoney({ ...standin.config, timeoutMs: 2000 });
  });

  afterAll(async () => {
    await Promise.all([standin?.close(), receiver?.close()]);
  });

  afterEach(() => {
    standin.badSignature = false;
  });

  behavesLikeANetwork(() => ({
    standin,
    receiver,
    adapter: (options) => createAirtelMoney({ ...standin.config, timeoutMs: options?.timeoutMs ?? 2000 }, { now: options?.now }),
    payer: '971234567',
    tokenPath: '/auth/oauth2/token',
    tokenSeconds: 180,
    creates: (request, reference) => request.path === standin.paths.push && idOf(request.body) === reference,
    referenceIn: idOf,
  }));

  const pushes = (reference: string) =>
    standin.requests.filter((request) => request.path === standin.paths.push && idOf(request.body) === reference);
  const callbacksFor = (reference: string) => receiver.received.filter((received) => idOf(received.body) === reference);
  let numbers = 0;
  /** A number of its own for each payment, whose outcome the test chooses. */
  const numberThat = (outcome: AirtelOutcome) => {
    const msisdn = `97${String((numbers += 1)).padStart(7, '0')}`;
    standin.outcomes.set(msisdn, outcome);
    return msisdn;
  };

  it("pushes the payment to the payer's phone, signed as Zambia requires, and reads it back once they pay", async () => {
    const request = collect('971234567', 15_050);
    await airtel.requestToPay(request);
    // The enquiry writes the amount as a JSON number, and names the currency.
    await expect
      .poll(() => airtel.statusOf(request.reference))
      .toEqual({ status: 'SUCCESSFUL', transactionId: expect.stringMatching(/^MP\d{10}$/), amountNgwee: 15_050, currency: 'ZMW' });
    const [pushed] = pushes(request.reference);
    expect(pushed.path).toBe('/merchant/v2/payments/');
    expect(pushed.headers).toMatchObject({
      authorization: expect.stringMatching(/^Bearer \S+$/),
      'x-country': 'ZM',
      'x-currency': 'ZMW',
      'x-signature': expect.any(String),
      'x-key': expect.any(String),
    });
    expect(pushed.body).toEqual({
      reference: 'AYS booking BK-7Q2M',
      subscriber: { country: 'ZM', currency: 'ZMW', msisdn: '971234567' },
      transaction: { amount: 150.5, country: 'ZM', currency: 'ZMW', id: request.reference },
    });
    expect(standin.requests.some((seen) => seen.method === 'GET' && seen.path === '/v1/rsa/encryption-keys')).toBe(true);
  });

  it("signs a body as the worked example of Airtel's message signing does", () => {
    // Airtel's example: this body, key and IV give this x-signature (as reproduced in global-121/121-platform).
    const body = JSON.stringify({
      reference: '1234',
      subscriber: { country: 'UG', currency: 'UGX', msisdn: '752604392' },
      transaction: { amount: '100', country: 'UG', currency: 'UGX', id: 'test_id ' },
    });
    const key = Buffer.from('PSw37xtnShLl7zgWn4dLSnf1J5GRhRsOD4OfvJOuLIM=', 'base64');
    const iv = Buffer.from('gGIhDvCBnSBhBgYiXCyMnw==', 'base64');
    expect(encryptBody(body, key, iv)).toBe(
      'bDOsVGZzbK0P5jO/M5QVMH/qxSmRJLEvIPZCdW6H81xvsZNI6jZej54oBQlHZ38yy63QNeyyYcfEkGJ8f3f15wHWs86V9BCIpHSesS3SrhozE/gGA1fLydeSS26mw0jhyt9XIpabk1RjDH59SfsrkHKU38I5mRlthG/t2qXJck0FhNR64bgOExm9CsuxUlfpsSoW1g81g1u5a4yMFIHhp77f+h3EXNHzcEsdSWhqTho=',
    );
  });

  it('is refused a push that is not signed, or signed over other bytes than it carries', async () => {
    await airtel.requestToPay(collect('971234567'));
    const { access_token: token } = (await (
      await fetch(`${standin.url}/auth/oauth2/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          client_id: standin.config.clientId,
          client_secret: standin.config.clientSecret,
          grant_type: 'client_credentials',
        }),
      })
    ).json()) as { access_token: string };
    const post = (body: string, signing: Record<string, string>) =>
      fetch(`${standin.url}/merchant/v2/payments/`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Country': 'ZM',
          'X-Currency': 'ZMW',
          Authorization: `Bearer ${token}`,
          ...signing,
        },
        body,
      }).then(async (response) => ({ status: response.status, body: (await response.json()) as { status: { result_code: string } } }));
    const signedPush = standin.requests.find((seen) => seen.path === '/merchant/v2/payments/' && seen.headers['x-signature'])!;
    const signing = { 'x-signature': String(signedPush.headers['x-signature']), 'x-key': String(signedPush.headers['x-key']) };
    const other = JSON.stringify({ ...(signedPush.body as object), reference: 'Another payment' });
    expect(await post(other, {})).toMatchObject({ status: 400, body: { status: { result_code: 'ROUTER003' } } });
    expect(await post(other, signing)).toMatchObject({ status: 400, body: { status: { result_code: 'ROUTER003' } } });
  });

  it('signs again with the new key when Airtel has replaced its signing key', async () => {
    const provider = createAirtelMoney({ ...standin.config, timeoutMs: 2000 });
    await provider.requestToPay(collect('971234567'));
    const keyFetches = () => standin.requests.filter((seen) => seen.path === '/v1/rsa/encryption-keys').length;
    const before = keyFetches();
    standin.rotateSigningKey();
    const request = collect('971234567');
    await provider.requestToPay(request);
    await expect.poll(() => provider.statusOf(request.reference)).toMatchObject({ status: 'SUCCESSFUL' });
    expect(keyFetches() - before).toBe(1);
    // A refusal for another reason costs one look at the key, and no second try.
    const refused = await failureOf(provider.requestToPay(collect('260971234567')));
    expect(refused).toMatchObject({ retryable: false, message: expect.stringContaining('ESB000033') });
    expect(keyFetches() - before).toBe(2);
    expect(pushes(request.reference)).toHaveLength(2);
  });

  it('speaks the unsigned v1 API where message signing is off', async () => {
    const unsigned = await startAirtelMoneyStandin({ messageSigning: false });
    try {
      const provider = createAirtelMoney({ ...unsigned.config, timeoutMs: 2000 });
      const payment = collect('971234567', 20_000);
      const transactionId = await paid(provider, payment);
      expect(await provider.refunds!.send(refundOf(payment, transactionId, 20_000))).toBe('SENT');
      expect(unsigned.requests.filter((seen) => seen.method === 'POST').map((seen) => [seen.path, seen.headers['x-signature']])).toEqual([
        ['/auth/oauth2/token', undefined],
        ['/merchant/v1/payments/', undefined],
        ['/standard/v1/payments/refund', undefined],
      ]);
    } finally {
      await unsigned.close();
    }
  });

  it.each([
    ['NOT_ENOUGH_BALANCE', 'NOT_ENOUGH_MONEY', 'DP00800001007'],
    ['REFUSED', 'REJECTED', 'DP00800001008'],
    ['TIMED_OUT', 'EXPIRED', 'DP00800001024'],
    ['INCORRECT_PIN', 'FAILED', 'DP00800001002'],
    ['NOT_PERMITTED', 'NOT_ALLOWED', 'DP00800001010'],
  ] as const)('reads a payment that failed (%s) as %s', async (outcome, reason, code) => {
    const request = collect(numberThat(outcome));
    await airtel.requestToPay(request);
    await expect
      .poll(() => airtel.statusOf(request.reference))
      .toEqual({ status: 'FAILED', reason, detail: expect.stringMatching(new RegExp(`^${code}: `)) });
  });

  it('reads an expired payment (TE) as expired', async () => {
    const request = collect(numberThat('EXPIRED'));
    await airtel.requestToPay(request);
    await expect
      .poll(() => airtel.statusOf(request.reference))
      .toEqual({ status: 'FAILED', reason: 'EXPIRED', detail: 'Transaction has been expired.' });
  });

  it('keeps a payment in progress or ambiguous pending until Airtel settles it', async () => {
    const inProgress = collect(numberThat('PENDING'));
    const ambiguous = collect(numberThat('AMBIGUOUS'));
    await Promise.all([airtel.requestToPay(inProgress), airtel.requestToPay(ambiguous)]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await Promise.all([airtel.statusOf(inProgress.reference), airtel.statusOf(ambiguous.reference)])).toEqual([
      { status: 'PENDING' },
      { status: 'PENDING' },
    ]);
    standin.settle(inProgress.reference, 'SUCCESS');
    standin.settle(ambiguous.reference, 'NOT_ENOUGH_BALANCE');
    expect(await airtel.statusOf(inProgress.reference)).toMatchObject({ status: 'SUCCESSFUL' });
    expect(await airtel.statusOf(ambiguous.reference)).toMatchObject({ status: 'FAILED', reason: 'NOT_ENOUGH_MONEY' });
  });

  it('is not worth a retry when Airtel refuses a request, and says why', async () => {
    const badNumber = await failureOf(airtel.requestToPay(collect('260971234567')));
    expect(badNumber).toMatchObject({
      retryable: false,
      httpStatus: 400,
      message: expect.stringContaining('ESB000033: Invalid MSISDN Length'),
    });
    const badSecret = await failureOf(createAirtelMoney({ ...standin.config, clientSecret: 'wrong' }).statusOf(randomUUID()));
    expect(badSecret).toMatchObject({
      retryable: false,
      httpStatus: 401,
      message: expect.stringContaining('Client authentication failed'),
    });
  });

  it("recognises a callback hashed with the application's key over the body as it came, and no other", async () => {
    const request = collect('971234567');
    const received = await callbackAbout(airtel, callbacksFor, request);
    expect(received.method).toBe('POST');
    expect(received.body).toMatchObject({ transaction: { id: request.reference, status_code: 'TS' }, hash: expect.any(String) });
    // Airtel's layout is not JSON.stringify's: the hash holds for the bytes received only.
    expect(received.rawBody.toString()).not.toBe(JSON.stringify(received.body));
    expect(airtel.referenceOfCallback(received)).toBe(request.reference);

    const tampered = Buffer.from(received.rawBody.toString().replace('"TS"', '"TF"'));
    expect(airtel.referenceOfCallback({ ...received, rawBody: tampered, body: JSON.parse(tampered.toString()) })).toBeNull();
    const { transaction, hash } = received.body as { transaction: Record<string, string>; hash: string };
    expect(airtel.referenceOfCallback(callback({ transaction, hash }))).toBeNull();
    expect(airtel.referenceOfCallback(callback({ transaction }))).toBeNull();
    expect(airtel.referenceOfCallback(callback({ transaction, hash: 'not base64 at all' }))).toBeNull();
    const { callbackKey: _callbackKey, ...withoutKey } = standin.config;
    expect(createAirtelMoney(withoutKey).referenceOfCallback(callback({ transaction }))).toBe(request.reference);
  });

  it('refuses a callback with a bad signature', async () => {
    standin.badSignature = true;
    expect(airtel.referenceOfCallback(await callbackAbout(airtel, callbacksFor, collect('971234567')))).toBeNull();
  });

  it('refunds a whole payment only, once, its answer being the outcome', async () => {
    const payment = collect('971234567', 20_000);
    const transactionId = await paid(airtel, payment);
    const partial = refundOf(payment, transactionId, 5_000);
    expect(airtel.refunds!.canRefund(partial)).toBe(false);
    const whole = refundOf(payment, transactionId, 20_000);
    expect(airtel.refunds!.canRefund(whole)).toBe(true);
    expect(await airtel.refunds!.send(whole)).toBe('SENT');
    expect(standin.requests.at(-1)).toMatchObject({
      path: '/standard/v2/payments/refund',
      headers: { 'x-signature': expect.any(String), 'x-key': expect.any(String) },
      body: { transaction: { airtel_money_id: transactionId } },
    });

    // Asked again (an earlier answer lost), Airtel says the payment was already refunded: it went back, once.
    expect(await airtel.refunds!.send(refundOf(payment, transactionId, 20_000))).toBe('SENT');
    expect(standin.requests.filter((request) => request.path === '/standard/v2/payments/refund')).toHaveLength(2);
  });
});
