import type { ServerContext } from '#server/context.js';
import type { Input } from '#server/http/input.js';
import { categoryCondition, type CategoryScope } from './categories.js';
import { optionalInt, sizePaging } from './http.js';

/**
 * Books and topics are catalogues of one kind: rows that show once `published_at` has passed,
 * filed under the addon's categories, and listed in the order a `scene` names.
 */
export interface Catalogue {
  table: string;
  scope: CategoryScope;
  /** ORDER BY per scene. `default` must be present; `free` also keeps only the free rows. */
  scenes: Record<string, string>;
}

/** One page of the catalogue for a list route's `cid`, `scene`, `page` and `size` (16 a page). */
export function cataloguePage<T>(ctx: ServerContext, catalogue: Catalogue, input: Input): { rows: T[]; total: number } {
  const { table, scenes } = catalogue;
  const page = sizePaging(input, 16);
  const cid = optionalInt(input, 'cid');
  const scene = typeof input.scene === 'string' && Object.hasOwn(scenes, input.scene) ? input.scene : 'default';
  let where = 'is_show = 1 AND published_at <= ?';
  const args: number[] = [ctx.options.now()];
  if (cid) {
    const byCategory = categoryCondition(ctx, catalogue.scope, cid);
    where += ` AND ${byCategory.sql}`;
    args.push(...byCategory.args);
  }
  if (scene === 'free') where += ' AND charge = 0';
  const total = (ctx.db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`).get(...args) as { n: number }).n;
  const rows = ctx.db
    .prepare(`SELECT * FROM ${table} WHERE ${where} ORDER BY ${scenes[scene]} LIMIT ? OFFSET ?`)
    .all(...args, page.size, page.offset) as T[];
  return { rows, total };
}

/** The catalogue's recommended rows (`is_rec`) for the list page: the six published last. */
export function recommendedRows<T>(ctx: ServerContext, catalogue: Catalogue): T[] {
  return ctx.db
    .prepare(
      `SELECT * FROM ${catalogue.table} WHERE is_show = 1 AND is_rec = 1 AND published_at <= ? ORDER BY published_at DESC LIMIT 6`,
    )
    .all(ctx.options.now()) as T[];
}
