import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_EDIT } from '../../server/db/versions.js';
import { Role } from '../../server/lib/role.js';
import { PHONE_MESSAGE } from '../../server/modules/settings/contact-numbers.js';
import { REMIND_BEFORE_EXPIRY_MESSAGE, TIMER_HOURS_MESSAGE } from '../../server/modules/settings/request-timer-rules.js';
import { onlyError, seedCity, signUpCast, type Cast } from '../helpers/catalogue-factories.js';
import { setRole, signUpCustomer, type SignedIn } from '../helpers/factories.js';
import type { GqlClient } from '../helpers/gql-client.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

// Issue 10: the numbers customers call or message from a "contact us" status, and the cancellation policy
// the cancel dialogs quote, are set by an admin on /admin/settings and read by every signed-in person.

const FIELDS = 'version contactPhone whatsappNumber requestCancellationPolicy bookingCancellationPolicy';
const READ = `{ paymentInstructions { contactPhone whatsappNumber requestCancellationPolicy bookingCancellationPolicy } }`;
const UPDATE = `mutation ($input: PlatformSettingsInput!, $v: Int) { updatePlatformSettings(input: $input, expectedVersion: $v) { ${FIELDS} } }`;

type Settings = {
  version: number;
  contactPhone: string | null;
  whatsappNumber: string | null;
  requestCancellationPolicy: string | null;
  bookingCancellationPolicy: string | null;
};

const REQUEST_POLICY = 'Money sent for a request that is not confirmed is refunded in full within 7 days.';
const BOOKING_POLICY = 'A deposit is refunded when you cancel more than 24 hours before the visit; later it is kept.';

let server: TestServer;
let cast: Cast;
let affiliate: SignedIn;

beforeAll(async () => {
  server = await startTestServer();
  const city = await seedCity(server, 'Lusaka');
  cast = await signUpCast(server, city.id);
  affiliate = await signUpCustomer(server.client(), city.id, { name: 'Bwalya Affiliate' });
  await setRole(server.dataSource, affiliate.email, Role.AFFILIATE);
});

afterAll(async () => {
  await server?.stop();
});

async function stored(): Promise<Record<string, unknown>> {
  const [row]: Record<string, unknown>[] = await server.dataSource.query(
    'SELECT version, contact_phone, whatsapp_number, request_cancellation_policy, booking_cancellation_policy FROM platform_settings WHERE id = 1',
  );
  return row;
}

async function save(client: GqlClient, input: Record<string, unknown>, v?: number) {
  return client.request<{ updatePlatformSettings: Settings }>(UPDATE, { input: { adminEmails: [], ...input }, v });
}

describe('contact numbers and cancellation policy on platform settings', () => {
  it('an admin saves them; numbers typed the local way are kept in international form', async () => {
    const { version } = (await stored()) as { version: number };
    const response = await save(
      cast.admin.client,
      {
        contactPhone: '0211 000 333',
        whatsappNumber: '+260 97 700 0444',
        requestCancellationPolicy: `  ${REQUEST_POLICY}  `,
        bookingCancellationPolicy: BOOKING_POLICY,
      },
      version,
    );
    expect(response.errors).toBeUndefined();
    expect(response.data?.updatePlatformSettings).toEqual({
      version: version + 1,
      contactPhone: '+260211000333',
      whatsappNumber: '+260977000444',
      requestCancellationPolicy: REQUEST_POLICY,
      bookingCancellationPolicy: BOOKING_POLICY,
    });
  });

  it('every signed-in role reads them (customers cancelling and paying, providers seeing a "contact us" status); visitors do not', async () => {
    const expected = {
      contactPhone: '+260211000333',
      whatsappNumber: '+260977000444',
      requestCancellationPolicy: REQUEST_POLICY,
      bookingCancellationPolicy: BOOKING_POLICY,
    };
    for (const reader of [cast.customer, cast.provider, affiliate, cast.admin]) {
      expect((await reader.client.data<{ paymentInstructions: unknown }>(READ)).paymentInstructions).toEqual(expected);
    }
    const visitor = await server.client().request(READ);
    expect(onlyError(visitor).extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('only admins may change them: a customer or provider is refused and nothing changes', async () => {
    const before = await stored();
    for (const writer of [cast.customer, cast.provider, affiliate]) {
      const response = await save(writer.client, { contactPhone: '0966 999 999', requestCancellationPolicy: 'Nothing is ever refunded.' });
      expect(onlyError(response).extensions?.code).toBe('FORBIDDEN');
    }
    expect(await stored()).toEqual(before);
  });

  it('a number that is not a phone number, or a policy over 1,000 characters, is refused by field and nothing changes', async () => {
    const before = await stored();
    const response = await save(
      cast.admin.client,
      {
        contactPhone: 'call the office',
        whatsappNumber: '0977 12',
        requestCancellationPolicy: 'x'.repeat(1001),
        bookingCancellationPolicy: BOOKING_POLICY,
      },
      before.version as number,
    );
    const error = onlyError(response);
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error.extensions?.fields).toEqual({
      contactPhone: PHONE_MESSAGE,
      whatsappNumber: PHONE_MESSAGE,
      requestCancellationPolicy: 'At most 1000 characters.',
    });
    expect(await stored()).toEqual(before);
  });

  it('an edit from a stale version is a CONFLICT and keeps the first save', async () => {
    const { version } = (await stored()) as { version: number };
    const first = await save(cast.admin.client, { contactPhone: '0966 111 222', requestCancellationPolicy: REQUEST_POLICY }, version);
    const second = await save(
      cast.admin.client,
      { contactPhone: '0955 333 444', requestCancellationPolicy: 'Refunds within 30 days.' },
      version,
    );
    expect(first.errors).toBeUndefined();
    expect(onlyError(second)).toMatchObject({ message: STALE_EDIT, extensions: { code: 'CONFLICT' } });
    expect(await stored()).toMatchObject({
      version: version + 1,
      contact_phone: '+260966111222',
      request_cancellation_policy: REQUEST_POLICY,
    });
  });

  it('emptied fields are cleared (no number, no policy: the screens fall back to plain words)', async () => {
    const response = await save(cast.admin.client, {
      contactPhone: '  ',
      whatsappNumber: null,
      requestCancellationPolicy: '',
      bookingCancellationPolicy: null,
    });
    expect(response.data?.updatePlatformSettings).toMatchObject({
      contactPhone: null,
      whatsappNumber: null,
      requestCancellationPolicy: null,
      bookingCancellationPolicy: null,
    });
  });
});

// Issue 11: after how many hours a request without a proof of payment is reminded, and after how many it
// expires. Only admins read and write them; empty turns a timer off.
describe('unpaid request timers on platform settings', () => {
  const TIMERS = `{ paymentInstructions { remindUnpaidAfterHours expireUnpaidAfterHours } }`;
  const timersStored = async () =>
    (
      (await server.dataSource.query(
        'SELECT version, remind_unpaid_after_hours AS remind, expire_unpaid_after_hours AS expire FROM platform_settings WHERE id = 1',
      )) as { version: number; remind: number | null; expire: number | null }[]
    )[0];
  const saveTimers = async (client: GqlClient, remindUnpaidAfterHours: unknown, expireUnpaidAfterHours: unknown) =>
    client.request<{
      updatePlatformSettings: { remindUnpaidAfterHours: number | null; expireUnpaidAfterHours: number | null };
    }>(
      `mutation ($input: PlatformSettingsInput!) { updatePlatformSettings(input: $input) { remindUnpaidAfterHours expireUnpaidAfterHours } }`,
      { input: { adminEmails: [], remindUnpaidAfterHours, expireUnpaidAfterHours } },
    );

  it('an admin saves whole hours and reads them back', async () => {
    const response = await saveTimers(cast.admin.client, 12, 48);
    expect(response.data?.updatePlatformSettings).toEqual({ remindUnpaidAfterHours: 12, expireUnpaidAfterHours: 48 });
    expect((await cast.admin.client.data<{ paymentInstructions: unknown }>(TIMERS)).paymentInstructions).toEqual({
      remindUnpaidAfterHours: 12,
      expireUnpaidAfterHours: 48,
    });
    expect(await timersStored()).toMatchObject({ remind: 12, expire: 48 });
  });

  it('other roles neither read nor change them', async () => {
    const before = await timersStored();
    for (const other of [cast.customer, cast.provider, affiliate]) {
      const read = await other.client.request(TIMERS);
      expect(read.errors?.map((error) => [error.path?.join('.'), error.extensions?.code])).toEqual([
        ['paymentInstructions.remindUnpaidAfterHours', 'FORBIDDEN'],
        ['paymentInstructions.expireUnpaidAfterHours', 'FORBIDDEN'],
      ]);
      expect(onlyError(await saveTimers(other.client, 1, 2)).extensions?.code).toBe('FORBIDDEN');
    }
    expect(await timersStored()).toEqual(before);
  });

  it.each([
    ['no hours', 0, 48, { remindUnpaidAfterHours: TIMER_HOURS_MESSAGE }],
    ['more than 30 days', 12, 721, { expireUnpaidAfterHours: TIMER_HOURS_MESSAGE }],
    ['negative hours on both', -1, -5, { remindUnpaidAfterHours: TIMER_HOURS_MESSAGE, expireUnpaidAfterHours: TIMER_HOURS_MESSAGE }],
    ['a reminder at the expiry', 48, 48, { remindUnpaidAfterHours: REMIND_BEFORE_EXPIRY_MESSAGE }],
    ['a reminder after the expiry', 72, 24, { remindUnpaidAfterHours: REMIND_BEFORE_EXPIRY_MESSAGE }],
  ])('%s is refused beside its field and nothing changes', async (_case, remind, expire, fields) => {
    const before = await timersStored();
    const error = onlyError(await saveTimers(cast.admin.client, remind, expire));
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error.extensions?.fields).toEqual(fields);
    expect(await timersStored()).toEqual(before);
  });

  it("a fraction of an hour is refused by the API's Int type and nothing changes", async () => {
    const before = await timersStored();
    expect(onlyError(await saveTimers(cast.admin.client, 1.5, 48)).extensions?.code).toBe('BAD_USER_INPUT');
    expect(await timersStored()).toEqual(before);
  });

  it('empty turns a timer off, either one alone', async () => {
    expect((await saveTimers(cast.admin.client, null, 72)).data?.updatePlatformSettings).toEqual({
      remindUnpaidAfterHours: null,
      expireUnpaidAfterHours: 72,
    });
    expect((await saveTimers(cast.admin.client, 720, null)).data?.updatePlatformSettings).toEqual({
      remindUnpaidAfterHours: 720,
      expireUnpaidAfterHours: null,
    });
    expect(await timersStored()).toMatchObject({ remind: 720, expire: null });
  });
});
