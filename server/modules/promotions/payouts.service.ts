import { In } from 'typeorm';
import { paginate, type ConnectionArgs } from '../../graphql/connection.js';
import type { Context } from '../../graphql/context.js';
import { badUserInput, conflict } from '../../graphql/errors.js';
import { databaseIdOf } from '../../graphql/global-id.js';
import { validate } from '../../graphql/validate.js';
import { AffiliateCommission } from './affiliate-commission.entity.js';
import { AffiliatePayout } from './affiliate-payout.entity.js';
import type { AffiliateEarnings, AffiliatePayoutInput } from './affiliates.inputs.js';
import { requireAffiliate } from './affiliates.service.js';
import { payoutRules } from './payout.validation.js';

const NEWEST_FIRST = { property: 'createdAt', column: 'created_at', descending: true } as const;
const notFromList = () => badUserInput('Choose commissions from the list.', { commissionIds: 'Choose commissions from the list.' });
const ALREADY_PAID = 'Some of these commissions are already paid. Reload the list and choose again.';

/** An affiliate's commissions, newest first; `paid` keeps only paid (true) or unpaid (false) ones. */
export function listCommissions(ctx: Context, affiliateId: string, args: ConnectionArgs & { paid?: boolean | null }) {
  const query = ctx.db.getRepository(AffiliateCommission).createQueryBuilder('c').where('c.affiliate_id = :affiliateId', { affiliateId });
  if (args.paid === true) query.andWhere('c.payout_id IS NOT NULL');
  if (args.paid === false) query.andWhere('c.payout_id IS NULL');
  return paginate(query, args, NEWEST_FIRST);
}

export function listPayouts(ctx: Context, affiliateId: string, args: ConnectionArgs) {
  const query = ctx.db.getRepository(AffiliatePayout).createQueryBuilder('p').where('p.affiliate_id = :affiliateId', { affiliateId });
  return paginate(query, args, NEWEST_FIRST);
}

export async function earningsOf(ctx: Context, affiliateId: string): Promise<AffiliateEarnings> {
  const [row]: { total: string; paid: string }[] = await ctx.db.query(
    `SELECT coalesce(sum(amount_ngwee), 0) AS total, coalesce(sum(amount_ngwee) FILTER (WHERE payout_id IS NOT NULL), 0) AS paid
     FROM affiliate_commissions WHERE affiliate_id = $1`,
    [affiliateId],
  );
  const total = Number(row.total);
  const paid = Number(row.paid);
  return { total, paid, unpaid: total - paid };
}

/**
 * Records money sent to an affiliate and marks the commissions it covers paid. Each commission is claimed
 * with `payout_id IS NULL` in one UPDATE: of two payouts racing for a commission, the second waits for the
 * first to commit, no longer matches it, and is refused as a whole (nothing of it is written).
 */
export async function recordPayout(ctx: Context, input: AffiliatePayoutInput): Promise<AffiliatePayout> {
  const valid = validate(payoutRules, input);
  const affiliate = await requireAffiliate(ctx, databaseIdOf(valid.affiliateId, 'User'));
  const commissionIds = [...new Set(valid.commissionIds.map((id) => databaseIdOf(id, 'AffiliateCommission')))];
  if (commissionIds.length !== new Set(valid.commissionIds).size) throw notFromList();
  return ctx.db.transaction(async (tx) => {
    const payout = await tx.save(tx.create(AffiliatePayout, {
      affiliateId: affiliate.id, paidOn: valid.paidOn, method: valid.method, reference: valid.reference, amountNgwee: 0, recordedById: ctx.user!.id,
    }));
    const [claimed]: [{ amount_ngwee: string }[], number] = await tx.query(
      `UPDATE affiliate_commissions SET payout_id = $1 WHERE id = ANY($2::uuid[]) AND affiliate_id = $3 AND payout_id IS NULL RETURNING amount_ngwee`,
      [payout.id, commissionIds, affiliate.id],
    );
    if (claimed.length !== commissionIds.length) {
      const theirs = await tx.countBy(AffiliateCommission, { id: In(commissionIds), affiliateId: affiliate.id });
      throw theirs === commissionIds.length ? conflict(ALREADY_PAID, { commissionIds: ALREADY_PAID }) : notFromList();
    }
    payout.amountNgwee = claimed.reduce((sum, row) => sum + Number(row.amount_ngwee), 0);
    return tx.save(payout);
  });
}
