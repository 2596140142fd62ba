/** Field names whose values never enter the audit trail, whatever record they belong to. */
const SECRET_FIELD = /pass(word)?|token|secret|hash|code_?hash|api_?key/i;

export type AuditChange = Record<string, { before?: unknown; after?: unknown }>;

/**
 * The change worth recording between two views of a record: only fields whose value differs, and never a
 * secret (its name is kept with a redacted marker so a reader sees that it changed).
 */
export function auditChange(before: Record<string, unknown>, after: Record<string, unknown>): AuditChange {
  const change: AuditChange = {};
  for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = before[field];
    const now = after[field];
    if (JSON.stringify(was) === JSON.stringify(now)) continue;
    change[field] = SECRET_FIELD.test(field) ? { before: '[redacted]', after: '[redacted]' } : { before: was ?? null, after: now ?? null };
  }
  return change;
}

/** `adminCancel` -> `admin_cancel`: the trail's action names are snake_case words. */
export const auditActionName = (name: string): string => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** The stored change as the screen's rows: one per field, values as JSON text, fields in name order. */
export function auditFieldChanges(change: AuditChange): { field: string; before: string | null; after: string | null }[] {
  const asText = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));
  return Object.keys(change)
    .sort()
    .map((field) => ({ field, before: asText(change[field].before), after: asText(change[field].after) }));
}

type PayoutFacts = { paidOn: string; method: string; reference: string; amountNgwee: number };

/** A new payout as the trail shows it: what was sent, how, and how many ledger rows it settled. */
export const payoutChange = (payout: PayoutFacts, settledIds: string[]): AuditChange =>
  auditChange(
    {},
    {
      paidOn: payout.paidOn,
      method: payout.method,
      reference: payout.reference,
      amountNgwee: payout.amountNgwee,
      settledRows: settledIds.length,
    },
  );

/** The named fields of a record, for `auditChange` of just what an action may touch. */
export const pick = <T extends object>(record: T, fields: (keyof T)[]): Record<string, unknown> =>
  Object.fromEntries(fields.map((field) => [field, record[field]]));
