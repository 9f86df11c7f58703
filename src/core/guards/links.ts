/**
 * Server-provided link addresses (navs, ICP links, sliders) are only rendered as links when they
 * are http(s) or same-origin paths; `javascript:`, `data:` and other schemes never become links.
 */
export function safeHttpUrl(raw: string | null | undefined): string | null {
  const value = (raw ?? '').trim();
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return value;
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** True for absolute http(s) addresses (the nav rule about `blank` applies to these). */
export function isAbsoluteHttpUrl(raw: string): boolean {
  return /^https?:\/\//i.test(raw.trim());
}
