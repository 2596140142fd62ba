import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_CANCEL,
  COMPLETE,
  CONFIRM,
  book,
  seedCategory,
  seedService,
  submitProof,
  type SeededService,
} from '../helpers/booking-factories.js';
import { pngFile, pngImage, seedCity, uuidOf } from '../helpers/catalogue-factories.js';
import { signUpAdmin, signUpCustomer, type SignedIn } from '../helpers/factories.js';
import { rawGet } from '../helpers/raw-http.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { FileService } from '../../server/modules/files/files.service.js';
import { createStorage } from '../../server/modules/files/storage.js';
import { applyRetention } from '../../server/modules/retention/retention.service.js';

const SEND = `mutation ($bookingId: ID!, $input: BookingMessageInput!) {
  sendBookingMessage(bookingId: $bookingId, input: $input) { id photoUrl } }`;
const SETTINGS = `mutation ($input: PlatformSettingsInput!) {
  updatePlatformSettings(input: $input) { proofRetentionDays messagePhotoRetentionDays textRetentionDays remindUnpaidAfterHours } }`;
const READ_SETTINGS = '{ paymentInstructions { proofRetentionDays messagePhotoRetentionDays textRetentionDays } }';
const THREAD = `query ($id: ID!) { booking(id: $id) { payments { proofUrl proofErasedAt }
  messages(first: 5) { edges { node { body photoUrl photoErasedAt } } } } }`;
const RESEND = 'mutation ($id: ID!) { resendText(id: $id) { id } }';

let server: TestServer;
let admin: SignedIn;
let customer: SignedIn;
let service: SeededService;
let files: FileService;

beforeAll(async () => {
  server = await startTestServer({ JOB_POLL_SECONDS: '60' });
  const city = await seedCity(server, 'Chipata');
  admin = await signUpAdmin(server.client(), city.id, { name: 'Mwila Admin' });
  customer = await signUpCustomer(server.client(), city.id, { name: 'Taonga Zulu' });
  service = await seedService(server.dataSource, {
    categoryId: (await seedCategory(server.dataSource, 'Gardening')).id,
    serviceName: 'Hedges',
  });
  files = new FileService(await createStorage(server.config), server.config.uploadMaxBytes);
});

afterAll(async () => {
  await server?.stop();
});

/** A booking with a proof of payment, a photo in its thread and a text, ended `daysAgo` days ago (cancelled by an admin when `cancel`). */
async function endedBooking(daysAgo: number, cancel = false) {
  const booking = await book(customer.client, service.id);
  expect((await submitProof(customer.client, booking.id)).errors).toBeUndefined();
  await admin.client.data(CONFIRM, { bookingId: booking.id });
  const photo = await customer.client.requestMultipart<{ sendBookingMessage: { photoUrl: string } }>(
    SEND,
    { bookingId: booking.id, input: { body: 'The gate', photo: null } },
    { 'variables.input.photo': pngFile(await pngImage()) },
  );
  await admin.client.data(cancel ? ADMIN_CANCEL : COMPLETE, { bookingId: booking.id, ...(cancel && { reason: 'Rain all week' }) });
  const id = uuidOf(booking.id);
  await server.dataSource.query(
    `UPDATE bookings SET completed_at = CASE WHEN completed_at IS NULL THEN NULL ELSE now() - make_interval(secs => $2) END,
       cancelled_at = CASE WHEN cancelled_at IS NULL THEN NULL ELSE now() - make_interval(secs => $2) END WHERE id = $1`,
    [id, daysAgo * 86_400],
  );
  const [{ text }] = await server.dataSource.query(
    `INSERT INTO sms_messages (booking_id, to_number, kind, text, status) VALUES ($1, '+260977000111', 'bookingConfirmed', 'Your booking is confirmed', 'failed') RETURNING id AS text`,
    [id],
  );
  const [{ proof }] = await server.dataSource.query(`SELECT proof_url AS proof FROM booking_payments WHERE booking_id = $1`, [id]);
  return { id: booking.id, proof: proof as string, photo: photo.data!.sendBookingMessage.photoUrl, text: text as string };
}

const onDisk = (url: string) => existsSync(path.join(server.config.dataDir, 'uploads', url.slice('/files/'.length)));
const textOf = async (id: string) =>
  (await server.dataSource.query(`SELECT text, template, text_erased_at FROM sms_messages WHERE id = $1`, [id]))[0];

describe('retention (issue 34)', () => {
  it('refuses days outside the bounds, changing nothing, and keeps what a save leaves out', async () => {
    const refused = await admin.client.request(SETTINGS, { input: { adminEmails: [], proofRetentionDays: 10, textRetentionDays: 0 } });
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: {
        proofRetentionDays: 'Enter a whole number of days from 30 to 3,650.',
        textRetentionDays: 'Enter a whole number of days from 1 to 3,650.',
      },
    });
    expect((await admin.client.data<{ paymentInstructions: object }>(READ_SETTINGS)).paymentInstructions).toEqual({
      proofRetentionDays: 365,
      messagePhotoRetentionDays: 90,
      textRetentionDays: 30,
    });
    const saved = await admin.client.data<{ updatePlatformSettings: object }>(SETTINGS, {
      input: { adminEmails: [], proofRetentionDays: 30, messagePhotoRetentionDays: 30 },
    });
    expect(saved.updatePlatformSettings).toMatchObject({ proofRetentionDays: 30, messagePhotoRetentionDays: 30, textRetentionDays: 30 });
    // Customers read the payment instructions; how long things are kept is the admins'.
    expect((await customer.client.request(READ_SETTINGS)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('removes proofs, message photos and texts once their booking ended the set days ago, not a minute before, keeping the rows', async () => {
    const over = await endedBooking(30 + 1 / 1440);
    const under = await endedBooking(30 - 1 / 1440);
    // A refund still owed on a booking keeps all of it, however old: settling it may need the proof and the thread.
    const owed = await endedBooking(40, true);
    const [{ refunds }] = await server.dataSource.query(
      `SELECT count(*)::int AS refunds FROM refunds WHERE booking_id = $1 AND status = 'due'`,
      [uuidOf(owed.id)],
    );
    expect(refunds).toBe(1);
    // A text of no booking counts from when it was made; one still on its way is never touched.
    const [{ old }, { recent }, { queued }] = await Promise.all(
      [
        ['old', "now() - interval '31 days'", 'delivered'],
        ['recent', "now() - interval '29 days'", 'delivered'],
        ['queued', "now() - interval '31 days'", 'queued'],
      ].map(
        async ([name, created, status]) =>
          (
            await server.dataSource.query(
              `INSERT INTO sms_messages (to_number, kind, text, status, created_at) VALUES ('+260977000222', 'signIn', 'Your code is 481516', $1, ${created}) RETURNING id AS "${name}"`,
              [status],
            )
          )[0],
      ),
    );
    for (const url of [over.proof, over.photo, under.proof, under.photo]) expect(onDisk(url)).toBe(true);

    expect(await applyRetention(server.dataSource, files)).toEqual({ proofs: 1, messagePhotos: 1, texts: 2 });

    expect(onDisk(over.proof)).toBe(false);
    expect(onDisk(over.photo)).toBe(false);
    expect((await rawGet(server.baseUrl, over.proof, admin.client.jar.header())).status).toBe(404);
    for (const url of [under.proof, under.photo, owed.proof, owed.photo]) expect(onDisk(url)).toBe(true);

    const read = async (id: string) =>
      (
        await admin.client.data<{
          booking: {
            payments: { proofUrl: string | null; proofErasedAt: string | null }[];
            messages: { edges: { node: { body: string; photoUrl: string | null; photoErasedAt: string | null } }[] };
          };
        }>(THREAD, { id })
      ).booking;
    const gone = await read(over.id);
    expect(gone.payments).toEqual([{ proofUrl: null, proofErasedAt: expect.any(String) }]);
    expect(gone.messages.edges.map((edge) => edge.node)).toEqual([{ body: 'The gate', photoUrl: null, photoErasedAt: expect.any(String) }]);
    const kept = await read(under.id);
    expect(kept.payments).toEqual([{ proofUrl: under.proof, proofErasedAt: null }]);

    expect(await textOf(over.text)).toMatchObject({ text: null, template: null, text_erased_at: expect.any(Date) });
    expect(await textOf(old)).toMatchObject({ text: null });
    for (const id of [under.text, owed.text, recent, queued]) expect((await textOf(id)).text).not.toBeNull();

    // A text whose words are gone cannot be sent again; one still kept can.
    const resend = await admin.client.request(RESEND, { id: Buffer.from(`Text:${over.text}`).toString('base64') });
    expect(resend.errors?.[0]).toMatchObject({
      message: 'The words of this text are no longer kept, so it cannot be sent again.',
      extensions: { code: 'CONFLICT' },
    });
    expect((await admin.client.request(RESEND, { id: Buffer.from(`Text:${under.text}`).toString('base64') })).errors).toBeUndefined();

    // Run again: nothing more is due.
    expect(await applyRetention(server.dataSource, files)).toEqual({ proofs: 0, messagePhotos: 0, texts: 0 });
  });
});
