import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The peer address of the socket. Forwarded headers are ignored on purpose: anyone can send
 * them, and the rate limit would be trivially bypassed.
 */
export function clientIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Requests dispatched with app.request() in tests have no socket.
    return 'local';
  }
}
