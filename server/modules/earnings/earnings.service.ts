import { randomUUID } from 'node:crypto';
import { paginate, type ConnectionArgs } from '../../graphql/connection.js';
import type { Context } from '../../context.js';
import { badUserInput } from '../../graphql/errors.js';
import { validate } from '../../graphql/validate.js';
import { ProviderEarning } from '../bookings/provider-earning.entity.js';
import { payoutProblem } from '../bookings/provider-earning-rules.js';
import { claimRows, ledgerTotals, whereSettled, type Ledger } from '../promotions/payout-ledger.service.js';
import { findExternalProvider } from '../providers/providers.service.js';
import type { ProviderBalance, ProviderPayoutInput } from './earnings.inputs.js';
import { ProviderPayout } from './provider-payout.entity.js';
import { providerPayoutRules } from './provider-payout.validation.js';
import { recordAdminAction } from '../audit/audit.service.js';
import { payoutChange } from '../audit/audit-rules.js';

const NEWEST_FIRST = { property: 'createdAt', column: 'created_at', descending: true } as const;
const EARNINGS: Ledger = {
  table: 'provider_earnings',
  key: 'booking_id',
  owner: 'provider_id',
  field: 'earningIds',
  notFromList: 'Choose bookings from the list.',
  alreadyPaid: 'Some of these bookings are already paid. Reload the list and choose again.',
};

/**
 * Earnings newest first: one provider's, or every provider's (`providerId` null, for the admin's CSV);
 * `paid` keeps only paid (true) or unpaid (false) ones.
 */
export function listEarnings(ctx: Context, providerId: string | null, args: ConnectionArgs & { paid?: boolean | null }) {
  const query = ctx.db.getRepository(ProviderEarning).createQueryBuilder('e');
  if (providerId !== null) query.where('e.provider_id = :providerId', { providerId });
  return paginate(whereSettled(query, 'e', args.paid), args, NEWEST_FIRST);
}

export function listPayouts(ctx: Context, providerId: string, args: ConnectionArgs) {
  const query = ctx.db.getRepository(ProviderPayout).createQueryBuilder('p').where('p.provider_id = :providerId', { providerId });
  return paginate(query, args, NEWEST_FIRST);
}

export async function balanceOf(ctx: Context, providerId: string): Promise<ProviderBalance> {
  const { total, paid } = await ledgerTotals(ctx.db, EARNINGS, providerId);
  return { owed: total, paid, unpaid: total - paid };
}

/**
 * Records money sent to an external provider and marks the earnings it settles paid, each at most once,
 * also under races (payout-ledger.service.ts). The earnings are claimed first, then the payout is written with
 * their exact sum, which must be more than K0: the earnings' foreign key to it is checked at commit.
 */
export async function recordProviderPayout(ctx: Context, input: ProviderPayoutInput): Promise<ProviderPayout> {
  const valid = validate(providerPayoutRules, input);
  const provider = await findExternalProvider(ctx, valid.providerId);
  const earningIds = [...new Set(valid.earningIds)];
  return ctx.db.transaction(async (tx) => {
    const payoutId = randomUUID();
    const amounts = await claimRows(tx, EARNINGS, payoutId, earningIds, provider.id);
    const problem = payoutProblem(amounts);
    if (problem) throw badUserInput(problem, { earningIds: problem });
    const payout = tx.create(ProviderPayout, {
      id: payoutId,
      providerId: provider.id,
      paidOn: valid.paidOn,
      method: valid.method,
      reference: valid.reference,
      amountNgwee: amounts.reduce((sum, amount) => sum + amount, 0),
      recordedById: ctx.user!.id,
    });
    await tx.insert(ProviderPayout, payout);
    await recordAdminAction(tx, ctx, {
      action: 'record_provider_payout',
      recordType: 'ProviderPayout',
      recordId: payoutId,
      change: payoutChange(payout, earningIds),
    });
    return payout;
  });
}
