import { describe, expect, it } from 'vitest';
import { fitsOneSegment, gsm7Length, isStopWord, quietHoldSeconds, renderSms, smsNumber, smsWanted, toGsm7 } from './sms-rules.js';

const booking = { reference: 'AYS-7K3F9QXM', serviceName: 'Deep House Cleaning', date: '2026-12-31', time: '23:30' };
const PUBLIC_URL = 'https://marketplace.ays.co.zm';

describe('SMS texts', () => {
  it('keep a short service name whole, and spell characters GSM-7 lacks as their lookalikes', () => {
    const text = renderSms({
      kind: 'bookingConfirmed',
      booking: { ...booking, serviceName: 'Mwamba’s “Deep” Clean – 2 rooms ✨' },
      link: `${PUBLIC_URL}/my-bookings`,
    });
    expect(text).toBe(
      'AYS: booking AYS-7K3F9QXM is confirmed, Mwamba\'s "Deep" Clean - 2 rooms on 2026-12-31 at 23:30. https://marketplace.ays.co.zm/my-bookings',
    );
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

describe('SMS switches', () => {
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
