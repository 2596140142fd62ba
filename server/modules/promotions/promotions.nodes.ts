import { ownerOrAdminNode, type NodeFetcher } from '../../graphql/node.resolver.js';
import { AffiliateCommission } from './affiliate-commission.entity.js';
import { AffiliatePayout } from './affiliate-payout.entity.js';
import { PromoCode } from './promo-code.entity.js';

/** Codes, commissions and payouts are visible to their affiliate and to admins. */
export const promotionNodes: Record<string, NodeFetcher> = {
  PromoCode: ownerOrAdminNode(PromoCode, 'affiliateId'),
  AffiliateCommission: ownerOrAdminNode(AffiliateCommission, 'affiliateId'),
  AffiliatePayout: ownerOrAdminNode(AffiliatePayout, 'affiliateId'),
};
