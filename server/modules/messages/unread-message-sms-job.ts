import type { DataSource, EntityManager } from 'typeorm';
import { Service } from '../catalogue/service.entity.js';
import { Booking } from '../bookings/booking.entity.js';
import { peopleOf } from '../bookings/booking-notices.service.js';
import { smsLink } from '../bookings/booking-notice-rules.js';
import { toGlobalId } from '../../graphql/global-id.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { jobType, type JobWorker } from '../jobs/jobs.js';
import { enqueueSms } from '../notifications/sms-job.js';
import { BookingMessage } from './booking-message.entity.js';
import { waitingReaders } from './thread-rules.js';

/** One message, looked at UNREAD_SMS_AFTER_SECONDS after it was written. */
export const UNREAD_MESSAGE_SMS = jobType<{ messageId: string }>('unread-message-sms');

/** Whether `userId` has read the booking's thread up to `at`, or was texted about it since. */
async function caughtUp(tx: EntityManager, bookingId: string, userId: string, at: Date): Promise<boolean> {
  const rows: unknown[] = await tx.query(
    `SELECT 1 FROM booking_thread_reads WHERE booking_id = $1 AND user_id = $2 AND last_read_at >= $3
     UNION ALL SELECT 1 FROM sms_messages WHERE booking_id = $1 AND user_id = $2 AND kind = 'newMessage' AND created_at >= $3`,
    [bookingId, userId, at],
  );
  return rows.length > 0;
}

/**
 * Texts each person a message waits on who has not read the thread since it was written (nor been texted
 * about it since: a burst of messages is one SMS), with their switches, STOP and quiet hours applying.
 */
export async function textUnreadMessage(db: DataSource, jobs: JobQueue, messageId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const message = await tx.findOneBy(BookingMessage, { id: messageId });
    const booking = message ? await tx.findOneBy(Booking, { id: message.bookingId }) : null;
    const service = booking ? await tx.findOneBy(Service, { id: booking.serviceId }) : null;
    if (!message || !booking || !service) return;
    const details = { reference: booking.reference, serviceName: service.serviceName, date: booking.date, time: booking.time };
    const facts = { globalId: toGlobalId('Booking', booking.id), status: booking.status };
    for (const audience of waitingReaders(message.authorRole, !service.providerUserId)) {
      for (const person of await peopleOf(tx, audience, booking, service)) {
        if (!person.id || person.id === message.authorId || (await caughtUp(tx, booking.id, person.id, message.createdAt))) continue;
        await enqueueSms(
          jobs,
          tx,
          { userId: person.id, phone: person.phone },
          { kind: 'newMessage', booking: details, link: smsLink('', audience, facts), bookingId: booking.id },
        );
      }
    }
  });
}

export function unreadMessageSmsWorker(db: DataSource): JobWorker<{ messageId: string }> {
  return {
    type: UNREAD_MESSAGE_SMS,
    settings: { attempts: 5, retryDelaySeconds: 30, maxRetryDelaySeconds: 600, timeoutSeconds: 60, keepFailedDays: 7 },
    run: ({ messageId }, jobs) => textUnreadMessage(db, jobs, messageId),
  };
}
