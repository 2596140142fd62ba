import { Arg, Ctx, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../context.js';
import { Auth } from '../../graphql/access.js';
import { fromGlobalId } from '../../graphql/global-id.js';
import { Booking } from '../bookings/booking.entity.js';
import { BookingPayment } from '../bookings/payment.entity.js';
import { Refund } from '../bookings/refund.entity.js';
import { mayReadReceipt, paymentHasReceipt, refundHasReceipt } from './receipt-rules.js';
import { Receipt } from './receipt.types.js';
import { findReceipt } from './receipts.service.js';

/** Whether the viewer can open the receipt of a payment or refund: it has one, and the booking is theirs (or they are an admin). */
async function viewerHasReceipt(ctx: Context, bookingId: string, hasOne: boolean): Promise<boolean> {
  if (!hasOne) return false;
  const booking = await ctx.loaders.byId(Booking).load(bookingId);
  return !!booking && mayReadReceipt(ctx.user, booking);
}

@Resolver()
export class ReceiptResolver {
  @Query(() => Receipt, {
    description:
      "/receipts/:id: the receipt of a payment or refund (by its id), for the booking's customer and admins; NOT_FOUND otherwise.",
  })
  @Auth()
  receipt(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    // Either of two types: decoded here rather than by NodeIdArg, which takes one.
    return findReceipt(ctx, fromGlobalId(id));
  }
}

@Resolver(() => BookingPayment)
export class PaymentReceiptResolver {
  @FieldResolver(() => Boolean, { description: "Whether `receipt(id)` with this payment's id answers for the viewer." })
  hasReceipt(@Root() payment: BookingPayment, @Ctx() ctx: Context) {
    return viewerHasReceipt(ctx, payment.bookingId, paymentHasReceipt(payment));
  }
}

@Resolver(() => Refund)
export class RefundReceiptResolver {
  @FieldResolver(() => Boolean, { description: "Whether `receipt(id)` with this refund's id answers for the viewer." })
  hasReceipt(@Root() refund: Refund, @Ctx() ctx: Context) {
    return viewerHasReceipt(ctx, refund.bookingId, refundHasReceipt(refund));
  }
}
