import type { EntityManager } from 'typeorm';
import type { Context } from '../../context.js';
import { toGlobalId } from '../../graphql/global-id.js';
import { parseHundredths } from '../../lib/money.js';
import { percentOf } from '../catalogue/pricing-rules.js';
import { AffiliateCommission } from './affiliate-commission.entity.js';
import { PromoCode } from './promo-code.entity.js';

export type PromoCheck = { isValid: boolean; discount: number; affiliateId: string | null; message: string | null };

const INVALID: PromoCheck = { isValid: false, discount: 0, affiliateId: null, message: 'This promo code is not valid for this service.' };
const USED_UP: PromoCheck = { isValid: false, discount: 0, affiliateId: null, message: 'This promo code has been used up.' };

/** An active code of an active affiliate: a deactivated affiliate's codes stop working with their account. */
function findCode(tx: EntityManager, codeName: string, serviceId: string): Promise<PromoCode | null> {
  return tx
    .createQueryBuilder(PromoCode, 'p')
    .where('lower(p.code_name) = lower(:codeName) AND p.service_id = :serviceId AND p.status = :status', {
      codeName: codeName.trim(),
      serviceId,
      status: 'active',
    })
    .andWhere(`EXISTS (SELECT 1 FROM users u WHERE u.id = p.affiliate_id AND u.status = 'active')`)
    .getOne();
}

/** Spec §4: valid only if the code name and service match and usageCount is below usageLimit. */
export async function validatePromoCode(ctx: Context, codeName: string, serviceId: string): Promise<PromoCheck> {
  const code = codeName.trim() ? await findCode(ctx.db.manager, codeName, serviceId) : null;
  if (!code) return INVALID;
  if (code.usageCount >= code.usageLimit) return USED_UP;
  return { isValid: true, discount: code.discount, affiliateId: toGlobalId('User', code.affiliateId), message: null };
}

/**
 * Uses one of the code's uses for a booking, in the booking's transaction. One conditional UPDATE: of
 * any number of concurrent bookings, exactly as many as uses remain get one.
 */
export async function claimPromoCode(tx: EntityManager, codeName: string, serviceId: string): Promise<PromoCode | PromoCheck> {
  const code = await findCode(tx, codeName, serviceId);
  if (!code) return INVALID;
  const [rows]: [PromoCode[], number] = await tx.query(
    `UPDATE promo_codes SET usage_count = usage_count + 1 WHERE id = $1 AND usage_count < usage_limit RETURNING id`,
    [code.id],
  );
  return rows.length === 1 ? code : USED_UP;
}

/** A booking cancelled before completion gives its use of the code back. */
export async function releasePromoCode(tx: EntityManager, promoCodeId: string): Promise<void> {
  await tx.query('UPDATE promo_codes SET usage_count = usage_count - 1 WHERE id = $1 AND usage_count > 0', [promoCodeId]);
}

/** On completion: the affiliate earns affiliateRate % of what the customer paid (one row per booking). */
export async function recordAffiliateCommission(
  tx: EntityManager,
  booking: { id: string; promoCodeId: string | null; amountPaid: number },
  serviceName: string,
  day: string,
): Promise<void> {
  if (!booking.promoCodeId) return;
  const code = await tx.findOneBy(PromoCode, { id: booking.promoCodeId });
  if (!code) return;
  const amountNgwee = percentOf(booking.amountPaid, parseHundredths(code.affiliateRate) ?? 0);
  await tx
    .createQueryBuilder()
    .insert()
    .into(AffiliateCommission)
    .values({ affiliateId: code.affiliateId, bookingId: booking.id, date: day, serviceName, amountNgwee, codeName: code.codeName })
    .orIgnore()
    .execute();
}
