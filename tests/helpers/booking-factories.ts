import type { DataSource } from 'typeorm';
import { toGlobalId } from '../../server/graphql/global-id.js';
import { Category } from '../../server/modules/catalogue/category.entity.js';
import { CommissionType, DepositType } from '../../server/modules/catalogue/pricing-rules.js';
import { Package } from '../../server/modules/catalogue/package.entity.js';
import { Service } from '../../server/modules/catalogue/service.entity.js';
import { ServiceStatus } from '../../server/modules/catalogue/service-status.js';
import { PromoCode } from '../../server/modules/promotions/promo-code.entity.js';
import { pngImage, uuidOf } from './catalogue-factories.js';
import { unique } from './factories.js';
import type { GqlClient, GqlResponse, UploadFile } from './gql-client.js';

// ---- dates ----

const lusakaDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lusaka', year: 'numeric', month: '2-digit', day: '2-digit' });

/** A calendar day in Lusaka, `days` from today (negative for the past), as YYYY-MM-DD. */
export function lusakaDate(days: number): string {
  const today = lusakaDay.format(new Date());
  const [y, m, d] = today.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The first Monday at least a week away, and `offset` days after it: a week whose weekdays tests can name. */
export function monday(offset = 0): string {
  for (let days = 7; ; days += 1) {
    const date = lusakaDate(days);
    if (new Date(`${date}T00:00:00Z`).getUTCDay() === 1) return lusakaDate(days + offset);
  }
}

// ---- catalogue rows a booking needs, written straight to the database ----

export type PackageSeed = {
  name: string;
  /** Kwacha as the API writes it, e.g. "250.00". */
  price: string;
  depositType?: 'amount' | 'percentage';
  /** A kwacha amount or a percentage, e.g. "50.00" or "10.00". */
  depositValue?: string;
  isMandatory?: boolean;
};

export type ServiceSeed = {
  categoryId: string;
  serviceName?: string;
  /** The provider's database id; null (the default) for an internal "AYS" service. */
  providerUserId?: string | null;
  commissionType?: 'percentage' | 'amount';
  commissionRate?: string;
  isMarkup?: boolean;
  status?: ServiceStatus;
  packages?: PackageSeed[];
  /** How many people can do its jobs at once (giveHands); 10 unless said. */
  hands?: number;
  /** The week those people work; every day, all day unless said. */
  week?: Record<string, { start: string; end: string }[]>;
};

export type SeededService = { id: string; uuid: string; serviceName: string };

function ngwee(kwacha: string): number {
  const [whole, fraction = ''] = kwacha.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export async function seedCategory(ds: DataSource, name = unique('Category ')): Promise<Category> {
  return ds.getRepository(Category).save({ name, active: true });
}

/** A bookable service with exactly the commission and deposit settings a pricing test needs. */
export async function seedService(ds: DataSource, seed: ServiceSeed): Promise<SeededService> {
  const service = await ds.getRepository(Service).save({
    serviceName: seed.serviceName ?? unique('Service '),
    categoryId: seed.categoryId,
    providerUserId: seed.providerUserId ?? null,
    providerName: seed.providerUserId ? 'External Provider' : 'AYS Team',
    commissionType: (seed.commissionType ?? 'percentage') as CommissionType,
    commissionRate: seed.commissionRate ?? '15.00',
    isMarkup: seed.isMarkup ?? false,
    status: seed.status ?? ServiceStatus.ACTIVE,
    active: true,
    isApproved: true,
  });
  const packages = seed.packages ?? [{ name: 'Basic', price: '250.00', depositValue: '50.00', isMandatory: true }];
  await ds.getRepository(Package).save(
    packages.map((pkg, position) => ({
      serviceId: service.id,
      position,
      name: pkg.name,
      isMandatory: pkg.isMandatory ?? pkg.name === 'Basic',
      priceNgwee: ngwee(pkg.price),
      depositType: (pkg.depositType ?? 'amount') as DepositType,
      depositValue: pkg.depositValue ?? '0.00',
    })),
  );
  await giveHands(ds, service.providerUserId, service.categoryId, seed.hands ?? TEST_HANDS, seed.week);
  return { id: toGlobalId('Service', service.id), uuid: service.id, serviceName: service.serviceName };
}

/** Every day, all day: tests that are not about working hours book whatever day and time they like. */
export const ALL_WEEK = Object.fromEntries(['1', '2', '3', '4', '5', '6', '7'].map((day) => [day, [{ start: '00:00', end: '24:00' }]]));
/** Enough people that the bookings of a test that is not about availability never run out of them. */
const TEST_HANDS = 10;

/**
 * People to do a service's jobs (issue 23), working all week: `count` team members in its category for an
 * internal service, or a team of `count` for its external provider. 0 leaves the service without anyone.
 */
export async function giveHands(
  ds: DataSource,
  providerUserId: string | null,
  categoryId: string,
  count: number,
  week: Record<string, unknown> = ALL_WEEK,
): Promise<string[]> {
  if (providerUserId) {
    await ds.query('UPDATE users SET team_size = $2, working_hours = $3 WHERE id = $1', [providerUserId, Math.max(count, 1), week]);
    return [providerUserId];
  }
  // A team member lives in some city; the service has none, so any will do.
  await ds.query("INSERT INTO cities (name) SELECT 'Lusaka' WHERE NOT EXISTS (SELECT 1 FROM cities)");
  const members: { id: string }[] = await ds.query(
    `INSERT INTO internal_providers (name, phone, nrc, city_id, working_hours)
     SELECT 'Team member ' || n, '+260 97 0000000', 'NRC-' || n, (SELECT id FROM cities ORDER BY id LIMIT 1), $2
     FROM generate_series(1, $1) AS n RETURNING id`,
    [count, week],
  );
  await ds.query('INSERT INTO internal_provider_categories (provider_id, category_id) SELECT unnest($1::uuid[]), $2', [
    members.map((member) => member.id),
    categoryId,
  ]);
  return members.map((member) => member.id);
}

export type PromoSeed = {
  codeName: string;
  serviceId: string;
  /** The affiliate's global id. */
  affiliateId: string;
  discount?: number;
  usageLimit?: number;
  usageCount?: number;
  affiliateRate?: string;
};

/** There is no promo code screen yet (a later issue): codes are seeded as an admin would create them. */
export async function seedPromoCode(ds: DataSource, seed: PromoSeed): Promise<PromoCode> {
  return ds.getRepository(PromoCode).save({
    codeName: seed.codeName,
    serviceId: uuidOf(seed.serviceId),
    affiliateId: uuidOf(seed.affiliateId),
    discount: seed.discount ?? 10,
    usageLimit: seed.usageLimit ?? 10,
    usageCount: seed.usageCount ?? 0,
    affiliateRate: seed.affiliateRate ?? '5.00',
  });
}

export async function promoUsage(ds: DataSource, codeId: string): Promise<number> {
  return (await ds.getRepository(PromoCode).findOneByOrFail({ id: codeId })).usageCount;
}

// ---- documents ----

/** What a customer may read of a booking (no platform fee fields). */
export const CUSTOMER_BOOKING_FIELDS = `
  id reference packageName date time customerNote status statusLabel isConfirmed isDepositPaid isFullPaymentPaid
  listPrice customerPrice discountAmount fullPaymentAmount depositAmount depositSource commissionCoveredByDeposit promoCode bookingChannel
  paymentMethod amountPaid balanceDue cancelReason cancelledAt cancelledBy confirmedAt completedAt createdAt providerType
  service { id serviceName } package { id name } customer { id name }
  payments { id paymentType senderName transactionNumber paymentMethod proofUrl status }
  review { id rating review imageUrl }
  rescheduleRequests { id suggestedDate suggestedTimes reason isCustomerRequest isAccepted outcome answeredAt }
  actionLog { action title actorRole fromStatus fromStatusLabel toStatus toStatusLabel note }
`;

/** Everything, for admins and the service's provider. */
export const STAFF_BOOKING_FIELDS = `${CUSTOMER_BOOKING_FIELDS} commissionAmount platformFee providerReceives`;

export type ApiBooking = {
  id: string;
  reference: string;
  packageName: string;
  date: string;
  time: string;
  customerNote: string | null;
  status: 'UNCONFIRMED' | 'VERIFYING_PAYMENT' | 'CONFIRMED' | 'COMPLETED' | 'CANCELLED';
  statusLabel: string;
  isConfirmed: boolean;
  isDepositPaid: boolean;
  isFullPaymentPaid: boolean;
  listPrice: string;
  customerPrice: string;
  discountAmount: string;
  fullPaymentAmount: string;
  depositAmount: string;
  depositSource: string;
  commissionCoveredByDeposit: boolean;
  promoCode: string | null;
  bookingChannel: string;
  paymentMethod: string | null;
  amountPaid: string | null;
  balanceDue: string | null;
  cancelReason: string | null;
  cancelledAt: string | null;
  cancelledBy: string | null;
  confirmedAt: string | null;
  completedAt: string | null;
  createdAt: string;
  providerType: string;
  service: { id: string; serviceName: string };
  package: { id: string; name: string } | null;
  customer: { id: string; name: string } | null;
  payments: {
    id: string;
    paymentType: string;
    senderName: string;
    transactionNumber: string;
    paymentMethod: string;
    proofUrl: string;
    status: string;
  }[];
  review: { id: string; rating: number; review: string | null; imageUrl: string | null } | null;
  rescheduleRequests: {
    id: string;
    suggestedDate: string;
    suggestedTimes: string[];
    reason: string | null;
    isCustomerRequest: boolean;
    isAccepted: boolean;
    outcome: 'PENDING' | 'ACCEPTED' | 'DECLINED';
    answeredAt: string | null;
  }[];
  actionLog: { action: string; actorRole: string; fromStatus: string | null; toStatus: string; note: string | null }[];
  commissionAmount?: string;
  platformFee?: string;
  providerReceives?: string;
};

export const CREATE_BOOKING = `mutation ($input: CreateBookingInput!) { createBooking(input: $input) { ${CUSTOMER_BOOKING_FIELDS} } }`;
export const BOOKING_AS_CUSTOMER = `query ($id: ID!) { booking(id: $id) { ${CUSTOMER_BOOKING_FIELDS} } }`;
export const BOOKING_AS_STAFF = `query ($id: ID!) { booking(id: $id) { ${STAFF_BOOKING_FIELDS} } }`;
export const SUBMIT_PROOF = `mutation ($bookingId: ID!, $input: PaymentProofInput!) { submitPaymentProof(bookingId: $bookingId, input: $input) { ${CUSTOMER_BOOKING_FIELDS} } }`;
export const CANCEL_REQUEST = `mutation ($bookingId: ID!, $reason: String) { cancelBookingRequest(bookingId: $bookingId, reason: $reason) { ${CUSTOMER_BOOKING_FIELDS} } }`;
export const CANCEL_CONFIRMED = `mutation ($bookingId: ID!, $reason: String) { cancelConfirmedBooking(bookingId: $bookingId, reason: $reason) { ${CUSTOMER_BOOKING_FIELDS} } }`;
export const END_BOOKING = `mutation ($bookingId: ID!, $input: EndBookingInput!) { endBooking(bookingId: $bookingId, input: $input) { ${CUSTOMER_BOOKING_FIELDS} } }`;
export const REQUEST_RESCHEDULE = `mutation ($bookingId: ID!, $input: RescheduleInput!) { requestReschedule(bookingId: $bookingId, input: $input) { ${CUSTOMER_BOOKING_FIELDS} } }`;
export const ANSWER_RESCHEDULE = `mutation ($requestId: ID!, $accept: Boolean!) { answerRescheduleRequest(requestId: $requestId, accept: $accept) { ${STAFF_BOOKING_FIELDS} } }`;
/** The free start times of a package, day by day (the booking form's query, with every field). */
export const FREE_TIMES = `query ($serviceId: ID!, $packageName: String!, $from: String, $days: Int) {
  freeTimes(serviceId: $serviceId, packageName: $packageName, from: $from, days: $days) { days { date times } nextFreeDate }
}`;
export const CONFIRM = `mutation ($bookingId: ID!) { confirmBooking(bookingId: $bookingId) { ${STAFF_BOOKING_FIELDS} } }`;
export const COMPLETE = `mutation ($bookingId: ID!) { completeBooking(bookingId: $bookingId) { ${STAFF_BOOKING_FIELDS} } }`;
export const ADMIN_CANCEL = `mutation ($bookingId: ID!, $reason: String) { cancelBooking(bookingId: $bookingId, reason: $reason) { ${STAFF_BOOKING_FIELDS} } }`;

let slotsTaken = 0;

/**
 * A time no other default booking of this test file has: a week ahead or later, every two hours from
 * midnight (the factories' people work all week), so bookings that do not care when they are never
 * meet on one person.
 */
function freshSlot(): { date: string; time: string } {
  const n = slotsTaken++;
  return { date: lusakaDate(7 + (Math.floor(n / 10) % 50)), time: `${String(2 * (n % 10)).padStart(2, '0')}:00` };
}

export function bookingInput(serviceId: string, overrides: Record<string, unknown> = {}) {
  return {
    serviceId,
    packageName: 'Basic',
    ...freshSlot(),
    depositAgreementAccepted: true,
    ...overrides,
  };
}

export async function book(customer: GqlClient, serviceId: string, overrides: Record<string, unknown> = {}): Promise<ApiBooking> {
  return (await customer.data<{ createBooking: ApiBooking }>(CREATE_BOOKING, { input: bookingInput(serviceId, overrides) })).createBooking;
}

export async function bookingAsStaff(staff: GqlClient, id: string): Promise<ApiBooking> {
  const { booking } = await staff.data<{ booking: ApiBooking | null }>(BOOKING_AS_STAFF, { id });
  if (!booking) throw new Error(`Booking ${id} is not visible`);
  return booking;
}

let proofImage: Buffer | null = null;

/** A screenshot of a mobile money confirmation, as customers upload it. */
export async function proofFile(): Promise<UploadFile> {
  proofImage ??= await pngImage(120, 200);
  return { name: 'airtel-confirmation.png', type: 'image/png', content: proofImage };
}

export function proofInput(overrides: Record<string, unknown> = {}) {
  return {
    paymentType: 'DEPOSIT',
    senderName: 'Mwila Banda',
    transactionNumber: 'MP240101.1234.A56789',
    paymentMethod: 'AIRTEL_MONEY',
    proof: null,
    ...overrides,
  };
}

export async function submitProof(
  customer: GqlClient,
  bookingId: string,
  overrides: Record<string, unknown> = {},
  file?: UploadFile,
): Promise<GqlResponse<{ submitPaymentProof: ApiBooking }>> {
  return customer.requestMultipart<{ submitPaymentProof: ApiBooking }>(
    SUBMIT_PROOF,
    { bookingId, input: proofInput(overrides) },
    { 'variables.input.proof': file ?? (await proofFile()) },
  );
}

export function endInput(overrides: Record<string, unknown> = {}) {
  return { rating: 5, review: 'Spotless, thank you!', paymentMethod: 'MOMO', amountPaid: '250.00', ...overrides };
}

/** The parts of a booking a refused transition must leave alone. */
export function stateOf(booking: ApiBooking) {
  return {
    status: booking.status,
    isConfirmed: booking.isConfirmed,
    isDepositPaid: booking.isDepositPaid,
    date: booking.date,
    time: booking.time,
    cancelReason: booking.cancelReason,
    cancelledBy: booking.cancelledBy,
    completedAt: booking.completedAt,
    amountPaid: booking.amountPaid,
    payments: booking.payments.length,
    review: booking.review,
    rescheduleRequests: booking.rescheduleRequests,
    actionLog: booking.actionLog,
  };
}

export function nodesOfConnection<T>(connection: { edges: { node: T }[] }): T[] {
  return connection.edges.map((edge) => edge.node);
}
