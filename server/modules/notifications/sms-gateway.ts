import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { log } from '../../observability/logger.js';

/** One text to one number (+260...). */
export type Sms = { to: string; text: string };

/**
 * What the gateway did with a text: took it (its message id, for the delivery report); refused it for
 * good (a number it cannot reach, one that opted out): retrying would not help; or we cannot tell, because
 * the call may have reached it and no clear answer came back (`unknown`): the gateway takes no idempotency
 * key, so sending it again could text the person twice.
 */
export type SmsOutcome =
  { status: 'sent'; messageId: string } | { status: 'rejected'; reason: string; optedOut: boolean } | { status: 'unknown'; reason: string };

/** A send the gateway certainly did not take and that may work later (refused connection, rate limited, down): the job retries it. */
export class SmsGatewayError extends Error {}

export interface SmsGateway {
  send(sms: Sms): Promise<SmsOutcome>;
}

/** Without SMS_*: each text is written to DATA_DIR/sms as a file of its own and logged, as email is. */
export function smsFileWriter(dataDir: string): SmsGateway {
  const folder = path.join(dataDir, 'sms');
  let count = 0;
  return {
    send: async (sms) => {
      await mkdir(folder, { recursive: true });
      count += 1;
      const messageId = `file-${Date.now()}-${process.pid}-${count}`;
      const file = path.join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${messageId}.txt`);
      await writeFile(file, `To: ${sms.to}\n\n${sms.text}\n`);
      log().info({ to: sms.to, file }, 'SMS written to a file');
      return { status: 'sent', messageId };
    },
  };
}
