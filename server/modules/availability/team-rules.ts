/**
 * An external provider's team (issue 23): how many jobs they do at once, and whether a smaller team can
 * still do the upcoming ones (issue 30). Pure: no database, no clock.
 */
export const MAX_TEAM_SIZE = 50;
export const TEAM_SIZE_RANGE = `Team size must be between 1 and ${MAX_TEAM_SIZE}.`;

/** Why a team size cannot be saved; null when it can. */
export function teamSizeProblem(size: number): string | null {
  return Number.isInteger(size) && size >= 1 && size <= MAX_TEAM_SIZE ? null : TEAM_SIZE_RANGE;
}

/** One upcoming job of the team, from `start` up to `end` (any one unit, e.g. milliseconds). */
export type TeamHold = { start: number; end: number };

/**
 * The holds' starts and ends in time order, each with how many jobs are under way just after it; ends come
 * first at one instant, since a job may start as another ends.
 */
function underWay(holds: readonly TeamHold[]): { at: number; jobs: number }[] {
  const events = holds.flatMap((hold) => [
    { at: hold.start, change: 1 },
    { at: hold.end, change: -1 },
  ]);
  events.sort((a, b) => a.at - b.at || a.change - b.change);
  let jobs = 0;
  return events.map(({ at, change }) => ({ at, jobs: (jobs += change) }));
}

/** The most holds under way at one time: the smallest team that can do them all. */
export function teamNeeded(holds: readonly TeamHold[]): number {
  return Math.max(0, ...underWay(holds).map((point) => point.jobs));
}

/**
 * Where a team of `size` would fall short: the first instant at which more of the holds are under way than
 * it has people, or null. A team's people are interchangeable, so it can do the holds exactly when this is
 * null (interval graphs need no more colours than their largest overlap).
 */
export function firstShortfall(holds: readonly TeamHold[], size: number): number | null {
  return underWay(holds).find((point) => point.jobs > size)?.at ?? null;
}
