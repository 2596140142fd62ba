import { Arg, Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { Context } from '../../context.js';
import { DAYS_ARG, FreeTimes, FROM_ARG } from '../availability/availability.types.js';
import { Service } from '../catalogue/service.entity.js';
import { Booking } from './booking.entity.js';
import { rescheduleTimesOf } from './booking-time.service.js';

@Resolver(() => Booking)
export class BookingTimesResolver {
  @FieldResolver(() => FreeTimes, { description: 'The free times this booking can be rescheduled to (its own time counts as free).' })
  async rescheduleTimes(
    @Root() booking: Booking,
    @Arg('from', () => String, FROM_ARG) from: string | null,
    @Arg('days', () => Int, DAYS_ARG) days: number,
    @Ctx() ctx: Context,
  ): Promise<FreeTimes> {
    const service = await ctx.loaders.byId(Service).load(booking.serviceId);
    return rescheduleTimesOf(ctx.db.manager, booking, service!, { from, days });
  }
}
