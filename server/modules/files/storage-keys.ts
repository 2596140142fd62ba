/**
 * Storage keys are the spec's paths (services/{id}/image/{file}, bookings/{id}/payment-proof/{file}).
 * Everything under bookings/ (payment proofs, review images) is private; services/ is public.
 */
const PUBLIC_ROOTS = new Set(['services']);
const PRIVATE_ROOTS = new Set(['bookings']);

export function isPrivateKey(key: string): boolean {
  return PRIVATE_ROOTS.has(key.split('/')[0]);
}

/**
 * The storage key a /files/... request path names, or null for anything that is not exactly one stored
 * file's key: each segment is percent-decoded once, and empty, `.` and `..` segments, slashes or
 * backslashes hidden in an encoding, NUL and unknown roots are refused. Access is then decided on this
 * key alone, so two spellings of one file can never be treated differently.
 */
export function storageKeyOf(rawPath: string): string | null {
  const segments: string[] = [];
  for (const raw of rawPath.replace(/^\//, '').split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment === '' || segment === '.' || segment === '..' || /[/\\\0]/.test(segment)) return null;
    segments.push(segment);
  }
  const root = segments[0];
  if (segments.length < 2 || !(PUBLIC_ROOTS.has(root) || PRIVATE_ROOTS.has(root))) return null;
  return segments.join('/');
}
