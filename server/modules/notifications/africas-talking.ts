/**
 * Africa's Talking's SMS API (developers.africastalking.com, "SMS: Sending"), which serves Zambia: a
 * form-encoded POST of username, to, message and from (the sender id, optional) to /version1/messaging
 * with the account's key in the `apiKey` header and `Accept: application/json`. The answer lists each
 * recipient with a statusCode (100 Processed, 101 Sent, 102 Queued; 4xx and 5xx refusals), a status, the
 * messageId that the delivery report later names, and the cost. The API takes no idempotency key, so a
 * call that may have reached it is never repeated blindly (issue 30): it comes back `unknown`.
 */
import { SmsGatewayError, type Sms, type SmsGateway, type SmsOutcome } from './sms-gateway.js';

export type AfricasTalkingConfig = { baseUrl: string; username: string; apiKey: string; senderId?: string; timeoutMs: number };

/** Taken: the text is on its way (the delivery report says how it ended). */
const ACCEPTED = new Set([100, 101, 102]);
/**
 * Not sent, and worth another try later: RiskHold (401, held for review), InsufficientBalance (405, until
 * topped up), DoNotDisturbRejection (409: a promotional sender id outside 08:00-20:00, a time window, not a
 * STOP), InternalServerError (500) and GatewayError (501). The rest (InvalidSenderId 402,
 * InvalidPhoneNumber 403, UnsupportedNumberType 404, UserInBlacklist 406, CouldNotRoute 407,
 * RejectedByGateway 502) would be refused again.
 */
const RETRYABLE = new Set([401, 405, 409, 500, 501]);
/** The number sent STOP to this sender id. */
const OPTED_OUT = 406;
/** HTTP answers that say the request was not handled (rate limited, down for maintenance): safe to send again. */
const NOT_HANDLED = new Set([429, 503]);
/** HTTP answers after which it may or may not have been sent (the gateway's own error, a proxy that gave up on it). */
const MAYBE_HANDLED = new Set([500, 502, 504]);
/** Connection errors that mean the request never reached the gateway. */
const NEVER_REACHED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH']);

type Recipient = { statusCode?: unknown; status?: unknown; messageId?: unknown; number?: unknown };
type MessageData = { Message?: unknown; Recipients?: unknown };

function messageDataOf(body: unknown): MessageData | null {
  const data = typeof body === 'object' && body !== null ? (body as { SMSMessageData?: unknown }).SMSMessageData : undefined;
  return typeof data === 'object' && data !== null ? (data as MessageData) : null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Whether a failed fetch could have delivered the request: only a connection that was never made could not. */
function neverReached(error: unknown): boolean {
  const cause = (error as { cause?: { code?: unknown } }).cause;
  return typeof cause?.code === 'string' && NEVER_REACHED.has(cause.code);
}

/** What one recipient's statusCode says. */
function outcomeOf(recipient: Recipient): SmsOutcome {
  const code = Number(recipient.statusCode);
  const reason = typeof recipient.status === 'string' ? `${recipient.status} (${code})` : `status ${code}`;
  if (ACCEPTED.has(code)) {
    if (typeof recipient.messageId === 'string' && recipient.messageId !== 'None')
      return { status: 'sent', messageId: recipient.messageId };
    return { status: 'unknown', reason: `Africa's Talking took it without a message id: ${reason}` };
  }
  if (RETRYABLE.has(code)) throw new SmsGatewayError(`Africa's Talking did not send it: ${reason}`);
  return { status: 'rejected', reason, optedOut: code === OPTED_OUT };
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
        const message = `Africa's Talking did not answer: ${(error as Error).message}`;
        if (neverReached(error)) throw new SmsGatewayError(message);
        // Timed out or cut off after the request went: it may be on its way to the phone.
        return { status: 'unknown', reason: `${message}; it may have been sent` };
      }
      const data = messageDataOf(parseJson(text));
      const recipients = Array.isArray(data?.Recipients) ? (data.Recipients as Recipient[]) : null;
      // The answer names the recipient whatever the HTTP status (409 DoNotDisturbRejection comes as HTTP 409).
      if (recipients?.length) return outcomeOf(recipients[0]);
      if (NOT_HANDLED.has(status) || (status >= 400 && status < 500)) {
        // Rate limited, down, or a wrong key or username: nothing was sent; ours to fix, retried until then.
        throw new SmsGatewayError(`Africa's Talking answered ${status}: ${text.slice(0, 200)}`);
      }
      if (MAYBE_HANDLED.has(status) || !data)
        return { status: 'unknown', reason: `Africa's Talking answered ${status}: ${text.slice(0, 200)}` };
      // Taken, with no one it would send to (an invalid sender id, a number it refuses): nine more tries would get the same.
      const said = typeof data.Message === 'string' && data.Message ? data.Message : text.slice(0, 200);
      return { status: 'rejected', reason: `Africa's Talking listed no recipient: ${said}`, optedOut: false };
    },
  };
}

/**
 * A delivery report's word: final (Success; Failed, Rejected, Expired), `absent` (AbsentSubscriber: the
 * phone was off or out of coverage, worth sending again later), or null while still on its way (Sent,
 * Submitted, Buffered).
 */
export function deliveryStatusOf(status: string): 'delivered' | 'failed' | 'rejected' | 'absent' | null {
  if (status === 'Success') return 'delivered';
  if (status === 'Rejected') return 'rejected';
  if (status === 'AbsentSubscriber') return 'absent';
  if (['Failed', 'Expired'].includes(status)) return 'failed';
  return null;
}
