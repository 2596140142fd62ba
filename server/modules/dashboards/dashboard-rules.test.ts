import { describe, expect, it } from 'vitest';
import { FigurePeriod, mondayOf, pointsOf, topBy, windowOf } from './dashboard-rules.js';

describe('dashboard periods', () => {
  it('30 days end today and sit beside the 30 days before them', () => {
    const window = windowOf(FigurePeriod.DAYS, '2026-03-01');
    expect(window.starts).toHaveLength(30);
    expect(window.starts.at(-1)).toBe('2026-03-01');
    expect(window.starts[0]).toBe('2026-01-31');
    expect(window.previousStarts.at(-1)).toBe('2026-01-30');
    expect(window).toMatchObject({ from: '2026-01-31', to: '2026-03-01', previousFrom: '2026-01-01' });
  });

  it('52 weeks run Monday to Sunday and end with the week of today', () => {
    expect(mondayOf('2026-11-29')).toBe('2026-11-23'); // a Sunday
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    const window = windowOf(FigurePeriod.WEEKS, '2026-11-29');
    expect(window.starts).toHaveLength(52);
    expect(window.starts.at(-1)).toBe('2026-11-23');
    expect(window.to).toBe('2026-11-29');
    expect(window.previousStarts.at(-1)).toBe('2025-11-24');
  });

  it('buckets with nothing in them are zero, the span before sits beside each', () => {
    const window = windowOf(FigurePeriod.DAYS, '2026-03-01');
    const points = pointsOf(
      window,
      new Map([
        ['2026-03-01', 4],
        ['2026-01-30', 2],
      ]),
    );
    expect(points.at(-1)).toEqual({ start: '2026-03-01', value: 4, previous: 2 });
    expect(points[0]).toEqual({ start: '2026-01-31', value: 0, previous: 0 });
  });

  it('top lists leave out zeros and break ties by name', () => {
    const items = [
      { name: 'b', n: 2 },
      { name: 'a', n: 2 },
      { name: 'c', n: 0 },
      { name: 'd', n: 5 },
    ];
    expect(topBy(items, (item) => item.n).map((item) => item.name)).toEqual(['d', 'a', 'b']);
  });
});
