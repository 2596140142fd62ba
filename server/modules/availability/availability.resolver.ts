import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import { Public } from '../../graphql/access.js';
import type { Context } from '../../context.js';
import { NodeIdArg } from '../../graphql/node-id-arg.js';
import { DAYS_ARG, FreeTimes, FROM_ARG } from './availability.types.js';
import { freeTimesOf } from './free-times.service.js';

@Resolver()
export class AvailabilityResolver {
  @Query(() => FreeTimes, {
    description: 'When a package of a listed service can start: the free times of each day, and the next day with any.',
  })
  @Public()
  freeTimes(
    @NodeIdArg('serviceId', 'Service') serviceId: string,
    @Arg('packageName') packageName: string,
    @Arg('from', () => String, FROM_ARG) from: string | null,
    @Arg('days', () => Int, DAYS_ARG) days: number,
    @NodeIdArg('bookAgainId', 'Booking', {
      nullable: true,
      description:
        "Book again: the signed-in customer's earlier booking, whose professional's times come alone while they still do the service.",
    })
    bookAgainId: string | null,
    @Ctx() ctx: Context,
  ): Promise<FreeTimes> {
    return freeTimesOf(ctx, serviceId, packageName, { from, days }, bookAgainId);
  }
}
