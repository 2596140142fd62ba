import { Arg, Args, Ctx, FieldResolver, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { Auth } from '../../graphql/access.js';
import { ConnectionArgs, connectionOf } from '../../graphql/connection.js';
import type { Context } from '../../context.js';
import { withDatabaseIds } from '../../graphql/global-id.js';
import { NodeIdArg } from '../../graphql/node-id-arg.js';
import { Role } from '../../lib/role.js';
import { Booking } from '../bookings/booking.entity.js';
import { ProviderEarning } from '../bookings/provider-earning.entity.js';
import { SettledArgs } from '../promotions/payout.types.js';
import { ProviderBalance, ProviderPayoutInput } from './earnings.inputs.js';
import * as earnings from './earnings.service.js';
import { ProviderPayout } from './provider-payout.entity.js';

@ObjectType()
export class ProviderEarningConnection extends connectionOf('ProviderEarning', ProviderEarning) {}

@ObjectType()
export class ProviderPayoutConnection extends connectionOf('ProviderPayout', ProviderPayout) {}

/**
 * What AYS owes external providers (issue 24): admins read any provider's and record payouts; a provider
 * reads only their own (the `my` fields take no provider id, so there is no one else's to ask for).
 */
@Resolver()
export class ProviderEarningsResolver {
  @Query(() => ProviderEarningConnection, {
    description: "An external provider's earnings, newest first; empty for an id that is not a provider's.",
  })
  @Auth(Role.ADMIN)
  providerEarnings(@NodeIdArg('providerId', 'User') providerId: string, @Args() args: SettledArgs, @Ctx() ctx: Context) {
    return earnings.listEarnings(ctx, providerId, args);
  }

  @Query(() => ProviderPayoutConnection, { description: 'Payouts to an external provider, newest first.' })
  @Auth(Role.ADMIN)
  providerPayouts(@NodeIdArg('providerId', 'User') providerId: string, @Args() args: ConnectionArgs, @Ctx() ctx: Context) {
    return earnings.listPayouts(ctx, providerId, args);
  }

  @Query(() => ProviderBalance, { description: 'What AYS owed an external provider, paid and still owes them.' })
  @Auth(Role.ADMIN)
  providerBalance(@NodeIdArg('providerId', 'User') providerId: string, @Ctx() ctx: Context) {
    return earnings.balanceOf(ctx, providerId);
  }

  @Mutation(() => ProviderPayout, {
    description: 'Records money sent to an external provider for some of their unpaid earnings; each is paid at most once.',
  })
  @Auth(Role.ADMIN)
  recordProviderPayout(@Arg('input') input: ProviderPayoutInput, @Ctx() ctx: Context) {
    return earnings.recordProviderPayout(ctx, withDatabaseIds(input, { providerId: 'User', earningIds: 'ProviderEarning' }));
  }

  @Query(() => ProviderEarningConnection, { description: "The signed-in provider's earnings, newest first." })
  @Auth(Role.EXTERNAL_PROVIDER)
  myEarnings(@Args() args: SettledArgs, @Ctx() ctx: Context) {
    return earnings.listEarnings(ctx, ctx.user!.id, args);
  }

  @Query(() => ProviderPayoutConnection, { description: 'Payouts AYS sent the signed-in provider, newest first.' })
  @Auth(Role.EXTERNAL_PROVIDER)
  myPayouts(@Args() args: ConnectionArgs, @Ctx() ctx: Context) {
    return earnings.listPayouts(ctx, ctx.user!.id, args);
  }

  @Query(() => ProviderBalance, { description: 'What AYS owed the signed-in provider, paid and still owes them.' })
  @Auth(Role.EXTERNAL_PROVIDER)
  myBalance(@Ctx() ctx: Context) {
    return earnings.balanceOf(ctx, ctx.user!.id);
  }
}

@Resolver(() => ProviderEarning)
export class ProviderEarningResolver {
  @FieldResolver(() => Booking, { description: 'The completed booking that earned it.' })
  booking(@Root() earning: ProviderEarning, @Ctx() ctx: Context) {
    return ctx.loaders.byId(Booking).load(earning.id);
  }

  @FieldResolver(() => ProviderPayout, { nullable: true, description: 'The payout that settled it; null while unpaid.' })
  payout(@Root() earning: ProviderEarning, @Ctx() ctx: Context) {
    return earning.payoutId ? ctx.loaders.byId(ProviderPayout).load(earning.payoutId) : null;
  }
}
