/**
 * How long a package's job takes and how long a service keeps free after each job (issue 23), with the
 * words people read when a value is out of range. Pure: the server's rules and the web's forms share them.
 */
export const MIN_LENGTH_MINUTES = 15;
export const MAX_LENGTH_MINUTES = 720;
export const DEFAULT_LENGTH_MINUTES = 120;
export const MAX_BUFFER_MINUTES = 240;

export const LENGTH_RANGE = `Length must be between ${MIN_LENGTH_MINUTES} and ${MAX_LENGTH_MINUTES} minutes.`;
export const BUFFER_RANGE = `Buffer must be between 0 and ${MAX_BUFFER_MINUTES} minutes.`;

function wholeWithin(value: number, min: number, max: number): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}

/** Why a package length (whole minutes) cannot be saved; null when it can. */
export function lengthProblem(minutes: number): string | null {
  return wholeWithin(minutes, MIN_LENGTH_MINUTES, MAX_LENGTH_MINUTES) ? null : LENGTH_RANGE;
}

/** Why a service's buffer between jobs (whole minutes) cannot be saved; null when it can. */
export function bufferProblem(minutes: number): string | null {
  return wholeWithin(minutes, 0, MAX_BUFFER_MINUTES) ? null : BUFFER_RANGE;
}

/** Minutes as people say them: "45 min", "2 h", "1 h 30 min". */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
