import type { ServerContext } from '#server/context.js';
import { coverUrl } from '../../media/index.js';
import { categoryBrief } from '../shared/categories.js';
import { countsById } from '../shared/counts.js';
import { iso } from '../shared/time.js';

export interface PathRow {
  id: number;
  category_id: number;
  name: string;
  description: string;
  charge: number;
  original_charge: number;
  is_show: number;
  created_at: number;
}

export const pathThumb = (ctx: ServerContext, p: { id: number; name: string }) => coverUrl(ctx, `path-${p.id}`, p.name);

export function findPath(ctx: ServerContext, id: number): PathRow | undefined {
  return ctx.db.prepare('SELECT * FROM learn_paths WHERE id = ? AND is_show = 1').get(id) as PathRow | undefined;
}

export function userBoughtPath(ctx: ServerContext, userId: number | null, pathId: number): boolean {
  if (userId === null) return false;
  return !!ctx.db.prepare('SELECT 1 FROM learn_path_users WHERE user_id = ? AND path_id = ?').get(userId, pathId);
}

export function grantPath(ctx: ServerContext, userId: number, pathId: number, charge: number): void {
  ctx.db
    .prepare('INSERT OR IGNORE INTO learn_path_users (user_id, path_id, charge, created_at) VALUES (?, ?, ?, ?)')
    .run(userId, pathId, charge, ctx.options.now());
}

/** The list-item form of a path; `courses_count` counts every item of every step. */
export function pathListItems(ctx: ServerContext, rows: PathRow[]) {
  const ids = rows.map((r) => r.id);
  const counts = countsById(
    ctx,
    `SELECT s.path_id AS id, COUNT(i.id) AS n FROM learn_path_steps s JOIN learn_path_step_items i ON i.step_id = s.id
     WHERE s.path_id IN (?) GROUP BY s.path_id`,
    ids,
  );
  return rows.map((p) => ({
    id: p.id,
    name: p.name,
    thumb: pathThumb(ctx, p),
    desc: p.description,
    charge: p.charge,
    original_charge: p.original_charge,
    courses_count: counts.get(p.id) ?? 0,
    category_id: p.category_id,
    category: categoryBrief(ctx, p.category_id),
    created_at: iso(p.created_at),
  }));
}
