import type { ServerContext } from '#server/context.js';
import { placeholders } from './http.js';

/**
 * Per-id counts from one grouped query, for list items that show how many of something each has.
 * `sql` selects `id` and `n` and has one `(?)` standing for the id list; `leading` are the
 * parameters before it. Ids with nothing to count are absent from the map.
 */
export function countsById(
  ctx: ServerContext,
  sql: string,
  ids: number[],
  ...leading: Array<string | number>
): Map<number, number> {
  const out = new Map<number, number>();
  if (!ids.length) return out;
  const rows = ctx.db.prepare(sql.replace('(?)', `(${placeholders(ids.length)})`)).all(...leading, ...ids) as {
    id: number;
    n: number;
  }[];
  for (const r of rows) out.set(r.id, r.n);
  return out;
}
