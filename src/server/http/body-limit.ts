import type { Context, MiddlewareHandler } from 'hono';

/**
 * Refuses bodies over `maxBytes`: by Content-Length when it is declared, otherwise while
 * reading the stream, so a chunked upload is cut off at the limit instead of buffered whole.
 * (hono's own bodyLimit rebuilds the request in a way that fails for body-less DELETEs under
 * @hono/node-server, hence this version.)
 */
export function limitBody(maxBytes: number, onError: (c: Context) => Response): MiddlewareHandler {
  return async (c, next) => {
    const raw = c.req.raw;
    // Method first: under @hono/node-server, touching `body` builds a full WHATWG Request (and an
    // AbortController) for every GET, which costs more than the rest of a small API answer.
    if (raw.method === 'GET' || raw.method === 'HEAD' || !raw.body) return next();
    const declared = raw.headers.get('content-length');
    if (declared !== null && !raw.headers.has('transfer-encoding')) {
      return Number(declared) > maxBytes ? onError(c) : next();
    }
    const reader = raw.body.getReader();
    const parts: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > maxBytes) {
        await reader.cancel().catch(() => {});
        return onError(c);
      }
      parts.push(value);
    }
    const body = Buffer.concat(parts);
    c.req.raw = new Request(raw.url, { method: raw.method, headers: raw.headers, body: size ? body : null });
    return next();
  };
}
