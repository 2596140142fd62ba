import type { EntityManager } from 'typeorm';
import { toGlobalId } from '../../graphql/global-id.js';
import { Role } from '../../lib/role.js';
import type { Service } from '../catalogue/service.entity.js';
import { AccountStatus } from '../identity/account-status.js';
import { User } from '../identity/user.entity.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { enqueueEmail } from '../notifications/emails.service.js';
import { enqueuePush } from '../notifications/push-devices.service.js';
import { enqueueSms } from '../notifications/sms-job.js';
import type { BookingDetails, Email, TemplateParams } from '../notifications/templates.js';
import { InternalProvider } from '../providers/internal-provider.entity.js';
import { PlatformSettings } from '../settings/platform-settings.entity.js';
import type { TransitionName } from './booking-machine.js';
import { audiencesOf, bookingPush, noticesOf, smsLink, type DecidedNotices, type NoticeAudience } from './booking-notice-rules.js';
import type { Booking } from './booking.entity.js';

/** Someone to tell: an account, or a team member without one (id null). */
type Person = { id: string | null; name: string; email: string | null; phone: string | null };

type BookingTemplate = NonNullable<DecidedNotices['email']>['template'];
type ExtrasOf<T> = T extends BookingTemplate ? Omit<TemplateParams[T], keyof BookingDetails> : never;

/** What a transition adds to the booking's own details for its notices: its email's parameters, and for SMS the day and time a customer asked for. */
export type NoticeExtras = { email?: ExtrasOf<BookingTemplate>; asked?: { date: string; time: string } };

/** What every email about a booking says of it. */
export function bookingDetails(booking: Booking, service: Service, customer: Pick<User, 'name' | 'phone'>): BookingDetails {
  return {
    reference: booking.reference,
    customerName: customer.name,
    customerPhone: customer.phone ?? 'N/A',
    serviceName: service.serviceName,
    packageName: booking.packageName,
    date: booking.date,
    time: booking.time,
  };
}

/** The people an audience of a booking is: admins are every active admin account. */
export async function peopleOf(tx: EntityManager, audience: NoticeAudience, booking: Booking, service: Service): Promise<Person[]> {
  const select = { id: true, name: true, email: true, phone: true } as const;
  if (audience === 'admins') return tx.find(User, { where: { role: Role.ADMIN, status: AccountStatus.ACTIVE }, select });
  if (audience === 'teamMember') {
    const member = booking.assignedEmployeeId ? await tx.findOneBy(InternalProvider, { id: booking.assignedEmployeeId }) : null;
    return member ? [{ id: null, name: member.name, email: member.email, phone: member.phone }] : [];
  }
  const id = audience === 'customer' ? booking.customerId : service.providerUserId;
  return id ? tx.find(User, { where: { id }, select }) : [];
}

/** Who receives the admins' booking emails: the addresses set on /admin/settings, or else every active admin account. */
async function adminEmails(tx: EntityManager, admins: Person[]): Promise<string[]> {
  const settings = await tx.findOneBy(PlatformSettings, { id: 1 });
  if (settings?.adminEmails.length) return settings.adminEmails;
  return admins.map((admin) => admin.email!);
}

type Event = {
  name: TransitionName;
  /** The booking before the transition; null for a new one. */
  before: Booking | null;
  booking: Booking;
  service: Service;
  actorId: string | null;
  extras: NoticeExtras | undefined;
};

/**
 * Queues a transition's notices as BOOKING_NOTICES says, on the caller's transaction (nothing goes out for
 * a change that rolls back): each audience is looked up once and read by every channel. Pushes and texts
 * skip the one who caused it; each person's SMS switches, STOP and quiet hours apply (notifications/sms-job.ts).
 */
export async function queueBookingNotices(jobs: JobQueue, tx: EntityManager, event: Event): Promise<void> {
  const { booking, service, before } = event;
  const moved = before !== null && (before.date !== booking.date || before.time !== booking.time);
  const notices = noticesOf(event.name, { internal: !service.providerUserId, assigned: !!booking.assignedEmployeeId, moved });
  // The customer's name and phone are in every email.
  const audiences = new Set([...audiencesOf(notices), ...(notices.email ? (['customer'] as const) : [])]);
  const people = new Map<NoticeAudience, Person[]>();
  for (const audience of audiences) people.set(audience, await peopleOf(tx, audience, booking, service));
  const told = (audience: NoticeAudience) => (people.get(audience) ?? []).filter((person) => !person.id || person.id !== event.actorId);
  const facts = { ...booking, globalId: toGlobalId('Booking', booking.id), serviceName: service.serviceName };

  if (notices.email) {
    const [customer] = people.get('customer')!;
    if (!customer) throw new Error(`Booking ${booking.id} has no customer`);
    const { template, to } = notices.email;
    const email = { template, params: { ...bookingDetails(booking, service, customer), ...event.extras?.email } } as Email;
    const recipients = to === 'admins' ? await adminEmails(tx, people.get('admins')!) : [customer.email!];
    await enqueueEmail(jobs, tx, { ...email, bookingId: booking.id, recipients });
  }
  for (const audience of notices.push?.to ?? []) {
    if (audience === 'teamMember') continue;
    const ids = told(audience).map((person) => person.id!);
    await enqueuePush(jobs, tx, ids, bookingPush(notices.push!.title, audience, facts));
  }
  const details = {
    reference: booking.reference,
    serviceName: service.serviceName,
    date: booking.date,
    time: booking.time,
    ...event.extras?.asked,
  };
  for (const audience of notices.sms?.to ?? []) {
    for (const person of told(audience)) {
      const template = { kind: notices.sms!.kind, booking: details, link: smsLink('', audience, facts), bookingId: booking.id };
      await enqueueSms(jobs, tx, { userId: person.id, phone: person.phone }, template);
    }
  }
}
