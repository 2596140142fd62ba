import { randomBytes } from 'node:crypto';
import { startStandin, type ReceivedRequest, type Reply, type StandinControls } from './network-standin.js';

/**
 * A stand-in for Africa's Talking's SMS API as published (developers.africastalking.com, "SMS: Sending"):
 * POST /version1/messaging, form-encoded username, to, message and from, the key in the apiKey header; a
 * JSON answer listing each recipient with its statusCode, status, messageId and cost. A number that is not
 * international is InvalidPhoneNumber (403); one in `blacklisted` sent STOP (UserInBlacklist, 406).
 * It misbehaves as the real one can: `slowNext` takes the next text and answers only after a while (a
 * client that gave up never learns it was sent), `refuseNext` answers the next request for one number
 * with a given status (DoNotDisturbRejection comes as HTTP 409), `noRecipientsNext` answers 201 with an
 * empty Recipients list and a Message saying why.
 */
export type SentSms = { username: string; to: string; message: string; from: string | null; messageId: string };

export type AfricasTalkingStandin = StandinControls & {
  config: { baseUrl: string; username: string; apiKey: string };
  sent: SentSms[];
  blacklisted: Set<string>;
  slowNext(ms: number): void;
  refuseNext(statusCode: number, status: string, httpStatus?: number): void;
  noRecipientsNext(message: string): void;
};

const USERNAME = 'ays-test';

function recipient(statusCode: number, status: string, number: string, messageId = 'None', cost = '0'): Record<string, unknown> {
  return { statusCode, number, status, cost, messageId };
}

const answer = (recipients: Record<string, unknown>[], status = 201, message?: string): Reply => ({
  status,
  body: {
    SMSMessageData: {
      Message: message ?? `Sent to ${recipients.filter((r) => r.statusCode === 101).length}/${recipients.length} Total Cost: ZMW 0.2500`,
      Recipients: recipients,
    },
  },
});

export async function startAfricasTalkingStandin(): Promise<AfricasTalkingStandin> {
  const apiKey = randomBytes(16).toString('hex');
  const sent: SentSms[] = [];
  const blacklisted = new Set<string>();
  let slowMs = 0;
  let scripted: ((number: string) => Reply) | null = null;
  const messaging = async (request: ReceivedRequest): Promise<Reply> => {
    if (request.headers.apikey !== apiKey) return { status: 401, body: 'The supplied authentication is invalid' };
    if (!String(request.headers['content-type']).startsWith('application/x-www-form-urlencoded')) return { status: 415 };
    const form = new URLSearchParams(typeof request.body === 'string' ? request.body : String(request.body ?? ''));
    const username = form.get('username');
    const message = form.get('message');
    const to = form.get('to');
    if (username !== USERNAME) return { status: 401, body: 'The supplied authentication is invalid' };
    if (!message || !to) return { status: 400, body: "Request is missing required form field 'message' or 'to'" };
    if (scripted) {
      const reply = scripted(to);
      scripted = null;
      return reply;
    }
    const delay = slowMs;
    slowMs = 0;
    const reply = answer(
      to.split(',').map((number) => {
        if (!/^\+\d{10,15}$/.test(number)) return recipient(403, 'InvalidPhoneNumber', number);
        if (blacklisted.has(number)) return recipient(406, 'UserInBlacklist', number);
        const messageId = `ATXid_${randomBytes(16).toString('hex')}`;
        sent.push({ username, to: number, message, from: form.get('from'), messageId });
        return recipient(101, 'Success', number, messageId, 'ZMW 0.2500');
      }),
    );
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    return reply;
  };
  const standin = await startStandin([{ method: 'POST', path: /^\/version1\/messaging$/, handle: messaging }]);
  return {
    ...standin,
    config: { baseUrl: standin.url, username: USERNAME, apiKey },
    sent,
    blacklisted,
    slowNext: (ms) => {
      slowMs = ms;
    },
    refuseNext: (statusCode, status, httpStatus = 201) => {
      scripted = (to) => answer([recipient(statusCode, status, to)], httpStatus, 'Sent to 0/1 Total Cost: 0');
    },
    noRecipientsNext: (message) => {
      scripted = () => answer([], 201, message);
    },
  };
}
