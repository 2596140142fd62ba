import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataSource } from '../../server/data-source.js';
import { createTestDatabase } from '../helpers/db.js';
import { deadLetters, mailJobs, waitFor } from '../helpers/mail-jobs.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { SmtpSink } from '../helpers/smtp.js';

/**
 * A database from before the job queue, with emails in the old outbox table: the upgrade carries the
 * waiting ones over as mail jobs and the given-up ones as dead letters, so no email is lost or sent twice.
 */
const OLD_OUTBOX = [
  {
    status: 'pending',
    template: 'password-reset',
    recipients: ['waiting@example.zm'],
    params: {
      product: 'AYS Marketplace',
      name: 'Mutale',
      email: 'waiting@example.zm',
      link: 'https://ays.example.zm/set-password#token=abc',
      validFor: '1 hour',
    },
  },
  {
    status: 'pending',
    template: 'booking-created',
    recipients: ['ops@ays.co.zm'],
    params: {
      reference: 'AYS-OLD12345',
      customerName: 'Mwila Banda',
      customerPhone: '+260977123456',
      serviceName: 'Deep House Cleaning',
      packageName: 'Basic',
      date: '2026-12-01',
      time: '09:30',
      fullPayment: 'K1,250',
      deposit: 'K187.50',
      note: 'No additional notes.',
    },
  },
  {
    status: 'sent',
    template: 'booking-confirmed',
    recipients: ['sent@example.zm'],
    params: {
      reference: 'AYS-SENT0000',
      customerName: 'Sent',
      customerPhone: 'N/A',
      serviceName: 'S',
      packageName: 'Basic',
      date: '2026-12-01',
      time: '10:00',
    },
  },
  {
    status: 'failed',
    template: 'booking-confirmed',
    recipients: ['bounced@example.zm'],
    params: {
      reference: 'AYS-FAIL0000',
      customerName: 'Bounced',
      customerPhone: 'N/A',
      serviceName: 'S',
      packageName: 'Basic',
      date: '2026-12-01',
      time: '10:00',
    },
  },
];

let server: TestServer;
let sink: SmtpSink;

beforeAll(async () => {
  const database = await createTestDatabase();
  const db = createDataSource(database.url);
  await db.initialize();
  try {
    // Back to the release before the job queue, with its outbox (the migrations after it undone first).
    const hasOutbox = async () => (await db.query("SELECT to_regclass('outbox_messages') AS outbox"))[0].outbox !== null;
    while (!(await hasOutbox())) await db.undoLastMigration({ transaction: 'all' });
    for (const row of OLD_OUTBOX) {
      await db.query('INSERT INTO outbox_messages (template, recipients, params, status, attempts) VALUES ($1, $2, $3, $4, $5)', [
        row.template,
        row.recipients,
        JSON.stringify(row.params),
        row.status,
        row.status === 'pending' ? 3 : 10,
      ]);
    }
    await db.runMigrations({ transaction: 'all' });
    expect(await db.query("SELECT to_regclass('outbox_messages') AS outbox")).toEqual([{ outbox: null }]);
  } finally {
    await db.destroy();
  }
  sink = new SmtpSink();
  server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${await sink.listen()}` }, { database });
});

afterAll(async () => {
  await server?.stop();
  await sink?.close();
});

describe('upgrading a database whose outbox holds emails', () => {
  it('sends the waiting emails once, as they were queued', async () => {
    await waitFor(() => sink.messages.length >= 2, 'the carried-over emails');
    await waitFor(async () => (await mailJobs(server)).every((job) => job.state === 'completed'), 'the emails to be marked sent');
    expect(sink.messages.map((m) => [m.to, m.subject]).sort()).toEqual([
      [['ops@ays.co.zm'], 'New booking: Deep House Cleaning (Basic) on 2026-12-01 at 09:30'],
      [['waiting@example.zm'], 'Choose a new password for AYS Marketplace'],
    ]);
    expect(sink.messages.find((m) => m.to.includes('ops@ays.co.zm'))!.text).toContain(
      'Full payment: K1,250\nDeposit: K187.50\nNote: No additional notes.\n',
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(sink.messages).toHaveLength(2);
  });

  it('keeps the given-up email as a dead letter and does not send it, nor the ones already sent', async () => {
    const [dead, ...more] = await deadLetters(server);
    expect(more).toEqual([]);
    expect(dead.data).toEqual({
      template: 'booking-confirmed',
      recipients: ['bounced@example.zm'],
      params: OLD_OUTBOX[3].params,
      bookingId: null,
    });
    expect(sink.messages.flatMap((m) => m.to)).not.toContain('bounced@example.zm');
    expect(sink.messages.flatMap((m) => m.to)).not.toContain('sent@example.zm');
    expect(await mailJobs(server, { recipients: ['sent@example.zm'] })).toEqual([]);
  });
});
