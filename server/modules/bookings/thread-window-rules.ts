/**
 * How long a booking's message thread takes new messages. Pure. It is the booking's, not the thread's: the
 * booking's allowed actions name SEND_MESSAGE while it is open (booking-action-rules.ts), and messages/
 * refuses a message once it is closed, both from this rule and the server's clock, never a browser's.
 */

/** How long after a booking is completed or cancelled its thread takes new messages. */
export const THREAD_OPEN_DAYS = 14;

export const THREAD_CLOSED = `This conversation is closed: messages can be sent until ${THREAD_OPEN_DAYS} days after a booking is completed or cancelled.`;

export type Ended = { status: string; completedAt: Date | null; cancelledAt: Date | null; updatedAt: Date };

/** When the thread stops taking messages: null while the booking is still going. */
export function threadClosesAt(booking: Ended): Date | null {
  const ended = booking.status === 'completed' ? booking.completedAt : booking.status === 'cancelled' ? booking.cancelledAt : undefined;
  if (ended === undefined) return null;
  return new Date((ended ?? booking.updatedAt).getTime() + THREAD_OPEN_DAYS * 24 * 60 * 60 * 1000);
}

export function isThreadOpen(booking: Ended, now: Date): boolean {
  const closesAt = threadClosesAt(booking);
  return !closesAt || now < closesAt;
}
