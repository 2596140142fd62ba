import { describe, expect, it } from 'vitest';
import { countFigure, countOf } from '../../web/src/lib/count.js';

describe('list totals as screens show them', () => {
  it('reads exact counts with a thousands separator and the right noun', () => {
    expect(countOf(0, 'booking', 'bookings')).toBe('0 bookings');
    expect(countOf(1, 'booking', 'bookings')).toBe('1 booking');
    expect(countOf(2314, 'booking', 'bookings')).toBe('2,314 bookings');
    expect(countOf(10_000, 'booking', 'bookings')).toBe('10,000 bookings');
  });

  it('shows the server\'s capped count (10,001) as "10,000+"', () => {
    expect(countOf(10_001, 'booking', 'bookings')).toBe('10,000+ bookings');
    expect(countFigure(10_001)).toBe('10,000+');
  });
});
