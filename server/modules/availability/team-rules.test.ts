import { describe, expect, it } from 'vitest';
import { firstShortfall, teamNeeded, teamSizeProblem, TEAM_SIZE_RANGE, type TeamHold } from './team-rules.js';

const hold = (start: number, end: number): TeamHold => ({ start, end });

describe('team size', () => {
  it('takes whole numbers from 1 to 50', () => {
    expect([1, 2, 50].map(teamSizeProblem)).toEqual([null, null, null]);
    expect([0, 51, 1.5, Number.NaN].map(teamSizeProblem)).toEqual([TEAM_SIZE_RANGE, TEAM_SIZE_RANGE, TEAM_SIZE_RANGE, TEAM_SIZE_RANGE]);
  });
});

describe('a smaller team', () => {
  it('can do the jobs while no more overlap than it has people, a job starting as another ends not overlapping it', () => {
    expect(firstShortfall([hold(0, 10), hold(10, 20), hold(0, 5)], 2)).toBeNull();
    expect(firstShortfall([hold(0, 10), hold(10, 20), hold(0, 5)], 1)).toBe(0);
  });

  it('falls short first where one job too many begins', () => {
    const holds = [hold(0, 10), hold(2, 12), hold(4, 14), hold(20, 30)];
    expect(firstShortfall(holds, 2)).toBe(4);
    expect(firstShortfall(holds, 3)).toBeNull();
  });

  it('counts the most jobs under way at once', () => {
    expect(teamNeeded([])).toBe(0);
    expect(teamNeeded([hold(0, 10), hold(10, 20)])).toBe(1);
    expect(teamNeeded([hold(0, 10), hold(2, 12), hold(4, 14), hold(12, 30)])).toBe(3);
  });
});
