import { Arg, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import { Public } from '../../graphql/access.js';
import type { Context } from '../../context.js';
import { NodeIdArg } from '../../graphql/node-id-arg.js';
import { Service } from '../catalogue/service.entity.js';
import { Booking } from '../bookings/booking.entity.js';
import { FreeTimes } from './availability.types.js';
import { freeTimesOf, rescheduleTimesOf } from './free-times.service.js';

const FROM = { nullable: true, description: 'The first day (YYYY-MM-DD, Africa/Lusaka); today when absent or past.' } as const;
const DAYS = { defaultValue: 7, description: 'How many days, 1 to 14.' } as const;

@Resolver()
export class AvailabilityResolver {
  @Query(() => FreeTimes, {
    description: 'When a package of a listed service can start: the free times of each day, and the next day with any.',
  })
  @Public()
  freeTimes(
    @NodeIdArg('serviceId', 'Service') serviceId: string,
    @Arg('packageName') packageName: string,
    @Arg('from', () => String, FROM) from: string | null,
    @Arg('days', () => Int, DAYS) days: number,
    @Ctx() ctx: Context,
  ): Promise<FreeTimes> {
    return freeTimesOf(ctx, serviceId, packageName, { from, days });
  }
}

@Resolver(() => Booking)
export class BookingTimesResolver {
  @FieldResolver(() => FreeTimes, { description: 'The free times this booking can be rescheduled to (its own time counts as free).' })
  async rescheduleTimes(
    @Root() booking: Booking,
    @Arg('from', () => String, FROM) from: string | null,
    @Arg('days', () => Int, DAYS) days: number,
    @Ctx() ctx: Context,
  ): Promise<FreeTimes> {
    const service = await ctx.loaders.byId(Service).load(booking.serviceId);
    return rescheduleTimesOf(ctx.db.manager, booking, service!, { from, days });
  }
}
