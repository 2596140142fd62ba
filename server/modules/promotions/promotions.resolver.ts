import { Arg, Args, Ctx, FieldResolver, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { Auth, AuthOrOwner } from '../../graphql/access.js';
import { ConnectionArgs, connectionOf } from '../../graphql/connection.js';
import type { Context } from '../../context.js';
import { withDatabaseIds } from '../../graphql/global-id.js';
import { NodeIdArg } from '../../graphql/node-id-arg.js';
import { Owner } from '../../graphql/ownership.js';
import { Service } from '../catalogue/service.entity.js';
import { Role } from '../../lib/role.js';
import { HOME_IDS } from '../identity/identity.inputs.js';
import { User } from '../identity/user.entity.js';
import { UserConnection } from '../providers/providers.resolver.js';
import { AffiliateCommission } from './affiliate-commission.entity.js';
import { AffiliatePayout } from './affiliate-payout.entity.js';
import { AffiliateEarnings, AffiliateInput, AffiliatePayoutInput, PromoCodeInput } from './affiliates.inputs.js';
import { SettledArgs } from './payout.types.js';
import * as affiliates from './affiliates.service.js';
import * as payouts from './payouts.service.js';
import { PromoCode } from './promo-code.entity.js';
import * as promoCodes from './promo-codes.service.js';

@ObjectType()
export class PromoCodeConnection extends connectionOf('PromoCode', PromoCode) {}

@ObjectType()
export class AffiliateCommissionConnection extends connectionOf('AffiliateCommission', AffiliateCommission) {}

@ObjectType()
export class AffiliatePayoutConnection extends connectionOf('AffiliatePayout', AffiliatePayout) {}

/** The admin affiliate dashboard (spec §2): affiliates, their promo codes, and payouts of their commissions. */
@Resolver()
export class AffiliateAdminResolver {
  @Query(() => UserConnection, { description: 'Affiliate accounts, by name.' })
  @Auth(Role.ADMIN)
  affiliates(@Args() args: ConnectionArgs, @Ctx() ctx: Context) {
    return affiliates.listAffiliates(ctx, args);
  }

  @Query(() => User, { nullable: true, description: "One affiliate; null when the id is not an affiliate's." })
  @Auth(Role.ADMIN)
  affiliate(@NodeIdArg('id', 'User') id: string, @Ctx() ctx: Context) {
    return affiliates.findAffiliate(ctx, id);
  }

  @Mutation(() => User, { description: 'Creates an unverified, active affiliate and emails them a link to set their password.' })
  @Auth(Role.ADMIN)
  createAffiliate(@Arg('input') input: AffiliateInput, @Ctx() ctx: Context) {
    return affiliates.createAffiliate(ctx, withDatabaseIds(input, HOME_IDS));
  }

  @Mutation(() => User, { description: 'Marks an affiliate verified (verificationStatus "verified").' })
  @Auth(Role.ADMIN)
  verifyAffiliate(@NodeIdArg('id', 'User') id: string, @Ctx() ctx: Context) {
    return affiliates.verifyAffiliate(ctx, id);
  }

  @Mutation(() => PromoCode)
  @Auth(Role.ADMIN)
  createPromoCode(@Arg('input') input: PromoCodeInput, @Ctx() ctx: Context) {
    return promoCodes.createPromoCode(ctx, withDatabaseIds(input, { affiliateId: 'User', serviceId: 'Service' }));
  }

  @Mutation(() => PromoCode, { description: 'Deactivates or reactivates a promo code; an inactive code is refused at booking.' })
  @Auth(Role.ADMIN)
  setPromoCodeActive(@Arg('active') active: boolean, @NodeIdArg('id', 'PromoCode') id: string, @Ctx() ctx: Context) {
    return promoCodes.setPromoCodeActive(ctx, id, active);
  }

  @Mutation(() => AffiliatePayout, { description: 'Records money sent to an affiliate; each commission is paid at most once.' })
  @Auth(Role.ADMIN)
  recordAffiliatePayout(@Arg('input') input: AffiliatePayoutInput, @Ctx() ctx: Context) {
    return payouts.recordPayout(ctx, withDatabaseIds(input, { affiliateId: 'User', commissionIds: 'AffiliateCommission' }));
  }
}

/** An affiliate's promotions, for the affiliate themself (/affiliates) and for admins. */
@Resolver(() => User)
export class AffiliateAccountResolver {
  @FieldResolver(() => PromoCodeConnection, { description: "The affiliate's promo codes, by name." })
  @AuthOrOwner([Owner.SELF], Role.ADMIN)
  promoCodes(@Root() user: User, @Args() args: ConnectionArgs, @Ctx() ctx: Context) {
    return promoCodes.listPromoCodes(ctx, user.id, args);
  }

  @FieldResolver(() => AffiliateCommissionConnection, { description: "The affiliate's commissions, newest first." })
  @AuthOrOwner([Owner.SELF], Role.ADMIN)
  commissions(@Root() user: User, @Args() args: SettledArgs, @Ctx() ctx: Context) {
    return payouts.listCommissions(ctx, user.id, args);
  }

  @FieldResolver(() => AffiliatePayoutConnection, { description: 'Payouts to the affiliate, newest first.' })
  @AuthOrOwner([Owner.SELF], Role.ADMIN)
  payouts(@Root() user: User, @Args() args: ConnectionArgs, @Ctx() ctx: Context) {
    return payouts.listPayouts(ctx, user.id, args);
  }

  @FieldResolver(() => AffiliateEarnings)
  @AuthOrOwner([Owner.SELF], Role.ADMIN)
  earnings(@Root() user: User, @Ctx() ctx: Context) {
    return payouts.earningsOf(ctx, user.id);
  }
}

@Resolver(() => PromoCode)
export class PromoCodeResolver {
  @FieldResolver(() => Service, { description: 'The service the code is for.' })
  service(@Root() code: PromoCode, @Ctx() ctx: Context) {
    return ctx.loaders.byId(Service).load(code.serviceId);
  }
}

@Resolver(() => AffiliateCommission)
export class AffiliateCommissionResolver {
  @FieldResolver(() => AffiliatePayout, { nullable: true, description: 'The payout that paid it; null while unpaid.' })
  payout(@Root() commission: AffiliateCommission, @Ctx() ctx: Context) {
    return commission.payoutId ? ctx.loaders.byId(AffiliatePayout).load(commission.payoutId) : null;
  }
}
