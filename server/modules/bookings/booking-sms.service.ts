import type { EntityManager } from 'typeorm';
import { toGlobalId } from '../../graphql/global-id.js';
import { Role } from '../../lib/role.js';
import type { Service } from '../catalogue/service.entity.js';
import { AccountStatus } from '../identity/account-status.js';
import { User } from '../identity/user.entity.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { enqueueSms } from '../notifications/sms-job.js';
import type { BookingEvent, PushAudience } from './booking-push-rules.js';
import { SMS_AUDIENCES, smsLink } from './booking-sms-rules.js';
import type { Booking } from './booking.entity.js';

type Person = { id: string; phone: string | null };

/** The accounts (with numbers) an audience of a booking is. */
export async function smsPeopleOf(tx: EntityManager, audience: PushAudience, booking: Booking, service: Service): Promise<Person[]> {
  const select = { id: true, phone: true } as const;
  if (audience === 'admins') return tx.find(User, { where: { role: Role.ADMIN, status: AccountStatus.ACTIVE }, select });
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
  const facts = { globalId: toGlobalId('Booking', booking.id), status: booking.status };
  const details = { reference: booking.reference, serviceName: service.serviceName, date: booking.date, time: booking.time };
  for (const audience of entry.audiences) {
    for (const person of await smsPeopleOf(tx, audience, booking, service)) {
      if (person.id === actorId) continue;
      const link = smsLink('', audience, facts);
      await enqueueSms(
        jobs,
        tx,
        { userId: person.id, phone: person.phone },
        { kind: entry.kind, booking: details, link, bookingId: booking.id },
      );
    }
  }
}
