import type { Context } from 'hono';
import { jsonWithAbsoluteUrls } from './public-url.js';

/**
 * The MeEdu envelope: every answer is HTTP 200 `{code, message, data}`; empty payloads are `[]`
 * (PHP empty arrays), never `{}` (contract sections 1 and 10).
 */
export function ok(c: Context, data: unknown = []) {
  const envelope = { code: 0, message: '', data: data ?? [] };
  const base = c.get('publicBase') as string | undefined;
  if (!base) return c.json(envelope, 200);
  // Rich text keeps site paths in the database; answers carry them absolute (see public-url.ts).
  return c.body(jsonWithAbsoluteUrls(base, envelope), 200, { 'Content-Type': 'application/json' });
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
