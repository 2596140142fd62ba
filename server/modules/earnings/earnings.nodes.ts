import { ownerOrAdminNode, type NodeFetcher } from '../../graphql/node.resolver.js';
import { ProviderEarning } from '../bookings/provider-earning.entity.js';
import { ProviderPayout } from './provider-payout.entity.js';

/** Earnings and payouts are visible to their provider and to admins. */
export const earningNodes: Record<string, NodeFetcher> = {
  ProviderEarning: ownerOrAdminNode(ProviderEarning, 'providerId'),
  ProviderPayout: ownerOrAdminNode(ProviderPayout, 'providerId'),
};
