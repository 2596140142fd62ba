import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../server/lib/role.js';
import {
  COMPLETE,
  CONFIRM,
  book,
  bookingInput,
  lusakaDate,
  seedCategory,
  seedService,
  type SeededService,
} from '../helpers/booking-factories.js';
import { seedCity } from '../helpers/catalogue-factories.js';
import { countUsersWithEmail, setRole, signUpAdmin, signUpCustomer, unique, type SignedIn } from '../helpers/factories.js';
import type { GqlClient } from '../helpers/gql-client.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { mailJobs } from '../helpers/mail-jobs.js';

const CREATE_AFFILIATE = `mutation ($input: AffiliateInput!) {
  createAffiliate(input: $input) { id name email phone role verified verificationStatus status city { name } }
}`;
const VERIFY = `mutation ($id: ID!) { verifyAffiliate(id: $id) { id verified verificationStatus } }`;
const AFFILIATES = `{ affiliates(first: 100) { edges { node { id name email verified } } } }`;
const AFFILIATE = `query ($id: ID!) { affiliate(id: $id) { id name } }`;
const CREATE_CODE = `mutation ($input: PromoCodeInput!) {
  createPromoCode(input: $input) { id codeName discount usageLimit usageCount affiliateRate status service { id } }
}`;
const SET_ACTIVE = `mutation ($id: ID!, $active: Boolean!) { setPromoCodeActive(id: $id, active: $active) { id status } }`;
const VALIDATE = `query ($serviceId: ID!, $codeName: String!) { validatePromoCode(serviceId: $serviceId, codeName: $codeName) { isValid message } }`;
const RECORD_PAYOUT = `mutation ($input: AffiliatePayoutInput!) { recordAffiliatePayout(input: $input) { id amount method reference paidOn } }`;
const MY_LISTS = `{ me { earnings { total paid unpaid }
  commissions(first: 100) { edges { node { id amount bookingReference payout { id } } } }
  unpaid: commissions(first: 100, paid: false) { edges { node { id } } }
  payouts(first: 100) { edges { node { id amount } } }
  promoCodes(first: 100) { edges { node { codeName } } } } }`;
const ADMIN_VIEW = `query ($id: ID!) { affiliate(id: $id) { earnings { total paid unpaid } payouts(first: 10) { edges { node { amount } } } } }`;
const SEARCH_SERVICES = `query ($search: String) { adminServices(search: $search, first: 100) { edges { node { serviceName } } } }`;

type Lists = {
  me: {
    earnings: { total: string; paid: string; unpaid: string };
    commissions: { edges: { node: { id: string; amount: string; bookingReference: string; payout: { id: string } | null } }[] };
    unpaid: { edges: { node: { id: string } }[] };
    payouts: { edges: { node: { id: string; amount: string } }[] };
    promoCodes: { edges: { node: { codeName: string } }[] };
  };
};

let server: TestServer;
let admin: GqlClient;
let customer: SignedIn;
let cityId: string;
let service: SeededService;

beforeAll(async () => {
  server = await startTestServer({ JOB_POLL_SECONDS: '60' });
  cityId = (await seedCity(server, 'Ndola')).id;
  admin = (await signUpAdmin(server.client(), cityId)).client;
  customer = await signUpCustomer(server.client(), cityId);
  const category = await seedCategory(server.dataSource, 'Plumbing');
  service = await seedService(server.dataSource, {
    categoryId: category.id,
    serviceName: 'Geyser repair 100% fixed',
    packages: [{ name: 'Basic', price: '400.00', depositValue: '100.00' }],
  });
});

afterAll(async () => {
  await server?.stop();
});

const affiliateInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'Chanda Phiri',
  email: `${unique('affiliate')}@example.zm`,
  phone: '0977000111',
  gender: 'FEMALE',
  cityId,
  ...overrides,
});

async function createAffiliate(overrides: Record<string, unknown> = {}) {
  const input = affiliateInput(overrides);
  const { createAffiliate: created } = await admin.data<{ createAffiliate: { id: string; name: string } }>(CREATE_AFFILIATE, { input });
  return { ...created, email: input.email };
}

async function createCode(affiliateId: string, input: Record<string, unknown> = {}) {
  const data = await admin.data<{
    createPromoCode: { id: string; codeName: string; discount: number; usageLimit: number; affiliateRate: string; status: string };
  }>(CREATE_CODE, { input: { affiliateId, serviceId: service.id, codeName: unique('CODE').replace(/\W/g, ''), ...input } });
  return data.createPromoCode;
}

/** A booking with the code, confirmed and completed by an admin: one commission of 5% of K400 = K20. */
async function completedBookingWith(codeName: string) {
  const booking = await book(customer.client, service.id, { promoCode: codeName });
  await admin.data(CONFIRM, { bookingId: booking.id });
  await admin.data(COMPLETE, { bookingId: booking.id });
  return booking;
}

/** Signs in as an account an admin created, by giving it a known password (the welcome email's job). */
async function signInAs(email: string): Promise<GqlClient> {
  await setRole(server.dataSource, email, Role.AFFILIATE);
  const { hashPassword } = await import('../../server/modules/identity/password.js');
  await server.dataSource.query('UPDATE users SET password_hash = $1 WHERE email = $2', [await hashPassword('affiliate-pass-1'), email]);
  const client = server.client();
  await client.data(`mutation ($e: String!, $p: String!) { signIn(email: $e, password: $p) { user { id } } }`, {
    e: email,
    p: 'affiliate-pass-1',
  });
  return client;
}

describe('Create New Affiliate', () => {
  it('creates an unverified, active affiliate who appears in the list', async () => {
    const input = affiliateInput({ nrc: '111111/11/1' });
    const { createAffiliate: created } = await admin.data<{ createAffiliate: Record<string, unknown> }>(CREATE_AFFILIATE, { input });
    expect(created).toMatchObject({
      name: 'Chanda Phiri',
      email: input.email,
      phone: '0977000111',
      role: 'AFFILIATE',
      verified: false,
      verificationStatus: null,
      status: 'active',
      city: { name: 'Ndola' },
    });
    const { affiliates } = await admin.data<{ affiliates: { edges: { node: { id: string } }[] } }>(AFFILIATES);
    expect(affiliates.edges.map((edge) => edge.node.id)).toContain(created.id);
    // The welcome email with the link to set a password is queued with the account.
    const mail = await mailJobs(server, { recipients: [input.email] });
    expect(mail.map((job) => ({ template: job.data.template, recipients: job.data.recipients }))).toEqual([
      { template: 'account-welcome', recipients: [input.email] },
    ]);
  });

  it('needs name, email, phone, gender and city, and changes nothing when one is missing', async () => {
    const email = `${unique('missing')}@example.zm`;
    const error = await admin.error(CREATE_AFFILIATE, { input: affiliateInput({ email, name: ' ', phone: '' }) });
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error.extensions?.fields).toMatchObject({ name: 'Name is required.', phone: 'Phone is required.' });
    const badEmail = await admin.error(CREATE_AFFILIATE, { input: affiliateInput({ email: 'not-an-email' }) });
    expect(badEmail.extensions?.fields).toMatchObject({ email: 'Enter a valid email address.' });
    const noCity = await admin.error(CREATE_AFFILIATE, { input: affiliateInput({ email, cityId: 'Q2l0eTpub3BlOm5vcGU' }) });
    expect(noCity.extensions?.fields).toMatchObject({ cityId: 'Choose a city.' });
    expect(await countUsersWithEmail(server.dataSource, email)).toBe(0);
    expect(await mailJobs(server, { recipients: [email] })).toEqual([]);
  });

  it('refuses an email that already has an account', async () => {
    const error = await admin.error(CREATE_AFFILIATE, { input: affiliateInput({ email: customer.email }) });
    expect(error.extensions?.code).toBe('CONFLICT');
    expect(error.extensions?.fields).toEqual({ email: 'An account with this email already exists.' });
  });
});

describe('Verify', () => {
  it('marks the affiliate verified with verificationStatus "verified"', async () => {
    const affiliate = await createAffiliate();
    const { verifyAffiliate } = await admin.data<{ verifyAffiliate: unknown }>(VERIFY, { id: affiliate.id });
    expect(verifyAffiliate).toEqual({ id: affiliate.id, verified: true, verificationStatus: 'verified' });
  });

  it('answers "Affiliate not found." for an id that is not an affiliate\'s, and the detail query answers null', async () => {
    const error = await admin.error(VERIFY, { id: customer.user.id });
    expect(error).toMatchObject({ message: 'Affiliate not found.', extensions: { code: 'NOT_FOUND' } });
    expect((await admin.data<{ affiliate: unknown }>(AFFILIATE, { id: customer.user.id })).affiliate).toBeNull();
    expect((await admin.data<{ affiliate: unknown }>(AFFILIATE, { id: 'garbage' })).affiliate).toBeNull();
  });
});

describe('Create Promo Code', () => {
  it('fills in the spec defaults: usage limit 10, discount 0, affiliate rate 5', async () => {
    const affiliate = await createAffiliate();
    const code = await createCode(affiliate.id, { codeName: 'NDOLA-DEFAULTS' });
    expect(code).toMatchObject({ codeName: 'NDOLA-DEFAULTS', discount: 0, usageLimit: 10, affiliateRate: '5.00', status: 'active' });
    const set = await createCode(affiliate.id, { codeName: 'NDOLA_SET', discount: 15, usageLimit: 3, affiliateRate: '7.5' });
    expect(set).toMatchObject({ discount: 15, usageLimit: 3, affiliateRate: '7.50' });
  });

  it('refuses a discount outside 0-100, a missing name, an unknown service and a non-affiliate, writing nothing', async () => {
    const affiliate = await createAffiliate();
    const before = await server.dataSource.query('SELECT count(*)::int AS n FROM promo_codes');
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ discount: 101 }, { discount: 'Discount must be a whole number from 0 to 100.' }],
      [{ discount: -1 }, { discount: 'Discount must be a whole number from 0 to 100.' }],
      [{ codeName: '  ' }, { codeName: 'Code name is required.' }],
      [{ codeName: 'TWO WORDS' }, { codeName: 'Use letters, digits, - and _ only.' }],
      [{ usageLimit: 0 }, { usageLimit: 'Usage limit must be a whole number from 1 to 100000.' }],
      [{ affiliateRate: '101' }, { affiliateRate: 'Affiliate rate cannot be more than 100%.' }],
      [{ serviceId: customer.user.id }, { serviceId: 'Choose a service.' }],
      [{ affiliateId: customer.user.id }, { affiliateId: 'Choose an affiliate.' }],
    ];
    for (const [input, fields] of cases) {
      const error = await admin.error(CREATE_CODE, {
        input: { affiliateId: affiliate.id, serviceId: service.id, codeName: 'REFUSED', ...input },
      });
      expect(error.extensions?.code, JSON.stringify(input)).toBe('BAD_USER_INPUT');
      expect(error.extensions?.fields).toEqual(fields);
    }
    expect(await server.dataSource.query('SELECT count(*)::int AS n FROM promo_codes')).toEqual(before);
  });

  it('keeps code names unique ignoring case', async () => {
    const affiliate = await createAffiliate();
    await createCode(affiliate.id, { codeName: 'Kitwe5' });
    const error = await admin.error(CREATE_CODE, { input: { affiliateId: affiliate.id, serviceId: service.id, codeName: 'KITWE5' } });
    expect(error.extensions?.code).toBe('CONFLICT');
    expect(error.extensions?.fields).toEqual({ codeName: 'A promo code with this name already exists.' });
  });

  it('a deactivated code is not valid at booking; reactivated, it is again', async () => {
    const affiliate = await createAffiliate();
    const code = await createCode(affiliate.id, { codeName: 'PAUSED' });
    await admin.data(SET_ACTIVE, { id: code.id, active: false });
    const check = await customer.client.data<{ validatePromoCode: { isValid: boolean } }>(VALIDATE, {
      serviceId: service.id,
      codeName: 'PAUSED',
    });
    expect(check.validatePromoCode.isValid).toBe(false);
    const refused = await customer.client.error(`mutation ($input: CreateBookingInput!) { createBooking(input: $input) { id } }`, {
      input: bookingInput(service.id, { promoCode: 'PAUSED' }),
    });
    expect(refused.message).toBe('This promo code is not valid for this service.');

    await admin.data(SET_ACTIVE, { id: code.id, active: true });
    const again = await customer.client.data<{ validatePromoCode: { isValid: boolean } }>(VALIDATE, {
      serviceId: service.id,
      codeName: 'PAUSED',
    });
    expect(again.validatePromoCode.isValid).toBe(true);
  });

  it("a deactivated affiliate's codes stop working; reactivated, they work again", async () => {
    const affiliate = await createAffiliate();
    await createCode(affiliate.id, { codeName: 'GONEQUIET' });
    const valid = async () =>
      (await customer.client.data<{ validatePromoCode: { isValid: boolean } }>(VALIDATE, { serviceId: service.id, codeName: 'GONEQUIET' }))
        .validatePromoCode.isValid;
    expect(await valid()).toBe(true);
    await admin.data(`mutation ($id: ID!) { deactivateUser(id: $id) { id } }`, { id: affiliate.id });
    expect(await valid()).toBe(false);
    await admin.data(`mutation ($id: ID!) { reactivateUser(id: $id) { id } }`, { id: affiliate.id });
    expect(await valid()).toBe(true);
  });
});

describe('commission payouts', () => {
  it('an affiliate sees their own codes, commissions and earnings; a payout marks them paid, amount exact', async () => {
    const affiliate = await createAffiliate();
    const client = await signInAs(affiliate.email);
    await createCode(affiliate.id, { codeName: 'PAYME', affiliateRate: '2.5' });
    await completedBookingWith('PAYME');
    await completedBookingWith('PAYME');
    await completedBookingWith('PAYME');

    const before = await client.data<Lists>(MY_LISTS);
    expect(before.me.promoCodes.edges.map((edge) => edge.node.codeName)).toEqual(['PAYME']);
    // 2.5% of K400 = K10 each.
    expect(before.me.earnings).toEqual({ total: '30.00', paid: '0.00', unpaid: '30.00' });
    const [first, second, third] = before.me.commissions.edges.map((edge) => edge.node);
    expect(first.bookingReference).toMatch(/^AYS-/);

    const { recordAffiliatePayout: payout } = await admin.data<{ recordAffiliatePayout: Record<string, unknown> }>(RECORD_PAYOUT, {
      input: {
        affiliateId: affiliate.id,
        commissionIds: [first.id, second.id],
        paidOn: lusakaDate(0),
        method: 'AIRTEL_MONEY',
        reference: 'MP240101.1234',
      },
    });
    expect(payout).toMatchObject({ amount: '20.00', method: 'AIRTEL_MONEY', reference: 'MP240101.1234', paidOn: lusakaDate(0) });

    const after = await client.data<Lists>(MY_LISTS);
    expect(after.me.earnings).toEqual({ total: '30.00', paid: '20.00', unpaid: '10.00' });
    expect(after.me.unpaid.edges.map((edge) => edge.node.id)).toEqual([third.id]);
    expect(after.me.payouts.edges.map((edge) => edge.node.amount)).toEqual(['20.00']);
    const adminView = await admin.data<{ affiliate: { earnings: unknown; payouts: unknown } }>(ADMIN_VIEW, { id: affiliate.id });
    expect(adminView.affiliate).toEqual({
      earnings: { total: '30.00', paid: '20.00', unpaid: '10.00' },
      payouts: { edges: [{ node: { amount: '20.00' } }] },
    });
  });

  it('never pays a commission twice, also when two payouts race for it; a refused payout writes nothing', async () => {
    const affiliate = await createAffiliate();
    const client = await signInAs(affiliate.email);
    await createCode(affiliate.id, { codeName: 'RACE' });
    await completedBookingWith('RACE');
    const [commission] = (await client.data<Lists>(MY_LISTS)).me.commissions.edges.map((edge) => edge.node);
    const input = (reference: string) => ({
      input: { affiliateId: affiliate.id, commissionIds: [commission.id], paidOn: lusakaDate(0), method: 'MOMO', reference },
    });

    const outcomes = await Promise.all(['R1', 'R2', 'R3', 'R4'].map((reference) => admin.request(RECORD_PAYOUT, input(reference))));
    const paid = outcomes.filter((outcome) => outcome.data?.recordAffiliatePayout);
    expect(paid).toHaveLength(1);
    for (const refused of outcomes.filter((outcome) => !outcome.data?.recordAffiliatePayout)) {
      expect(refused.errors?.[0]).toMatchObject({
        message: 'Some of these commissions are already paid. Reload the list and choose again.',
        extensions: { code: 'CONFLICT' },
      });
    }
    const later = await admin.error(RECORD_PAYOUT, input('R5'));
    expect(later.extensions?.code).toBe('CONFLICT');
    const rows = await server.dataSource.query(
      'SELECT amount_ngwee FROM affiliate_payouts p JOIN users u ON u.id = p.affiliate_id WHERE u.email = $1',
      [affiliate.email],
    );
    expect(rows).toEqual([{ amount_ngwee: '2000' }]);
  });

  it("refuses another affiliate's commission, a future date and a missing reference, writing nothing", async () => {
    const owner = await createAffiliate();
    const ownerClient = await signInAs(owner.email);
    await createCode(owner.id, { codeName: 'NOTYOURS' });
    await completedBookingWith('NOTYOURS');
    const [commission] = (await ownerClient.data<Lists>(MY_LISTS)).me.commissions.edges.map((edge) => edge.node);
    const other = await createAffiliate();
    const base = {
      affiliateId: other.id,
      commissionIds: [commission.id],
      paidOn: lusakaDate(0),
      method: 'BANK_TRANSFER',
      reference: 'TT-1',
    };

    expect((await admin.error(RECORD_PAYOUT, { input: base })).extensions?.fields).toEqual({
      commissionIds: 'Choose commissions from the list.',
    });
    expect(
      (await admin.error(RECORD_PAYOUT, { input: { ...base, affiliateId: owner.id, paidOn: lusakaDate(2) } })).extensions?.fields,
    ).toEqual({ paidOn: 'The payment date cannot be in the future.' });
    expect((await admin.error(RECORD_PAYOUT, { input: { ...base, affiliateId: owner.id, reference: ' ' } })).extensions?.fields).toEqual({
      reference: 'Reference is required.',
    });
    expect((await admin.error(RECORD_PAYOUT, { input: { ...base, affiliateId: owner.id, commissionIds: [] } })).extensions?.fields).toEqual(
      { commissionIds: 'Choose the commissions this payout covers.' },
    );
    expect(await server.dataSource.query('SELECT count(*)::int AS n FROM affiliate_payouts WHERE reference = $1', ['TT-1'])).toEqual([
      { n: 0 },
    ]);
    expect((await ownerClient.data<Lists>(MY_LISTS)).me.earnings.paid).toBe('0.00');
  });

  it("an affiliate cannot read another affiliate's lists, nor a commission by its id", async () => {
    const owner = await createAffiliate();
    const ownerClient = await signInAs(owner.email);
    await createCode(owner.id, { codeName: 'PRIVATE1' });
    await completedBookingWith('PRIVATE1');
    const [commission] = (await ownerClient.data<Lists>(MY_LISTS)).me.commissions.edges.map((edge) => edge.node);
    const snoop = await signInAs((await createAffiliate()).email);

    const lists = await snoop.request(
      `query ($id: ID!) { node(id: $id) { ... on User { promoCodes(first: 5) { edges { node { id } } } } } }`,
      { id: owner.id },
    );
    expect(lists.data?.node ?? null).toBeNull();
    const byId = await snoop.request<{ node: unknown }>(`query ($id: ID!) { node(id: $id) { id } }`, { id: commission.id });
    expect(byId.data?.node).toBeNull();
    expect(
      (await ownerClient.request<{ node: unknown }>(`query ($id: ID!) { node(id: $id) { id } }`, { id: commission.id })).data?.node,
    ).toEqual({ id: commission.id });
  });
});

describe('the service picker', () => {
  it('finds services by any part of the name, any case, with % taken literally', async () => {
    const names = async (search: string) =>
      (
        await admin.data<{ adminServices: { edges: { node: { serviceName: string } }[] } }>(SEARCH_SERVICES, { search })
      ).adminServices.edges.map((edge) => edge.node.serviceName);
    expect(await names('GEYSER')).toEqual(['Geyser repair 100% fixed']);
    expect(await names('100%')).toEqual(['Geyser repair 100% fixed']);
    expect(await names('0%f')).toEqual([]);
  });
});
