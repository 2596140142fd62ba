/**
 * The team day's arithmetic, without React: a member's day as pieces (jobs and the free time left in their
 * working hours) and where each sits on the 06:00-22:00 track. Times are "HH:MM" of the day (24:00 its end).
 */
export const TRACK_START = 6 * 60;
export const TRACK_END = 22 * 60;
/** The hours marked along the track: 06, 07, ... 22. */
export const TRACK_HOURS = Array.from({ length: (TRACK_END - TRACK_START) / 60 + 1 }, (_, index) => TRACK_START / 60 + index);

/** Free time shorter than this between jobs is not worth a block of its own. */
const SHORTEST_GAP = 15;

export interface Range {
  start: string;
  end: string;
}

export type Piece<Job> = ({ kind: 'job'; job: Job } | { kind: 'free' }) & { start: number; end: number };

export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

export function clockOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The member's jobs and the free time their working hours leave around them, by start. */
export function piecesOf<Job extends Range>(hours: readonly Range[], jobs: readonly Job[]): Piece<Job>[] {
  const busy = jobs.map((job) => ({ kind: 'job' as const, job, start: minutesOf(job.start), end: minutesOf(job.end) }));
  const free: Piece<Job>[] = [];
  for (const range of hours) {
    let cursor = minutesOf(range.start);
    const end = minutesOf(range.end);
    for (const job of [...busy].sort((a, b) => a.start - b.start)) {
      if (job.end <= cursor || job.start >= end) continue;
      if (job.start - cursor >= SHORTEST_GAP) free.push({ kind: 'free', start: cursor, end: job.start });
      cursor = Math.max(cursor, job.end);
    }
    if (end - cursor >= SHORTEST_GAP) free.push({ kind: 'free', start: cursor, end });
  }
  return [...busy, ...free].sort((a, b) => a.start - b.start || (a.kind === 'job' ? -1 : 1));
}

/** How far along the track a time of day is, in percent (outside it: below 0 or above 100). */
export function trackPercent(minutes: number): number {
  return ((minutes - TRACK_START) / (TRACK_END - TRACK_START)) * 100;
}

/** Where a span sits on the track, as left and width in percent, clipped to it; null when it lies outside. */
export function placeOnTrack(start: number, end: number): { left: number; width: number } | null {
  const from = Math.max(start, TRACK_START);
  const to = Math.min(end, TRACK_END);
  if (to <= from) return null;
  return { left: trackPercent(from), width: trackPercent(to) - trackPercent(from) };
}

/** "08:00–12:00, 13:00–17:00", or "Day off". */
export function hoursText(hours: readonly Range[]): string {
  return hours.length ? hours.map((range) => `${range.start}–${range.end}`).join(', ') : 'Day off';
}

/** The calendar day `days` after a YYYY-MM-DD date. */
export function shiftDay(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}
