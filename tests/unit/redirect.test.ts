import { describe, expect, it } from 'vitest';
import { safeRedirect } from '../../web/src/lib/redirect.js';

describe('the redirect after signing in', () => {
  it.each([
    ['a tab between the slashes (browsers drop it and read //evil.example)', '/\t/evil.example'],
    ['a newline between the slashes', '/\n/evil.example'],
    ['a protocol-relative URL', '//evil.example'],
    ['a backslash after the slash (read as a second slash)', '/\\evil.example'],
    ['a backslash further on', '/services/\\evil.example'],
    ['an absolute URL', 'https://evil.example'],
    ['a script', 'javascript:alert(1)'],
    ['a percent-encoded tab between the slashes', '/%09/evil.example'],
    ['percent-encoded slashes', '/%2F%2Fevil.example'],
    ['a percent-encoded backslash', '/%5Cevil.example'],
    ['a DEL character', '/\u007F/evil.example'],
    ['a NUL character', '/services\u0000'],
    ['a relative path', 'services/abc'],
    ['broken percent-encoding', '/services/%E0%A4%A'],
    ['an empty value', ''],
  ])('refuses %s and falls back to the default', (_label, value) => {
    expect(safeRedirect(value)).toBe('/');
    expect(safeRedirect(value, '/account')).toBe('/account');
  });

  it.each([
    ['/', '/'],
    ['/services/abc/book/Basic?x=1', '/services/abc/book/Basic?x=1'],
    ['/bookings?tab=CONFIRMED#top', '/bookings?tab=CONFIRMED#top'],
    ['/services/caf%C3%A9', '/services/caf%C3%A9'],
    ['/a/../account', '/account'],
  ])('keeps the path %s inside the app', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });

  it('falls back when there is no redirect at all', () => {
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect(undefined, '/account')).toBe('/account');
  });
});
