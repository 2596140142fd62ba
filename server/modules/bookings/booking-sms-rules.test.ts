import { describe, expect, it } from 'vitest';
import { fitsOneSegment, renderSms, SMS_KINDS, type SmsTemplate } from '../notifications/sms-rules.js';
import { BookingState } from './booking-machine.js';
import { SMS_AUDIENCES, smsLink } from './booking-sms-rules.js';

// The longest values real data gives: a service name at its limit of 120 characters (with characters GSM-7
// lacks), a reference as newReference() makes them, the longest screen path, a long public address.
const PUBLIC_URL = 'https://marketplace.ays.co.zm';
const LONGEST_SERVICE = `Deep “Spring” Cleaning – Offices, Lodges & Guest Houses ${'x'.repeat(120)}`.slice(0, 120);
const booking = { reference: 'AYS-7K3F9QXM', serviceName: LONGEST_SERVICE, date: '2026-12-31', time: '23:30' };
const longestLink = [BookingState.CONFIRMED, BookingState.COMPLETED, BookingState.UNCONFIRMED]
  .flatMap((status) =>
    (['admins', 'customer', 'provider'] as const).map((audience) =>
      smsLink(PUBLIC_URL, audience, { status, globalId: 'Qm9va2luZzo5ZjM4YjJhNC0xYzJlLTRmMGItOWQ1Mi0zYjdlOGE2YzFkMDA=' }),
    ),
  )
  .sort((a, b) => b.length - a.length)[0];

function everyTemplate(link: string): SmsTemplate[] {
  return SMS_KINDS.map((kind) =>
    kind === 'appointmentReminder' ? { kind, booking, when: 'tomorrow at 23:30', link } : { kind, booking, link },
  );
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
});

describe('who is texted', () => {
  it('customers hear of their bookings, providers and admins of new work and payments; a proof of payment texts nobody', () => {
    expect(SMS_AUDIENCES.created).toEqual({ kind: 'bookingReceived', audiences: ['admins', 'provider'] });
    expect(SMS_AUDIENCES.confirmed?.audiences).toEqual(['customer', 'provider']);
    expect(SMS_AUDIENCES.cancelled?.audiences).toEqual(['customer', 'provider']);
    expect(SMS_AUDIENCES.paid?.kind).toBe('paymentReceived');
    expect(SMS_AUDIENCES.proofSent).toBeNull();
  });
});
