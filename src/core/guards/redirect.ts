import { decodeOnce, isSameOriginPath } from './links.js';

/**
 * The `redirect` query value as a safe same-origin path, or '/'. Accepts the value as
 * URLSearchParams returns it, or still percent-encoded (`%2Fmember`).
 */
export function safeRedirect(raw: string | null | undefined): string {
  if (typeof raw !== 'string' || !raw) return '/';
  const target = raw[0] === '/' ? raw : decodeOnce(raw);
  return target && isSameOriginPath(target) ? target : '/';
}
