import type { EntityManager } from 'typeorm';
import type { Service } from '../catalogue/service.entity.js';
import type { Booking } from './booking.entity.js';
import { BookingPayment } from './payment.entity.js';
import { providerEarning } from './provider-earning-rules.js';
import { Refund } from './refund.entity.js';

/**
 * A booking of an external service that completes earns its provider what AYS owes them for it, in the
 * completing transaction (the booking row is locked). Once per booking, however it completes: the booking
 * is the key. Internal ("AYS") services earn nobody.
 */
export async function accrueProviderEarning(tx: EntityManager, booking: Booking, service: Service): Promise<void> {
  if (!service.providerUserId) return;
  const payments = await tx.find(BookingPayment, {
    where: { bookingId: booking.id },
    select: { id: true, amountNgwee: true, status: true },
  });
  const refunds = await tx.find(Refund, {
    where: { bookingId: booking.id },
    select: { bookingPaymentId: true, amountNgwee: true, status: true },
  });
  const earning = providerEarning(booking.platformFeeNgwee, payments, refunds);
  await tx.query(
    `INSERT INTO provider_earnings (booking_id, provider_id, collected_ngwee, platform_fee_ngwee, amount_ngwee)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (booking_id) DO NOTHING`,
    [booking.id, service.providerUserId, earning.collectedNgwee, earning.platformFeeNgwee, earning.amountNgwee],
  );
}
