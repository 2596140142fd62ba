import { describe, expect, it } from 'vitest';
import { SMS_LINK_MAX_LENGTH } from '../../server/lib/sms-links.js';
import { MAX_SERVICE_NAME_LENGTH } from '../../server/modules/catalogue/service-rules.js';
import {
  fitsOneSegment,
  GATEWAY_OPT_OUT_SUFFIX,
  renderSms,
  SMS_KINDS,
  type SmsTemplate,
} from '../../server/modules/notifications/sms-rules.js';

// Issue 30: every text is one SMS with any configuration start-up accepts (server/config.ts refuses a link
// base longer than SMS_LINK_MAX_LENGTH allows) and any name the service form takes.
describe('every text with the worst parameters', () => {
  // The longest accepted link, the longest name the service form takes (in extension characters, which
  // count twice), a reference and a day spelled in full: the first text to a number still fits one SMS
  // with the gateway's opt-out words after it, and keeps at least 20 characters of the service's name.
  const link = `https://${'l'.repeat(SMS_LINK_MAX_LENGTH - 8)}`;
  const worst = { reference: 'AYS-7K3F9QXM', serviceName: '€'.repeat(MAX_SERVICE_NAME_LENGTH), date: '2026-12-31', time: '23:30' };
  const templates: SmsTemplate[] = SMS_KINDS.map((kind) =>
    kind === 'appointmentReminder' ? { kind, booking: worst, when: 'on 2026-12-31 at 23:30', link } : { kind, booking: worst, link },
  );

  it.each(templates)('$kind fits one SMS with the opt-out words', (template) => {
    const text = renderSms(template);
    expect(fitsOneSegment(`${text}${GATEWAY_OPT_OUT_SUFFIX}`)).toBe(true);
    expect(text).toContain(link);
    expect(text).toContain('€'.repeat(10));
  });
});
