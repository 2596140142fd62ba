import type { EntityManager } from 'typeorm';
import { toGlobalId } from '../../graphql/global-id.js';
import type { Service } from '../catalogue/service.entity.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { enqueuePush } from '../notifications/push-devices.service.js';
import { activeAdminIds } from './admin-recipients.service.js';
import { bookingPush, PUSH_AUDIENCES, type BookingEvent, type PushAudience } from './booking-push-rules.js';
import type { Booking } from './booking.entity.js';

async function peopleOf(tx: EntityManager, audience: PushAudience, booking: Booking, service: Service): Promise<string[]> {
  if (audience === 'admins') return activeAdminIds(tx);
  if (audience === 'customer') return [booking.customerId];
  return service.providerUserId ? [service.providerUserId] : [];
}

/**
 * Queues the push notifications of a booking event to everyone PUSH_AUDIENCES names except the one who
 * caused it, on the caller's transaction (nothing is sent for a change that rolls back).
 */
export async function queueBookingPushes(
  jobs: JobQueue,
  tx: EntityManager,
  event: BookingEvent,
  booking: Booking,
  service: Service,
  actorId: string | null,
): Promise<void> {
  const facts = { ...booking, globalId: toGlobalId('Booking', booking.id), serviceName: service.serviceName };
  for (const audience of PUSH_AUDIENCES[event]) {
    const people = (await peopleOf(tx, audience, booking, service)).filter((id) => id !== actorId);
    await enqueuePush(jobs, tx, people, bookingPush(event, audience, facts));
  }
}
