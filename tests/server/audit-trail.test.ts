import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../server/graphql/global-id.js';
import { ADMIN_CANCEL, CONFIRM, book, seedCategory, seedService, submitProof, type SeededService } from '../helpers/booking-factories.js';
import { SET_APPROVAL, seedCity, uuidOf } from '../helpers/catalogue-factories.js';
import { signUpAdmin, signUpCustomer, signUpProvider, type SignedIn } from '../helpers/factories.js';
import type { GqlResponse } from '../helpers/gql-client.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

// Issue 34: admin changes are recorded with who, when, what and from where, in the change's transaction;
// the trail itself cannot be edited.

let server: TestServer;
let admin: SignedIn;
let otherAdmin: SignedIn;
let customer: SignedIn;
let service: SeededService;
let cityId: string;
let categoryId: string;

type Entry = {
  admin_id: string;
  admin_email: string;
  action: string;
  record_type: string;
  record_id: string;
  change: Record<string, { before: unknown; after: unknown }>;
  client_ip: string;
};

const entriesFor = (recordId: string): Promise<Entry[]> =>
  server.dataSource.query('SELECT * FROM audit_entries WHERE record_id = $1 ORDER BY created_at, id', [recordId]);

const outcome = (response: GqlResponse<unknown>) => (response.errors?.length ? String(response.errors[0].extensions?.code) : 'ok');

beforeAll(async () => {
  server = await startTestServer();
  const city = await seedCity(server, 'Lusaka');
  cityId = city.id;
  admin = await signUpAdmin(server.client(), city.id);
  otherAdmin = await signUpAdmin(server.client(), city.id);
  customer = await signUpCustomer(server.client(), city.id);
  categoryId = (await seedCategory(server.dataSource, 'Cleaning')).id;
  service = await seedService(server.dataSource, { categoryId, serviceName: 'Audited Cleaning' });
});

afterAll(async () => {
  await server?.stop();
});

describe('admin booking actions in the audit trail', () => {
  it('an admin confirming a booking is recorded once with who, what, the status change and the address', async () => {
    const booking = await book(customer.client, service.id);
    await admin.client.data(CONFIRM, { bookingId: booking.id });
    const entries = await entriesFor(uuidOf(booking.id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      admin_id: uuidOf(admin.user.id),
      admin_email: admin.email,
      action: 'confirm',
      record_type: 'Booking',
      change: { status: { before: 'unconfirmed', after: 'confirmed' } },
    });
    expect(entries[0].client_ip).toMatch(/127\.0\.0\.1/);
  });

  it('an admin cancelling is recorded as admin_cancel; a refused second cancel records nothing', async () => {
    const booking = await book(customer.client, service.id);
    await admin.client.data(ADMIN_CANCEL, { bookingId: booking.id, reason: 'Duplicate' });
    expect(outcome(await admin.client.request(ADMIN_CANCEL, { bookingId: booking.id, reason: 'Again' }))).toBe('CONFLICT');
    const entries = await entriesFor(uuidOf(booking.id));
    expect(entries.map((entry) => entry.action)).toEqual(['admin_cancel']);
  });

  it('a customer cancelling their own request leaves no audit entry', async () => {
    const booking = await book(customer.client, service.id);
    await customer.client.data('mutation ($bookingId: ID!) { cancelBookingRequest(bookingId: $bookingId) { id } }', {
      bookingId: booking.id,
    });
    expect(await entriesFor(uuidOf(booking.id))).toEqual([]);
  });

  it.each([
    ['confirming', CONFIRM, 'confirm'],
    ['cancelling', ADMIN_CANCEL, 'admin_cancel'],
  ])('two admins %s the same booking at once: only the change that won is recorded, under its admin', async (_, mutation, action) => {
    for (let round = 0; round < 3; round += 1) {
      const booking = await book(customer.client, service.id);
      const responses = await Promise.all(
        [admin, otherAdmin].map((who) => who.client.request(mutation, { bookingId: booking.id, reason: 'Race' })),
      );
      expect(responses.map(outcome).sort(), `round ${round}`).toEqual(['CONFLICT', 'ok']);
      const winner = outcome(responses[0]) === 'ok' ? admin : otherAdmin;
      const entries = await entriesFor(uuidOf(booking.id));
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ action, admin_email: winner.email });
    }
  });
});

describe('settings in the audit trail', () => {
  const UPDATE = `mutation ($input: PlatformSettingsInput!) { updatePlatformSettings(input: $input) { contactPhone } }`;

  it('an admin changing settings is recorded with the changed fields only; bad input records nothing', async () => {
    const bad = await admin.client.request(UPDATE, { input: { adminEmails: [], contactPhone: 'not a phone' } });
    expect(outcome(bad)).toBe('BAD_USER_INPUT');
    expect(await entriesFor('1')).toEqual([]);
    await admin.client.data(UPDATE, { input: { adminEmails: [], contactPhone: '+260971234567' } });
    const entries = await entriesFor('1');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'change_settings', record_type: 'PlatformSettings', admin_email: admin.email });
    expect(entries[0].change.contactPhone).toEqual({ before: null, after: '+260971234567' });
  });
});

describe('the audit trail is append-only', () => {
  it('PostgreSQL refuses to update, delete or truncate its entries', async () => {
    const booking = await book(customer.client, service.id);
    await admin.client.data(CONFIRM, { bookingId: booking.id });
    const recordId = uuidOf(booking.id);
    await expect(
      server.dataSource.query(`UPDATE audit_entries SET admin_email = 'x@example.com' WHERE record_id = $1`, [recordId]),
    ).rejects.toThrow(/append-only/);
    await expect(server.dataSource.query('DELETE FROM audit_entries WHERE record_id = $1', [recordId])).rejects.toThrow(/append-only/);
    await expect(server.dataSource.query('TRUNCATE audit_entries')).rejects.toThrow(/append-only/);
    expect(await entriesFor(recordId)).toHaveLength(1);
  });
});

describe('reading the audit trail', () => {
  const TRAIL = `query ($first: Int, $after: String, $adminId: ID, $action: String, $recordType: String, $from: DateTimeISO, $to: DateTimeISO) {
    auditTrail(first: $first, after: $after, adminId: $adminId, action: $action, recordType: $recordType, from: $from, to: $to) {
      edges { node { createdAt adminId adminEmail action recordType recordId clientIp changes { field before after } } }
      pageInfo { hasNextPage endCursor }
    }
  }`;
  type Trail = {
    auditTrail: {
      edges: {
        node: {
          adminEmail: string;
          action: string;
          recordId: string;
          changes: { field: string; before: string | null; after: string | null }[];
        };
      }[];
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
    };
  };

  it('lists newest first, pages with a cursor and filters by admin, action, record type and time', async () => {
    const since = new Date().toISOString();
    const first = await book(customer.client, service.id);
    const second = await book(customer.client, service.id);
    await admin.client.data(CONFIRM, { bookingId: first.id });
    await otherAdmin.client.data(ADMIN_CANCEL, { bookingId: second.id, reason: 'Duplicate' });

    const page1 = await admin.client.data<Trail>(TRAIL, { first: 1, from: since });
    expect(page1.auditTrail.edges.map((edge) => edge.node.recordId)).toEqual([uuidOf(second.id)]);
    expect(page1.auditTrail.pageInfo.hasNextPage).toBe(true);
    const page2 = await admin.client.data<Trail>(TRAIL, { first: 5, after: page1.auditTrail.pageInfo.endCursor, from: since });
    expect(page2.auditTrail.edges.map((edge) => edge.node.recordId)).toEqual([uuidOf(first.id)]);
    expect(page2.auditTrail.edges[0].node.changes).toContainEqual({ field: 'status', before: '"unconfirmed"', after: '"confirmed"' });

    const byAdmin = await admin.client.data<Trail>(TRAIL, { adminId: otherAdmin.user.id, from: since });
    expect(byAdmin.auditTrail.edges.map((edge) => edge.node.action)).toEqual(['admin_cancel']);
    const byAction = await admin.client.data<Trail>(TRAIL, { action: 'confirm', recordType: 'Booking', from: since });
    expect(byAction.auditTrail.edges.map((edge) => edge.node.recordId)).toEqual([uuidOf(first.id)]);
    const before = await admin.client.data<Trail>(TRAIL, { to: since, action: 'admin_cancel' });
    expect(before.auditTrail.edges.map((edge) => edge.node.recordId)).not.toContain(uuidOf(second.id));

    const filters = await admin.client.data<{ auditTrailFilters: { actions: string[]; admins: { email: string }[] } }>(
      '{ auditTrailFilters { actions recordTypes admins { id email } } }',
    );
    expect(filters.auditTrailFilters.actions).toEqual(expect.arrayContaining(['admin_cancel', 'confirm']));
    expect(filters.auditTrailFilters.admins.map((who) => who.email)).toEqual(expect.arrayContaining([admin.email, otherAdmin.email]));
  });

  it('refuses a time range that ends before it starts, and a forged cursor, with BAD_USER_INPUT', async () => {
    const reversed = await admin.client.request(TRAIL, { from: '2026-02-01T00:00:00Z', to: '2026-01-01T00:00:00Z' });
    expect(outcome(reversed)).toBe('BAD_USER_INPUT');
    expect(outcome(await admin.client.request(TRAIL, { after: 'bm90IGEgY3Vyc29y' }))).toBe('BAD_USER_INPUT');
  });
});

/** Runs `mutation` as both admins at the same moment, several times over fresh records. */
async function race(variables: Record<string, unknown>, mutation: string) {
  return Promise.all([admin, otherAdmin].map((who) => who.client.request(mutation, variables)));
}

describe('money, people and listings in the audit trail', () => {
  const MARK_PAID = 'mutation ($id: ID!, $input: RefundPaidInput!) { markRefundPaid(refundId: $id, input: $input) { id } }';
  const NOT_OWED = 'mutation ($id: ID!) { markRefundNotOwed(refundId: $id) { id } }';

  /** A refund due on a booking whose proof was submitted (the money's way back is not the point here). */
  async function dueRefund(): Promise<{ id: string; uuid: string }> {
    const booking = await book(customer.client, service.id);
    await submitProof(customer.client, booking.id);
    const [row] = await server.dataSource.query(
      `INSERT INTO refunds (id, booking_id, booking_payment_id, amount_ngwee, reason)
       SELECT gen_random_uuid(), booking_id, id, 5000, 'Audit test' FROM booking_payments WHERE booking_id = $1 RETURNING id`,
      [uuidOf(booking.id)],
    );
    return { id: toGlobalId('Refund', row.id), uuid: row.id };
  }

  it('marking a refund paid is recorded once with the status and reference; bad input and a second try record nothing', async () => {
    const refund = await dueRefund();
    expect(outcome(await admin.client.request(MARK_PAID, { id: refund.id, input: { method: 'AIRTEL_MONEY', reference: ' ' } }))).toBe(
      'BAD_USER_INPUT',
    );
    await admin.client.data(MARK_PAID, { id: refund.id, input: { method: 'AIRTEL_MONEY', reference: 'MP1' } });
    expect(outcome(await admin.client.request(NOT_OWED, { id: refund.id }))).toBe('CONFLICT');
    const entries = await entriesFor(refund.uuid);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'mark_refund_paid',
      record_type: 'Refund',
      change: { status: { before: 'due', after: 'paid' }, paidReference: { before: null, after: 'MP1' } },
    });
  });

  it('two admins settling the same refund at once: one entry, under the admin whose change won', async () => {
    for (let round = 0; round < 3; round += 1) {
      const refund = await dueRefund();
      const responses = await race({ id: refund.id }, NOT_OWED);
      expect(responses.map(outcome).sort(), `round ${round}`).toEqual(['CONFLICT', 'ok']);
      const winner = outcome(responses[0]) === 'ok' ? admin : otherAdmin;
      const entries = await entriesFor(refund.uuid);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ action: 'mark_refund_not_owed', admin_email: winner.email });
    }
  });

  it('approving and unapproving a service are recorded; concurrent approvals record the one that succeeded', async () => {
    const listed = await seedService(server.dataSource, { categoryId, serviceName: 'Approval Audit' });
    const unapproved = await race({ id: listed.id, approved: false }, SET_APPROVAL);
    expect(unapproved.map(outcome).sort()).toEqual(['CONFLICT', 'ok']);
    await admin.client.data(SET_APPROVAL, { id: listed.id, approved: true });
    const entries = await entriesFor(listed.uuid);
    expect(entries.map((entry) => entry.action)).toEqual(['unapprove_service', 'approve_service']);
    expect(entries[1].change.isApproved).toEqual({ before: false, after: true });
  });

  it("setting a provider's flags is recorded with the flags that changed; a customer's attempt records nothing", async () => {
    const provider = await signUpProvider(server.client(), cityId);
    const SET_VERIFIED = 'mutation ($id: ID!, $v: Boolean!) { setProviderVerified(id: $id, verified: $v) { id } }';
    expect(outcome(await customer.client.request(SET_VERIFIED, { id: provider.user.id, v: true }))).toBe('FORBIDDEN');
    await admin.client.data(SET_VERIFIED, { id: provider.user.id, v: true });
    const entries = await entriesFor(uuidOf(provider.user.id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'set_provider_flags',
      record_type: 'User',
      change: { verified: { before: false, after: true }, verificationStatus: { after: 'verified' } },
    });
  });
});

describe('locations, categories and accounts in the audit trail', () => {
  const CREATE_CITY = 'mutation ($input: CityInput!) { createCity(input: $input) { id } }';
  const UPDATE_CITY = 'mutation ($id: ID!, $input: CityInput!) { updateCity(id: $id, input: $input) { id } }';
  const DELETE_CITY = 'mutation ($id: ID!) { deleteCity(id: $id) }';
  const DEACTIVATE = 'mutation ($id: ID!) { deactivateUser(id: $id) { id } }';

  it('a city created, renamed and deleted is recorded once each; a taken name records nothing', async () => {
    const { createCity } = await admin.client.data<{ createCity: { id: string } }>(CREATE_CITY, {
      input: { name: 'Audit Kabwe', active: true },
    });
    expect(outcome(await admin.client.request(CREATE_CITY, { input: { name: 'Audit Kabwe', active: true } }))).toBe('CONFLICT');
    await admin.client.data(UPDATE_CITY, { id: createCity.id, input: { name: 'Audit Kitwe', active: true } });
    const deletes = await race({ id: createCity.id }, DELETE_CITY);
    expect(deletes.map(outcome)).toContain('ok');
    const entries = await entriesFor(uuidOf(createCity.id));
    expect(entries.map((entry) => entry.action)).toEqual(['create_city', 'update_city', 'delete_city']);
    expect(entries[1].change).toEqual({ name: { before: 'Audit Kabwe', after: 'Audit Kitwe' } });
    expect(entries[2].change).toEqual({ name: { before: 'Audit Kitwe' } });
  });

  it('deactivating an account is recorded with the status; doing it again changes and records nothing more', async () => {
    const person = await signUpCustomer(server.client(), cityId);
    await admin.client.data(DEACTIVATE, { id: person.user.id });
    await admin.client.data(DEACTIVATE, { id: person.user.id });
    const entries = await entriesFor(uuidOf(person.user.id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'deactivate_account', change: { status: { before: 'active', after: 'deactivated' } } });
  });
});

describe('affiliates and promo codes in the audit trail', () => {
  const CREATE_AFFILIATE = 'mutation ($input: AffiliateInput!) { createAffiliate(input: $input) { id } }';
  const CREATE_CODE = 'mutation ($input: PromoCodeInput!) { createPromoCode(input: $input) { id } }';
  const SET_ACTIVE = 'mutation ($id: ID!, $active: Boolean!) { setPromoCodeActive(id: $id, active: $active) { id status } }';

  it('an affiliate and their code created are recorded; two admins deactivating the code at once record one change', async () => {
    const email = `audit-affiliate-${Date.now()}@example.zm`;
    const input = { name: 'Audit Affiliate', email, phone: '0977000111', gender: 'FEMALE', cityId };
    const { createAffiliate } = await admin.client.data<{ createAffiliate: { id: string } }>(CREATE_AFFILIATE, { input });
    expect(outcome(await admin.client.request(CREATE_AFFILIATE, { input }))).toBe('CONFLICT');
    expect((await entriesFor(uuidOf(createAffiliate.id))).map((entry) => entry.action)).toEqual(['create_affiliate']);

    const codeName = `AUDIT${Date.now()}`;
    const { createPromoCode } = await admin.client.data<{ createPromoCode: { id: string } }>(CREATE_CODE, {
      input: { affiliateId: createAffiliate.id, serviceId: service.id, codeName },
    });
    await race({ id: createPromoCode.id, active: false }, SET_ACTIVE);
    const entries = await entriesFor(uuidOf(createPromoCode.id));
    expect(entries.map((entry) => entry.action)).toEqual(['create_promo_code', 'deactivate_promo_code']);
    expect(entries[1].change).toEqual({ status: { before: 'active', after: 'inactive' } });
  });
});

describe('team members in the audit trail', () => {
  const CREATE = 'mutation ($input: InternalProviderInput!) { createInternalProvider(input: $input) { id } }';
  const SET_ACTIVE = 'mutation ($id: ID!, $active: Boolean!) { setTeamMemberActive(id: $id, active: $active) { id active } }';
  const DELETE = 'mutation ($id: ID!) { deleteInternalProvider(id: $id) }';

  it('a team member created, made inactive by two admins at once, and deleted: one entry each', async () => {
    const input = {
      name: 'Audit Member',
      phone: '+260966111222',
      cityId,
      areaIds: [],
      categoryIds: [toGlobalId('Category', categoryId)],
      nrc: '234567/11/1',
    };
    const { createInternalProvider } = await admin.client.data<{ createInternalProvider: { id: string } }>(CREATE, { input });
    await race({ id: createInternalProvider.id, active: false }, SET_ACTIVE);
    await admin.client.data(DELETE, { id: createInternalProvider.id });
    const entries = await entriesFor(uuidOf(createInternalProvider.id));
    expect(entries.map((entry) => entry.action)).toEqual(['create_team_member', 'deactivate_team_member', 'delete_team_member']);
    expect(entries[1].change).toEqual({ active: { before: true, after: false } });
  });
});
