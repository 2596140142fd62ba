/**
 * How long personal things are kept after a booking ends (issue 34): the photos of payment proofs, the
 * photos in message threads and the words of texts. Pure, so the server and the settings form share the
 * bounds and the words. The rows themselves stay (a payment, a message, a text's delivery); only what
 * identifies or shows the person goes. The defaults and why are in docs/decisions.md ("Retention").
 */

export type RetentionField = 'proofRetentionDays' | 'messagePhotoRetentionDays' | 'textRetentionDays';

export const RETENTION: Record<RetentionField, { min: number; max: number; defaultDays: number }> = {
  proofRetentionDays: { min: 30, max: 3650, defaultDays: 365 },
  messagePhotoRetentionDays: { min: 7, max: 3650, defaultDays: 90 },
  textRetentionDays: { min: 1, max: 3650, defaultDays: 30 },
};

export function retentionMessage(field: RetentionField): string {
  const { min, max } = RETENTION[field];
  return `Enter a whole number of days from ${min} to ${max.toLocaleString('en')}.`;
}

export function isRetentionDays(field: RetentionField, days: number): boolean {
  return Number.isInteger(days) && days >= RETENTION[field].min && days <= RETENTION[field].max;
}
