import { describe, expect, it } from 'vitest';
import { AdminInviteStatus, codeHint, inviteStatus } from './admin-invite-rules.js';

const now = new Date('2026-05-01T10:00:00Z');
const past = new Date('2026-04-30T10:00:00Z');
const future = new Date('2026-05-05T10:00:00Z');

describe('admin invite status', () => {
  it.each([
    ['unused, in time', { usedAt: null, revokedAt: null, expiresAt: future }, AdminInviteStatus.ACTIVE],
    ['unused, past its date', { usedAt: null, revokedAt: null, expiresAt: past }, AdminInviteStatus.EXPIRED],
    ['revoked', { usedAt: null, revokedAt: past, expiresAt: future }, AdminInviteStatus.REVOKED],
    ['revoked, then expired', { usedAt: null, revokedAt: past, expiresAt: past }, AdminInviteStatus.REVOKED],
    ['used, then expired', { usedAt: past, revokedAt: null, expiresAt: past }, AdminInviteStatus.USED],
  ])('%s', (_name, invite, status) => {
    expect(inviteStatus(invite, now)).toBe(status);
  });

  it('keeps only the last four characters of a code', () => {
    expect(codeHint('abcdefgh-XYZ9')).toBe('XYZ9');
  });
});
