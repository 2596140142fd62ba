/** "Download my data" (issue 34): how long an archive is kept and what state a row is in. Pure. */

export const KEEP_DAYS = 7;

export enum DataExportState {
  PREPARING = 'preparing',
  READY = 'ready',
  USED = 'used',
  EXPIRED = 'expired',
}

export type DataExportRow = { status: 'preparing' | 'ready'; expires_at: Date | null; downloaded_at: Date | null };

/** Used wins over expired: a downloaded archive is gone either way, and "used" says why. */
export function stateOf(row: DataExportRow, now: Date = new Date()): DataExportState {
  if (row.status === 'preparing') return DataExportState.PREPARING;
  if (row.downloaded_at) return DataExportState.USED;
  if (row.expires_at && row.expires_at <= now) return DataExportState.EXPIRED;
  return DataExportState.READY;
}

/** What the download link answers when it does not serve the file. */
export const REFUSALS = {
  signIn: 'Sign in, then open the link from the email again.',
  unknown: 'This download link is not valid.',
  notYours: 'This download link belongs to another account. Sign in as the person who asked for the data.',
  used: 'This download link was already used. Ask for your data again on your account page.',
  expired: 'This download link has expired (archives are kept 7 days). Ask for your data again on your account page.',
} as const;
