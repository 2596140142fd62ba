import 'reflect-metadata';
import {
  getNamedType,
  isInputObjectType,
  isListType,
  isNonNullType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAppSchema } from '../../server/schema.js';
import {
  CONFIRM,
  END_BOOKING,
  REQUEST_RESCHEDULE,
  book,
  endInput,
  lusakaDate,
  proofFile,
  proofInput,
  seedCategory,
  seedService,
  submitProof,
} from '../helpers/booking-factories.js';
import { pngFile, pngImage, seedCity, toGlobalId, uuidOf } from '../helpers/catalogue-factories.js';
import { signUpAdmin, signUpCustomer, signUpProvider, type SignedIn } from '../helpers/factories.js';
import type { GqlResponse, UploadFile } from '../helpers/gql-client.js';
import { declaredRule } from '../helpers/schema-rules.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

/**
 * Operations that act on a record someone owns: a booking (its customer) or a service (its provider).
 * Each is called by a signed-in user of the owner's role who does not own the record, with input that
 * would succeed for the owner; it must be refused and change nothing. A new operation that takes an id
 * and is open to customers or providers fails the first test until it is listed here or in NOT_OWNED.
 */
type Fixture = {
  unconfirmed: string;
  confirmed: string;
  /** The verified deposit of `confirmed`, which has a receipt. */
  verifiedPayment: string;
  rescheduleRequest: string;
  completed: string;
  review: string;
  service: string;
  serviceUuid: string;
  galleryUrl: string;
  city: string;
  category: string;
  series: string;
};
type Probe = {
  owner: 'customer' | 'provider';
  record: 'booking' | 'service';
  query: string;
  variables: (f: Fixture) => Record<string, unknown>;
  files?: () => Promise<Record<string, UploadFile>>;
};

const OWNED_OPERATIONS: Record<string, Probe> = {
  'Query.receipt': {
    owner: 'customer',
    record: 'booking',
    query: 'query ($id: ID!) { receipt(id: $id) { number } }',
    variables: (f) => ({ id: f.verifiedPayment }),
  },
  'Query.booking': {
    owner: 'customer',
    record: 'booking',
    query: 'query ($id: ID!) { booking(id: $id) { id } }',
    variables: (f) => ({ id: f.unconfirmed }),
  },
  'Mutation.submitPaymentProof': {
    owner: 'customer',
    record: 'booking',
    query: 'mutation ($bookingId: ID!, $input: PaymentProofInput!) { submitPaymentProof(bookingId: $bookingId, input: $input) { id } }',
    variables: (f) => ({ bookingId: f.unconfirmed, input: proofInput() }),
    files: async () => ({ 'variables.input.proof': await proofFile() }),
  },
  'Mutation.payByMobileMoney': {
    owner: 'customer',
    record: 'booking',
    query: 'mutation ($bookingId: ID!, $input: PayByMobileMoneyInput!) { payByMobileMoney(bookingId: $bookingId, input: $input) { id } }',
    variables: (f) => ({ bookingId: f.unconfirmed, input: { network: 'MTN', paymentType: 'DEPOSIT', phoneNumber: '0961234567' } }),
  },
  'Mutation.cancelBookingRequest': {
    owner: 'customer',
    record: 'booking',
    query: 'mutation ($bookingId: ID!) { cancelBookingRequest(bookingId: $bookingId, reason: "Not mine") { id } }',
    variables: (f) => ({ bookingId: f.unconfirmed }),
  },
  'Mutation.cancelConfirmedBooking': {
    owner: 'customer',
    record: 'booking',
    query: 'mutation ($bookingId: ID!) { cancelConfirmedBooking(bookingId: $bookingId, reason: "Not mine") { id } }',
    variables: (f) => ({ bookingId: f.confirmed }),
  },
  'Mutation.endBooking': {
    owner: 'customer',
    record: 'booking',
    query: 'mutation ($bookingId: ID!, $input: EndBookingInput!) { endBooking(bookingId: $bookingId, input: $input) { id } }',
    variables: (f) => ({
      bookingId: f.confirmed,
      input: { rating: 1, review: 'Never happened', paymentMethod: 'MOMO', amountPaid: '1.00' },
    }),
  },
  'Mutation.requestReschedule': {
    owner: 'customer',
    record: 'booking',
    query: REQUEST_RESCHEDULE,
    variables: (f) => ({ bookingId: f.unconfirmed, input: { date: lusakaDate(20), time: '10:00' } }),
  },
  'Mutation.answerRescheduleRequest': {
    owner: 'provider',
    record: 'booking',
    query: 'mutation ($requestId: ID!) { answerRescheduleRequest(requestId: $requestId, accept: true) { id } }',
    variables: (f) => ({ requestId: f.rescheduleRequest }),
  },
  'Mutation.answerReview': {
    owner: 'provider',
    record: 'booking',
    query: 'mutation ($reviewId: ID!) { answerReview(reviewId: $reviewId, answer: "Thank you!") { id } }',
    variables: (f) => ({ reviewId: f.review }),
  },
  'Mutation.rateCustomer': {
    owner: 'provider',
    record: 'booking',
    query: 'mutation ($bookingId: ID!) { rateCustomer(bookingId: $bookingId, rating: 2) { id } }',
    variables: (f) => ({ bookingId: f.completed }),
  },
  'Mutation.sendBookingMessage': {
    owner: 'customer',
    record: 'booking',
    query: 'mutation ($bookingId: ID!, $input: BookingMessageInput!) { sendBookingMessage(bookingId: $bookingId, input: $input) { id } }',
    variables: (f) => ({ bookingId: f.confirmed, input: { body: 'Which gate?', photo: null } }),
    files: async () => ({ 'variables.input.photo': pngFile(await pngImage()) }),
  },
  'Mutation.markBookingThreadRead': {
    owner: 'customer',
    record: 'booking',
    query: 'mutation ($bookingId: ID!) { markBookingThreadRead(bookingId: $bookingId) { id } }',
    variables: (f) => ({ bookingId: f.confirmed }),
  },
  'Mutation.endBookingSeries': {
    owner: 'customer',
    record: 'booking',
    query: 'mutation ($seriesId: ID!) { endBookingSeries(seriesId: $seriesId) { id } }',
    variables: (f) => ({ seriesId: f.series }),
  },
  'Mutation.submitSeriesPaymentProof': {
    owner: 'customer',
    record: 'booking',
    query: 'mutation ($seriesId: ID!, $input: PaymentProofInput!) { submitSeriesPaymentProof(seriesId: $seriesId, input: $input) { id } }',
    variables: (f) => ({ seriesId: f.series, input: proofInput() }),
    files: async () => ({ 'variables.input.proof': await proofFile() }),
  },
  'Mutation.updateServiceInfo': {
    owner: 'provider',
    record: 'service',
    query: 'mutation ($id: ID!, $input: ServiceInfoInput!) { updateServiceInfo(id: $id, input: $input) { id } }',
    variables: (f) => ({
      id: f.service,
      input: { serviceName: 'Taken over', categoryId: f.category, description: 'Mine now', cityId: f.city },
    }),
  },
  'Mutation.saveServicePackages': {
    owner: 'provider',
    record: 'service',
    query:
      'mutation ($serviceId: ID!, $packages: [PackageInput!]!) { saveServicePackages(serviceId: $serviceId, packages: $packages) { service { id } } }',
    variables: (f) => ({ serviceId: f.service, packages: [{ name: 'Basic', price: '1.00', isMandatory: true, depositValue: '1.00' }] }),
  },
  'Mutation.uploadServiceImage': {
    owner: 'provider',
    record: 'service',
    query: 'mutation ($serviceId: ID!, $file: Upload!) { uploadServiceImage(serviceId: $serviceId, file: $file) { id } }',
    variables: (f) => ({ serviceId: f.service, file: null }),
    files: async () => ({ 'variables.file': pngFile(await pngImage()) }),
  },
  'Mutation.uploadServiceGallery': {
    owner: 'provider',
    record: 'service',
    query: 'mutation ($serviceId: ID!, $files: [Upload!]!) { uploadServiceGallery(serviceId: $serviceId, files: $files) { id } }',
    variables: (f) => ({ serviceId: f.service, files: [null] }),
    files: async () => ({ 'variables.files.0': pngFile(await pngImage()) }),
  },
  'Mutation.removeServiceGalleryImage': {
    owner: 'provider',
    record: 'service',
    query: 'mutation ($serviceId: ID!, $url: String!) { removeServiceGalleryImage(serviceId: $serviceId, url: $url) { id } }',
    variables: (f) => ({ serviceId: f.service, url: f.galleryUrl }),
  },
  'Mutation.uploadPackageImage': {
    owner: 'provider',
    record: 'service',
    query: 'mutation ($serviceId: ID!, $file: Upload!) { uploadPackageImage(serviceId: $serviceId, packageName: "Basic", file: $file) }',
    variables: (f) => ({ serviceId: f.service, file: null }),
    files: async () => ({ 'variables.file': pngFile(await pngImage()) }),
  },
};

/** Operations that take ids of records nobody owns (public services, cities, categories), or only the caller's own. */
const NOT_OWNED: Record<string, string> = {
  'Query.validatePromoCode': 'checks a code against a public service',
  'Query.bookingQuote': 'prices a package of a public service',
  'Mutation.createBooking': 'books a public service for the caller',
  'Mutation.createBookingSeries': 'books a public service for the caller',
  'Query.seriesFreeTimes': 'reads the free times of a public service',
  'Mutation.createMyService': 'creates a service owned by the caller',
  'Mutation.updateMyProfile': "edits only the caller's own account",
  'Subscription.bookingChanged': 'changes nothing; sends only bookings the caller may see (tests/server/live-bookings.test.ts)',
};

function mentionsId(type: GraphQLInputType, seen = new Set<string>()): boolean {
  if (isNonNullType(type) || isListType(type)) return mentionsId(type.ofType, seen);
  if (!isInputObjectType(type)) return getNamedType(type).name === 'ID';
  if (seen.has(type.name)) return false;
  seen.add(type.name);
  return Object.values(type.getFields()).some((field) => mentionsId(field.type, seen));
}

/** Root fields a customer, affiliate or provider may call that name a record by id. */
function operationsOnRecords(schema: GraphQLSchema): string[] {
  const names: string[] = [];
  for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    for (const field of Object.values(root?.getFields() ?? {}) as GraphQLField<unknown, unknown>[]) {
      const rule = declaredRule(schema, field);
      const openToNonAdmins = rule?.kind === 'signed-in' || (rule?.kind === 'roles' && rule.roles.some((role) => role !== 'ADMIN'));
      if (openToNonAdmins && field.args.some((arg) => mentionsId(arg.type))) names.push(`${root!.name}.${field.name}`);
    }
  }
  return names.sort();
}

let schema: GraphQLSchema;

beforeAll(async () => {
  schema = await buildAppSchema();
});

describe('operations on owned records', () => {
  it('lists every operation open to customers or providers that takes an id (add new ones to OWNED_OPERATIONS or NOT_OWNED)', () => {
    expect(operationsOnRecords(schema)).toEqual([...Object.keys(OWNED_OPERATIONS), ...Object.keys(NOT_OWNED)].sort());
  });
});

describe('operations on owned records over HTTP, by a caller of the same role who does not own them', () => {
  let server: TestServer;
  let fixture: Fixture;
  let notOwner: Record<Probe['owner'], SignedIn>;

  /** Everything stored about the record, to compare before and after a refused call. */
  async function snapshot(probe: Probe): Promise<string> {
    const db = server.dataSource;
    if (probe.record === 'service') {
      return JSON.stringify(
        await db.query(
          `SELECT to_jsonb(s) AS service, (SELECT jsonb_agg(p ORDER BY p.position) FROM packages p WHERE p.service_id = s.id) AS packages FROM services s WHERE s.id = $1`,
          [fixture.serviceUuid],
        ),
      );
    }
    return JSON.stringify(
      await db.query(
        `SELECT to_jsonb(b) AS booking,
         (SELECT jsonb_agg(x ORDER BY x.created_at) FROM booking_payments x WHERE x.booking_id = b.id) AS payments,
         (SELECT jsonb_agg(x ORDER BY x.created_at) FROM reschedule_requests x WHERE x.booking_id = b.id) AS reschedules,
         (SELECT jsonb_agg(x) FROM booking_reviews x WHERE x.booking_id = b.id) AS reviews,
         (SELECT jsonb_agg(x) FROM customer_ratings x WHERE x.booking_id = b.id) AS customer_ratings,
         (SELECT count(*) FROM booking_actions x WHERE x.booking_id = b.id) AS actions,
         (SELECT jsonb_agg(x) FROM booking_messages x WHERE x.booking_id = b.id) AS messages,
         (SELECT jsonb_agg(x) FROM booking_thread_reads x WHERE x.booking_id = b.id) AS reads
       FROM bookings b ORDER BY b.created_at`,
      ),
    );
  }

  beforeAll(async () => {
    server = await startTestServer({ JOB_POLL_SECONDS: '60' });
    const city = await seedCity(server, 'Chipata');
    const [admin, customer, otherCustomer, provider, otherProvider] = await Promise.all([
      signUpAdmin(server.client(), city.id),
      signUpCustomer(server.client(), city.id),
      signUpCustomer(server.client(), city.id),
      signUpProvider(server.client(), city.id),
      signUpProvider(server.client(), city.id),
    ]);
    notOwner = { customer: otherCustomer, provider: otherProvider };
    const category = await seedCategory(server.dataSource);
    const service = await seedService(server.dataSource, { categoryId: category.id, providerUserId: uuidOf(provider.user.id) });
    const { uploadServiceGallery } = await provider.client
      .requestMultipart<{ uploadServiceGallery: { gallery: string[] } }>(
        'mutation ($serviceId: ID!, $files: [Upload!]!) { uploadServiceGallery(serviceId: $serviceId, files: $files) { gallery } }',
        { serviceId: service.id, files: [null] },
        { 'variables.files.0': pngFile(await pngImage()) },
      )
      .then((response) => response.data!);
    const unconfirmed = await book(customer.client, service.id);
    const confirmed = await book(customer.client, service.id);
    await submitProof(customer.client, confirmed.id);
    await admin.client.data(CONFIRM, { bookingId: confirmed.id });
    const { booking: verified } = await customer.client.data<{ booking: { payments: { id: string }[] } }>(
      'query ($id: ID!) { booking(id: $id) { payments { id } } }',
      { id: confirmed.id },
    );
    const { requestReschedule } = await customer.client.data<{ requestReschedule: { rescheduleRequests: { id: string }[] } }>(
      REQUEST_RESCHEDULE,
      { bookingId: confirmed.id, input: { date: lusakaDate(12), time: '14:00' } },
    );
    const completed = await book(customer.client, service.id);
    await admin.client.data(CONFIRM, { bookingId: completed.id });
    const { createBookingSeries: series } = await customer.client.data<{ createBookingSeries: { id: string } }>(
      'mutation ($input: CreateBookingSeriesInput!) { createBookingSeries(input: $input) { id } }',
      {
        input: {
          serviceId: service.id,
          packageName: 'Basic',
          repeat: 'WEEKLY',
          visits: [lusakaDate(9), lusakaDate(16)].map((date) => ({ date, time: '09:00' })),
          depositAgreementAccepted: true,
        },
      },
    );
    const { endBooking } = await customer.client.data<{ endBooking: { review: { id: string } } }>(END_BOOKING, {
      bookingId: completed.id,
      input: endInput(),
    });
    fixture = {
      unconfirmed: unconfirmed.id,
      completed: completed.id,
      review: endBooking.review.id,
      confirmed: confirmed.id,
      verifiedPayment: verified.payments[0].id,
      rescheduleRequest: requestReschedule.rescheduleRequests[0].id,
      service: service.id,
      serviceUuid: service.uuid,
      galleryUrl: uploadServiceGallery.gallery[0],
      city: city.id,
      category: toGlobalId('Category', category.id),
      series: series.id,
    };
  });

  afterAll(async () => {
    await server?.stop();
  });

  it.each(Object.entries(OWNED_OPERATIONS))('%s is refused and changes nothing', async (_name, probe) => {
    const before = await snapshot(probe);
    const caller = notOwner[probe.owner].client;
    const variables = probe.variables(fixture);
    const response: GqlResponse<Record<string, unknown>> = probe.files
      ? await caller.requestMultipart(probe.query, variables, await probe.files())
      : await caller.request(probe.query, variables);
    const codes = response.errors?.map((e) => e.extensions?.code) ?? [];
    const refusedQuietly = codes.length === 0 && Object.values(response.data ?? {}).every((value) => value === null);
    expect(
      refusedQuietly || (codes.length === 1 && ['NOT_FOUND', 'FORBIDDEN'].includes(codes[0] as string)),
      JSON.stringify(response.errors ?? response.data),
    ).toBe(true);
    expect(await snapshot(probe)).toBe(before);
  });
});
