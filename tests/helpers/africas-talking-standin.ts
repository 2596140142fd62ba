import { randomBytes } from 'node:crypto';
import { startStandin, type ReceivedRequest, type Reply, type StandinControls } from './network-standin.js';

/**
 * A stand-in for Africa's Talking's SMS API as published (developers.africastalking.com, "SMS: Sending"):
 * POST /version1/messaging, form-encoded username, to, message and from, the key in the apiKey header; a
 * JSON answer listing each recipient with its statusCode, status, messageId and cost. A number that is not
 * international is InvalidPhoneNumber (403); one in `blacklisted` sent STOP (UserInBlacklist, 406).
 */
export type SentSms = { username: string; to: string; message: string; from: string | null; messageId: string };

export type AfricasTalkingStandin = StandinControls & {
  config: { baseUrl: string; username: string; apiKey: string };
  sent: SentSms[];
  blacklisted: Set<string>;
};

const USERNAME = 'ays-test';

function recipient(statusCode: number, status: string, number: string, messageId = 'None', cost = '0'): Record<string, unknown> {
  return { statusCode, number, status, cost, messageId };
}

export async function startAfricasTalkingStandin(): Promise<AfricasTalkingStandin> {
  const apiKey = randomBytes(16).toString('hex');
  const sent: SentSms[] = [];
  const blacklisted = new Set<string>();
  const answer = (recipients: Record<string, unknown>[]): Reply => ({
    status: 201,
    body: {
      SMSMessageData: {
        Message: `Sent to ${recipients.filter((r) => r.statusCode === 101).length}/${recipients.length} Total Cost: ZMW 0.2500`,
        Recipients: recipients,
      },
    },
  });
  const messaging = (request: ReceivedRequest): Reply => {
    if (request.headers.apikey !== apiKey) return { status: 401, body: 'The supplied authentication is invalid' };
    if (!String(request.headers['content-type']).startsWith('application/x-www-form-urlencoded')) return { status: 415 };
    const form = new URLSearchParams(typeof request.body === 'string' ? request.body : String(request.body ?? ''));
    const username = form.get('username');
    const message = form.get('message');
    const to = form.get('to');
    if (username !== USERNAME) return { status: 401, body: 'The supplied authentication is invalid' };
    if (!message || !to) return { status: 400, body: "Request is missing required form field 'message' or 'to'" };
    return answer(
      to.split(',').map((number) => {
        if (!/^\+\d{10,15}$/.test(number)) return recipient(403, 'InvalidPhoneNumber', number);
        if (blacklisted.has(number)) return recipient(406, 'UserInBlacklist', number);
        const messageId = `ATXid_${randomBytes(16).toString('hex')}`;
        sent.push({ username, to: number, message, from: form.get('from'), messageId });
        return recipient(101, 'Success', number, messageId, 'ZMW 0.2500');
      }),
    );
  };
  const standin = await startStandin([{ method: 'POST', path: /^\/version1\/messaging$/, handle: messaging }]);
  return { ...standin, config: { baseUrl: standin.url, username: USERNAME, apiKey }, sent, blacklisted };
}
