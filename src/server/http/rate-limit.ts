import type { MiddlewareHandler } from 'hono';
import type { ServerContext } from '../context.js';
import { clientIp } from './client-ip.js';
import { isV2Path } from './envelope.js';
import { sinceIn } from '../version.js';

/** Paths that belong to the `api` middleware group (throttle:120,1) and the addon routes. */
export const isApiPath = (path: string) => path.startsWith('/api/') || path.startsWith('/addons/');

/**
 * Until 4.9.7 the v2 handler turns ThrottleRequestsException into the envelope and elsewhere it
 * is stock Laravel (HTTP 429, Retry-After); from 4.9.8 every path answers the envelope
 * `{code:429, message:"请稍后再试"}` with HTTP 200 and no Retry-After (delta section 2.1).
 */
export function tooManyAttempts(c: Parameters<MiddlewareHandler>[0]) {
  if (sinceIn(c, '4.9.8')) return c.json({ code: 429, message: '请稍后再试', data: [] }, 200);
  if (isV2Path(c.req.url)) return c.json({ code: 429, message: '错误', data: [] }, 200);
  return c.json({ message: 'Too Many Attempts.' }, 429);
}

/**
 * Laravel's throttle: a 60 s window per client that starts with its first request, with the
 * X-RateLimit-* headers; the counters use the injectable clock so tests can roll the window.
 */
export function rateLimit(ctx: ServerContext): MiddlewareHandler {
  return async (c, next) => {
    const limit = ctx.options.rateLimitPerMinute;
    const windows = ctx.runtime?.rateWindows;
    if (!limit || !windows || !isApiPath(c.req.path) || c.req.method === 'OPTIONS') return next();
    const now = ctx.options.now();
    if (windows.size > 10_000) for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
    const key = clientIp(c);
    let w = windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + 60_000 };
      windows.set(key, w);
    }
    w.count += 1;
    if (w.count > limit) {
      const retry = Math.max(1, Math.ceil((w.resetAt - now) / 1000));
      const res = tooManyAttempts(c);
      if (!sinceIn(c, '4.9.8')) res.headers.set('Retry-After', String(retry));
      res.headers.set('X-RateLimit-Limit', String(limit));
      res.headers.set('X-RateLimit-Remaining', '0');
      res.headers.set('X-RateLimit-Reset', String(Math.ceil(w.resetAt / 1000)));
      return res;
    }
    await next();
    c.res.headers.set('X-RateLimit-Limit', String(limit));
    c.res.headers.set('X-RateLimit-Remaining', String(Math.max(0, limit - w.count)));
  };
}
