import type { NodeFetcher } from '../../graphql/node.resolver.js';
import { Role } from '../../lib/role.js';
import { AffiliateCommission } from './affiliate-commission.entity.js';
import { AffiliatePayout } from './affiliate-payout.entity.js';
import { PromoCode } from './promo-code.entity.js';

/** Codes, commissions and payouts are visible to their affiliate and to admins. */
function ownedByAffiliate(entity: typeof PromoCode | typeof AffiliateCommission | typeof AffiliatePayout): NodeFetcher {
  return async (ctx, id) => {
    const row = await ctx.loaders.byId<{ id: string; affiliateId: string }>(entity).load(id);
    return row && (ctx.user?.role === Role.ADMIN || ctx.user?.id === row.affiliateId) ? row : null;
  };
}

export const promotionNodes: Record<string, NodeFetcher> = {
  PromoCode: ownedByAffiliate(PromoCode),
  AffiliateCommission: ownedByAffiliate(AffiliateCommission),
  AffiliatePayout: ownedByAffiliate(AffiliatePayout),
};
