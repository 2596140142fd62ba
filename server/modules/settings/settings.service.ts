import { z } from 'zod';
import type { Context } from '../../context.js';
import { claimVersion } from '../../db/versions.js';
import { auditChange } from '../audit/audit-rules.js';
import { recordAdminAction } from '../audit/audit.service.js';
import { validate } from '../../graphql/validate.js';
import { optionalEmail, optionalText } from '../../lib/form-fields.js';
import { MAX_POLICY_LENGTH } from './cancellation-policy-rules.js';
import { PlatformSettings } from './platform-settings.entity.js';
import type { PlatformSettingsInput } from './settings.inputs.js';
import { internationalPhone, PHONE_MESSAGE } from './contact-numbers.js';
import { isRetentionDays, retentionMessage, type RetentionField } from './retention-rules.js';
import { isTimerHours, remindsBeforeExpiry, REMIND_BEFORE_EXPIRY_MESSAGE, TIMER_HOURS_MESSAGE } from './request-timer-rules.js';

/** An optional phone number, stored in international form so it makes working call and WhatsApp links. */
const optionalPhone = z.pipe(
  optionalText(40),
  z.transform((typed, ctx) => {
    if (!typed) return null;
    const phone = internationalPhone(typed);
    if (!phone) ctx.addIssue({ code: 'custom', message: PHONE_MESSAGE });
    return phone;
  }),
);

/** Whole hours within bounds; empty (null or left out) turns the timer off. */
const timerHours = z
  .number()
  .refine(isTimerHours, TIMER_HOURS_MESSAGE)
  .nullish()
  .transform((hours) => hours ?? null);

/** Whole days within the setting's bounds; left out (or null) keeps what is set. */
const retentionDays = (field: RetentionField) =>
  z
    .number()
    .refine((days) => isRetentionDays(field, days), retentionMessage(field))
    .nullish()
    .transform((days) => days ?? undefined);

const settingsRules = z
  .object({
    airtelMoneyNumber: optionalText(40),
    airtelMoneyName: optionalText(120),
    momoNumber: optionalText(40),
    momoName: optionalText(120),
    bankName: optionalText(120),
    bankBranch: optionalText(120),
    bankAccountName: optionalText(120),
    bankAccountNumber: optionalText(60),
    contactPhone: optionalPhone,
    whatsappNumber: optionalPhone,
    businessName: optionalText(120),
    businessAddress: optionalText(300),
    businessTaxNumber: optionalText(40),
    businessEmail: optionalEmail,
    requestCancellationPolicy: optionalText(MAX_POLICY_LENGTH),
    bookingCancellationPolicy: optionalText(MAX_POLICY_LENGTH),
    adminEmails: z.array(z.string().trim().toLowerCase().pipe(z.email('Enter valid email addresses.'))).max(20),
    remindUnpaidAfterHours: timerHours,
    expireUnpaidAfterHours: timerHours,
    checkMobileMoneyPayments: z.boolean().nullish(),
    depositKeptWithinHours: timerHours,
    proofRetentionDays: retentionDays('proofRetentionDays'),
    messagePhotoRetentionDays: retentionDays('messagePhotoRetentionDays'),
    textRetentionDays: retentionDays('textRetentionDays'),
  })
  .refine(remindsBeforeExpiry, { path: ['remindUnpaidAfterHours'], message: REMIND_BEFORE_EXPIRY_MESSAGE });

export async function getSettings(ctx: Context): Promise<PlatformSettings> {
  return ctx.db.getRepository(PlatformSettings).findOneByOrFail({ id: 1 });
}

export async function updateSettings(
  ctx: Context,
  input: PlatformSettingsInput,
  expectedVersion: number | null,
): Promise<PlatformSettings> {
  const valid = validate(settingsRules, input);
  return ctx.db.transaction(async (tx) => {
    const version = await claimVersion(tx, PlatformSettings, 1, expectedVersion);
    const current = await tx.findOneByOrFail(PlatformSettings, { id: 1 });
    const saved = await tx.save(PlatformSettings, {
      ...current,
      ...valid,
      version,
      adminEmails: [...new Set(valid.adminEmails)],
      checkMobileMoneyPayments: valid.checkMobileMoneyPayments ?? current.checkMobileMoneyPayments,
      proofRetentionDays: valid.proofRetentionDays ?? current.proofRetentionDays,
      messagePhotoRetentionDays: valid.messagePhotoRetentionDays ?? current.messagePhotoRetentionDays,
      textRetentionDays: valid.textRetentionDays ?? current.textRetentionDays,
    });
    const fields = Object.keys(valid) as (keyof PlatformSettings)[];
    const pick = (settings: PlatformSettings) => Object.fromEntries(fields.map((field) => [field, settings[field]]));
    await recordAdminAction(tx, ctx, {
      action: 'change_settings',
      recordType: 'PlatformSettings',
      recordId: '1',
      change: auditChange(pick(current), pick(saved)),
    });
    return saved;
  });
}
