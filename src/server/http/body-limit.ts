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
    if (raw.method === 'GET' || raw.method === 'HEAD') return next();
    // A declared length (or none at all) is judged from the headers alone: the body stream must
    // stay untouched here. Under @hono/node-server, opening `body` puts a web stream with
    // backpressure in front of the socket; a handler that then never reads it (order/video)
    // leaves the rest of the body stuck, the server's after-response drain stalls and closes
    // the keep-alive connection under the client's next request.
    if (!raw.headers.has('transfer-encoding')) {
      const declared = raw.headers.get('content-length');
      return declared !== null && Number(declared) > maxBytes ? onError(c) : next();
    }
    if (!raw.body) return next();
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
