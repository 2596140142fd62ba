import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { Context } from '../../context.js';
import { AffiliateCommission } from '../promotions/affiliate-commission.entity.js';
import { Booking } from './booking.entity.js';

/** A commission's booking, told from the bookings side: promotions know commissions, not bookings. */
@Resolver(() => AffiliateCommission)
export class CommissionBookingResolver {
  @FieldResolver(() => String, { description: 'The payment reference of the booking that earned it.' })
  async bookingReference(@Root() commission: AffiliateCommission, @Ctx() ctx: Context): Promise<string> {
    const booking = await ctx.loaders.byId(Booking).load(commission.bookingId);
    return booking!.reference;
  }
}
