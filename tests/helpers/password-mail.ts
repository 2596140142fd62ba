import { mailSettled } from './mail-jobs.js';
import type { TestServer } from './server.js';
import type { Received, SmtpSink } from './smtp.js';

/** Waits until what is queued has been sent, and returns the newest message to `email`. */
export async function lastMailTo(server: TestServer, sink: SmtpSink, email: string): Promise<Received> {
  await mailSettled(server);
  const message = sink.messages.filter((m) => m.to.includes(email)).at(-1);
  if (!message) throw new Error(`No email to ${email}`);
  return message;
}

/** The token of the set-password link in an email's text. */
export function passwordTokenIn(message: Received): string {
  const match = /\/set-password#token=([\w-]+)/.exec(message.text);
  if (!match) throw new Error(`No password link in: ${message.text}`);
  return match[1];
}
