import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/** The caller's address as the server saw it; '' when not served over a socket (in-process requests). */
export function clientIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? '';
  } catch {
    return '';
  }
}

/** What an IP-to-region lookup answers for addresses it has no province for. */
export function ipProvince(ip: string): string {
  const v4 = ip.replace(/^::ffff:/, '');
  if (
    v4 === '::1' ||
    /^127\./.test(v4) ||
    /^10\./.test(v4) ||
    /^192\.168\./.test(v4) ||
    /^172\.(1[6-9]|2\d|3[01])\./.test(v4)
  )
    return '内网IP';
  return '';
}
