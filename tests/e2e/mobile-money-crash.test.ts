import { afterAll, afterEach, describe, expect, inject, it } from 'vitest';
import { bookingInput } from '../helpers/booking-factories.js';
import { everyoneWorksAllWeek, firstService, killAll, signedInDemo, startBuiltServer } from '../helpers/built-server.js';
import { startMtnMomoStandin, type MtnMomoStandin } from '../helpers/mtn-momo-standin.js';
import { createDatabase, databaseUrl, dropDatabase, withAdminClient } from '../helpers/pg-admin.js';
import type { ServerProcess } from '../helpers/server-process.js';
import { freePort } from '../setup/pg-server.js';

/**
 * Issue 24: the built server killed (kill -9) after MTN took the money and before our commit. The
 * payment is neither lost nor counted twice: the next process finishes it from the network's answer.
 */
const SECRET = 'crash-test-callback-secret-0123456789';
const running: ServerProcess[] = [];
let database: string | null = null;
let momo: MtnMomoStandin | null = null;

afterEach(() => killAll(running));

afterAll(async () => {
  await momo?.close();
  if (database) await dropDatabase(inject('pgServerUrl'), database).catch(() => undefined);
});

async function until(done: () => Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`Waited ${timeoutMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe("kill -9 between the network's success and our commit", () => {
  it('the next process records the payment once and confirms the booking', async () => {
    database = `mt_${inject('pgRunId')}_momo_crash`;
    await createDatabase(inject('pgServerUrl'), database);
    const url = databaseUrl(inject('pgServerUrl'), database);
    momo = await startMtnMomoStandin({ settleAfterMs: 20 });
    const port = await freePort();
    const env = {
      DATABASE_URL: url,
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      JOB_POLL_SECONDS: '0.5',
      JOB_SUPERVISE_SECONDS: '1',
      MOMO_BASE_URL: momo.url,
      MOMO_SUBSCRIPTION_KEY: momo.config.subscriptionKey,
      MOMO_API_USER: momo.config.apiUser,
      MOMO_API_KEY: momo.config.apiKey,
      PAYMENT_CALLBACK_SECRET: SECRET,
      PAYMENT_CHECK_SECONDS: '1',
    };
    const first = await startBuiltServer(env, running);
    await everyoneWorksAllWeek(url);
    const customer = await signedInDemo(first.baseUrl);
    const { createBooking: booking } = await customer.data<{ createBooking: { id: string } }>(
      'mutation ($input: CreateBookingInput!) { createBooking(input: $input) { id } }',
      { input: bookingInput(await firstService(first.baseUrl)) },
    );
    // MTN's sandbox number whose payment waits: the test decides when MTN takes the money.
    const { payByMobileMoney: payment } = await customer.data<{ payByMobileMoney: { id: string } }>(
      'mutation ($id: ID!, $input: PayByMobileMoneyInput!) { payByMobileMoney(bookingId: $id, input: $input) { id } }',
      { id: booking.id, input: { network: 'MTN', paymentType: 'DEPOSIT', phoneNumber: '46733123453' } },
    );
    const reference = Buffer.from(payment.id, 'base64url').toString().split(':')[1];

    await withAdminClient(url, async (db) => {
      const paymentsOf = async () =>
        Number((await db.query('SELECT count(*) FROM booking_payments WHERE mobile_money_payment_id = $1', [reference])).rows[0].count);
      // Hold the booking's row: whoever records the payment waits here, mid-transaction.
      await db.query('BEGIN');
      await db.query('SELECT id FROM bookings WHERE id = (SELECT booking_id FROM mobile_money_payments WHERE id = $1) FOR UPDATE', [
        reference,
      ]);
      momo!.settle(reference, 'SUCCESSFUL');
      await until(
        async () =>
          Number(
            (
              await db.query(
                `SELECT count(*) FROM pg_stat_activity WHERE datname = $1 AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()`,
                [database],
              )
            ).rows[0].count,
          ) > 0,
        'the server to be recording the payment',
      );
      first.server.child.kill('SIGKILL');
      await first.server.exited;
      await db.query('ROLLBACK');
      expect(await paymentsOf()).toBe(0);

      await startBuiltServer(env, running);
      await until(async () => (await paymentsOf()) > 0, 'the next process to record the payment');
      // A late callback, and the checks still queued, change nothing.
      await fetch(`http://127.0.0.1:${port}/payments/callbacks/mtn/${SECRET}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ externalId: reference, status: 'SUCCESSFUL' }),
      });
      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect(await paymentsOf()).toBe(1);
      const {
        rows: [state],
      } = await db.query(
        `SELECT b.status, m.status AS payment FROM bookings b JOIN mobile_money_payments m ON m.booking_id = b.id WHERE m.id = $1`,
        [reference],
      );
      expect(state).toEqual({ status: 'confirmed', payment: 'successful' });
    });
  });
});
