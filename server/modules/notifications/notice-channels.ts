import type { EntityManager } from 'typeorm';
import type { JobQueue } from '../jobs/job-queue.js';
import { enqueueEmail } from './emails.js';
import { shortText, type Notice, type Recipient } from './notice-rules.js';
import { enqueuePush } from './push-devices.service.js';
import type { Email } from './templates.js';

/**
 * One way of telling people (email, push; an SMS sender is the next, issue 25): whether it can reach
 * someone at all, and queueing a notice to them in the caller's transaction, so it goes out only if the
 * change it reports commits.
 */
export type Channel = {
  reaches(recipient: Recipient): boolean;
  send(tx: EntityManager, recipient: Recipient, notice: Notice): Promise<void>;
};

function emailOf(notice: Notice, recipient: Recipient, publicUrl: string): Email & { bookingId: string | null } {
  if (notice.kind === 'appointment-reminder') {
    const { bookingId, ...details } = notice.booking;
    return { template: 'appointment-reminder', params: { ...details, when: notice.when, bookingsLink: `${publicUrl}${notice.path}` }, bookingId };
  }
  return {
    template: 'daily-schedule',
    params: { name: recipient.name, date: notice.date, jobs: notice.jobs, bookingsLink: notice.path ? `${publicUrl}${notice.path}` : undefined },
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

/** Every channel notices go out on. */
export function noticeChannels(jobs: JobQueue, publicUrl: string): Channel[] {
  return [emailChannel(jobs, publicUrl), pushChannel(jobs)];
}

/** Queues `notice` to `recipient` on each channel that reaches them. */
export async function sendNotice(channels: Channel[], tx: EntityManager, recipient: Recipient, notice: Notice): Promise<void> {
  for (const channel of channels) {
    if (channel.reaches(recipient)) await channel.send(tx, recipient, notice);
  }
}
