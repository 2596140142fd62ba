/**
 * Africa's Talking's SMS API (developers.africastalking.com, "SMS: Sending"), which serves Zambia: a
 * form-encoded POST of username, to, message and from (the sender id, optional) to /version1/messaging
 * with the account's key in the `apiKey` header and `Accept: application/json`. The answer lists each
 * recipient with a statusCode (100 Processed, 101 Sent, 102 Queued; 4xx and 5xx refusals), a status, the
 * messageId that the delivery report later names, and the cost.
 */
import { SmsGatewayError, type Sms, type SmsGateway, type SmsOutcome } from './sms-gateway.js';

export type AfricasTalkingConfig = { baseUrl: string; username: string; apiKey: string; senderId?: string; timeoutMs: number };

/** Taken: the text is on its way (the delivery report says how it ended). */
const ACCEPTED = new Set([100, 101, 102]);
/**
 * Worth another try later: RiskHold (401, held for review), InsufficientBalance (405, until topped up),
 * InternalServerError (500) and GatewayError (501). The rest (InvalidSenderId 402, InvalidPhoneNumber 403,
 * UnsupportedNumberType 404, UserInBlacklist 406, CouldNotRoute 407, DoNotDisturbRejection 409,
 * RejectedByGateway 502) would be refused again.
 */
const RETRYABLE = new Set([401, 405, 500, 501]);
/** The number asked not to be texted (it sent STOP to the sender id, or is on the network's do-not-disturb list). */
const OPTED_OUT = new Set([406, 409]);

type Recipient = { statusCode?: unknown; status?: unknown; messageId?: unknown; number?: unknown };

function recipientsOf(body: unknown): Recipient[] | null {
  const data =
    typeof body === 'object' && body !== null ? (body as { SMSMessageData?: { Recipients?: unknown } }).SMSMessageData : undefined;
  return Array.isArray(data?.Recipients) ? (data.Recipients as Recipient[]) : null;
}

export function createAfricasTalking(config: AfricasTalkingConfig, fetchFn: typeof fetch = fetch): SmsGateway {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/version1/messaging`;
  return {
    async send(sms: Sms): Promise<SmsOutcome> {
      const form = new URLSearchParams({
        username: config.username,
        to: sms.to,
        message: sms.text,
        ...(config.senderId && { from: config.senderId }),
      });
      let status: number;
      let text: string;
      try {
        const response = await fetchFn(url, {
          method: 'POST',
          headers: { apiKey: config.apiKey, Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
          signal: AbortSignal.timeout(config.timeoutMs),
        });
        status = response.status;
        text = await response.text();
      } catch (error) {
        throw new SmsGatewayError(`Africa's Talking did not answer: ${(error as Error).message}`);
      }
      // Rate limited ("Throttled"), or the gateway down: later. Other HTTP refusals (a wrong key or username) are ours to fix, and retried until then.
      if (status < 200 || status > 299) throw new SmsGatewayError(`Africa's Talking answered ${status}: ${text.slice(0, 200)}`);
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        throw new SmsGatewayError(`Africa's Talking answered ${status} without JSON: ${text.slice(0, 200)}`);
      }
      const [recipient] = recipientsOf(body) ?? [];
      if (!recipient) throw new SmsGatewayError(`Africa's Talking listed no recipient: ${text.slice(0, 200)}`);
      const code = Number(recipient.statusCode);
      const reason = typeof recipient.status === 'string' ? recipient.status : `status ${code}`;
      if (ACCEPTED.has(code) && typeof recipient.messageId === 'string' && recipient.messageId !== 'None')
        return { status: 'sent', messageId: recipient.messageId };
      if (RETRYABLE.has(code)) throw new SmsGatewayError(`Africa's Talking did not send it: ${reason} (${code})`);
      return { status: 'rejected', reason, optedOut: OPTED_OUT.has(code) };
    },
  };
}

/** A delivery report's final word (Success; Failed, Rejected, AbsentSubscriber, Expired), or null while still on its way (Sent, Submitted, Buffered). */
export function deliveryStatusOf(status: string): 'delivered' | 'failed' | 'rejected' | null {
  if (status === 'Success') return 'delivered';
  if (status === 'Rejected') return 'rejected';
  if (['Failed', 'AbsentSubscriber', 'Expired'].includes(status)) return 'failed';
  return null;
}
