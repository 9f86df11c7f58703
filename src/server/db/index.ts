import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

export function openDatabase(path: string): Database.Database {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  return db;
}

/** Raw "YYYY-MM-DD HH:MM:SS" in PRC time (UTC+8), the form of non-Eloquent datetime columns. */
export function rawDateTime(ms: number): string {
  const d = new Date(ms + 8 * 3600_000);
  return d.toISOString().slice(0, 19).replace('T', ' ');
}

/** Eloquent `created_at` form: ISO-8601 UTC with microseconds, e.g. 2023-10-31T01:34:08.000000Z. */
export function isoDateTime(ms: number): string {
  return new Date(ms).toISOString().replace(/\.(\d{3})Z$/, '.$1000Z');
}
