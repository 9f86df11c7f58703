import type { MiddlewareHandler } from 'hono';
import type { IncomingMessage } from 'node:http';
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

/** One request counted against its client's window: allowed (with what is left), or over the limit. */
export type Throttle =
  | { limited: false; limit: number; remaining: number }
  | { limited: true; limit: number; headers: Record<string, string> };

/**
 * Laravel's throttle: a 60 s window per client that starts with its first request; the counters
 * use the injectable clock so tests can roll the window. Null when the limiter is off.
 */
export function takeRequest(ctx: ServerContext, client: string): Throttle | null {
  const limit = ctx.options.rateLimitPerMinute;
  const windows = ctx.runtime?.rateWindows;
  if (!limit || !windows) return null;
  const now = ctx.options.now();
  if (windows.size > 10_000) for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
  let w = windows.get(client);
  if (!w || w.resetAt <= now) {
    w = { count: 0, resetAt: now + 60_000 };
    windows.set(client, w);
  }
  w.count += 1;
  if (w.count <= limit) return { limited: false, limit, remaining: Math.max(0, limit - w.count) };
  return {
    limited: true,
    limit,
    headers: {
      'Retry-After': String(Math.max(1, Math.ceil((w.resetAt - now) / 1000))),
      'X-RateLimit-Limit': String(limit),
      'X-RateLimit-Remaining': '0',
      'X-RateLimit-Reset': String(Math.ceil(w.resetAt / 1000)),
    },
  };
}

/** The limiter for API requests, with the X-RateLimit-* headers. */
export function rateLimit(ctx: ServerContext): MiddlewareHandler {
  return async (c, next) => {
    if (!isApiPath(c.req.path) || c.req.method === 'OPTIONS') return next();
    const throttle = takeRequest(ctx, clientIp(c));
    if (!throttle) return next();
    if (throttle.limited) {
      const res = tooManyAttempts(c);
      for (const [name, value] of Object.entries(throttle.headers)) {
        // From 4.9.8 the throttle is an envelope answer without Retry-After.
        if (name !== 'Retry-After' || !sinceIn(c, '4.9.8')) res.headers.set(name, value);
      }
      return res;
    }
    await next();
    c.res.headers.set('X-RateLimit-Limit', String(throttle.limit));
    c.res.headers.set('X-RateLimit-Remaining', String(throttle.remaining));
  };
}

/**
 * The same limiter for a WebSocket upgrade on an API path (the live chat), counted in the same
 * window as the client's HTTP requests: the headers of the refusal when over the limit, else null.
 */
export function throttleUpgrade(ctx: ServerContext, req: IncomingMessage): Record<string, string> | null {
  const path = new URL(req.url ?? '/', 'http://localhost').pathname;
  if (!isApiPath(path)) return null;
  const throttle = takeRequest(ctx, req.socket.remoteAddress ?? 'unknown');
  return throttle?.limited ? throttle.headers : null;
}
