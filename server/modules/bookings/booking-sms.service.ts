import type { EntityManager } from 'typeorm';
import { toGlobalId } from '../../graphql/global-id.js';
import { Role } from '../../lib/role.js';
import type { Service } from '../catalogue/service.entity.js';
import { AccountStatus } from '../identity/account-status.js';
import { User } from '../identity/user.entity.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { enqueueSms } from '../notifications/sms-job.js';
import type { SmsKind } from '../notifications/sms-rules.js';
import { InternalProvider } from '../providers/internal-provider.entity.js';
import type { BookingEvent } from './booking-push-rules.js';
import { cancelledByCustomerAudience, rescheduleRequestAudience, SMS_AUDIENCES, smsLink, type SmsAudience } from './booking-sms-rules.js';
import type { Booking } from './booking.entity.js';

/** Someone to text: an account (for its switches), or a team member without one (id null). */
type Person = { id: string | null; phone: string | null };

/** The people (with numbers) an audience of a booking is. */
export async function smsPeopleOf(tx: EntityManager, audience: SmsAudience, booking: Booking, service: Service): Promise<Person[]> {
  const select = { id: true, phone: true } as const;
  if (audience === 'admins') return tx.find(User, { where: { role: Role.ADMIN, status: AccountStatus.ACTIVE }, select });
  if (audience === 'teamMember') {
    const member = booking.assignedEmployeeId ? await tx.findOneBy(InternalProvider, { id: booking.assignedEmployeeId }) : null;
    return member ? [{ id: null, phone: member.phone }] : [];
  }
  const id = audience === 'customer' ? booking.customerId : service.providerUserId;
  return id ? tx.find(User, { where: { id }, select }) : [];
}

/**
 * Queues the SMS of a booking event to everyone SMS_AUDIENCES names except the one who caused it, on the
 * caller's transaction; each person's switches, STOP and quiet hours apply (notifications/sms-job.ts).
 * The link is a path here: the SMS worker puts PUBLIC_URL before it.
 */
export async function queueBookingSms(
  jobs: JobQueue,
  tx: EntityManager,
  event: BookingEvent,
  booking: Booking,
  service: Service,
  actorId: string | null,
): Promise<void> {
  const entry = SMS_AUDIENCES[event];
  if (!entry) return;
  const audiences: SmsAudience[] = [...entry.audiences];
  const team = event === 'cancelled' && actorId === booking.customerId;
  const teamAudience = team ? cancelledByCustomerAudience(!service.providerUserId, !!booking.assignedEmployeeId) : null;
  if (teamAudience) audiences.push(teamAudience);
  await textAudiences(jobs, tx, { kind: entry.kind, audiences, booking, service, actorId });
}

/** A customer asked to move a booking: whoever answers is texted the day and time asked, with the booking's own details. */
export async function queueRescheduleRequestSms(
  jobs: JobQueue,
  tx: EntityManager,
  booking: Booking,
  service: Service,
  asked: { date: string; time: string },
): Promise<void> {
  const audiences = [rescheduleRequestAudience(!service.providerUserId)];
  await textAudiences(jobs, tx, {
    kind: 'rescheduleRequested',
    audiences,
    booking: { ...booking, ...asked },
    service,
    actorId: booking.customerId,
  });
}

async function textAudiences(
  jobs: JobQueue,
  tx: EntityManager,
  what: {
    kind: Exclude<SmsKind, 'appointmentReminder'>;
    audiences: SmsAudience[];
    booking: Booking;
    service: Service;
    actorId: string | null;
  },
): Promise<void> {
  const { booking, service } = what;
  const facts = { globalId: toGlobalId('Booking', booking.id), status: booking.status };
  const details = { reference: booking.reference, serviceName: service.serviceName, date: booking.date, time: booking.time };
  for (const audience of what.audiences) {
    for (const person of await smsPeopleOf(tx, audience, booking, service)) {
      if (person.id && person.id === what.actorId) continue;
      const link = smsLink('', audience, facts);
      await enqueueSms(
        jobs,
        tx,
        { userId: person.id, phone: person.phone },
        { kind: what.kind, booking: details, link, bookingId: booking.id },
      );
    }
  }
}
