/**
 * The link in a text (issue 30): `<SMS_LINK_BASE or PUBLIC_URL>/t/<7-character code>`, a short route of
 * ours that redirects to the screen. Its length is the one value of a text that comes from configuration,
 * so the templates (notifications/sms-rules.ts) are budgeted for SMS_LINK_MAX_LENGTH and start-up refuses
 * a base whose links would be longer. Pure.
 */
export const SHORT_LINK_PATH = '/t/';
export const SHORT_CODE_LENGTH = 7;

/** The longest link a text can carry and still leave room for a service's name in one segment. */
export const SMS_LINK_MAX_LENGTH = 48;

/** The base's links' length: the base, /t/ and the code. */
export function shortLinkLength(base: string): number {
  return base.replace(/\/+$/, '').length + SHORT_LINK_PATH.length + SHORT_CODE_LENGTH;
}

/** The longest base (PUBLIC_URL or SMS_LINK_BASE) whose links fit. */
export const SMS_LINK_BASE_MAX_LENGTH = SMS_LINK_MAX_LENGTH - SHORT_LINK_PATH.length - SHORT_CODE_LENGTH;
