import { formatHundredths } from '../../lib/money.js';
import type { Connection, ConnectionArgs } from '../../graphql/connection.js';
import type { Context } from '../../context.js';
import { Loaders } from '../../graphql/loaders.js';
import { listAdminBookings, type AdminBookingFilters } from '../bookings/booking-queries.service.js';
import { Booking } from '../bookings/booking.entity.js';
import type { ProviderEarning } from '../bookings/provider-earning.entity.js';
import { Service } from '../catalogue/service.entity.js';
import { User } from '../identity/user.entity.js';
import type { AffiliateCommission } from '../promotions/affiliate-commission.entity.js';
import { AffiliatePayout } from '../promotions/affiliate-payout.entity.js';
import { listCommissions } from '../promotions/payouts.service.js';
import { listEarnings } from '../earnings/earnings.service.js';
import { ProviderPayout } from '../earnings/provider-payout.entity.js';
import { FIGURE_TITLES } from '../dashboards/dashboard-rules.js';
import type { AdminFigures, CountSeries, LabelCount, MoneySeries, TopEntry } from '../dashboards/dashboard.types.js';
import type { Cell } from './csv.js';

const BATCH = 100;
const amount = (ngwee: number | null): Cell => ({ exact: ngwee === null ? '' : formatHundredths(ngwee) });

/**
 * Every row of a list, a page at a time in the list's own keyset order, so an export holds one page in
 * memory however long the list is. Each page gets fresh loaders (their caches would otherwise grow).
 */
async function* pagesOf<T>(
  ctx: Context,
  page: (ctx: Context, args: ConnectionArgs) => Promise<Connection<T>>,
): AsyncGenerator<{ rows: T[]; ctx: Context }> {
  let after: string | null = null;
  for (;;) {
    const pageCtx = { ...ctx, loaders: new Loaders(ctx.db) };
    const connection = await page(pageCtx, { first: BATCH, after });
    yield { rows: connection.edges.map((edge) => edge.node), ctx: pageCtx };
    if (!(await connection.pageInfo.hasNextPage) || !connection.pageInfo.endCursor) return;
    after = connection.pageInfo.endCursor;
  }
}

export const BOOKING_COLUMNS = [
  'Reference',
  'Booked at (UTC)',
  'Date',
  'Time',
  'Status',
  'Service',
  'Package',
  'Provider',
  'Customer',
  'Customer phone',
  'Full payment (K)',
  'Deposit (K)',
  'Discount (K)',
  'Platform fee (K)',
  'Provider receives (K)',
  'Amount paid (K)',
  'Balance due (K)',
  'Promo code',
];

/** The admin bookings screen's list with its filters and order, as CSV rows. */
export async function* bookingRows(ctx: Context, filters: AdminBookingFilters): AsyncGenerator<Cell[]> {
  for await (const { rows, ctx: pageCtx } of pagesOf<Booking>(ctx, (c, args) => listAdminBookings(c, { ...args, ...filters }))) {
    const services = await pageCtx.loaders.byId(Service).loadMany(rows.map((booking) => booking.serviceId));
    const serviceOf = new Map(services.filter((s): s is Service => s instanceof Service).map((s) => [s.id, s]));
    const people = await pageCtx.loaders
      .byId(User)
      .loadMany([
        ...rows.map((booking) => booking.customerId),
        ...[...serviceOf.values()].flatMap((service) => (service.providerUserId ? [service.providerUserId] : [])),
      ]);
    const personOf = new Map(people.filter((p): p is User => p instanceof User).map((p) => [p.id, p]));
    for (const booking of rows) {
      const service = serviceOf.get(booking.serviceId);
      const provider = service?.providerUserId ? personOf.get(service.providerUserId) : null;
      const customer = personOf.get(booking.customerId);
      yield [
        booking.reference,
        booking.createdAt.toISOString(),
        booking.date,
        booking.time,
        booking.status,
        service?.serviceName ?? '',
        booking.packageName,
        service?.providerUserId ? provider?.businessName || provider?.name || '' : 'AYS',
        customer?.name ?? '',
        customer?.phone ?? '',
        amount(booking.fullPaymentNgwee),
        amount(booking.depositNgwee),
        amount(booking.discountNgwee),
        amount(booking.platformFeeNgwee),
        amount(booking.providerReceivesNgwee),
        amount(booking.amountPaidNgwee),
        amount(booking.balanceDueNgwee),
        booking.promoCode ?? '',
      ];
    }
  }
}

export const COMMISSION_COLUMNS = ['Booking', 'Date', 'Service', 'Code', 'Commission (K)', 'Paid on', 'Payout method', 'Payout reference'];

/** One affiliate's commissions, newest first, with the payout that paid each. */
export async function* commissionRows(ctx: Context, affiliateId: string): AsyncGenerator<Cell[]> {
  for await (const { rows, ctx: pageCtx } of pagesOf<AffiliateCommission>(ctx, (c, args) => listCommissions(c, affiliateId, args))) {
    const bookings = await pageCtx.loaders.byId(Booking).loadMany(rows.map((row) => row.bookingId));
    const referenceOf = new Map(bookings.filter((b): b is Booking => b instanceof Booking).map((b) => [b.id, b.reference]));
    const payouts = await pageCtx.loaders.byId(AffiliatePayout).loadMany(rows.flatMap((row) => (row.payoutId ? [row.payoutId] : [])));
    const payoutOf = new Map(payouts.filter((p): p is AffiliatePayout => p instanceof AffiliatePayout).map((p) => [p.id, p]));
    for (const commission of rows) {
      const payout = commission.payoutId ? payoutOf.get(commission.payoutId) : undefined;
      yield [
        referenceOf.get(commission.bookingId) ?? '',
        commission.date,
        commission.serviceName,
        commission.codeName,
        amount(commission.amountNgwee),
        payout?.paidOn ?? '',
        payout?.method ?? '',
        payout?.reference ?? '',
      ];
    }
  }
}

export const PROVIDER_EARNING_COLUMNS = [
  'Provider',
  'Booking',
  'Date',
  'Completed at (UTC)',
  'Service',
  'AYS collected (K)',
  'Platform fee (K)',
  'Owed (K)',
  'Paid on',
  'Payout method',
  'Payout reference',
];

/** What AYS owes one provider (or every provider: `providerId` null) for completed bookings, newest first, with the payout that settled each. */
export async function* providerEarningRows(ctx: Context, providerId: string | null): AsyncGenerator<Cell[]> {
  for await (const { rows, ctx: pageCtx } of pagesOf<ProviderEarning>(ctx, (c, args) => listEarnings(c, providerId, args))) {
    const bookings = await pageCtx.loaders.byId(Booking).loadMany(rows.map((row) => row.id));
    const bookingOf = new Map(bookings.filter((b): b is Booking => b instanceof Booking).map((b) => [b.id, b]));
    const services = await pageCtx.loaders.byId(Service).loadMany([...new Set([...bookingOf.values()].map((b) => b.serviceId))]);
    const serviceOf = new Map(services.filter((s): s is Service => s instanceof Service).map((s) => [s.id, s]));
    const providers = await pageCtx.loaders.byId(User).loadMany([...new Set(rows.map((row) => row.providerId))]);
    const providerOf = new Map(providers.filter((p): p is User => p instanceof User).map((p) => [p.id, p]));
    const payouts = await pageCtx.loaders.byId(ProviderPayout).loadMany(rows.flatMap((row) => (row.payoutId ? [row.payoutId] : [])));
    const payoutOf = new Map(payouts.filter((p): p is ProviderPayout => p instanceof ProviderPayout).map((p) => [p.id, p]));
    for (const earning of rows) {
      const booking = bookingOf.get(earning.id);
      const provider = providerOf.get(earning.providerId);
      const payout = earning.payoutId ? payoutOf.get(earning.payoutId) : undefined;
      yield [
        provider?.businessName || provider?.name || '',
        booking?.reference ?? '',
        booking?.date ?? '',
        earning.createdAt.toISOString(),
        (booking && serviceOf.get(booking.serviceId)?.serviceName) ?? '',
        amount(earning.collectedNgwee),
        amount(earning.platformFeeNgwee),
        amount(earning.amountNgwee),
        payout?.paidOn ?? '',
        payout?.method ?? '',
        payout?.reference ?? '',
      ];
    }
  }
}

export const DASHBOARD_COLUMNS = ['Figure', 'Day or label', 'Value', 'Span before'];

/** The admin dashboard's figures as they are charted (issue 32): each series by bucket, then each list. */
export async function* dashboardRows(figures: AdminFigures): AsyncGenerator<Cell[]> {
  const counts: [string, CountSeries][] = [
    ['Bookings made', figures.bookingsMade],
    ['Bookings completed', figures.bookingsCompleted],
    ['Bookings cancelled', figures.bookingsCancelled],
  ];
  for (const [name, series] of counts) {
    yield [`${name}, total`, `${figures.from} to ${figures.to}`, { exact: String(series.total) }, { exact: String(series.previousTotal) }];
    for (const point of series.points) yield [name, point.start, { exact: String(point.value) }, { exact: String(point.previous) }];
  }
  const amounts: [string, MoneySeries][] = [
    ['Gross value (K)', figures.grossValue],
    ['Deposits collected, net of refunds (K)', figures.depositsCollected],
    ['Platform fees (K)', figures.platformFees],
    ['Refunds (K)', figures.refunds],
  ];
  for (const [name, series] of amounts) {
    yield [`${name}, total`, `${figures.from} to ${figures.to}`, amount(series.total), amount(series.previousTotal)];
    for (const point of series.points) yield [name, point.start, amount(point.value), amount(point.previous)];
  }
  const whole = (n: number): Cell => ({ exact: String(n) });
  for (const share of figures.paymentChannels) yield ['Payments by method (count)', share.channel, whole(share.count), ''];
  for (const share of figures.paymentChannels) yield ['Payments by method (K)', share.channel, amount(share.amount), ''];
  for (const network of figures.networks) {
    yield ['Mobile money requests', network.network, whole(network.attempts), ''];
    yield [
      'Mobile money success rate (%)',
      network.network,
      network.successRate === null ? '' : { exact: (network.successRate * 100).toFixed(1) },
      '',
    ];
    yield [
      'Mobile money seconds to confirm',
      network.network,
      network.secondsToConfirm === null ? '' : whole(network.secondsToConfirm),
      '',
    ];
  }
  for (const decline of figures.declines) yield ['Mobile money declines', `${decline.network} ${decline.reason}`, whole(decline.count), ''];
  const tops: [string, TopEntry[], 'bookings' | 'value'][] = [
    [FIGURE_TITLES.topServicesByBookings, figures.topServicesByBookings, 'bookings'],
    ['Top services by value (K)', figures.topServicesByValue, 'value'],
    [FIGURE_TITLES.topProvidersByBookings, figures.topProvidersByBookings, 'bookings'],
    ['Top providers by value (K)', figures.topProvidersByValue, 'value'],
  ];
  for (const [name, entries, measure] of tops)
    for (const entry of entries) yield [name, entry.name, measure === 'value' ? amount(entry.value) : whole(entry.bookings), ''];
  const lists: [string, LabelCount[]][] = [
    [FIGURE_TITLES.cancellationReasons, figures.cancellationReasons],
    [FIGURE_TITLES.cancelledBy, figures.cancelledBy],
    ['Appointments by weekday', figures.busiestDays],
    ['Appointments by hour', figures.busiestHours],
  ];
  for (const [name, list] of lists) for (const row of list) yield [name, row.label, whole(row.count), ''];
}
