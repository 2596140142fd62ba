import { createHash, randomInt } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { Context } from '../../context.js';
import { badUserInput, conflict, forbidden, notFound } from '../../graphql/errors.js';
import { toGlobalId } from '../../graphql/global-id.js';
import { validate } from '../../graphql/validate.js';
import { displayKwacha, parseHundredths } from '../../lib/money.js';
import { commissionRateOf, findListedService } from '../catalogue/catalogue.service.js';
import type { Package } from '../catalogue/package.entity.js';
import { findOfferedPackage } from '../catalogue/package.service.js';
import { quote, type Quote } from '../catalogue/pricing-rules.js';
import type { Service } from '../catalogue/service.entity.js';
import { holdNewBooking } from './booking-time.service.js';
import { personOfOwnBooking } from '../availability/availability.service.js';
import { claimPromoCode, validatePromoCode, type PromoCheck } from '../promotions/promo.service.js';
import { BookingState } from './booking-machine.js';
import { recordCreation } from './booking-transition.service.js';
import { createBookingRules } from './booking.validation.js';
import { Booking } from './booking.entity.js';
import type { BookingQuote, CreateBookingInput } from './booking.inputs.js';
import type { z } from 'zod';
import { NO_NOTE } from './booking-form-rules.js';

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A short payment reference customers can type into a mobile money message, e.g. AYS-7K3F9QXM. */
function newReference(): string {
  return `AYS-${Array.from({ length: 8 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('')}`;
}

/** A service customers can book right now: listed publicly (not in review, not a pending provider's). */
export async function bookableService(ctx: Context, serviceId: string): Promise<Service> {
  const service = await findListedService(ctx, serviceId);
  if (!service) throw notFound('Service not found');
  return service;
}

export function priceOf(service: Service, pkg: Package, discountPercent: number): Quote {
  return quote({
    priceNgwee: pkg.priceNgwee,
    commission: commissionRateOf(service),
    isMarkup: service.isMarkup,
    deposit: { type: pkg.depositType, value: parseHundredths(pkg.depositValue) ?? 0 },
    isExternal: service.providerUserId !== null,
    discountHundredths: discountPercent * 100,
  });
}

/** The booking form's price breakdown, by the same rules the booking itself will use. */
export async function quoteBooking(ctx: Context, serviceId: string, packageName: string, promoCode: string | null): Promise<BookingQuote> {
  const service = await bookableService(ctx, serviceId);
  const pkg = await findOfferedPackage(ctx.db.manager, service.id, packageName);
  const promo: PromoCheck | null = promoCode?.trim() ? await validatePromoCode(ctx, promoCode, serviceId) : null;
  const price = priceOf(service, pkg, promo?.isValid ? promo.discount : 0);
  return {
    customerPrice: price.customerPrice,
    discountAmount: price.discountAmount,
    fullPaymentAmount: price.fullPayment,
    depositAmount: price.deposit,
    balanceAfterDeposit: price.fullPayment - price.deposit,
    promo,
  };
}

export const KEY_REUSED = 'This booking request was already sent with different details. Start a new booking to change them.';

type ValidBooking = z.output<typeof createBookingRules>;

/**
 * What makes two submissions "the same request": everything the customer chose, case-folded where the
 * server ignores case; the service by its global id, as the fingerprints stored with earlier bookings name it.
 */
function fingerprintOf(serviceId: string, valid: ValidBooking): string {
  const chosen = [
    toGlobalId('Service', serviceId),
    valid.packageName.toLowerCase(),
    valid.date,
    valid.time,
    valid.customerNote,
    valid.promoCode?.toLowerCase() ?? null,
    valid.bookingChannel,
  ];
  return createHash('sha256').update(JSON.stringify(chosen)).digest('hex');
}

/** The booking an earlier submission with this key made, if any; the same key with other details is refused. */
async function bookingForKey(tx: EntityManager, customerId: string, key: string | null, fingerprint: string): Promise<Booking | null> {
  if (!key) return null;
  const earlier = await tx.findOneBy(Booking, { customerId, idempotencyKey: key });
  if (earlier && earlier.requestFingerprint !== fingerprint) throw conflict(KEY_REUSED);
  return earlier;
}

/**
 * Creates a booking (status unconfirmed). Amounts come from the pricing rules, never from the client;
 * the time is held on a free person, and a promo code use is claimed, in the same transaction, and the
 * admins' email is queued with it: a time just taken or a promo code just used up changes nothing.
 * With an idempotency key, a repeat of the same submission returns the booking the first one made.
 */
export async function createBooking(ctx: Context, input: CreateBookingInput): Promise<Booking> {
  const valid = validate(createBookingRules, input);
  const customer = ctx.user!;
  const fingerprint = fingerprintOf(input.serviceId, valid);
  const earlier = await bookingForKey(ctx.db.manager, customer.id, valid.idempotencyKey, fingerprint);
  if (earlier) return earlier;
  const service = await bookableService(ctx, input.serviceId);
  // "Book again" (issue 33): the earlier booking's professional is preferred, never promised.
  const preferred = input.bookAgainId ? await personOfOwnBooking(ctx.db.manager, customer.id, input.bookAgainId) : null;
  try {
    return await insertBooking(ctx, service, valid, fingerprint, preferred);
  } catch (error) {
    // A concurrent submission with the same key committed first (the unique index made this one wait,
    // then fail, or its promo claim found the use taken): its booking is the answer, and this
    // transaction, promo claim included, rolled back.
    const winner = await bookingForKey(ctx.db.manager, customer.id, valid.idempotencyKey, fingerprint);
    if (winner) return winner;
    throw error;
  }
}

async function insertBooking(
  ctx: Context,
  service: Service,
  valid: ValidBooking,
  fingerprint: string,
  preferred: string | null,
): Promise<Booking> {
  return ctx.db.transaction(async (tx) => {
    await lockActiveCustomer(tx, ctx.user!.id);
    const pkg = await findOfferedPackage(tx, service.id, valid.packageName);
    const promo = valid.promoCode ? await claimPromo(tx, valid.promoCode, service.id) : null;
    return insertBookingIn(
      tx,
      ctx,
      { service, pkg, price: priceOf(service, pkg, promo?.discount ?? 0), promo },
      {
        date: valid.date,
        time: valid.time,
        customerNote: valid.customerNote,
        bookingChannel: valid.bookingChannel,
        idempotencyKey: valid.idempotencyKey,
        requestFingerprint: valid.idempotencyKey ? fingerprint : null,
        preferred,
      },
    );
  });
}

/**
 * A share lock on the customer's row: an account deletion (which locks it FOR UPDATE) either sees the
 * bookings made in this transaction and refuses, or has committed and they are refused (issue 34).
 */
export async function lockActiveCustomer(tx: EntityManager, customerId: string): Promise<void> {
  const [active] = await tx.query(`SELECT 1 FROM users WHERE id = $1 AND status = 'active' FOR SHARE`, [customerId]);
  if (!active) throw forbidden('This account can no longer book.');
}

export type ClaimedPromo = { id: string; codeName: string; discount: number };

/** One use of a promo code, claimed in `tx`, or BAD_USER_INPUT saying why it cannot be used. */
export async function claimPromo(tx: EntityManager, codeName: string, serviceId: string): Promise<ClaimedPromo> {
  const claimed = await claimPromoCode(tx, codeName, serviceId);
  if (!('codeName' in claimed)) throw badUserInput(claimed.message!, { promoCode: claimed.message! });
  return claimed;
}

/** What a booking is sold as: its service and package, the price the rules give, and the promo code it used. */
export type Sale = { service: Service; pkg: Package; price: Quote; promo: ClaimedPromo | null };

/** What the customer chose for one booking, and for a visit of a series its place and the person preferred. */
export type NewBooking = Pick<Booking, 'date' | 'time' | 'customerNote' | 'bookingChannel'> &
  Partial<Pick<Booking, 'idempotencyKey' | 'requestFingerprint' | 'seriesId' | 'seriesIndex' | 'createdAt'>> & {
    preferred?: string | null;
  };

/**
 * Inserts one booking (status unconfirmed) in `tx`: its row, its time held on a free person (`preferred`
 * first), the action log entry and the admins' email. A time just taken rolls the caller's transaction back.
 */
export async function insertBookingIn(tx: EntityManager, ctx: Context, sale: Sale, chosen: NewBooking): Promise<Booking> {
  const { service, pkg, price, promo } = sale;
  const { preferred, ...fields } = chosen;
  const booking = await tx.save(
    tx.create(Booking, {
      ...fields,
      reference: newReference(),
      serviceId: service.id,
      packageId: pkg.id,
      packageName: pkg.name,
      customerId: ctx.user!.id,
      status: BookingState.UNCONFIRMED,
      listPriceNgwee: price.listPrice,
      customerPriceNgwee: price.customerPrice,
      discountNgwee: price.discountAmount,
      fullPaymentNgwee: price.fullPayment,
      depositNgwee: price.deposit,
      commissionNgwee: price.commission,
      platformFeeNgwee: price.platformFee,
      providerReceivesNgwee: price.providerReceives,
      depositSource: price.depositSource,
      commissionCoveredByDeposit: price.commissionCoveredByDeposit,
      promoCodeId: promo?.id ?? null,
      promoCode: promo?.codeName ?? null,
    }),
  );
  const assignment = await holdNewBooking(tx, booking, service, pkg.durationMinutes, preferred);
  if (assignment.assignedEmployeeId) {
    await tx.update(Booking, { id: booking.id }, assignment);
    Object.assign(booking, assignment);
  }
  await recordCreation(tx, ctx.jobs, booking, service, {
    email: { fullPayment: displayKwacha(price.fullPayment), deposit: displayKwacha(price.deposit), note: chosen.customerNote ?? NO_NOTE },
  });
  return booking;
}
