import type { Context } from '../../context.js';
import { notFound } from '../../graphql/errors.js';
import { Booking } from '../bookings/booking.entity.js';
import { BookingPayment } from '../bookings/payment.entity.js';
import { Refund } from '../bookings/refund.entity.js';
import { Service } from '../catalogue/service.entity.js';
import { User } from '../identity/user.entity.js';
import { getSettings } from '../settings/settings.service.js';
import {
  mayReadReceipt,
  paymentDescription,
  paymentHasReceipt,
  paymentMethodWords,
  ReceiptKind,
  receiptNumber,
  refundHasReceipt,
  refundMethodWords,
} from './receipt-rules.js';
import type { Receipt, ReceiptBooking } from './receipt.types.js';

/** One answer for a receipt that is not there, not yet due, or not the viewer's: none of them tells the others apart. */
const NO_RECEIPT = 'Receipt not found.';

/** What the receipt says of the money itself; the booking and the issuer are added around it. */
type Money = Pick<Receipt, 'kind' | 'issuedAt' | 'description' | 'amount' | 'method' | 'reference'> & { id: string; bookingId: string };

/** A payment or refund by its type's name and database id; null for an id that names neither. */
export type ReceiptOf = { type: string; id: string } | null;

/**
 * The receipt of a payment or refund. One of another booking than the viewer's, or one without a receipt
 * yet, is NOT_FOUND.
 */
export async function findReceipt(ctx: Context, of: ReceiptOf): Promise<Receipt> {
  const money = await moneyOf(ctx, of);
  const booking = money && (await ctx.loaders.byId(Booking).load(money.bookingId));
  if (!money || !booking || !mayReadReceipt(ctx.user, booking)) throw notFound(NO_RECEIPT);
  const [service, customer, settings, position] = await Promise.all([
    ctx.loaders.byId(Service).load(booking.serviceId),
    ctx.loaders.byId(User).load(booking.customerId),
    getSettings(ctx),
    positionOf(ctx, money),
  ]);
  const { id: _id, bookingId: _bookingId, ...figures } = money;
  return {
    ...figures,
    number: receiptNumber(booking.reference, money.kind, position),
    customerName: customer?.name ?? '',
    booking: bookingOf(booking, service?.serviceName ?? ''),
    issuer: {
      name: settings.businessName,
      address: settings.businessAddress,
      taxNumber: settings.businessTaxNumber,
      phone: settings.contactPhone,
      email: settings.businessEmail,
    },
  };
}

async function moneyOf(ctx: Context, parsed: ReceiptOf): Promise<Money | null> {
  if (parsed?.type === 'BookingPayment') {
    const payment = await ctx.loaders.byId(BookingPayment).load(parsed.id);
    if (!payment || !paymentHasReceipt(payment)) return null;
    return {
      id: payment.id,
      bookingId: payment.bookingId,
      kind: ReceiptKind.PAYMENT,
      issuedAt: payment.createdAt,
      description: paymentDescription(payment.paymentType),
      amount: payment.amountNgwee,
      method: paymentMethodWords(payment.paymentMethod),
      reference: payment.transactionNumber,
    };
  }
  if (parsed?.type === 'Refund') {
    const refund = await ctx.loaders.byId(Refund).load(parsed.id);
    if (!refund || !refundHasReceipt(refund)) return null;
    return {
      id: refund.id,
      bookingId: refund.bookingId,
      kind: ReceiptKind.REFUND,
      issuedAt: refund.settledAt ?? refund.updatedAt,
      description: `Refund: ${refund.reason}`,
      amount: refund.amountNgwee,
      method: refundMethodWords(refund),
      reference: refund.paidReference,
    };
  }
  return null;
}

/** The payment's (or refund's) place among its booking's, oldest first; compared in SQL, where timestamps keep their microseconds. */
async function positionOf(ctx: Context, money: Money): Promise<number> {
  const table = money.kind === ReceiptKind.PAYMENT ? 'booking_payments' : 'refunds';
  const [row] = await ctx.db.query<{ position: number }[]>(
    `SELECT count(*)::int AS position FROM ${table} other JOIN ${table} me ON me.booking_id = other.booking_id
      WHERE me.id = $1 AND (other.created_at, other.id) <= (me.created_at, me.id)`,
    [money.id],
  );
  return row.position;
}

function bookingOf(booking: Booking, serviceName: string): ReceiptBooking {
  return {
    reference: booking.reference,
    serviceName,
    packageName: booking.packageName,
    date: booking.date,
    time: booking.time,
    price: booking.customerPriceNgwee,
    discount: booking.discountNgwee,
    promoCode: booking.promoCode,
    total: booking.fullPaymentNgwee,
  };
}
