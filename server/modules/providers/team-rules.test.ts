import { describe, expect, it } from 'vitest';
import { planSeats, teamNeeded, teamSizeProblem, TEAM_SIZE_RANGE, type SeatHold } from './team-rules.js';

const hold = (bookingId: string, seat: number, start: number, end: number): SeatHold => ({ bookingId, seat, start, end });

describe('team size', () => {
  it('takes whole numbers from 1 to 50', () => {
    expect([1, 2, 50].map(teamSizeProblem)).toEqual([null, null, null]);
    expect([0, 51, 1.5, Number.NaN].map(teamSizeProblem)).toEqual([TEAM_SIZE_RANGE, TEAM_SIZE_RANGE, TEAM_SIZE_RANGE, TEAM_SIZE_RANGE]);
  });
});

describe('seats when a team shrinks', () => {
  it('keeps every hold on its seat when the seats are within the team', () => {
    expect(planSeats([hold('a', 1, 0, 10), hold('b', 2, 5, 15)], 2)).toEqual({ moves: [], clash: null });
  });

  it('moves a hold from a seat the team no longer has to one free at its time (a job may start as another ends)', () => {
    const holds = [hold('a', 1, 0, 10), hold('b', 3, 10, 20), hold('c', 2, 0, 5)];
    expect(planSeats(holds, 1)).toEqual({ moves: [], clash: holds[0] });
    expect(planSeats(holds, 2)).toEqual({ moves: [{ bookingId: 'b', seat: 1 }], clash: null });
  });

  it('names the first job that would be one too many when more jobs overlap than the team has people', () => {
    const holds = [hold('a', 1, 0, 10), hold('b', 2, 2, 12), hold('c', 3, 4, 14), hold('d', 3, 20, 30)];
    expect(planSeats(holds, 2)).toEqual({ moves: [], clash: holds[2] });
    expect(planSeats(holds, 3)).toEqual({ moves: [], clash: null });
  });

  it('gives the lowest free seat to a hold whose seat is gone', () => {
    const holds = [hold('a', 2, 0, 10), hold('b', 4, 1, 5), hold('c', 5, 6, 9)];
    expect(planSeats(holds, 2)).toEqual({
      moves: [
        { bookingId: 'b', seat: 1 },
        { bookingId: 'c', seat: 1 },
      ],
      clash: null,
    });
  });

  it('counts the most jobs under way at once, a job starting as another ends not overlapping it', () => {
    expect(teamNeeded([])).toBe(0);
    expect(teamNeeded([hold('a', 1, 0, 10), hold('b', 1, 10, 20)])).toBe(1);
    expect(teamNeeded([hold('a', 1, 0, 10), hold('b', 2, 2, 12), hold('c', 3, 4, 14), hold('d', 3, 12, 30)])).toBe(3);
  });
});
