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
async function bookableService(ctx: Context, serviceId: string): Promise<Service> {
  const service = await findListedService(ctx, serviceId);
  if (!service) throw notFound('Service not found');
  return service;
}

function priceOf(service: Service, pkg: Package, discountPercent: number): Quote {
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
  try {
    return await insertBooking(ctx, service, valid, fingerprint);
  } catch (error) {
    // A concurrent submission with the same key committed first (the unique index made this one wait,
    // then fail, or its promo claim found the use taken): its booking is the answer, and this
    // transaction, promo claim included, rolled back.
    const winner = await bookingForKey(ctx.db.manager, customer.id, valid.idempotencyKey, fingerprint);
    if (winner) return winner;
    throw error;
  }
}

async function insertBooking(ctx: Context, service: Service, valid: ValidBooking, fingerprint: string): Promise<Booking> {
  const customer = ctx.user!;
  return ctx.db.transaction(async (tx) => {
    // A share lock on the customer's row: an account deletion (which locks it FOR UPDATE) either sees
    // this booking and refuses, or has committed and this booking is refused (issue 34).
    const [active] = await tx.query(`SELECT 1 FROM users WHERE id = $1 AND status = 'active' FOR SHARE`, [customer.id]);
    if (!active) throw forbidden('This account can no longer book.');
    const pkg = await findOfferedPackage(tx, service.id, valid.packageName);
    let promo: { id: string; codeName: string; discount: number } | null = null;
    if (valid.promoCode) {
      const claimed = await claimPromoCode(tx, valid.promoCode, service.id);
      if (!('codeName' in claimed)) throw badUserInput(claimed.message!, { promoCode: claimed.message! });
      promo = claimed;
    }
    const price = priceOf(service, pkg, promo?.discount ?? 0);
    const booking = await tx.save(
      tx.create(Booking, {
        reference: newReference(),
        serviceId: service.id,
        packageId: pkg.id,
        packageName: pkg.name,
        customerId: customer.id,
        date: valid.date,
        time: valid.time,
        customerNote: valid.customerNote,
        status: BookingState.UNCONFIRMED,
        bookingChannel: valid.bookingChannel,
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
        idempotencyKey: valid.idempotencyKey,
        requestFingerprint: valid.idempotencyKey ? fingerprint : null,
      }),
    );
    const assignment = await holdNewBooking(tx, booking, service, pkg.durationMinutes);
    if (assignment.assignedEmployeeId) {
      await tx.update(Booking, { id: booking.id }, assignment);
      Object.assign(booking, assignment);
    }
    await recordCreation(tx, ctx.jobs, booking, service, {
      email: { fullPayment: displayKwacha(price.fullPayment), deposit: displayKwacha(price.deposit), note: valid.customerNote ?? NO_NOTE },
    });
    return booking;
  });
}
