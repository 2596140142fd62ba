/** Numbers typed the local way (0977 123 456) are Zambian. */
const ZAMBIA = '260';

export const PHONE_MESSAGE = 'Enter a phone number such as 0977 123 456 or +260 977 123 456.';

/**
 * A phone number in international form ("+260977123456") from the ways people type one: "0977 123 456",
 * "+260 97 712 3456", "00260977123456", "260977123456", "(0977) 123-456". Null when it is not a number.
 * The links customers tap need this form: `tel:` works from any phone, and WhatsApp's links take only
 * the country code and number.
 */
export function internationalPhone(typed: string): string | null {
  const compact = typed.replace(/[\s().-]/g, '');
  const digits = /^\+\d+$/.test(compact)
    ? compact.slice(1)
    : /^00\d+$/.test(compact)
      ? compact.slice(2)
      : /^0\d{9}$/.test(compact)
        ? ZAMBIA + compact.slice(1)
        : /^260\d{9}$/.test(compact)
          ? compact
          : /^[1-9]\d{8}$/.test(compact)
            ? ZAMBIA + compact
            : null;
  // E.164: a country code that does not start with 0, at most 15 digits; Zambian numbers have 9 after 260.
  if (!digits || !/^[1-9]\d{7,14}$/.test(digits)) return null;
  if (digits.startsWith(ZAMBIA) && digits.length !== ZAMBIA.length + 9) return null;
  return `+${digits}`;
}
