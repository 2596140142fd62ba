import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.js';
import { log } from '../../observability/logger.js';

export type Mail = { to: string[]; subject: string; text: string };

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** SMTP when SMTP_URL is set; otherwise each message is written to DATA_DIR/mail as an .eml file and logged. */
export function createMailer(config: Config): Mailer {
  if (config.mail.smtpUrl) {
    // A send gives up well within its try's time (MAIL_SEND_TIMEOUT_SECONDS): a try still running then is
    // retried by another process, and an SMTP server that answered late would get the email twice.
    const stepMs = (config.mail.sendTimeoutSeconds * 1000) / 4;
    const transport = nodemailer.createTransport({
      url: config.mail.smtpUrl,
      connectionTimeout: stepMs,
      greetingTimeout: stepMs,
      socketTimeout: stepMs,
    });
    return {
      send: async (mail) => {
        await transport.sendMail({ from: config.mail.from, ...mail });
      },
      close: () => transport.close(),
    };
  }
  const folder = path.join(config.dataDir, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (mail) => {
      const info = await transport.sendMail({ from: config.mail.from, ...mail });
      await mkdir(folder, { recursive: true });
      const file = path.join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`);
      await writeFile(file, info.message as Buffer);
      log().info({ subject: mail.subject, to: mail.to, file }, 'Email written to a file');
    },
    close: () => transport.close(),
  };
}
