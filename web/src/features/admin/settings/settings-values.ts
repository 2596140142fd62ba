import type { PlatformSettingsInput } from '../../../gql/graphql';
import { fieldErrors } from '../../../lib/errors';
import { isTimerHours, TIMER_HOURS_MESSAGE } from '@server/modules/settings/request-timer-rules';
import { isRetentionDays, retentionMessage, type RetentionField } from '@server/modules/settings/retention-rules';

// The settings form's values: which settings are text, which are timers, and how they map to the input.

export type TimerField = 'remindUnpaidAfterHours' | 'expireUnpaidAfterHours' | 'depositKeptWithinHours';
export type TextField = Exclude<keyof PlatformSettingsInput, 'adminEmails' | TimerField | RetentionField | 'checkMobileMoneyPayments'>;
/** A number input holds '' while empty: the timer is off (a retention's days are required). */
export type Values = Record<TextField, string> & { adminEmails: string[]; checkMobileMoneyPayments: boolean } & Record<
    TimerField | RetentionField,
    number | ''
  >;

/** A number input's value for the server: empty is null. */
export const numberOrNull = (value: number | '') => (value === '' ? null : value);
export const timerError = (value: number | '') => (value === '' || isTimerHours(value) ? null : TIMER_HOURS_MESSAGE);
export const retentionError = (field: RetentionField) => (value: number | '') =>
  value !== '' && isRetentionDays(field, value) ? null : retentionMessage(field);

/** Every text setting, in the order of the form (a setting missing here is a type error). */
export const TEXT_FIELDS = Object.keys({
  airtelMoneyNumber: true,
  airtelMoneyName: true,
  momoNumber: true,
  momoName: true,
  bankName: true,
  bankBranch: true,
  bankAccountName: true,
  bankAccountNumber: true,
  contactPhone: true,
  whatsappNumber: true,
  businessName: true,
  businessAddress: true,
  businessTaxNumber: true,
  businessEmail: true,
  requestCancellationPolicy: true,
  bookingCancellationPolicy: true,
} satisfies Record<TextField, true>) as TextField[];

export const fromEntries = <T>(entries: [TextField, T][]) => Object.fromEntries(entries) as Record<TextField, T>;

/** Server field keys ("adminEmails.1") as the form's own ("adminEmails"). */
export function formErrors(error: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [key, message] of Object.entries(fieldErrors(error))) {
    errors[key.split('.')[0]] ??= message;
  }
  return errors;
}
