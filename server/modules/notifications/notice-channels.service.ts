import type { EntityManager } from 'typeorm';
import type { JobQueue } from '../jobs/job-queue.js';
import { enqueueEmail } from './emails.service.js';
import { shortText, type Notice, type Recipient } from './notice-rules.js';
import { enqueuePush } from './push-devices.service.js';
import { enqueueSms } from './sms-job.js';
import type { Email } from './templates.js';

/**
 * One way of telling people (email, push, SMS): whether it can reach
 * someone at all, and queueing a notice to them in the caller's transaction, so it goes out only if the
 * change it reports commits.
 */
export type Channel = {
  /** Whether this channel carries `notice` to `recipient` at all (SMS carries reminders only). */
  reaches(recipient: Recipient, notice: Notice): boolean;
  send(tx: EntityManager, recipient: Recipient, notice: Notice): Promise<void>;
};

function emailOf(notice: Notice, recipient: Recipient, publicUrl: string): Email & { bookingId: string | null } {
  if (notice.kind === 'appointment-reminder') {
    const { bookingId, ...details } = notice.booking;
    return {
      template: 'appointment-reminder',
      params: { ...details, when: notice.when, bookingsLink: `${publicUrl}${notice.path}` },
      bookingId,
    };
  }
  return {
    template: 'daily-schedule',
    params: {
      name: recipient.name,
      date: notice.date,
      jobs: notice.jobs,
      bookingsLink: notice.path ? `${publicUrl}${notice.path}` : undefined,
    },
    bookingId: null,
  };
}

/** Emails, through the mail queue, with the notice's template. */
export function emailChannel(jobs: JobQueue, publicUrl: string): Channel {
  return {
    reaches: (recipient) => Boolean(recipient.email),
    send: (tx, recipient, notice) => enqueueEmail(jobs, tx, { ...emailOf(notice, recipient, publicUrl), recipients: [recipient.email!] }),
  };
}

/** Web push to each of the account's live devices (none: nothing is queued), tapping through to the notice's screen. */
export function pushChannel(jobs: JobQueue): Channel {
  return {
    reaches: (recipient) => recipient.userId !== null,
    send: async (tx, recipient, notice) => {
      if (notice.path === null) return;
      await enqueuePush(jobs, tx, [recipient.userId!], { ...shortText(notice), url: notice.path });
    },
  };
}

/**
 * SMS (issue 25) to the person's mobile number, for the notices the SMS table names: a customer's
 * appointment reminder (the evening list is too long for 160 characters). Their switches, STOP and quiet
 * hours apply (sms-job.ts).
 */
export function smsChannel(jobs: JobQueue): Channel {
  return {
    reaches: (recipient, notice) => recipient.phone !== null && notice.kind === 'appointment-reminder',
    send: async (tx, recipient, notice) => {
      if (notice.kind !== 'appointment-reminder') return;
      const { bookingId, reference, serviceName, date, time } = notice.booking;
      await enqueueSms(jobs, tx, recipient, {
        kind: 'appointmentReminder',
        booking: { reference, serviceName, date, time },
        when: notice.when,
        link: notice.path,
        bookingId,
      });
    },
  };
}

/** Every channel notices go out on. */
export function noticeChannels(jobs: JobQueue, publicUrl: string): Channel[] {
  return [emailChannel(jobs, publicUrl), pushChannel(jobs), smsChannel(jobs)];
}

/** Queues `notice` to `recipient` on each channel that reaches them. */
export async function sendNotice(channels: Channel[], tx: EntityManager, recipient: Recipient, notice: Notice): Promise<void> {
  for (const channel of channels) {
    if (channel.reaches(recipient, notice)) await channel.send(tx, recipient, notice);
  }
}
