import { describe, expect, it } from 'vitest';
import { LINK_VALIDITY, linkProblem, passwordLinkUrl } from './password-link-rules.js';

const now = new Date('2026-05-01T10:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);

describe('password links', () => {
  it.each([
    ['unknown', null, 'unknown'],
    ['used', { usedAt: later(-1000), expiresAt: later(60_000) }, 'used'],
    ['expired', { usedAt: null, expiresAt: later(-1) }, 'expired'],
    ['expiring this very moment', { usedAt: null, expiresAt: now }, 'expired'],
    ['used and expired', { usedAt: later(-5000), expiresAt: later(-1) }, 'used'],
    ['usable', { usedAt: null, expiresAt: later(1) }, null],
  ])('%s', (_name, link, problem) => {
    expect(linkProblem(link, now)).toBe(problem);
  });

  it('lasts an hour for a reset and a week for a welcome', () => {
    expect(LINK_VALIDITY.reset.ms).toBe(60 * 60 * 1000);
    expect(LINK_VALIDITY.welcome.ms).toBe(7 * 24 * 60 * 60 * 1000);
  });

  it('carries the token in the fragment of the set-password page', () => {
    expect(passwordLinkUrl('https://ays.co.zm', 'abc_-1')).toBe('https://ays.co.zm/set-password#token=abc_-1');
  });
});
