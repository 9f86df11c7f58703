import type Database from 'better-sqlite3';

const caches = new WeakMap<Database.Database, Map<string, Database.Statement>>();

/**
 * A prepared statement compiled once per database and reused. better-sqlite3 compiles the SQL
 * anew on every `prepare()`, which costs more than running a small query, so hot paths that
 * run the same SQL on every request keep it here. Keyed by the database so each test server
 * (and a restarted one) gets its own statements. Callers share the object, so they must not
 * switch its modes (`pluck`, `raw`, `expand`) — prepare a separate statement for that.
 */
export function cachedStatement(db: Database.Database, sql: string): Database.Statement {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  let statement = cache.get(sql);
  if (!statement) cache.set(sql, (statement = db.prepare(sql)));
  return statement;
}
