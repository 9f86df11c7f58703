import type Database from 'better-sqlite3';

/**
 * One page of a member's rows and how many they are in all: `table`'s rows whose `user_id` is
 * the member, counted; `sql` selects the page from them (joins, columns, order), its one `?` the
 * member. The size and offset are appended.
 */
export function memberPage<T>(
  db: Database.Database,
  userId: number,
  page: { size: number; offset: number },
  table: string,
  sql: string,
): { rows: T[]; total: number } {
  const { n } = db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE user_id = ?`).get(userId) as { n: number };
  return { rows: db.prepare(`${sql} LIMIT ? OFFSET ?`).all(userId, page.size, page.offset) as T[], total: n };
}
