import { describe, expect, it } from 'vitest';
import { BookingState } from '../bookings/booking-machine.js';
import { fitsOneSegment, gsm7Length, isStopWord, quietHoldSeconds, renderSms, SMS_AUDIENCES, SMS_KINDS, smsLink, smsNumber, smsWanted, toGsm7, type SmsTemplate } from './sms-rules.js';

// The longest values real data gives: a service name at its limit of 120 characters (with characters GSM-7
// lacks), a reference as newReference() makes them, the longest screen path, a long public address.
const PUBLIC_URL = 'https://marketplace.ays.co.zm';
const LONGEST_SERVICE = `Deep “Spring” Cleaning – Offices, Lodges & Guest Houses ${'x'.repeat(120)}`.slice(0, 120);
const booking = { reference: 'AYS-7K3F9QXM', serviceName: LONGEST_SERVICE, date: '2026-12-31', time: '23:30' };
const longestLink = [BookingState.CONFIRMED, BookingState.COMPLETED, BookingState.UNCONFIRMED]
  .flatMap((status) => (['admins', 'customer', 'provider'] as const).map((audience) => smsLink(PUBLIC_URL, audience, { status, globalId: 'Qm9va2luZzo5ZjM4YjJhNC0xYzJlLTRmMGItOWQ1Mi0zYjdlOGE2YzFkMDA=' })))
  .sort((a, b) => b.length - a.length)[0];

function everyTemplate(link: string): SmsTemplate[] {
  return SMS_KINDS.map((kind) => (kind === 'appointmentReminder' ? { kind, booking, when: 'tomorrow at 23:30', link } : { kind, booking, link }));
}

describe('SMS texts', () => {
  it('each template, with the longest real values, is one GSM-7 segment of at most 160 characters and keeps its whole link', () => {
    for (const template of everyTemplate(longestLink)) {
      const text = renderSms(template);
      expect(fitsOneSegment(text), `${template.kind}: ${text} (${text.length})`).toBe(true);
      expect(text).toContain(longestLink);
      expect(text).toContain('AYS-7K3F9QXM');
    }
  });

  it('keep a short service name whole, and spell characters GSM-7 lacks as their lookalikes', () => {
    const text = renderSms({ kind: 'bookingConfirmed', booking: { ...booking, serviceName: 'Mwamba’s “Deep” Clean – 2 rooms ✨' }, link: `${PUBLIC_URL}/my-bookings` });
    expect(text).toBe('AYS: booking AYS-7K3F9QXM is confirmed, Mwamba\'s "Deep" Clean - 2 rooms on 2026-12-31 at 23:30. https://marketplace.ays.co.zm/my-bookings');
  });

  it('count GSM-7 extension characters twice and refuse characters outside it', () => {
    expect(gsm7Length('K100 €')).toBe(7);
    expect(gsm7Length('Ok ✨')).toBeNull();
    expect(toGsm7('Café  Ñoño ✨')).toBe('Café Ñoño');
    expect(fitsOneSegment('x'.repeat(160))).toBe(true);
    expect(fitsOneSegment('x'.repeat(161))).toBe(false);
    expect(fitsOneSegment(`${'x'.repeat(159)}€`)).toBe(false);
  });
});

describe('who is texted', () => {
  it('customers hear of their bookings, providers and admins of new work and payments; a proof of payment texts nobody', () => {
    expect(SMS_AUDIENCES.created).toEqual({ kind: 'bookingReceived', audiences: ['admins', 'provider'] });
    expect(SMS_AUDIENCES.confirmed?.audiences).toEqual(['customer', 'provider']);
    expect(SMS_AUDIENCES.cancelled?.audiences).toEqual(['customer', 'provider']);
    expect(SMS_AUDIENCES.paid?.kind).toBe('paymentReceived');
    expect(SMS_AUDIENCES.proofSent).toBeNull();
  });

  it('every kind is on until the person turns it off', () => {
    expect(smsWanted(null, 'bookingConfirmed')).toBe(true);
    expect(smsWanted({ bookingConfirmed: false }, 'bookingConfirmed')).toBe(false);
    expect(smsWanted({ bookingConfirmed: false }, 'bookingCancelled')).toBe(true);
  });
});

describe('numbers', () => {
  it('are sent as +260 and nine digits; anything not a Zambian mobile is not texted', () => {
    expect(smsNumber('097 123 4567')).toBe('+260971234567');
    expect(smsNumber('+260-96-123-4567')).toBe('+260961234567');
    expect(smsNumber('211 123456')).toBeNull();
    expect(smsNumber('+254711000000')).toBeNull();
    expect(smsNumber(null)).toBeNull();
  });
});

describe('quiet hours (20:00 to 08:00 in Lusaka, UTC+2)', () => {
  it('send at once by day, and hold until 08:00 Lusaka time in the evening and at night', () => {
    expect(quietHoldSeconds(new Date('2026-12-01T06:00:00Z'))).toBe(0); // 08:00 in Lusaka
    expect(quietHoldSeconds(new Date('2026-12-01T17:59:59Z'))).toBe(0); // 19:59:59
    expect(quietHoldSeconds(new Date('2026-12-01T18:00:00Z'))).toBe(12 * 3600); // 20:00 -> 08:00 next day
    expect(quietHoldSeconds(new Date('2026-12-01T21:30:00Z'))).toBe(8.5 * 3600); // 23:30
    expect(quietHoldSeconds(new Date('2026-12-01T23:00:00Z'))).toBe(7 * 3600); // 01:00 on the 2nd
    expect(quietHoldSeconds(new Date('2026-12-01T05:59:30Z'))).toBe(30); // 07:59:30
    expect(quietHoldSeconds(new Date('2026-12-31T20:00:00Z'))).toBe(10 * 3600); // 22:00 on New Year's Eve -> 08:00 on 1 January
  });
});

describe('STOP', () => {
  it('is read in the words people send', () => {
    expect(isStopWord('STOP')).toBe(true);
    expect(isStopWord(' stop please')).toBe(true);
    expect(isStopWord('Stopover at 10')).toBe(false);
  });
});
