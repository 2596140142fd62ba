/**
 * An external provider's team (issue 23): how many jobs they do at once, and which seat of the team each
 * upcoming job holds when the team shrinks. Pure: no database, no clock.
 */
export const MAX_TEAM_SIZE = 50;
export const TEAM_SIZE_RANGE = `Team size must be between 1 and ${MAX_TEAM_SIZE}.`;

/** Why a team size cannot be saved; null when it can. */
export function teamSizeProblem(size: number): string | null {
  return Number.isInteger(size) && size >= 1 && size <= MAX_TEAM_SIZE ? null : TEAM_SIZE_RANGE;
}

/** One booking's hold on one seat, from `start` up to `end` (any one unit, e.g. milliseconds). */
export type SeatHold = { bookingId: string; seat: number; start: number; end: number };

export type SeatPlan = { moves: { bookingId: string; seat: number }[]; clash: null } | { moves: []; clash: SeatHold };

/**
 * Seats 1..`seats` for `holds`: each hold keeps its seat when that seat is within the team and free, else
 * takes the lowest free one. Taken in order of start, a hold finds a seat whenever fewer than `seats`
 * jobs are under way at its start, so this fails only when that many jobs really overlap: `clash` is
 * the first hold that would be one too many. `moves` lists only the holds whose seat changes.
 */
export function planSeats(holds: readonly SeatHold[], seats: number): SeatPlan {
  const ordered = [...holds].sort((a, b) => a.start - b.start || a.end - b.end || a.bookingId.localeCompare(b.bookingId));
  // When each seat becomes free again.
  const freeFrom = new Map<number, number>();
  const moves: { bookingId: string; seat: number }[] = [];
  for (const hold of ordered) {
    const isFree = (seat: number) => (freeFrom.get(seat) ?? Number.NEGATIVE_INFINITY) <= hold.start;
    const seat = hold.seat <= seats && isFree(hold.seat) ? hold.seat : Array.from({ length: seats }, (_, index) => index + 1).find(isFree);
    if (seat === undefined) return { moves: [], clash: hold };
    freeFrom.set(seat, hold.end);
    if (seat !== hold.seat) moves.push({ bookingId: hold.bookingId, seat });
  }
  return { moves, clash: null };
}

/** The most holds under way at one time: the smallest team that can do them all. */
export function teamNeeded(holds: readonly SeatHold[]): number {
  // Ends before starts at the same moment: a job may start as another ends.
  const events = holds
    .flatMap(
      (hold) =>
        [
          [hold.start, 1],
          [hold.end, -1],
        ] as const,
    )
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let current = 0;
  let most = 0;
  for (const [, change] of events) {
    current += change;
    most = Math.max(most, current);
  }
  return most;
}
