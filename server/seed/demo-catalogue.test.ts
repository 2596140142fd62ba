import { describe, expect, it } from 'vitest';
import { demoServices, tierLength } from './demo-catalogue.js';

const NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8 };

/** The hours a package's description promises ("4 hours", "one hour"), in minutes; null when it names none. */
function describedMinutes(description: string): number | null {
  const match = /\b(\d+|one|two|three|four|five|six|seven|eight)\s+hours?\b/i.exec(description);
  if (match) return 60 * (NUMBERS[match[1].toLowerCase()] ?? Number(match[1]));
  return /\b(full|whole) day\b/i.test(description) ? Number.NaN : null;
}

describe('demo packages (issue 30)', () => {
  it('last as long as their descriptions say', () => {
    const mismatched = demoServices.flatMap((service) =>
      service.tiers
        .filter((tier) => describedMinutes(tier[1]) !== null && describedMinutes(tier[1]) !== tierLength(tier))
        .map((tier) => `${service.name} ${tier[0]}: "${tier[1]}" lasts ${tierLength(tier)} minutes`),
    );
    expect(mismatched).toEqual([]);
  });

  it('read "6 hours" as six hours and "full day" as no number of hours at all', () => {
    expect([describedMinutes('Up to 3 bedrooms, 6 hours'), describedMinutes('Fault finding, one hour')]).toEqual([360, 60]);
    expect(describedMinutes('Up to 5 bedrooms, full day')).toBeNaN();
    expect(describedMinutes('One 3-seater sofa')).toBeNull();
  });
});
