/**
 * The path a site is served under (`/learn` for https://example.com/learn/…; '' at the root).
 * The site's routes, links, `redirect=` values and navigations all speak paths below it
 * (`/courses/detail/5`); only the browser's address carries the base.
 */

/** Characters of a path segment (RFC 3986 pchar, percent escapes included), less `:`, which would read as a scheme. */
const SEGMENT = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=@]|%[0-9A-Fa-f]{2})+$/;

/**
 * `/learn/`, `learn`, `/learn` → `/learn`; `/`, `''` or nothing → ''. Throws for anything that is
 * not a plain path (a scheme, a host, `..`, a query, spaces), so a mistyped build option stops
 * the build instead of producing a site whose every asset address is wrong.
 */
export function normalizeBase(raw: string | undefined): string {
  const text = (raw ?? '').trim();
  const segments = text.split('/').filter((s) => s !== '');
  // `//host/learn` names a host, not a path.
  const plain = !text.startsWith('//') && segments.every((s) => SEGMENT.test(s) && s !== '.' && s !== '..');
  if (!plain) throw new Error(`base path "${text}" is not a plain path such as /learn/`);
  return segments.length ? `/${segments.join('/')}` : '';
}

/** A path below the base → the browser's path (`/courses` → `/learn/courses`). Anything else is left as it is. */
export function withBase(base: string, path: string): string {
  // Only root-relative paths: `//host`, `/\host` and absolute addresses stay as given, so the
  // link check still sees (and refuses) them.
  if (!base || !/^\/(?![/\\])/.test(path)) return path;
  return base + path;
}

/** The browser's path → the path below the base (`/learn/courses` → `/courses`, `/learn` → `/`). */
export function withoutBase(base: string, pathname: string): string {
  if (!base) return pathname;
  if (pathname === base) return '/';
  return pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : pathname;
}
