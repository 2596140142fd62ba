import type { JobWithMetadata } from 'pg-boss';
import { deadLetterQueue } from '../../server/modules/jobs/jobs.js';
import { MAIL, type MailMessage } from '../../server/modules/notifications/mail-job.js';
import type { TestServer } from './server.js';

export type MailJob = JobWithMetadata<MailMessage>;

/** The queued emails (pg-boss jobs, any state) whose payload contains `data`, oldest first. */
export function mailJobs(server: TestServer, data: Partial<MailMessage> = {}): Promise<MailJob[]> {
  return server.jobs.boss.findJobs<MailMessage>(MAIL.name, { data });
}

/** Emails that were given up, kept as dead letters (the payload as queued, the last error as `sourceOutput`). */
export function deadLetters(server: TestServer, data: Partial<MailMessage> = {}): Promise<MailJob[]> {
  return server.jobs.boss.findJobs<MailMessage>(deadLetterQueue(MAIL.name), { data });
}

/** The one email of `template` about a booking (by its database id). */
export async function bookingMail(server: TestServer, bookingId: string, template: MailMessage['template']): Promise<MailJob> {
  const [job, ...more] = await mailJobs(server, { bookingId, template });
  if (!job || more.length)
    throw new Error(`Expected one ${template} email about booking ${bookingId}, found ${more.length + (job ? 1 : 0)}`);
  return job;
}

/** A waiting retry of `job` is made due now, instead of after its backoff. */
export async function retryNow(server: TestServer, job: MailJob): Promise<void> {
  await server.jobs.boss.update(MAIL.name, undefined, { id: job.id, startAfter: new Date() });
}

/** Waits until `done` holds: the queue's workers run on their own, every JOB_POLL_SECONDS. */
export async function waitFor(done: () => boolean | Promise<boolean>, what = 'the job queue', timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`Waited ${timeoutMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits until every queued email has been sent (or given up). */
export async function mailSettled(server: TestServer): Promise<void> {
  await waitFor(
    async () => (await mailJobs(server)).every((job) => job.state === 'completed' || job.state === 'failed'),
    'queued emails to be sent',
  );
}
