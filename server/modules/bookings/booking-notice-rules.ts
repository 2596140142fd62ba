/**
 * The booking notices (issues 11, 25, 30, 31): for each transition of the booking machine, who is told and
 * what each channel (email, push, SMS) sends them, as one table every channel reads, the way vendure's email
 * event handlers declare theirs. Pure: booking-notices.service.ts looks the people up once per transition
 * and queues what this table says. The one who caused a transition is not pushed nor texted.
 */
import type { SmsKind } from '../notifications/sms-rules.js';
import type { Template } from '../notifications/templates.js';
import { BookingTab } from './booking-enum-rules.js';
import { BookingState, TAB_OF, type TransitionName } from './booking-machine.js';

/** Whom a booking notice can go to: AYS's admins, the booking's customer, its service's provider, or the AYS team member assigned to it (by the number on their record; they have no account). */
export type NoticeAudience = 'admins' | 'customer' | 'provider' | 'teamMember';

/** What the table's conditional rows depend on, besides the transition. */
export type NoticeFacts = {
  /** AYS's own booking: its service has no provider account. */
  internal: boolean;
  /** A team member is assigned to it. */
  assigned: boolean;
  /** The transition moved it to another day or time. */
  moved: boolean;
};

type Audiences = readonly NoticeAudience[] | ((facts: NoticeFacts) => NoticeAudience[]);
type BookingTemplate = Exclude<Template, 'appointment-reminder' | 'daily-schedule' | 'password-reset' | 'account-welcome'>;
type BookingSmsKind = Exclude<SmsKind, 'appointmentReminder' | 'newMessage'>;

export type BookingNotices = {
  email?: { template: BookingTemplate; to: 'admins' | 'customer' };
  push?: { title: string; to: Audiences };
  sms?: { kind: BookingSmsKind; to: Audiences };
};

/** An answered reschedule is news only when it moved the booking. */
const ifMoved =
  (audiences: NoticeAudience[]) =>
  ({ moved }: NoticeFacts): NoticeAudience[] =>
    moved ? audiences : [];

/**
 * AYS's own bookings have no provider to text (issue 30). When their customer cancels one, the team member
 * assigned to it is texted (they would otherwise go to the job), or the admins when nobody is assigned yet.
 */
export function cancelledByCustomerAudience(internal: boolean, assigned: boolean): NoticeAudience | null {
  if (!internal) return null;
  return assigned ? 'teamMember' : 'admins';
}

/** A customer asking to move a booking is texted to whoever answers the request: the provider, or the admins for AYS's own. */
export function rescheduleRequestAudience(internal: boolean): NoticeAudience {
  return internal ? 'admins' : 'provider';
}

const CUSTOMER_CANCELLED = {
  email: { template: 'booking-cancelled', to: 'admins' },
  push: { title: 'Booking cancelled', to: ['customer', 'provider'] },
  sms: {
    kind: 'bookingCancelled',
    to: ({ internal, assigned }) => {
      const team = cancelledByCustomerAudience(internal, assigned);
      return team ? ['customer', 'provider', team] : ['customer', 'provider'];
    },
  },
} as const satisfies BookingNotices;

const CANCELLED_TO_CUSTOMER = {
  push: { title: 'Booking cancelled', to: ['customer', 'provider'] },
  sms: { kind: 'bookingCancelled', to: ['customer', 'provider'] },
} as const satisfies BookingNotices;

const CONFIRMED = {
  email: { template: 'booking-confirmed', to: 'customer' },
  push: { title: 'Booking confirmed', to: ['customer', 'provider'] },
  sms: { kind: 'bookingConfirmed', to: ['customer', 'provider'] },
} as const satisfies BookingNotices;

const COMPLETED = { email: { template: 'booking-completed', to: 'customer' } } as const satisfies BookingNotices;

/**
 * Admins hear of new work for the team, customers of what happens to their booking, providers of everything
 * about their services' bookings. Fewer are texted than pushed (an SMS costs money and wakes a phone): a
 * proof of payment is checked on the screen, so it texts nobody. Completing, reminders to pay and answers
 * that leave a booking where it was are told by email only.
 */
export const BOOKING_NOTICES: Record<TransitionName, BookingNotices> = {
  create: {
    email: { template: 'booking-created', to: 'admins' },
    push: { title: 'New booking request', to: ['admins', 'provider'] },
    sms: { kind: 'bookingReceived', to: ['admins', 'provider'] },
  },
  submitPaymentProof: {
    email: { template: 'payment-proof-submitted', to: 'admins' },
    push: { title: 'Proof of payment sent', to: ['admins', 'provider'] },
  },
  receivePayment: CONFIRMED,
  receivePaymentToCheck: {
    email: { template: 'mobile-money-received', to: 'admins' },
    push: { title: 'Payment received, to check', to: ['admins', 'provider'] },
    sms: { kind: 'paymentReceived', to: ['admins', 'provider'] },
  },
  receiveLatePayment: { email: { template: 'mobile-money-received', to: 'admins' } },
  confirm: CONFIRMED,
  cancelRequest: CUSTOMER_CANCELLED,
  cancelConfirmed: CUSTOMER_CANCELLED,
  adminCancel: { ...CANCELLED_TO_CUSTOMER, email: { template: 'booking-cancelled', to: 'customer' } },
  expire: { ...CANCELLED_TO_CUSTOMER, email: { template: 'request-expired', to: 'customer' } },
  remind: { email: { template: 'payment-reminder', to: 'customer' } },
  markCompleted: COMPLETED,
  endBooking: COMPLETED,
  requestReschedule: {
    email: { template: 'reschedule-requested', to: 'admins' },
    // With the day and time asked, not the booking's.
    sms: { kind: 'rescheduleRequested', to: ({ internal }) => [rescheduleRequestAudience(internal)] },
  },
  answerReschedule: {
    email: { template: 'reschedule-answered', to: 'customer' },
    push: { title: 'Booking moved to a new time', to: ifMoved(['customer', 'provider']) },
    sms: { kind: 'bookingRescheduled', to: ifMoved(['customer', 'provider']) },
  },
  reassign: {},
  // Its reminder goes out through every channel of notifications/notice-channels.service.ts (appointment-reminders.service.ts).
  remindAppointment: {},
};

/** One transition's notices with the audiences decided; a channel that tells nobody is left out. */
export type DecidedNotices = {
  email: { template: BookingTemplate; to: 'admins' | 'customer' } | null;
  push: { title: string; to: readonly NoticeAudience[] } | null;
  sms: { kind: BookingSmsKind; to: readonly NoticeAudience[] } | null;
};

function decided<T extends { to: Audiences }>(entry: T | undefined, facts: NoticeFacts) {
  if (!entry) return null;
  const to = typeof entry.to === 'function' ? entry.to(facts) : entry.to;
  return to.length ? { ...entry, to } : null;
}

export function noticesOf(name: TransitionName, facts: NoticeFacts): DecidedNotices {
  const { email, push, sms } = BOOKING_NOTICES[name];
  return { email: email ?? null, push: decided(push, facts), sms: decided(sms, facts) };
}

/** Every audience a transition's notices go to, once each: the people to look up. */
export function audiencesOf(notices: DecidedNotices): NoticeAudience[] {
  const all = [...(notices.email ? [notices.email.to] : []), ...(notices.push?.to ?? []), ...(notices.sms?.to ?? [])];
  return [...new Set(all)];
}

type When = { date: string; time: string };
export type BookingFacts = When & { globalId: string; reference: string; serviceName: string; status: BookingState };
type PushAudience = Exclude<NoticeAudience, 'teamMember'>;

/** The screen that shows the booking to each audience, in the state it is now in (pushes and SMS link to it). */
export function urlFor(audience: PushAudience, booking: Pick<BookingFacts, 'globalId' | 'status'>): string {
  if (audience === 'admins') return `/admin/requests/${booking.globalId}`;
  const requested = TAB_OF[booking.status] === BookingTab.REQUESTS;
  if (audience === 'customer') return requested ? '/requests' : `/my-bookings?tab=${booking.status}`;
  if (requested) return '/provider/bookings?tab=requests';
  // Providers have no tab of cancelled bookings.
  return booking.status === BookingState.CANCELLED ? '/provider/bookings' : `/provider/bookings?tab=${booking.status}`;
}

export type PushText = { title: string; body: string; url: string };

export function bookingPush(title: string, audience: PushAudience, booking: BookingFacts): PushText {
  return {
    title,
    body: `${booking.serviceName} on ${booking.date} at ${booking.time} (${booking.reference})`,
    url: urlFor(audience, booking),
  };
}

/**
 * The screen an SMS links to: the push's, except that admins get their list of requests (a booking's own
 * admin page carries a 60-character global id, too long for a text), and a team member the home page.
 */
export function smsLink(publicUrl: string, audience: NoticeAudience, booking: Pick<BookingFacts, 'globalId' | 'status'>): string {
  if (audience === 'teamMember') return `${publicUrl}/`;
  return `${publicUrl}${audience === 'admins' ? '/admin/requests' : urlFor(audience, booking)}`;
}
