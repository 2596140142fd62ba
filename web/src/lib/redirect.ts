/**
 * Stands in for this app's origin: a relative path resolves to the same origin whatever the base, so the
 * check needs no `window` and means the same in tests and on the server renderer.
 */
const HERE = 'https://app.invalid';
/**
 * C0 controls, DEL and backslashes: URL parsers drop tabs and newlines and read `\` as `/`, so
 * `/\t/evil.example` and `/\evil.example` would both lead to `//evil.example`.
 */
function isControlOrBackslash(character: string): boolean {
  const code = character.charCodeAt(0);
  return code <= 0x1f || code === 0x7f || character === '\\';
}

function staysHere(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && ![...path].some(isControlOrBackslash);
}

function decodedOnce(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * A `redirect` query value, kept only when it is a path inside this app (no open redirects): one leading
 * `/`, no control characters or backslashes, the same once more after percent-decoding (so `/%09/x` cannot
 * turn into `//x` for a later reader that decodes), and resolving to this origin. It comes back as the
 * URL parser reads it (path, query, fragment); anything else gives `fallback`.
 */
export function safeRedirect(value: string | null | undefined, fallback = '/'): string {
  const decoded = value ? decodedOnce(value) : null;
  if (!value || decoded === null || !staysHere(value) || !staysHere(decoded)) return fallback;
  const url = new URL(value, HERE);
  return url.origin === HERE ? `${url.pathname}${url.search}${url.hash}` : fallback;
}

/** `/login?redirect=/services/1/book/Basic` */
export function withRedirect(path: string, redirect: string | null | undefined): string {
  return redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path;
}
