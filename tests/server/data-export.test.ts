import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { FileService } from '../../server/modules/files/files.service.js';
import { createStorage } from '../../server/modules/files/storage.js';
import { sweepDataExports } from '../../server/modules/data-export/data-export.service.js';
import { CONFIRM, book, seedCategory, seedService, submitProof, type SeededService } from '../helpers/booking-factories.js';
import { seedCity, uuidOf } from '../helpers/catalogue-factories.js';
import { signUpAdmin, signUpCustomer, type SignedIn } from '../helpers/factories.js';
import { mailJobs, waitFor } from '../helpers/mail-jobs.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

// Issue 34, "Download my data": a queued archive of the person's rows and files, a single-use emailed link
// for that person only, kept 7 days, then swept.

const REQUEST = 'mutation { requestMyData { id state } }';
const MINE = '{ myDataExports { id state expiresAt } }';
const SEND = `mutation ($bookingId: ID!, $input: BookingMessageInput!) { sendBookingMessage(bookingId: $bookingId, input: $input) { id } }`;

let server: TestServer;
let cityId: string;
let admin: SignedIn;
let service: SeededService;
let files: FileService;

function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) =>
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        }),
      );
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** Asks for the person's data, waits for the job, and returns the link's token from the email. */
async function preparedToken(person: SignedIn): Promise<{ id: string; token: string }> {
  const { requestMyData } = await person.client.data<{ requestMyData: { id: string; state: string } }>(REQUEST);
  expect(requestMyData.state).toBe('PREPARING');
  const id = requestMyData.id;
  await waitFor(async () => {
    const [row] = await server.dataSource.query(`SELECT status FROM data_exports WHERE id = $1`, [id]);
    return row?.status === 'ready';
  }, 'the archive');
  const mails = await mailJobs(server, { template: 'data-export-ready', recipients: [person.email] });
  const link = (mails.at(-1)!.data.params as { link: string }).link;
  return { id, token: link.split('/account/data/')[1] };
}

/** Opens `path` under /account/data/ (the emailed token, or `archive/<id>` as the card links it) as `person` or a visitor. */
function download(path: string, person?: SignedIn): Promise<Response> {
  const cookie = person?.client.jar.header();
  return fetch(`${server.baseUrl}/account/data/${path}`, { headers: cookie ? { cookie } : {} });
}

beforeAll(async () => {
  server = await startTestServer();
  cityId = (await seedCity(server, 'Ndola')).id;
  admin = await signUpAdmin(server.client(), cityId, { name: 'Chipo Admin' });
  const category = await seedCategory(server.dataSource, 'Gardening');
  service = await seedService(server.dataSource, { categoryId: category.id, serviceName: 'AYS Gardens' });
  files = new FileService(await createStorage(server.config), server.config.uploadMaxBytes);
});

afterAll(async () => {
  await server?.stop();
});

describe('download my data', () => {
  it("holds the person's rows and files, none of another customer's, and opens once for that person only", async () => {
    const person = await signUpCustomer(server.client(), cityId, { name: 'Mutale Banda' });
    const other = await signUpCustomer(server.client(), cityId, { name: 'Bwalya Phiri' });
    const bookings: Record<string, string> = {};
    for (const [customer, name] of [
      [person, 'Mutale Banda'],
      [other, 'Bwalya Phiri'],
    ] as const) {
      const booking = await book(customer.client, service.id, { customerNote: `Note of ${name}` });
      bookings[name] = booking.id;
      expect((await submitProof(customer.client, booking.id, { senderName: name })).errors).toBeUndefined();
      await admin.client.data(CONFIRM, { bookingId: booking.id });
      await customer.client.data(SEND, { bookingId: booking.id, input: { body: `Hello from ${name}`, photo: null } });
    }
    await admin.client.data(SEND, { bookingId: bookings['Mutale Banda'], input: { body: 'Admin answers Mutale', photo: null } });

    const { id, token } = await preparedToken(person);
    // Someone else and a visitor are refused, and that does not use the link up.
    const visitor = await download(token);
    expect(visitor.status).toBe(401);
    expect(await visitor.text()).toMatch(/Sign in/);
    const stranger = await download(token, other);
    expect(stranger.status).toBe(403);
    expect((await download(`archive/${id}`, other)).status).toBe(403);
    expect((await download('archive/not-an-id', person)).status).toBe(404);

    const first = await download(token, person);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/zip');
    const entries = await unzip(Buffer.from(await first.arrayBuffer()));
    const text = entries.get('data.json')!.toString();
    const data = JSON.parse(text);
    expect(data.account.email).toBe(person.email);
    expect(data.account.password_hash).toBeUndefined();
    expect(data.bookings.map((b: { id: string }) => b.id)).toEqual([uuidOf(bookings['Mutale Banda'])]);
    expect(data.bookings[0].service_name).toBe('AYS Gardens');
    expect(data.payments).toHaveLength(1);
    expect(data.messages.map((m: { body: string }) => m.body)).toEqual(['Hello from Mutale Banda', 'Admin answers Mutale']);
    expect(text).not.toMatch(/Bwalya|Phiri/);
    expect(text).not.toContain(uuidOf(bookings['Bwalya Phiri']));
    // The proof's file is in the archive.
    expect([...entries.keys()].filter((name) => name.startsWith('files/'))).toHaveLength(1);

    const second = await download(token, person);
    expect(second.status).toBe(410);
    expect(await second.text()).toMatch(/already used/);
    expect((await download(`archive/${id}`, person)).status).toBe(410);
    const { myDataExports } = await person.client.data<{ myDataExports: { state: string }[] }>(MINE);
    expect(myDataExports.map((e) => e.state)).toEqual(['USED']);
  });

  it('says plainly when the link expired after 7 days, and the sweep deletes the archive', async () => {
    const person = await signUpCustomer(server.client(), cityId, { name: 'Nkandu Tembo' });
    const { id, token } = await preparedToken(person);
    const [{ file_key: key }] = await server.dataSource.query(`SELECT file_key FROM data_exports WHERE id = $1`, [id]);
    expect(await files.readOwn(key)).not.toBeNull();

    await server.dataSource.query(
      `UPDATE data_exports SET ready_at = ready_at - interval '7 days', expires_at = expires_at - interval '7 days' WHERE id = $1`,
      [id],
    );
    const expired = await download(token, person);
    expect(expired.status).toBe(410);
    expect(await expired.text()).toMatch(/expired/);
    const { myDataExports } = await person.client.data<{ myDataExports: { state: string }[] }>(MINE);
    expect(myDataExports.map((e) => e.state)).toEqual(['EXPIRED']);

    expect(await sweepDataExports(server.dataSource, files)).toBeGreaterThanOrEqual(1);
    expect(await files.readOwn(key)).toBeNull();
    expect(await server.dataSource.query(`SELECT 1 FROM data_exports WHERE id = $1`, [id])).toEqual([]);
  });

  it("goes with the person's account when they delete it", async () => {
    const person = await signUpCustomer(server.client(), cityId, { name: 'Luyando Zulu' });
    const { id } = await preparedToken(person);
    const [{ file_key: key }] = await server.dataSource.query(`SELECT file_key FROM data_exports WHERE id = $1`, [id]);
    await person.client.data('mutation ($password: String!) { deleteMyAccount(password: $password) }', { password: person.password });
    expect(await server.dataSource.query(`SELECT 1 FROM data_exports WHERE id = $1`, [id])).toEqual([]);
    expect(await files.readOwn(key)).toBeNull();
  });

  it('refuses a second request while one is being prepared, and a visitor', async () => {
    const person = await signUpCustomer(server.client(), cityId, { name: 'Chanda Mwale' });
    await server.jobs.stop();
    const first = await person.client.request(REQUEST);
    expect(first.errors).toBeUndefined();
    const second = await person.client.request(REQUEST);
    expect(second.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const visitor = await server.client().request(REQUEST);
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
