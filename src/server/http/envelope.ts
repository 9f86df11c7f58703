import type { Context } from 'hono';

/**
 * The MeEdu envelope: every answer is HTTP 200 `{code, message, data}`; empty payloads are `[]`
 * (PHP empty arrays), never `{}` (contract sections 1 and 10).
 */
export function ok(c: Context, data: unknown = []) {
  return c.json({ code: 0, message: '', data: data ?? [] }, 200);
}

/** A ServiceException-style failure: code 1 by default, HTTP 200. */
export function fail(c: Context, message: string, code = 1) {
  return c.json({ code, message, data: [] }, 200);
}

/** Thrown from handlers and turned into `fail()` by the app's error handler. */
export class ServiceError extends Error {
  constructor(
    message: string,
    readonly code = 1,
  ) {
    super(message);
  }
}

/** v3 and addon paths answer some failures with a bare HTTP status (stock Laravel), v2 never does. */
export function isV2Path(url: string): boolean {
  return url.includes('/api/v2');
}
