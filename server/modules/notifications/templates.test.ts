import { describe, expect, it } from 'vitest';
import { formatKwacha, formatZmw } from '../../lib/money-format.js';
import { displayKwacha } from '../../lib/money.js';
import { render, type BookingDetails, type Email } from './templates.js';

const details: BookingDetails = {
  reference: 'AYS-7K3F9QXM',
  customerName: 'Mwila Banda',
  customerPhone: '+260977123456',
  serviceName: 'Deep House Cleaning',
  packageName: 'Basic',
  date: '2026-12-01',
  time: '09:30',
};

describe('email templates', () => {
  it('ask for every parameter they print: a missing one does not compile', () => {
    // @ts-expect-error the booking email to admins needs its deposit
    const missing: Email = { template: 'booking-created', params: { ...details, fullPayment: 'K1,250', note: 'No additional notes.' } };
    // @ts-expect-error a parameter of another template is not one of this template's
    const misspelt: Email = { template: 'booking-cancelled', params: { ...details, cancelledBy: 'admin', reasons: 'Double booking' } };
    expect([missing.template, misspelt.template]).toEqual(['booking-created', 'booking-cancelled']);
  });

  it('leave out only the line the type calls optional: a reschedule request without a reason', () => {
    const asked = (reason?: string) =>
      render({ template: 'reschedule-requested', params: { ...details, suggestedDate: '2026-12-03', suggestedTimes: '10:00', reason } })
        .text;
    expect(asked('Family visit')).toBe(
      'Mwila Banda asks to move the booking to 2026-12-03 at 10:00.\nReason: Family visit\n\n' +
        'Booking: AYS-7K3F9QXM\nService: Deep House Cleaning\nPackage: Basic\nDate: 2026-12-01\nTime: 09:30\n',
    );
    expect(asked()).toBe(
      'Mwila Banda asks to move the booking to 2026-12-03 at 10:00.\n\n' +
        'Booking: AYS-7K3F9QXM\nService: Deep House Cleaning\nPackage: Basic\nDate: 2026-12-01\nTime: 09:30\n',
    );
  });
});

describe("the evening list of tomorrow's jobs", () => {
  it("leaves out what the customer's account does not say, and has no link for a team member without an account", () => {
    const job = {
      time: '08:00',
      serviceName: 'Deep House Cleaning',
      packageName: 'Basic',
      reference: 'AYS-7K3F9QXM',
      customerName: 'Mwila Banda',
    };
    const list = render({
      template: 'daily-schedule',
      params: { name: 'Chileshe Phiri', date: '2026-12-01', jobs: [{ ...job, customerPhone: null, area: null, note: null }] },
    });
    expect(list).toEqual({
      subject: 'Your jobs tomorrow, 2026-12-01',
      text:
        'Hello Chileshe Phiri,\n\nthis is your confirmed job for tomorrow, 2026-12-01:\n\n' +
        '08:00 Deep House Cleaning (Basic)\nCustomer: Mwila Banda\nBooking: AYS-7K3F9QXM\n',
    });
  });
});

describe('kwacha as people read them, the same on the web and in emails', () => {
  it('writes exact decimal strings with separators, and cents only when there are some', () => {
    expect(['1250.00', '187.50', '1250000.00', '0.05', '-3.10', '12345678901.99'].map(formatKwacha)).toEqual([
      'K1,250',
      'K187.50',
      'K1,250,000',
      'K0.05',
      '-K3.10',
      'K12,345,678,901.99',
    ]);
    expect(formatZmw('1250.00')).toBe('1,250 ZMW');
    expect([displayKwacha(125_000), displayKwacha(18_750)]).toEqual([formatKwacha('1250.00'), formatKwacha('187.50')]);
  });
});
