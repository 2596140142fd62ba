import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Auth } from '../../graphql/access.js';
import type { Context } from '../../context.js';
import { databaseIdOf } from '../../graphql/global-id.js';
import { NodeIdArg } from '../../graphql/node-id-arg.js';
import { Role } from '../../lib/role.js';
import { Service } from '../catalogue/service.entity.js';
import { BookingSeries, SeriesRepeatEnum } from './booking-series.entity.js';
import { CreateBookingSeriesInput, SeriesUpfront, SeriesVisitTime } from './booking-series.inputs.js';
import * as series from './booking-series.service.js';
import { Booking } from './booking.entity.js';
import { PaymentProofInput } from './booking.inputs.js';
import { seriesUpfronts, submitSeriesPaymentProof } from './series-payment.service.js';
import type { SeriesRepeat } from './series-rules.js';

const CUSTOMERS = [Role.CUSTOMER, Role.AFFILIATE];

@Resolver(() => BookingSeries)
export class BookingSeriesResolver {
  @Query(() => [SeriesVisitTime], {
    description: 'Before booking a series: each visit free at the wanted time, or the nearest free alternative within three days.',
  })
  @Auth(...CUSTOMERS)
  seriesFreeTimes(
    @NodeIdArg('serviceId', 'Service') serviceId: string,
    @Arg('packageName') packageName: string,
    @Arg('firstDate', { description: 'YYYY-MM-DD, today or later.' }) firstDate: string,
    @Arg('time', { description: 'HH:MM.' }) time: string,
    @Arg('repeat', () => SeriesRepeatEnum) repeat: SeriesRepeat,
    @Arg('visits', () => Int, { description: '2 to 52, the first included.' }) visits: number,
    @Ctx() ctx: Context,
  ) {
    return series.seriesFreeTimes(ctx, serviceId, { packageName, firstDate, time, repeat, visits });
  }

  @Mutation(() => BookingSeries, { description: 'Books every visit of a series as a booking of its own, or none. Each is unconfirmed.' })
  @Auth(...CUSTOMERS)
  createBookingSeries(@Arg('input') input: CreateBookingSeriesInput, @Ctx() ctx: Context) {
    return series.createBookingSeries(ctx, { ...input, serviceId: databaseIdOf(input.serviceId, 'Service') });
  }

  @Mutation(() => BookingSeries, {
    description: "Cancels every open visit of the series that starts after now; the series' customer or an admin.",
  })
  @Auth(...CUSTOMERS, Role.ADMIN)
  endBookingSeries(@NodeIdArg('seriesId', 'BookingSeries') seriesId: string, @Ctx() ctx: Context) {
    return series.endBookingSeries(ctx, seriesId);
  }

  @Mutation(() => BookingSeries, {
    description:
      'Pays every visit still waiting for a payment at once with one proof (multipart upload): each visit records its own amount, as a single proof does.',
  })
  @Auth(...CUSTOMERS)
  submitSeriesPaymentProof(
    @Arg('input') input: PaymentProofInput,
    @NodeIdArg('seriesId', 'BookingSeries') seriesId: string,
    @Ctx() ctx: Context,
  ) {
    return submitSeriesPaymentProof(ctx, seriesId, input);
  }

  @FieldResolver(() => SeriesUpfront)
  upfront(@Root() root: BookingSeries, @Ctx() ctx: Context) {
    return ctx.loaders.batch('BookingSeries#upfront', (ids) => seriesUpfronts(ctx.db.manager, ids)).load(root.id);
  }

  @FieldResolver(() => [Booking], { description: 'Every visit, first to last.' })
  visits(@Root() root: BookingSeries, @Ctx() ctx: Context) {
    return ctx.loaders.manyBy(Booking, 'seriesId', { seriesIndex: 'ASC' }).load(root.id);
  }

  @FieldResolver(() => Service)
  service(@Root() root: BookingSeries, @Ctx() ctx: Context) {
    return ctx.loaders.byId(Service).load(root.serviceId);
  }
}

@Resolver(() => Booking)
export class BookingInSeriesResolver {
  @FieldResolver(() => BookingSeries, { nullable: true, description: 'The recurring series this booking is a visit of.' })
  series(@Root() booking: Booking, @Ctx() ctx: Context) {
    return booking.seriesId ? ctx.loaders.byId(BookingSeries).load(booking.seriesId) : null;
  }
}
