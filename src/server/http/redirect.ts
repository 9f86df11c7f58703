import type { Context } from 'hono';
import type { ServerContext } from '../context.js';
import { ServiceError } from './envelope.js';
import { hasControlChars } from './input.js';

/**
 * The text a browser may end up seeing once percent escapes are undone. Bytes are decoded as
 * UTF-8 with replacement, so a malformed escape never throws; `%0A` becomes a real newline and
 * `%C2%85` a real C1 control.
 */
function percentDecoded(text: string): string {
  if (!text.includes('%')) return text;
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text[i] === '%' ? /^[0-9a-f]{2}$/i.exec(text.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(Number.parseInt(hex[0], 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i], 'utf8'));
    }
  }
  return new TextDecoder('utf-8', { fatal: false }).decode(Uint8Array.from(bytes));
}

/** `https://Host:443/` → `https://host`; null for anything that is not an http(s) origin. */
export function originOf(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

/**
 * The one test for every address the server redirects a browser to (or hands back to be
 * followed): the target as it should be sent in `Location`, or null when it is not allowed.
 *
 * Allowed are absolute http(s) URLs on one of `origins` (compared as parsed origins, so case,
 * default ports and `localhost.evil.example`-style lookalikes are settled by the URL parser, as a
 * browser would), without userinfo, and same-origin paths: `/x`, never `//x` or `/\x`, which
 * browsers read as another host. Control characters, raw or percent-encoded, and backslashes are
 * refused anywhere: browsers silently drop tabs and newlines (`/\t/evil.example` is
 * `//evil.example` to them) and a raw newline would not even fit in a header.
 */
export function allowedRedirect(target: unknown, origins: readonly string[]): string | null {
  if (typeof target !== 'string' || target === '' || target.length > 2048) return null;
  if (hasControlChars(target) || target.includes('\\') || target.trim() !== target) return null;
  const decoded = percentDecoded(target);
  if (hasControlChars(decoded)) return null;
  if (target.startsWith('/')) {
    // A path: the second character (also once decoded, for clients that decode before they
    // navigate) must not turn it into a network-path reference.
    if (/^\/[/\\]/.test(target) || /^\/[/\\]/.test(decoded)) return null;
    const base = 'http://same-origin.invalid';
    let resolved: URL;
    try {
      resolved = new URL(target, base);
    } catch {
      return null;
    }
    const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
    // Dot segments can collapse into a network path: `/..//evil.example` resolves to `//evil.example`.
    if (resolved.origin !== base || path.startsWith('//')) return null;
    return path;
  }
  if (!/^https?:\/\//i.test(target)) return null;
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  if (!origins.some((o) => originOf(o) === url.origin)) return null;
  return url.href;
}

/**
 * Why a return address (login, payment) is refused. An address of another site is named, with
 * the operator's setting that allows it (a site served from its own origin, like MeEdu's PC
 * client or the learner site behind its own web server, must be listed there); anything that is
 * no web address at all stays 参数错误.
 */
export function refusedReturn(
  value: unknown,
  origins: readonly string[],
  what: '登录返回地址' | '支付返回地址',
): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!/^https?:\/\/[^/\\\s]/i.test(text)) return '参数错误';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return '参数错误';
  }
  if (url.username || url.password || origins.some((o) => originOf(o) === url.origin)) return '参数错误';
  return `${what} ${url.origin} 不在本站允许的地址中，请在服务器设置 MEEDU_SITE_ORIGINS 中加入该地址`;
}

/**
 * Where this request may be sent back to: its own origin, and for API flows also the server's
 * public URL and the configured site origins (MEEDU_SITE_ORIGINS, by default the examples origin).
 */
export function redirectOrigins(c: Context, ctx?: ServerContext): string[] {
  const own = new URL(c.req.url).origin;
  return ctx ? [own, ctx.options.publicUrl, ...ctx.options.siteOrigins] : [own];
}

/** A 302/301 to `target` after allowedRedirect(); anything else is refused with 参数错误. */
export function redirectTo(c: Context, target: string, ctx?: ServerContext, status: 301 | 302 = 302): Response {
  const safe = allowedRedirect(target, redirectOrigins(c, ctx));
  if (safe === null) throw new ServiceError('参数错误');
  return c.redirect(safe, status);
}
