import { z } from 'zod';
import { isUniqueViolation } from '../../db/errors.js';
import { paginate, type ConnectionArgs } from '../../graphql/connection.js';
import type { Context } from '../../context.js';
import { badUserInput, conflict, notFound, type FieldMessages } from '../../graphql/errors.js';
import { summaryOf, validate } from '../../graphql/validate.js';
import { formatHundredths } from '../../lib/money.js';
import { Service } from '../catalogue/service.entity.js';
import { Role } from '../../lib/role.js';
import { User } from '../identity/user.entity.js';
import type { PromoCodeInput } from './affiliates.inputs.js';
import { PromoCode } from './promo-code.entity.js';
import { promoCodeFields } from './promo-code-rules.js';
import { recordAdminAction } from '../audit/audit.service.js';
import { auditChange, pick } from '../audit/audit-rules.js';
import { Not } from 'typeorm';

const NAME_TAKEN = 'A promo code with this name already exists.';
const promoCodeRules = z.object(promoCodeFields);

/** An affiliate's promo codes, by name. */
export function listPromoCodes(ctx: Context, affiliateId: string, args: ConnectionArgs) {
  const query = ctx.db.getRepository(PromoCode).createQueryBuilder('p').where('p.affiliate_id = :affiliateId', { affiliateId });
  return paginate(query, args, { property: 'codeName', column: 'code_name' });
}

/** The affiliate and the service a new code is for, or the per-field messages explaining why not. */
async function resolveOwners(ctx: Context, input: { affiliateId: string; serviceId: string }) {
  const fields: FieldMessages = {};
  const { affiliateId, serviceId } = input;
  const affiliate = await ctx.db.getRepository(User).findOneBy({ id: affiliateId, role: Role.AFFILIATE });
  if (!affiliate) fields.affiliateId = 'Choose an affiliate.';
  const serviceExists = await ctx.db.getRepository(Service).existsBy({ id: serviceId });
  if (!serviceExists) fields.serviceId = 'Choose a service.';
  if (Object.keys(fields).length > 0) throw badUserInput(summaryOf(fields), fields);
  return { affiliateId, serviceId };
}

/** Spec §5 and §9 (defaults in the rules); code names are unique ignoring case (the index decides races). */
export async function createPromoCode(ctx: Context, input: PromoCodeInput): Promise<PromoCode> {
  const valid = validate(promoCodeRules, input);
  const owners = await resolveOwners(ctx, valid);
  try {
    return await ctx.db.transaction(async (tx) => {
      const code = await tx.save(
        tx.create(PromoCode, {
          codeName: valid.codeName,
          discount: valid.discount,
          usageLimit: valid.usageLimit,
          affiliateRate: formatHundredths(valid.affiliateRate),
          status: 'active',
          ...owners,
        }),
      );
      const fields: (keyof PromoCode)[] = ['codeName', 'discount', 'usageLimit', 'affiliateRate', 'status'];
      await recordAdminAction(tx, ctx, {
        action: 'create_promo_code',
        recordType: 'PromoCode',
        recordId: code.id,
        change: auditChange({}, pick(code, fields)),
      });
      return code;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(NAME_TAKEN, { codeName: NAME_TAKEN });
    throw error;
  }
}

/** A deactivated code is refused at booking (promo.service finds active codes only); reactivating restores it. */
export async function setPromoCodeActive(ctx: Context, id: string, active: boolean): Promise<PromoCode> {
  const repository = ctx.db.getRepository(PromoCode);
  const code = await repository.findOneBy({ id });
  if (!code) throw notFound('Promo code not found.');
  const status = active ? 'active' : 'inactive';
  await ctx.db.transaction(async (tx) => {
    // Only a code whose status changes is written and recorded, so two admins at once record one change.
    const result = await tx.update(PromoCode, { id: code.id, status: Not(status) }, { status });
    if (!result.affected) return;
    await recordAdminAction(tx, ctx, {
      action: active ? 'activate_promo_code' : 'deactivate_promo_code',
      recordType: 'PromoCode',
      recordId: code.id,
      change: auditChange({ status: code.status }, { status }),
    });
  });
  return repository.findOneByOrFail({ id: code.id });
}
