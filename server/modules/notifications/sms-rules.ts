/**
 * SMS (issue 25): what a text says, to which number and when. Every
 * text is one GSM-7 segment (160 characters), so it costs one SMS and reads whole on any phone; nothing is
 * sent between 20:00 and 08:00 in Lusaka (held until 08:00). Who is texted for a booking event is bookings/booking-notice-rules.ts. Pure.
 */
import { normaliseZambianMobile } from '../../lib/mobile-numbers.js';

/** The kinds of SMS a person can switch on or off, one by one. */
export const SMS_KINDS = [
  'bookingReceived',
  'bookingConfirmed',
  'bookingRescheduled',
  'bookingCancelled',
  'rescheduleRequested',
  'appointmentReminder',
  'paymentReceived',
  'newMessage',
] as const;
export type SmsKind = (typeof SMS_KINDS)[number];

/** Each person's switches: a kind not named is on. */
export type SmsPreferences = Partial<Record<SmsKind, boolean>>;

export function smsWanted(preferences: SmsPreferences | null | undefined, kind: SmsKind): boolean {
  return preferences?.[kind] !== false;
}

/** Every kind off: what a STOP from the person's number leaves. */
export function allOff(): Record<SmsKind, boolean> {
  return Object.fromEntries(SMS_KINDS.map((kind) => [kind, false])) as Record<SmsKind, boolean>;
}

export const SMS_MAX_LENGTH = 160;

/**
 * Africa's Talking appends how to opt out to the first text it carries to a number ("SMS notifications",
 * Bulk SMS Opt Out: "automatically appended to the first message you send"); on Safaricom-style routes that
 * is a new line and STOP*456*9*5#. Every text leaves room for it, so the first one is one SMS too.
 */
export const GATEWAY_OPT_OUT_SUFFIX = '\nSTOP*456*9*5#';

/** What our part of a text may take of the 160: the rest is the gateway's opt-out words. */
export const SMS_BODY_MAX_LENGTH = SMS_MAX_LENGTH - GATEWAY_OPT_OUT_SUFFIX.length;

// GSM 03.38: the default alphabet, and the extension table whose characters take two of the 160.
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€\f';

/** Characters people type that GSM-7 lacks, as their nearest GSM-7 spelling. */
const LOOKALIKES: Record<string, string> = {
  '‘': "'",
  '’': "'",
  '‚': "'",
  '“': '"',
  '”': '"',
  '„': '"',
  '–': '-',
  '—': '-',
  '…': '...',
  '\u00a0': ' ',
  '\t': ' ',
  á: 'a',
  â: 'a',
  ã: 'a',
  ê: 'e',
  ë: 'e',
  í: 'i',
  î: 'i',
  ï: 'i',
  ó: 'o',
  ô: 'o',
  õ: 'o',
  ú: 'u',
  û: 'u',
  ç: 'c',
  Á: 'A',
  À: 'A',
  È: 'E',
  Í: 'I',
  Ó: 'O',
  Ú: 'U',
};

/** The characters a text costs in GSM-7, or null when it has one GSM-7 cannot carry (the SMS would go as UCS-2, 70 a segment). */
export function gsm7Length(text: string): number | null {
  let length = 0;
  for (const char of text) {
    if (GSM_BASIC.includes(char)) length += 1;
    else if (GSM_EXTENDED.includes(char)) length += 2;
    else return null;
  }
  return length;
}

/** One segment: GSM-7 only and at most 160 characters. */
export function fitsOneSegment(text: string): boolean {
  const length = gsm7Length(text);
  return length !== null && length <= SMS_MAX_LENGTH;
}

/** A value typed by people (a service's name) in GSM-7: lookalikes replaced, anything else dropped, spaces squeezed. */
export function toGsm7(value: string): string {
  return [...value]
    .map((char) => (gsm7Length(char) === null ? (LOOKALIKES[char] ?? '') : char))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** `value` cut to `room` GSM-7 characters, with "..." where it was cut. */
function clip(value: string, room: number): string {
  if ((gsm7Length(value) ?? Infinity) <= room) return value;
  let cut = '';
  for (const char of value) {
    if ((gsm7Length(`${cut}${char}`) ?? Infinity) > room - 3) break;
    cut += char;
  }
  return `${cut.trimEnd()}...`;
}

/** What an SMS about a booking says of it. */
export type SmsBooking = { reference: string; serviceName: string; date: string; time: string };

export type SmsTemplate =
  | { kind: Exclude<SmsKind, 'appointmentReminder'>; booking: SmsBooking; link: string }
  /** `when`: "tomorrow at 09:30", as seen when the reminder is queued. */
  | { kind: 'appointmentReminder'; booking: SmsBooking; when: string; link: string };

/** Each text with the service's name left as `service`; it is clipped so the whole fits one segment. */
function wording(template: SmsTemplate, service: string): string {
  const { reference, date, time } = template.booking;
  switch (template.kind) {
    case 'bookingReceived':
      return `AYS: new booking ${reference}, ${service} on ${date} at ${time}. Open: ${template.link}`;
    case 'bookingConfirmed':
      return `AYS: booking ${reference} is confirmed, ${service} on ${date} at ${time}. ${template.link}`;
    case 'bookingRescheduled':
      return `AYS: booking ${reference} moved to ${date} at ${time}, ${service}. ${template.link}`;
    case 'bookingCancelled':
      return `AYS: booking ${reference} (${service}, ${date} ${time}) is cancelled. ${template.link}`;
    case 'rescheduleRequested':
      return `AYS: a customer asks to move ${reference} (${service}) to ${date} at ${time}: ${template.link}`;
    case 'appointmentReminder':
      return `AYS reminder: ${service} ${template.when} (${reference}). ${template.link}`;
    case 'paymentReceived':
      return `AYS: payment received for booking ${reference}, ${service} on ${date} at ${time}. ${template.link}`;
    case 'newMessage':
      return `AYS: new message about booking ${reference}, ${service} on ${date}. Reply: ${template.link}`;
  }
}

/**
 * The text of an SMS: GSM-7, the service's name shortened as far as SMS_BODY_MAX_LENGTH needs. The link is
 * a short link (server/lib/sms-links.ts), at most SMS_LINK_MAX_LENGTH long, so the name always has room.
 */
export function renderSms(template: SmsTemplate): string {
  const service = toGsm7(template.booking.serviceName);
  const room = SMS_BODY_MAX_LENGTH - (gsm7Length(wording(template, '')) ?? SMS_BODY_MAX_LENGTH);
  return wording(template, clip(service, Math.max(room, 3)));
}

/** "0971234567", "+260 97 123 4567"... -> "+260971234567": how the gateway wants a number; null for one that is not a Zambian mobile. */
export function smsNumber(phone: string | null | undefined): string | null {
  const normalised = phone ? normaliseZambianMobile(phone) : null;
  return normalised ? `+${normalised}` : null;
}

/** Lusaka is UTC+2 all year (no daylight saving). */
const LUSAKA_OFFSET_MS = 2 * 60 * 60 * 1000;
export const QUIET_FROM_HOUR = 20;
export const QUIET_UNTIL_HOUR = 8;

/** Seconds to hold an SMS queued at `now` so it goes at 08:00 Lusaka time; 0 outside 20:00-08:00. */
export function quietHoldSeconds(now: Date): number {
  const local = new Date(now.getTime() + LUSAKA_OFFSET_MS);
  const hour = local.getUTCHours();
  if (hour >= QUIET_UNTIL_HOUR && hour < QUIET_FROM_HOUR) return 0;
  const morning = new Date(local);
  morning.setUTCHours(QUIET_UNTIL_HOUR, 0, 0, 0);
  if (hour >= QUIET_FROM_HOUR) morning.setUTCDate(morning.getUTCDate() + 1);
  return Math.ceil((morning.getTime() - local.getTime()) / 1000);
}

/** What an opt-out or STOP from the gateway means: the words people send to stop texts. */
export function isStopWord(text: string): boolean {
  return /^\s*(stop|unsubscribe|cancel|end|quit)\b/i.test(text);
}

/** "+260971234567" -> "+260 97* *** *67": enough to tell numbers apart on a screen, not to read one off it. */
export function maskedNumber(to: string): string {
  const digits = to.replace(/^\+260/, '');
  if (digits.length !== 9) return '***';
  return `+260 ${digits.slice(0, 2)}* *** *${digits.slice(7)}`;
}
