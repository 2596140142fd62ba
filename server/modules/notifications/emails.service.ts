import type { EntityManager } from 'typeorm';
import type { JobQueue } from '../jobs/job-queue.js';
import { MAIL, type MailMessage } from './mail-job.js';

/**
 * Queues an email in the caller's transaction: it is sent only if the change it reports commits, and
 * it survives restarts until it has been delivered.
 */
export async function enqueueEmail(jobs: JobQueue, tx: EntityManager, message: MailMessage): Promise<void> {
  const recipients = [...new Set(message.recipients.filter(Boolean))];
  if (recipients.length === 0) return;
  await jobs.enqueue(tx, MAIL, { ...message, recipients });
}
