const BASE = 'http://meedu.invalid';

// A path is only followed when the browser would resolve it to this origin. Tabs and newlines are
// dropped by the URL parser (`/\t/evil.com` becomes `//evil.com`) and `\` counts as `/`, so both
// are refused outright rather than reasoned about.
function isSamePath(p: string): boolean {
  if (!/^\/(?![/\\])/.test(p) || /[\u0000-\u001f\u007f\\]/.test(p)) return false;
  try {
    return new URL(p, BASE).origin === BASE;
  } catch {
    return false;
  }
}

function decode(s: string): string | null {
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
}

/**
 * The `redirect` query value as a safe same-origin path, or '/'. Accepts the value as
 * URLSearchParams returns it, or still percent-encoded (`%2Fmember`). Every further decoding of
 * it must stay a same-origin path too, so a router or server that decodes again cannot be
 * talked into leaving the site (`%252F%252Fevil.com`).
 */
export function safeRedirect(raw: string | null | undefined): string {
  if (typeof raw !== 'string' || !raw) return '/';
  const target = raw[0] === '/' ? raw : decode(raw);
  if (!target || !isSamePath(target)) return '/';
  let layer = target;
  for (let i = 0; i < 4 && layer.includes('%'); i++) {
    const next = decode(layer);
    if (next === null || next === layer) break;
    if (!isSamePath(next)) return '/';
    layer = next;
  }
  return target;
}
