import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './outbox-worker.js';

const HOUR = 60 * 60 * 1000;

describe('retryDelayMs: the wait before an email is tried again', () => {
  it.each([
    [1, 30_000, 30_000],
    [2, 30_000, 60_000],
    [3, 30_000, 120_000],
    [4, 30_000, 240_000],
    [7, 30_000, 1_920_000],
    [8, 30_000, HOUR],
    [10, 30_000, HOUR],
    [1, 50, 50],
    [5, 50, 800],
    [0, 30_000, 30_000],
  ])('after attempt %i with a base of %i ms waits %i ms', (attempts, base, expected) => {
    expect(retryDelayMs(attempts, base)).toBe(expected);
  });

  it('doubles from one attempt to the next until the one-hour cap', () => {
    for (let attempts = 1; attempts < 7; attempts += 1) expect(retryDelayMs(attempts + 1, 30_000)).toBe(2 * retryDelayMs(attempts, 30_000));
  });
});
