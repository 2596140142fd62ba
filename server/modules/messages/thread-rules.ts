import * as z from 'zod/mini';

// Pure, and read by the web too: the composer checks a message with the same rule and words as the server
// (web/src/components/thread/BookingThread.tsx). zod/mini, as form-fields.ts, because it travels to phones.

export const MAX_MESSAGE_LENGTH = 2000;

export const EMPTY_MESSAGE = 'Write a message or add a photo.';

type Side = 'customer' | 'provider' | 'admin';

/** What the writer is to the booking, when they are several things at once: the most specific. */
export function authorRoleOf(actors: readonly string[]): Side | null {
  return (['customer', 'provider', 'admin'] as const).find((side) => actors.includes(side)) ?? null;
}

/**
 * How many messages one person may send, over all their threads, in ten minutes: far more than a
 * conversation needs, few enough that nobody can flood a thread, the other side's phone (each burst can
 * become an SMS) or the photo store.
 */
export const MESSAGE_LIMIT = { limit: 60, seconds: 10 * 60 } as const;
export const SENDING_TOO_FAST = 'You are sending messages too quickly. Please wait {minutes} and try again.';

/** How an author is shown: by name and role, never by phone number; admins speak as the AYS team. */
export function authorLabel(role: Side, name: string): string {
  return role === 'admin' ? 'AYS team' : `${name} (${role})`;
}

/** The text of a message: trimmed, at most 2,000 characters, empty only beside a photo. */
export function messageBody(hasPhoto: boolean) {
  return z.string().check(
    z.trim(),
    z.maxLength(MAX_MESSAGE_LENGTH, `At most ${MAX_MESSAGE_LENGTH.toLocaleString('en')} characters.`),
    z.refine((body) => hasPhoto || body.length > 0, EMPTY_MESSAGE),
  );
}

/** A message still unread this long after it was written is texted to the side it waits on (issue 25). */
export const UNREAD_SMS_AFTER_SECONDS = 10 * 60;

/**
 * Who a message waits on: a customer's, on the provider (the AYS team, i.e. the admins, for an internal
 * service); the provider's or the team's, on the customer.
 */
export function waitingReaders(author: Side, internal: boolean): ('customer' | 'provider' | 'admins')[] {
  if (author !== 'customer') return ['customer'];
  return internal ? ['admins'] : ['provider'];
}
