import { z } from 'zod';
import { paginate, type ConnectionArgs } from '../../graphql/connection.js';
import type { Context } from '../../context.js';
import { validate } from '../../graphql/validate.js';
import { AffiliateCommission } from './affiliate-commission.entity.js';
import { AffiliatePayout } from './affiliate-payout.entity.js';
import type { AffiliateEarnings, AffiliatePayoutInput } from './affiliates.inputs.js';
import { requireAffiliate } from './affiliates.service.js';
import { claimRows, ledgerTotals, whereSettled, type Ledger } from './payout-ledger.service.js';
import { payoutFields } from './payout-rules.js';
import { recordAdminAction } from '../audit/audit.service.js';
import { payoutChange } from '../audit/audit-rules.js';

const payoutRules = z.object(payoutFields);
const NEWEST_FIRST = { property: 'createdAt', column: 'created_at', descending: true } as const;
const COMMISSIONS: Ledger = {
  table: 'affiliate_commissions',
  key: 'id',
  owner: 'affiliate_id',
  field: 'commissionIds',
  notFromList: 'Choose commissions from the list.',
  alreadyPaid: 'Some of these commissions are already paid. Reload the list and choose again.',
};

/** An affiliate's commissions, newest first; `paid` keeps only paid (true) or unpaid (false) ones. */
export function listCommissions(ctx: Context, affiliateId: string, args: ConnectionArgs & { paid?: boolean | null }) {
  const query = ctx.db.getRepository(AffiliateCommission).createQueryBuilder('c').where('c.affiliate_id = :affiliateId', { affiliateId });
  return paginate(whereSettled(query, 'c', args.paid), args, NEWEST_FIRST);
}

export function listPayouts(ctx: Context, affiliateId: string, args: ConnectionArgs) {
  const query = ctx.db.getRepository(AffiliatePayout).createQueryBuilder('p').where('p.affiliate_id = :affiliateId', { affiliateId });
  return paginate(query, args, NEWEST_FIRST);
}

export async function earningsOf(ctx: Context, affiliateId: string): Promise<AffiliateEarnings> {
  const { total, paid } = await ledgerTotals(ctx.db, COMMISSIONS, affiliateId);
  return { total, paid, unpaid: total - paid };
}

/**
 * Records money sent to an affiliate and marks the commissions it covers paid (each at most once, also
 * under races: payout-ledger.service.ts). The amount is their sum.
 */
export async function recordPayout(ctx: Context, input: AffiliatePayoutInput): Promise<AffiliatePayout> {
  const valid = validate(payoutRules, input);
  const affiliate = await requireAffiliate(ctx, valid.affiliateId);
  const commissionIds = [...new Set(valid.commissionIds)];
  return ctx.db.transaction(async (tx) => {
    const payout = await tx.save(
      tx.create(AffiliatePayout, {
        affiliateId: affiliate.id,
        paidOn: valid.paidOn,
        method: valid.method,
        reference: valid.reference,
        amountNgwee: 0,
        recordedById: ctx.user!.id,
      }),
    );
    const amounts = await claimRows(tx, COMMISSIONS, payout.id, commissionIds, affiliate.id);
    payout.amountNgwee = amounts.reduce((sum, amount) => sum + amount, 0);
    const saved = await tx.save(payout);
    await recordAdminAction(tx, ctx, {
      action: 'record_affiliate_payout',
      recordType: 'AffiliatePayout',
      recordId: payout.id,
      change: payoutChange(payout, commissionIds),
    });
    return saved;
  });
}
