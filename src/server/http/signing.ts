import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ServerContext } from '../context.js';

/**
 * HMAC-SHA256 of `data` under a key made of `purpose` and the server secret, base64url: each use
 * (mobile re-verification, payment tickets, media addresses) has its own key, so a MAC issued for
 * one can never pass as another.
 */
export function macFor(ctx: ServerContext, purpose: string, data: string): string {
  return createHmac('sha256', `${purpose}:${ctx.options.jwtSecret}`).update(data).digest('base64url');
}

/** Whether `given` is the MAC of `data` for `purpose`, compared in constant time. */
export function macMatches(ctx: ServerContext, purpose: string, data: string, given: string): boolean {
  const expected = Buffer.from(macFor(ctx, purpose, data));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
