import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type Received = { from: string; to: string[]; subject: string; text: string };

/**
 * A real SMTP server (smtp-server, nodemailer's own) on 127.0.0.1, without TLS or auth. It keeps what it
 * is sent, or, with `refuseWith`, answers every recipient with that permanent failure.
 */
export class SmtpSink {
  readonly messages: Received[] = [];
  /** How many times a recipient was refused (with `refuseWith`): each delivery attempt counts once per recipient. */
  refused = 0;
  /** While set, a message's data is taken but never answered, as a server hanging mid-send would; it is not kept. */
  stalling = false;
  /** Messages left hanging while `stalling`. */
  stalled = 0;
  private readonly server: SMTPServer;

  constructor(options: { refuseWith?: string } = {}) {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo: (_address, _session, callback) => {
        if (!options.refuseWith) return callback();
        this.refused += 1;
        const error = new Error(options.refuseWith) as Error & { responseCode: number };
        error.responseCode = 550;
        return callback(error);
      },
      onData: (stream, session, callback) => {
        if (this.stalling) {
          this.stalled += 1;
          stream.resume();
          return;
        }
        simpleParser(stream).then((mail) => {
          this.messages.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: mail.subject ?? '',
            text: (mail.text ?? '').replace(/\r\n/g, '\n'),
          });
          callback();
        }, callback);
      },
    });
  }

  /** Listens on `port` (0: any free port) and returns the port. */
  async listen(port = 0): Promise<number> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, '127.0.0.1', () => resolve());
    });
    return (this.server.server.address() as AddressInfo).port;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
