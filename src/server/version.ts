/**
 * Which MeEdu 4.9 release the server plays (`MEEDU_VERSION`, docs/server.md). Each module asks
 * `since(ctx, '4.9.22')` for a learner-facing behaviour MeEdu introduced in that release (the
 * table in docs/server.md); the demo content is the same behind every version.
 */
import type { Context } from 'hono';
import type { ServerContext } from './context.js';

/** The oldest and newest releases the server knows. */
export const OLDEST_VERSION = '4.9.5';
export const NEWEST_VERSION = '4.9.30';

/** The default is the current release, the one most operators installing MeEdu today run. */
export const DEFAULT_VERSION = NEWEST_VERSION;

const patch = (version: string): number => Number(version.split('.')[2]);

/**
 * `4.9.30`, `v4.9.30` → `4.9.30`; null for anything outside 4.9.5 – 4.9.30 (MeEdu's own tags are
 * `v4.9.5`, `4.9.6` … `4.9.29`, `v4.9.30`).
 */
export function parseVersion(raw: string): string | null {
  const m = /^v?4\.9\.(\d{1,2})$/.exec(raw.trim());
  if (!m) return null;
  const n = Number(m[1]);
  return n >= patch(OLDEST_VERSION) && n <= patch(NEWEST_VERSION) ? `4.9.${n}` : null;
}

/** True when `version` is `introduced` or later. */
export const versionAtLeast = (version: string, introduced: string): boolean => patch(version) >= patch(introduced);

/** Whether the server plays `introduced` or a later release. */
export const since = (ctx: ServerContext, introduced: string): boolean =>
  versionAtLeast(ctx.options.meeduVersion ?? DEFAULT_VERSION, introduced);

/** The same, from a request handler or middleware (the version travels as a context variable). */
export const sinceIn = (c: Context, introduced: string): boolean =>
  versionAtLeast((c.get('meeduVersion') as string | undefined) ?? DEFAULT_VERSION, introduced);
