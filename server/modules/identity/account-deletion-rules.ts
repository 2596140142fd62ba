/**
 * When an account may be deleted (issue 34). Deletion erases the person, so it waits until nothing is
 * left to do with them: no booking still open on either side and no money owed either way.
 */
export type DeletionBlockers = {
  openBookings: number;
  unpaidBalances: number;
  refundsOwed: number;
  earningsUnpaid: number;
  commissionsUnpaid: number;
};

export const DELETED_NAME = 'Deleted user';
export const DELETED_STATUS = 'deleted';
/** What a deleted person's messages say instead of their words, so the thread still reads in order. */
export const DELETED_MESSAGE_BODY = 'Message deleted.';
/** An admin deletes an account only on the person's request, which the audit trail keeps in their words. */
export const REASON_REQUIRED = 'Say why the account is deleted.';

const REASONS: Record<keyof DeletionBlockers, string> = {
  openBookings: 'there are bookings that are not completed or cancelled yet',
  unpaidBalances: 'a booking balance is still unpaid',
  refundsOwed: 'a refund has not been paid yet',
  earningsUnpaid: 'provider earnings have not been paid out yet',
  commissionsUnpaid: 'affiliate commission has not been paid yet',
};

/** The refusal in plain words, or null when the account can go. */
export function deletionRefusal(blockers: DeletionBlockers): string | null {
  const reasons = (Object.keys(REASONS) as (keyof DeletionBlockers)[]).filter((key) => blockers[key] > 0).map((key) => REASONS[key]);
  if (reasons.length === 0) return null;
  return `This account cannot be deleted yet: ${reasons.join('; ')}. Contact us if you need help.`;
}

/** An address no one can own (RFC 2606 .invalid), unique per account so the real one is free to sign up again. */
export function deletedEmail(userId: string): string {
  return `deleted-${userId}@deleted.invalid`;
}
