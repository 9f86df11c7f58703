import type { ServerContext } from '../context.js';

/**
 * The PHP server keeps captchas, SMS codes, scan results and login codes in its cache with a TTL.
 * Here they live in a table so they survive a restart like a Redis cache would, and expire
 * against the injectable clock so tests can step over a TTL without sleeping.
 */
export const CACHE_SCHEMA = [
  `CREATE TABLE IF NOT EXISTS cache_entries (
     key TEXT PRIMARY KEY,
     value TEXT NOT NULL,
     expires_at INTEGER NOT NULL
   )`,
];

export function cacheGet<T = unknown>(ctx: ServerContext, key: string): T | undefined {
  const row = ctx.db.prepare('SELECT value, expires_at FROM cache_entries WHERE key = ?').get(key) as
    { value: string; expires_at: number } | undefined;
  if (!row) return undefined;
  if (row.expires_at <= ctx.options.now()) {
    ctx.db.prepare('DELETE FROM cache_entries WHERE key = ?').run(key);
    return undefined;
  }
  return JSON.parse(row.value) as T;
}

export function cachePut(ctx: ServerContext, key: string, value: unknown, ttlSeconds: number): void {
  ctx.db
    .prepare(
      `INSERT INTO cache_entries (key, value, expires_at) VALUES (?, ?, ?)
       ON CONFLICT(key) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at`,
    )
    .run(key, JSON.stringify(value), ctx.options.now() + ttlSeconds * 1000);
}

/** Reads and deletes in one step (Laravel's Cache::pull). */
export function cachePull<T = unknown>(ctx: ServerContext, key: string): T | undefined {
  const value = cacheGet<T>(ctx, key);
  cacheForget(ctx, key);
  return value;
}

export function cacheForget(ctx: ServerContext, key: string): void {
  ctx.db.prepare('DELETE FROM cache_entries WHERE key = ?').run(key);
}

/** Drops expired rows; called now and then so the table does not grow without bound. */
export function cachePrune(ctx: ServerContext): void {
  ctx.db.prepare('DELETE FROM cache_entries WHERE expires_at <= ?').run(ctx.options.now());
}
