import 'reflect-metadata';
import { getNamedType, isLeafType, isObjectType, type GraphQLSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAppSchema } from '../../server/schema.js';
import { Service } from '../../server/modules/catalogue/service.entity.js';
import { Role } from '../../server/lib/role.js';
import {
  ADMIN_CANCEL,
  CONFIRM,
  END_BOOKING,
  book,
  endInput,
  giveHands,
  seedCategory,
  seedPromoCode,
  seedService,
  submitProof,
} from '../helpers/booking-factories.js';
import { uuidOf } from '../helpers/catalogue-factories.js';
import { createCity, setRole, signUpAdmin, signUpCustomer, signUpProvider } from '../helpers/factories.js';
import type { GqlClient } from '../helpers/gql-client.js';
import { declaredRule, ruleText, type RoleName } from '../helpers/schema-rules.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { toGlobalId } from '../../server/graphql/global-id.js';

/**
 * Who may read each guarded field of an object type. A newly guarded field fails the first test until it
 * is listed here; once listed, the matrix below reads it as every kind of caller, owners and not-owners.
 */
const EXPECTED_FIELD_RULES: Record<string, string> = {
  'User.nrc': 'ADMIN | owner: SELF',
  'User.promoCodes': 'ADMIN | owner: SELF',
  'User.commissions': 'ADMIN | owner: SELF',
  'User.payouts': 'ADMIN | owner: SELF',
  'User.earnings': 'ADMIN | owner: SELF',
  'User.commissionsByMonth': 'ADMIN | owner: SELF',
  'User.teamSize': 'ADMIN | owner: SELF',
  'User.workingHours': 'ADMIN | owner: SELF',
  'User.workingHoursExceptions': 'ADMIN | owner: SELF',
  'User.providerRating': 'ADMIN | owner: SELF',
  'User.customerRating': 'ADMIN',
  'InternalProvider.workingHours': 'ADMIN',
  'InternalProvider.workingHoursExceptions': 'ADMIN',
  'Category.commissionType': 'ADMIN, EXTERNAL_PROVIDER',
  'Category.commissionValue': 'ADMIN, EXTERNAL_PROVIDER',
  'Category.isMarkup': 'ADMIN, EXTERNAL_PROVIDER',
  'Service.phone': 'ADMIN | owner: PROVIDER',
  'Service.commissionType': 'ADMIN | owner: PROVIDER',
  'Service.commissionRate': 'ADMIN | owner: PROVIDER',
  'Service.activeAffiliate': 'ADMIN | owner: PROVIDER',
  'Service.affiliateRate': 'ADMIN | owner: PROVIDER',
  'Service.isMarkup': 'ADMIN | owner: PROVIDER',
  'Service.provider': 'ADMIN',
  'Service.allowedActions': 'ADMIN | owner: PROVIDER',
  'Service.reviews': 'public',
  'Booking.commissionAmount': 'ADMIN | owner: PROVIDER',
  'Booking.platformFee': 'ADMIN | owner: PROVIDER',
  'Booking.providerReceives': 'ADMIN | owner: PROVIDER',
  'Booking.assignedTeamMember': 'ADMIN | owner: CUSTOMER',
  'Booking.teamMembersFreeThen': 'ADMIN',
  'Booking.mobileMoneyPayments': 'ADMIN | owner: CUSTOMER',
  'Booking.refunds': 'ADMIN | owner: CUSTOMER',
  'Booking.messages': 'ADMIN | owner: CUSTOMER, PROVIDER',
  'Booking.unreadMessages': 'ADMIN | owner: CUSTOMER, PROVIDER',
  'Booking.allowedActions': 'ADMIN | owner: CUSTOMER, PROVIDER',
  'Booking.customerRating': 'ADMIN | owner: PROVIDER',
  'Refund.failureDetail': 'ADMIN',
  'PlatformSettings.checkMobileMoneyPayments': 'ADMIN',
  'PromoCodeCheck.affiliateId': 'ADMIN',
  'PlatformSettings.adminEmails': 'ADMIN',
  'PlatformSettings.remindUnpaidAfterHours': 'ADMIN',
  'PlatformSettings.expireUnpaidAfterHours': 'ADMIN',
  'PlatformSettings.proofRetentionDays': 'ADMIN',
  'PlatformSettings.messagePhotoRetentionDays': 'ADMIN',
  'PlatformSettings.textRetentionDays': 'ADMIN',
};

type Caller =
  'anonymous' | 'customer who booked' | 'another customer' | 'provider of the service' | 'another provider' | 'affiliate' | 'admin';
const CALLERS: Caller[] = [
  'anonymous',
  'customer who booked',
  'another customer',
  'provider of the service',
  'another provider',
  'affiliate',
  'admin',
];
const ROLE_OF: Record<Caller, RoleName | null> = {
  anonymous: null,
  'customer who booked': 'CUSTOMER',
  'another customer': 'CUSTOMER',
  'provider of the service': 'EXTERNAL_PROVIDER',
  'another provider': 'EXTERNAL_PROVIDER',
  affiliate: 'AFFILIATE',
  admin: 'ADMIN',
};

type Ids = {
  customer: string;
  service: string;
  booking: string;
  promoCode: string;
  internalBooking: string;
  refundedBooking: string;
  refund: string;
  ratedBooking: string;
};

/**
 * How callers reach one record of each type (every path is tried: a field is readable for a caller when any
 * path returns it), who can see that record at all, and who owns it. `%` is replaced by the probed field.
 */
type Reach = { paths: (ids: Ids) => string[]; visibleTo: Caller[]; owners: Record<string, Caller[]> };

const EVERYONE = CALLERS;
const SIGNED_IN = CALLERS.filter((c) => c !== 'anonymous');

const REACH: Record<string, Reach> = {
  // The booking customer's account, directly (the customer themself, admins) and through the booking (its provider).
  User: {
    paths: (ids) => [`{ node(id: "${ids.customer}") { ... on User { % } } }`, `{ booking(id: "${ids.booking}") { customer { % } } }`],
    visibleTo: ['customer who booked', 'provider of the service', 'admin'],
    owners: { SELF: ['customer who booked'] },
  },
  Category: { paths: () => ['{ categories(first: 1) { edges { node { % } } } }'], visibleTo: EVERYONE, owners: {} },
  Service: {
    paths: (ids) => [`{ service(id: "${ids.service}") { % } }`],
    visibleTo: EVERYONE,
    owners: { PROVIDER: ['provider of the service'] },
  },
  Booking: {
    paths: (ids) => [`{ booking(id: "${ids.booking}") { % } }`, `{ node(id: "${ids.booking}") { ... on Booking { % } } }`],
    visibleTo: ['customer who booked', 'provider of the service', 'admin'],
    owners: { PROVIDER: ['provider of the service'], CUSTOMER: ['customer who booked'] },
  },
  PromoCodeCheck: {
    paths: (ids) => [`{ validatePromoCode(serviceId: "${ids.service}", codeName: "${ids.promoCode}") { % } }`],
    visibleTo: SIGNED_IN,
    owners: {},
  },
  PlatformSettings: { paths: () => ['{ paymentInstructions { % } }'], visibleTo: SIGNED_IN, owners: {} },
  // Money owed back of a cancelled booking the customer had sent a proof for: the customer's and the admins'.
  Refund: {
    paths: (ids) => [
      `{ node(id: "${ids.refund}") { ... on Refund { % } } }`,
      `{ booking(id: "${ids.refundedBooking}") { refunds { % } } }`,
    ],
    visibleTo: ['customer who booked', 'admin'],
    owners: {},
  },
  // Team members are the admin's to see; one works on the booked service's category.
  InternalProvider: { paths: () => ['{ internalProviders(first: 1) { edges { node { % } } } }'], visibleTo: ['admin'], owners: {} },
};

/**
 * A field that only has a value on some records is probed on one that has it: a team member belongs to a
 * confirmed internal booking (an external provider's booking has none, and its customer sees them only
 * once it is confirmed).
 */
const FIELD_REACH: Record<string, Reach> = {
  // A customer rating exists once the provider rated a completed booking's customer.
  'Booking.customerRating': {
    paths: (ids) => [`{ booking(id: "${ids.ratedBooking}") { % } }`],
    visibleTo: ['customer who booked', 'provider of the service', 'admin'],
    owners: { PROVIDER: ['provider of the service'], CUSTOMER: ['customer who booked'] },
  },
  'Booking.assignedTeamMember': {
    paths: (ids) => [`{ booking(id: "${ids.internalBooking}") { % } }`, `{ node(id: "${ids.internalBooking}") { ... on Booking { % } } }`],
    visibleTo: ['customer who booked', 'admin'],
    owners: { CUSTOMER: ['customer who booked'] },
  },
};

function guardedFields(schema: GraphQLSchema): Record<string, string> {
  const roots = new Set([schema.getQueryType()?.name, schema.getMutationType()?.name, schema.getSubscriptionType()?.name]);
  const rules: Record<string, string> = {};
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || roots.has(type.name) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const rule = declaredRule(schema, field);
      if (rule) rules[`${type.name}.${field.name}`] = ruleText(rule);
    }
  }
  return rules;
}

/** What the rule says a caller gets, given whether they can see the record and how they stand to it. */
function expectedAccess(rule: string, reach: Reach, caller: Caller): boolean {
  if (!reach.visibleTo.includes(caller)) return false;
  const role = ROLE_OF[caller];
  if (!role) return rule === 'public';
  if (rule === 'public' || rule === 'signed-in') return true;
  const [roles, owners = ''] = rule.split(' | owner: ');
  return roles.split(', ').includes(role) || owners.split(', ').some((owner) => reach.owners[owner]?.includes(caller));
}

/** The first non-null value of the aliased probe anywhere in the response data. */
function probed(data: unknown): unknown {
  if (data === null || typeof data !== 'object') return undefined;
  if ('probe' in data && (data as { probe: unknown }).probe != null) return (data as { probe: unknown }).probe;
  for (const value of Object.values(data)) {
    const found = probed(value);
    if (found !== undefined) return found;
  }
  return undefined;
}

let schema: GraphQLSchema;

beforeAll(async () => {
  schema = await buildAppSchema();
});

describe('access rules of object fields', () => {
  it('declares exactly the field rules this file tests (add newly guarded fields to EXPECTED_FIELD_RULES)', () => {
    expect(guardedFields(schema)).toEqual(EXPECTED_FIELD_RULES);
  });

  it('knows how to reach a record of every type with a guarded field', () => {
    const types = [...new Set(Object.keys(EXPECTED_FIELD_RULES).map((name) => name.split('.')[0]))];
    expect(types.filter((type) => !REACH[type])).toEqual([]);
  });
});

describe('guarded fields over HTTP, as every kind of caller', () => {
  let server: TestServer;
  let ids: Ids;
  const browsers = {} as Record<Caller, GqlClient>;

  beforeAll(async () => {
    server = await startTestServer();
    const city = await createCity(server.dataSource, 'Kabwe');
    const cityId = toGlobalId('City', city.id);
    const [booker, otherCustomer, provider, otherProvider, affiliate, admin] = await Promise.all([
      signUpCustomer(server.client(), cityId, { nrc: '222222/22/2' }),
      signUpCustomer(server.client(), cityId, { nrc: '333333/33/3' }),
      signUpProvider(server.client(), cityId),
      signUpProvider(server.client(), cityId),
      signUpCustomer(server.client(), cityId),
      signUpAdmin(server.client(), cityId),
    ]);
    await setRole(server.dataSource, affiliate.email, Role.AFFILIATE);
    const category = await seedCategory(server.dataSource);
    const service = await seedService(server.dataSource, { categoryId: category.id, providerUserId: uuidOf(provider.user.id) });
    await giveHands(server.dataSource, null, category.id, 1);
    await server.dataSource.getRepository(Service).update({ id: service.uuid }, { phone: '+260977123456' });
    await server.dataSource.query(`UPDATE categories SET commission_value = 10, commission_type = 'percentage' WHERE id = $1`, [
      category.id,
    ]);
    await seedPromoCode(server.dataSource, { codeName: 'KABWE5', serviceId: service.id, affiliateId: affiliate.user.id });
    await server.dataSource.query(`UPDATE platform_settings SET admin_emails = '{ops@example.zm}'`);
    const booking = await book(booker.client, service.id);
    const internal = await seedService(server.dataSource, { categoryId: category.id, hands: 1 });
    const internalBooking = await book(booker.client, internal.id);
    await admin.client.data(CONFIRM, { bookingId: internalBooking.id });
    const rated = await book(booker.client, service.id);
    await admin.client.data(CONFIRM, { bookingId: rated.id });
    await booker.client.data(END_BOOKING, { bookingId: rated.id, input: endInput() });
    await provider.client.data('mutation ($id: ID!) { rateCustomer(bookingId: $id, rating: 3) { id } }', { id: rated.id });
    const refunded = await book(booker.client, service.id);
    await submitProof(booker.client, refunded.id);
    await admin.client.data(ADMIN_CANCEL, { bookingId: refunded.id, reason: 'The provider is away' });
    const {
      booking: {
        refunds: [refund],
      },
    } = await admin.client.data<{ booking: { refunds: { id: string }[] } }>('query ($id: ID!) { booking(id: $id) { refunds { id } } }', {
      id: refunded.id,
    });
    // A probed field must have a value: a refund the network could not send says why.
    await server.dataSource.query(`UPDATE refunds SET status = 'failed', failure_detail = 'Transaction already refunded' WHERE id = $1`, [
      uuidOf(refund.id),
    ]);
    ids = {
      customer: booker.user.id,
      service: service.id,
      booking: booking.id,
      promoCode: 'KABWE5',
      internalBooking: internalBooking.id,
      refundedBooking: refunded.id,
      ratedBooking: rated.id,
      refund: refund.id,
    };
    Object.assign(browsers, {
      anonymous: server.client(),
      'customer who booked': booker.client,
      'another customer': otherCustomer.client,
      'provider of the service': provider.client,
      'another provider': otherProvider.client,
      affiliate: affiliate.client,
      admin: admin.client,
    });
  });

  afterAll(async () => {
    await server?.stop();
  });

  it('gives each guarded field to exactly the callers its rule names, and refuses the rest without an internal error', async () => {
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const [name, rule] of Object.entries(EXPECTED_FIELD_RULES)) {
      const [typeName, fieldName] = name.split('.');
      const reach = FIELD_REACH[name] ?? REACH[typeName];
      const type = schema.getType(typeName);
      if (!isObjectType(type)) throw new Error(`${typeName} is not an object type`);
      const selection = isLeafType(getNamedType(type.getFields()[fieldName].type))
        ? `probe: ${fieldName}`
        : `probe: ${fieldName} { __typename }`;
      for (const caller of CALLERS) {
        let readable = false;
        for (const path of reach.paths(ids)) {
          const response = await browsers[caller].request(path.replace('%', selection));
          const codes = response.errors?.map((e) => e.extensions?.code) ?? [];
          if (codes.includes('INTERNAL_SERVER_ERROR')) outcomes.push(`${name} as ${caller}: internal error`);
          if (probed(response.data) !== undefined) readable = true;
        }
        outcomes.push(`${name} as ${caller}: ${readable ? 'read' : 'refused'}`);
        expected.push(`${name} as ${caller}: ${expectedAccess(rule, reach, caller) ? 'read' : 'refused'}`);
      }
    }
    expect(outcomes).toEqual(expected);
  });
});
