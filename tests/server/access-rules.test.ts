import 'reflect-metadata';
import { readFile } from 'node:fs/promises';
import { getNamedType, isLeafType, isNonNullType, type GraphQLArgument, type GraphQLField, type GraphQLSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAppSchema, printAppSchema } from '../../server/schema.js';
import { Role } from '../../server/lib/role.js';
import { cityIdByName, createCity, setRole, signUpAdmin, signUpCustomer, signUpProvider, type ApiUser } from '../helpers/factories.js';
import type { GqlClient, UploadFile } from '../helpers/gql-client.js';
import { ROLES, declaredRule, sampleFor, type RoleName } from '../helpers/schema-rules.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

type Rule = 'public' | 'signed-in' | RoleName[];

/**
 * Who may call each operation. A new operation fails the first test until it is listed here, and once
 * listed the matrix below checks that the server refuses everyone the rule leaves out.
 */
const EXPECTED_RULES: Record<string, Rule> = {
  // Public catalogue and identity
  'Query.node': 'public',
  // Live screens (filtered per subscriber by the same ownership rules as `booking(id)`)
  'Subscription.bookingChanged': 'signed-in',
  'Query.me': 'public',
  'Query.categories': 'public',
  'Query.cities': 'public',
  'Query.services': 'public',
  'Query.service': 'public',
  // Ratings (issue 33)
  'Mutation.answerReview': ['ADMIN', 'EXTERNAL_PROVIDER'],
  'Mutation.rateCustomer': ['ADMIN', 'EXTERNAL_PROVIDER'],
  'Mutation.signUp': 'public',
  'Mutation.signUpProvider': 'public',
  'Mutation.signUpAdmin': 'public',
  'Mutation.signIn': 'public',
  'Mutation.signOut': 'signed-in',
  'Mutation.updateMyProfile': 'signed-in',
  'Mutation.createAdminInvite': ['ADMIN'],
  // Accounts: passwords, admin invites, deactivation
  'Query.passwordLink': 'public',
  'Mutation.requestPasswordReset': 'public',
  'Mutation.resetPassword': 'public',
  'Mutation.changePassword': 'signed-in',
  // Deleting an account (issue 34)
  'Mutation.deleteMyAccount': 'signed-in',
  'Mutation.adminDeleteAccount': ['ADMIN'],
  // Audit trail (issue 34)
  'Query.auditTrail': ['ADMIN'],
  'Query.auditTrailFilters': ['ADMIN'],
  // Downloading one's data (issue 34): about oneself only
  'Mutation.requestMyData': 'signed-in',
  'Query.myDataExports': 'signed-in',
  'Query.adminInvites': ['ADMIN'],
  'Mutation.revokeAdminInvite': ['ADMIN'],
  'Mutation.deactivateUser': ['ADMIN'],
  'Mutation.reactivateUser': ['ADMIN'],
  // Back office: locations, categories, services, providers, customers
  'Query.allCities': ['ADMIN'],
  'Query.allAreas': ['ADMIN'],
  'Query.allCategories': ['ADMIN'],
  'Query.adminServices': ['ADMIN'],
  'Query.providerServices': ['ADMIN'],
  'Query.customers': ['ADMIN'],
  'Query.externalProviders': ['ADMIN'],
  'Query.internalProviders': ['ADMIN'],
  'Mutation.createCity': ['ADMIN'],
  'Mutation.updateCity': ['ADMIN'],
  'Mutation.deleteCity': ['ADMIN'],
  'Mutation.createArea': ['ADMIN'],
  'Mutation.updateArea': ['ADMIN'],
  'Mutation.deleteArea': ['ADMIN'],
  'Mutation.createCategory': ['ADMIN'],
  'Mutation.updateCategory': ['ADMIN'],
  'Mutation.deleteCategory': ['ADMIN'],
  'Mutation.createService': ['ADMIN'],
  'Mutation.updateService': ['ADMIN'],
  'Mutation.setServiceApproval': ['ADMIN'],
  'Mutation.createInternalProvider': ['ADMIN'],
  'Mutation.updateInternalProvider': ['ADMIN'],
  'Mutation.deleteInternalProvider': ['ADMIN'],
  'Mutation.setProviderVerified': ['ADMIN'],
  'Mutation.setProviderApproved': ['ADMIN'],
  // Working hours (issue 23): team members' are the admin's, an external provider sets their own
  'Mutation.setTeamMemberWorkingHours': ['ADMIN'],
  'Mutation.setTeamMemberActive': ['ADMIN'],
  'Mutation.setTeamMemberHoursException': ['ADMIN'],
  'Mutation.clearTeamMemberHoursException': ['ADMIN'],
  'Mutation.setMyWorkingHours': ['EXTERNAL_PROVIDER'],
  'Mutation.setMyHoursException': ['EXTERNAL_PROVIDER'],
  'Mutation.clearMyHoursException': ['EXTERNAL_PROVIDER'],
  // Services an external provider owns (ownership is checked by the service policy)
  'Query.myServices': ['EXTERNAL_PROVIDER'],
  'Mutation.createMyService': ['EXTERNAL_PROVIDER'],
  'Mutation.updateServiceInfo': ['ADMIN', 'EXTERNAL_PROVIDER'],
  'Mutation.saveServicePackages': ['ADMIN', 'EXTERNAL_PROVIDER'],
  'Mutation.uploadServiceImage': ['ADMIN', 'EXTERNAL_PROVIDER'],
  'Mutation.uploadServiceGallery': ['ADMIN', 'EXTERNAL_PROVIDER'],
  'Mutation.removeServiceGalleryImage': ['ADMIN', 'EXTERNAL_PROVIDER'],
  'Mutation.uploadPackageImage': ['ADMIN', 'EXTERNAL_PROVIDER'],
  // Bookings (ownership of each booking is checked by the booking policy)
  'Query.booking': 'signed-in',
  'Query.myRequests': ['CUSTOMER', 'AFFILIATE'],
  'Query.myBookings': ['CUSTOMER', 'AFFILIATE'],
  'Query.adminBookings': ['ADMIN'],
  'Query.providerBookings': ['EXTERNAL_PROVIDER'],
  'Query.validatePromoCode': 'signed-in',
  'Query.bookingQuote': 'signed-in',
  'Query.freeTimes': 'public',
  'Mutation.createBooking': ['CUSTOMER', 'AFFILIATE'],
  'Mutation.submitPaymentProof': ['CUSTOMER', 'AFFILIATE'],
  'Mutation.cancelBookingRequest': ['CUSTOMER', 'AFFILIATE'],
  'Mutation.cancelConfirmedBooking': ['CUSTOMER', 'AFFILIATE'],
  'Mutation.endBooking': ['CUSTOMER', 'AFFILIATE'],
  'Mutation.requestReschedule': ['CUSTOMER', 'AFFILIATE'],
  'Mutation.answerRescheduleRequest': ['ADMIN', 'EXTERNAL_PROVIDER'],
  'Mutation.confirmBooking': ['ADMIN'],
  'Mutation.completeBooking': ['ADMIN'],
  'Mutation.cancelBooking': ['ADMIN'],
  // Recurring series (issue 33): the series' customer and admins (ownership checked by the booking policy)
  'Query.seriesFreeTimes': ['CUSTOMER', 'AFFILIATE'],
  'Mutation.createBookingSeries': ['CUSTOMER', 'AFFILIATE'],
  'Mutation.endBookingSeries': ['ADMIN', 'CUSTOMER', 'AFFILIATE'],
  'Mutation.submitSeriesPaymentProof': ['CUSTOMER', 'AFFILIATE'],
  // Team members on bookings (issue 23)
  'Mutation.reassignBooking': ['ADMIN'],
  'Query.teamDay': ['ADMIN'],
  // Mobile money and refunds (issue 24)
  'Query.mobileMoneyNetworks': 'public',
  'Mutation.payByMobileMoney': ['CUSTOMER', 'AFFILIATE'],
  'Query.refundsToPay': ['ADMIN'],
  'Mutation.markRefundPaid': ['ADMIN'],
  'Mutation.markRefundNotOwed': ['ADMIN'],
  // Receipts (issue 34): the booking's customer and admins; the service checks whose booking it is
  'Query.receipt': 'signed-in',
  // A network refusing our credentials (issue 30)
  'Query.paymentNetworkRefusals': ['ADMIN'],
  // Message threads on bookings (issue 25): the booking policy decides who is on a thread
  'Mutation.sendBookingMessage': 'signed-in',
  'Mutation.markBookingThreadRead': 'signed-in',
  'Query.unreadMessageCount': 'signed-in',
  // The affiliate dashboard (an affiliate's own lists are fields of their User, in field-access.test.ts)
  'Query.affiliates': ['ADMIN'],
  'Query.affiliate': ['ADMIN'],
  'Mutation.createAffiliate': ['ADMIN'],
  'Mutation.verifyAffiliate': ['ADMIN'],
  'Mutation.createPromoCode': ['ADMIN'],
  'Mutation.setPromoCodeActive': ['ADMIN'],
  'Mutation.recordAffiliatePayout': ['ADMIN'],
  // Provider payouts (issue 24): admins read any provider's and pay; a provider reads their own
  'Query.providerEarnings': ['ADMIN'],
  'Query.providerPayouts': ['ADMIN'],
  'Query.providerBalance': ['ADMIN'],
  'Mutation.recordProviderPayout': ['ADMIN'],
  'Query.myEarnings': ['EXTERNAL_PROVIDER'],
  // Figures at a glance (issue 32)
  'Query.adminWork': ['ADMIN'],
  'Query.adminFigures': ['ADMIN'],
  'Query.myOverview': ['EXTERNAL_PROVIDER'],
  'Query.myPayouts': ['EXTERNAL_PROVIDER'],
  'Query.myBalance': ['EXTERNAL_PROVIDER'],
  // Platform settings
  'Query.paymentInstructions': 'signed-in',
  'Mutation.updatePlatformSettings': ['ADMIN'],
  // Push notifications: each user registers their own devices
  'Query.pushPublicKey': 'signed-in',
  'Query.pushDevice': 'signed-in',
  'Mutation.registerPushDevice': 'signed-in',
  'Mutation.refreshPushDevice': 'signed-in',
  'Mutation.unregisterPushDevice': 'signed-in',
  'Query.mySmsPreferences': 'signed-in',
  'Mutation.updateMySmsPreferences': 'signed-in',
  // The admins' Texts screen (issue 30)
  'Query.texts': ['ADMIN'],
  'Mutation.resendText': ['ADMIN'],
  'Mutation.dismissText': ['ADMIN'],
};

let schema: GraphQLSchema;

function rootFields(s: GraphQLSchema): [string, GraphQLField<unknown, unknown>][] {
  return [s.getQueryType(), s.getMutationType(), s.getSubscriptionType()].flatMap((type) =>
    type
      ? Object.values(type.getFields()).map((field): [string, GraphQLField<unknown, unknown>] => [`${type.name}.${field.name}`, field])
      : [],
  );
}

/** A root field's rule in this file's notation (root fields have no owners). */
function rootRule(s: GraphQLSchema, field: GraphQLField<unknown, unknown>): Rule | null {
  const rule = declaredRule(s, field);
  if (!rule) return null;
  if (rule.kind !== 'roles') return rule.kind;
  if (rule.owners.length) throw new Error(`${field.name}: operations check ownership in their services, not with orOwner`);
  return rule.roles;
}

beforeAll(async () => {
  schema = await buildAppSchema();
});

describe('access rules in the schema', () => {
  it('declares @auth or @public on every query and mutation', () => {
    const undeclared = rootFields(schema)
      .filter(([, field]) => rootRule(schema, field) === null)
      .map(([name]) => name);
    expect(undeclared).toEqual([]);
  });

  it('declares exactly the rules this file tests (add new operations to EXPECTED_RULES)', () => {
    const declared = Object.fromEntries(rootFields(schema).map(([name, field]) => [name, rootRule(schema, field)]));
    const expected = Object.fromEntries(
      Object.entries(EXPECTED_RULES).map(([name, rule]) => [name, Array.isArray(rule) ? [...rule].sort() : rule]),
    );
    expect(declared).toEqual(expected);
  });

  it('shows the rules in the committed schema.graphql, which matches the schema the server builds', async () => {
    const committed = await readFile(new URL('../../schema.graphql', import.meta.url), 'utf8').catch(() => '');
    expect(committed, 'schema.graphql is missing: run `npm run schema`').not.toBe('');
    expect(committed, 'schema.graphql is stale: run `npm run schema`').toBe(printAppSchema(schema));
    expect(committed).toMatch(/\bcreateAdminInvite: \w+! @auth\(requires: \[ADMIN\]\)/);
    expect(committed).toMatch(/\bme: User @public/);
  });
});

/** A call of a root field with every required argument, the way a client would send it. */
function probeFor(rootName: string, field: GraphQLField<unknown, unknown>) {
  const args = field.args.filter((arg: GraphQLArgument) => isNonNullType(arg.type) && arg.defaultValue === undefined);
  const files: Record<string, UploadFile> = {};
  const variables = Object.fromEntries(args.map((arg) => [arg.name, sampleFor(arg.type, `variables.${arg.name}`, files)]));
  const definitions = args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const call = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  const keyword = rootName === 'Mutation' ? 'mutation' : 'query';
  const query = `${keyword} Probe${definitions ? `(${definitions})` : ''} { ${field.name}${call ? `(${call})` : ''}${selection} }`;
  return { query, variables, files };
}

describe('access rules enforced over HTTP', () => {
  let server: TestServer;
  const browsers = {} as Record<RoleName, GqlClient>;
  const users = {} as Record<RoleName, ApiUser>;

  beforeAll(async () => {
    server = await startTestServer();
    await createCity(server.dataSource, 'Ndola');
    const ndola = await cityIdByName(server.client(), 'Ndola');
    const customer = await signUpCustomer(server.client(), ndola, { nrc: '111111/11/1' });
    const provider = await signUpProvider(server.client(), ndola);
    const admin = await signUpAdmin(server.client(), ndola);
    const affiliate = await signUpCustomer(server.client(), ndola);
    await setRole(server.dataSource, affiliate.email, Role.AFFILIATE);
    for (const [role, account] of [
      ['CUSTOMER', customer],
      ['EXTERNAL_PROVIDER', provider],
      ['ADMIN', admin],
      ['AFFILIATE', affiliate],
    ] as const) {
      browsers[role] = account.client;
      users[role] = account.user;
    }
  });

  afterAll(async () => {
    await server?.stop();
  });

  it('signs each test account in with the role it needs', async () => {
    for (const role of ROLES) {
      const { me } = await browsers[role].data<{ me: { role: string } | null }>('{ me { role } }');
      expect(me?.role).toBe(role);
    }
  });

  it('refuses every signed-in-only operation to an anonymous caller with UNAUTHENTICATED and every role it leaves out with FORBIDDEN', async () => {
    const failures: string[] = [];
    for (const [name, field] of rootFields(schema)) {
      const rule = rootRule(schema, field);
      // Subscriptions are served over the websocket only: tests/server/live-bookings.test.ts checks who may subscribe.
      if (rule === null || rule === 'public' || name.startsWith('Subscription.')) continue;
      const probe = probeFor(name.split('.')[0], field);
      const callers: [string, GqlClient, string][] = [['anonymous', server.client(), 'UNAUTHENTICATED']];
      if (Array.isArray(rule)) {
        for (const role of ROLES) if (!rule.includes(role)) callers.push([role, browsers[role], 'FORBIDDEN']);
      }
      for (const [caller, browser, code] of callers) {
        const response = Object.keys(probe.files).length
          ? await browser.requestMultipart<Record<string, unknown>>(probe.query, probe.variables, probe.files)
          : await browser.request<Record<string, unknown>>(probe.query, probe.variables);
        const got = response.errors?.map((e) => e.extensions?.code).join(',') ?? 'no error';
        if (got !== code || response.data?.[field.name] != null) failures.push(`${name} as ${caller}: expected ${code}, got ${got}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses createAdminInvite to a customer with FORBIDDEN and to a visitor with UNAUTHENTICATED', async () => {
    const asCustomer = await browsers.CUSTOMER.error('mutation { createAdminInvite { code } }');
    expect(asCustomer.extensions?.code).toBe('FORBIDDEN');
    expect(asCustomer.data).toBeNull();
    const asVisitor = await server.client().error('mutation { createAdminInvite { code } }');
    expect(asVisitor.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('gives an admin an invite code', async () => {
    const { createAdminInvite } = await browsers.ADMIN.data<{ createAdminInvite: { code: string } }>(
      'mutation { createAdminInvite { code } }',
    );
    expect(createAdminInvite.code.length).toBeGreaterThanOrEqual(16);
  });

  it('shows a user their own NRC', async () => {
    const { me } = await browsers.CUSTOMER.data<{ me: { nrc: string | null } }>('{ me { nrc } }');
    expect(me.nrc).toBe('111111/11/1');
  });

  it("does not show one customer another customer's account", async () => {
    const response = await browsers.AFFILIATE.request<{ node: unknown }>(
      `{ node(id: "${users.CUSTOMER.id}") { id ... on User { email } } }`,
    );
    expect(response.data?.node ?? null).toBeNull();
    expect(JSON.stringify(response.data)).not.toContain(users.CUSTOMER.email);
  });

  it("lets an admin see a customer's account with the NRC", async () => {
    const { node } = await browsers.ADMIN.data<{ node: { email: string; nrc: string | null } | null }>(
      `{ node(id: "${users.CUSTOMER.id}") { ... on User { email nrc } } }`,
    );
    expect(node).toEqual({ email: users.CUSTOMER.email, nrc: '111111/11/1' });
  });
});
