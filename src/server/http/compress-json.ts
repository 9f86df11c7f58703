import type { MiddlewareHandler } from 'hono';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { acceptedEncodings } from './static.js';

/** JSON answers from this size up are compressed; smaller ones cost more in headers than they save. */
export const COMPRESS_JSON_FROM = 1024;

/**
 * Compresses JSON answers (API envelopes) for clients that accept it: brotli at a fast quality,
 * else gzip. Media, files and pages are left to their own handlers (static files are compressed
 * ahead of time by the build).
 */
export function compressJson(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (res.headers.has('Content-Encoding') || !(res.headers.get('Content-Type') ?? '').includes('application/json'))
      return;
    res.headers.append('Vary', 'Accept-Encoding');
    const accepted = acceptedEncodings(c.req.header('Accept-Encoding'));
    const encoding = accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
    if (!encoding || c.req.method === 'HEAD' || !res.body) return;
    const raw = Buffer.from(await res.arrayBuffer());
    if (raw.length < COMPRESS_JSON_FROM) {
      c.res = new Response(raw, res);
      return;
    }
    const body =
      encoding === 'br'
        ? brotliCompressSync(raw, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
          })
        : gzipSync(raw, { level: 6 });
    const headers = new Headers(res.headers);
    headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(body.length));
    c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
  };
}
