import { Args, Ctx, FieldResolver, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { Auth } from '../../graphql/access.js';
import { ConnectionArgs, connectionOf, paginate } from '../../graphql/connection.js';
import type { Context } from '../../graphql/context.js';
import { MoneyScalar } from '../../graphql/scalars.js';
import { Service } from '../catalogue/service.entity.js';
import { Role } from '../identity/role.js';
import { AffiliateCommission } from './affiliate-commission.entity.js';
import { PromoCode } from './promo-code.entity.js';

@ObjectType()
export class PromoCodeConnection extends connectionOf('PromoCode', PromoCode) {}

@ObjectType()
export class AffiliateCommissionConnection extends connectionOf('AffiliateCommission', AffiliateCommission) {}

/** /affiliates: an affiliate's own promo codes and commissions (admin screens come with the affiliates issue). */
@Resolver(() => PromoCode)
export class PromotionsResolver {
  @Query(() => PromoCodeConnection, { description: 'The signed-in affiliate\'s promo codes, by name.' })
  @Auth(Role.AFFILIATE)
  myPromoCodes(@Args() args: ConnectionArgs, @Ctx() ctx: Context) {
    const query = ctx.db.getRepository(PromoCode).createQueryBuilder('p').where('p.affiliate_id = :me', { me: ctx.user!.id });
    return paginate(query, args, { property: 'codeName', column: 'code_name' });
  }

  @Query(() => AffiliateCommissionConnection, { description: 'The signed-in affiliate\'s commissions, newest first.' })
  @Auth(Role.AFFILIATE)
  myCommissions(@Args() args: ConnectionArgs, @Ctx() ctx: Context) {
    const query = ctx.db.getRepository(AffiliateCommission).createQueryBuilder('c').where('c.affiliate_id = :me', { me: ctx.user!.id });
    return paginate(query, args, { property: 'createdAt', column: 'created_at', descending: true });
  }

  @Query(() => MoneyScalar, { description: 'Everything the signed-in affiliate has earned.' })
  @Auth(Role.AFFILIATE)
  async myTotalEarned(@Ctx() ctx: Context): Promise<number> {
    const [row]: { total: string }[] = await ctx.db.query('SELECT coalesce(sum(amount_ngwee), 0) AS total FROM affiliate_commissions WHERE affiliate_id = $1', [ctx.user!.id]);
    return Number(row.total);
  }

  @FieldResolver(() => Service, { description: 'The service the code is for.' })
  service(@Root() code: PromoCode, @Ctx() ctx: Context) {
    return ctx.loaders.byId(Service).load(code.serviceId);
  }
}
