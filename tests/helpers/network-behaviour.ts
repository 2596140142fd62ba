import { randomUUID } from 'node:crypto';
import { afterEach, expect, it } from 'vitest';
import { ProviderError, type CollectRequest, type PaymentProvider } from '../../server/modules/payments/payment-provider.js';
import type { NetworkStandin, Outage, ReceivedRequest, startCallbackReceiver } from './network-standin.js';

// Requests, checks and the tests both payment adapters run against their stand-ins
// (tests/server/payment-adapters.test.ts).

export type Receiver = Awaited<ReturnType<typeof startCallbackReceiver>>;

export function collect(msisdn: string, amountNgwee = 15_050): CollectRequest {
  return { reference: randomUUID(), amountNgwee, msisdn, message: 'AYS booking BK-7Q2M' };
}

/** The ProviderError a call fails with. */
export async function failureOf(call: Promise<unknown>): Promise<ProviderError> {
  const error = await call.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

/** Takes a payment that succeeds, and gives the network's transaction id for it. */
export async function paid(provider: PaymentProvider, request: CollectRequest): Promise<string> {
  await provider.requestToPay(request);
  await expect.poll(async () => (await provider.statusOf(request.reference)).status).toBe('SUCCESSFUL');
  const status = await provider.statusOf(request.reference);
  return status.status === 'SUCCESSFUL' ? status.transactionId : '';
}

/** A network under test: its stand-in, the receiver of its callbacks, and its adapter. */
export type Harness = {
  standin: NetworkStandin;
  receiver: Receiver;
  adapter(options?: { timeoutMs?: number; now?: () => number }): PaymentProvider;
  /** A number that pays. */
  payer: string;
  tokenPath: string;
  tokenSeconds: number;
  /** Whether a request the stand-in received creates the payment `reference`. */
  creates(request: ReceivedRequest, reference: string): boolean;
  /** The reference a callback's body names. */
  referenceIn(body: unknown): string;
};

const outages: [Outage, number | null][] = [
  ['unavailable', 503],
  ['drop', null],
  ['hang', null],
];

/** What a caller sees of either network when it misbehaves, repeats itself or rotates its tokens. */
export function behavesLikeANetwork(harness: () => Harness): void {
  const tokenRequests = () => harness().standin.requests.filter((request) => request.path === harness().tokenPath).length;
  const callbacksFor = (reference: string) =>
    harness().receiver.received.filter((received) => harness().referenceIn(received.body) === reference);

  afterEach(() => {
    harness().standin.up();
    harness().standin.callbacks = 'once';
  });

  it('says NOT_FOUND for a request the network never received', async () => {
    expect(await harness().adapter().statusOf(randomUUID())).toEqual({ status: 'NOT_FOUND' });
  });

  it('takes a request sent again with the same reference as the one the network already has', async () => {
    const { standin, adapter, payer, creates } = harness();
    const provider = adapter();
    const request = collect(payer);
    await provider.requestToPay(request);
    await provider.requestToPay(request);
    expect(standin.requests.filter((received) => creates(received, request.reference))).toHaveLength(2);
    await expect.poll(() => provider.statusOf(request.reference)).toMatchObject({ status: 'SUCCESSFUL' });
  });

  it('fetches one token for many calls, and a new one when the network stops taking it', async () => {
    const provider = harness().adapter();
    const before = tokenRequests();
    await Promise.all([provider.statusOf(randomUUID()), provider.statusOf(randomUUID()), provider.statusOf(randomUUID())]);
    expect(tokenRequests() - before).toBe(1);
    harness().standin.expireTokens();
    expect(await provider.statusOf(randomUUID())).toEqual({ status: 'NOT_FOUND' });
    expect(tokenRequests() - before).toBe(2);
  });

  it('fetches a new token shortly before the old one expires', async () => {
    let clock = 0;
    const provider = harness().adapter({ now: () => clock });
    const lifetimeMs = harness().tokenSeconds * 1000;
    const before = tokenRequests();
    await provider.statusOf(randomUUID());
    clock = lifetimeMs - 40_000;
    await provider.statusOf(randomUUID());
    expect(tokenRequests() - before).toBe(1);
    clock = lifetimeMs - 20_000;
    await provider.statusOf(randomUUID());
    expect(tokenRequests() - before).toBe(2);
  });

  it.each(outages)('is worth a retry when the network is down (%s)', async (how, httpStatus) => {
    // Short enough for a hang to end the test soon, long enough for the token and status calls before the
    // outage on two cores busy with the other suites (300 ms was not).
    const provider = harness().adapter({ timeoutMs: 2_000 });
    await provider.statusOf(randomUUID());
    harness().standin.down(how);
    const error = await failureOf(provider.requestToPay(collect(harness().payer)));
    expect({ retryable: error.retryable, httpStatus: error.httpStatus }).toEqual({ retryable: true, httpStatus });
  });

  it('is worth a retry when the network limits the rate, and the retry goes through', async () => {
    const provider = harness().adapter();
    const request = collect(harness().payer);
    harness().standin.rateLimitNext();
    const error = await failureOf(provider.requestToPay(request));
    expect({ retryable: error.retryable, httpStatus: error.httpStatus }).toEqual({ retryable: true, httpStatus: 429 });
    await provider.requestToPay(request);
    await expect.poll(() => provider.statusOf(request.reference)).toMatchObject({ status: 'SUCCESSFUL' });
  });

  it('copes with a callback that never comes or comes twice', async () => {
    const { standin, adapter, payer } = harness();
    const provider = adapter();
    standin.callbacks = 'never';
    const unheard = collect(payer);
    await paid(provider, unheard);
    standin.callbacks = 'twice';
    const repeated = collect(payer);
    await paid(provider, repeated);
    await expect.poll(() => callbacksFor(repeated.reference).length).toBe(2);
    expect(callbacksFor(repeated.reference).map((received) => provider.referenceOfCallback(received))).toEqual([
      repeated.reference,
      repeated.reference,
    ]);
    expect(callbacksFor(unheard.reference)).toEqual([]);
  });
}
