import type { Hono } from 'hono';
import type { ServerContext } from '#server/context.js';
import { optionalAuth, type AppEnv } from '#server/http/auth.js';
import { ok, ServiceError } from '#server/http/envelope.js';
import { readInput } from '#server/http/input.js';
import { simplePage } from '#server/http/paginate.js';
import { categoryCondition, categoryTree, topCategories } from '../shared/categories.js';
import { groupBy, needId, optionalInt, phpMap, placeholders, sizePaging } from '../shared/http.js';
import { findPath, pathListItems, userBoughtPath, type PathRow } from './data.js';
import { stepItems, type StepItemRow } from './items.js';

const BASE = '/addons/LearnPaths/api/v1';

interface StepRow {
  id: number;
  path_id: number;
  name: string;
  description: string;
  sort: number;
}

function steps(ctx: ServerContext, pathIds: number[]): StepRow[] {
  if (!pathIds.length) return [];
  return ctx.db
    .prepare(`SELECT * FROM learn_path_steps WHERE path_id IN (${placeholders(pathIds.length)}) ORDER BY sort, id`)
    .all(...pathIds) as StepRow[];
}

function itemsOf(ctx: ServerContext, stepId: number): StepItemRow[] {
  return ctx.db
    .prepare('SELECT * FROM learn_path_step_items WHERE step_id = ? ORDER BY sort, id')
    .all(stepId) as StepItemRow[];
}

export function learnPathRoutes(app: Hono<AppEnv>, ctx: ServerContext) {
  const db = ctx.db;

  app.get(`${BASE}/all`, async (c) => {
    const input = await readInput(c);
    const page = sizePaging(input, 10);
    const cid = optionalInt(input, 'category_id');
    let where = 'is_show = 1';
    const args: number[] = [];
    if (cid) {
      const byCategory = categoryCondition(ctx, 'learnpath', cid);
      where += ` AND ${byCategory.sql}`;
      args.push(...byCategory.args);
    }
    const total = (db.prepare(`SELECT COUNT(*) AS n FROM learn_paths WHERE ${where}`).get(...args) as { n: number }).n;
    const rows = db
      .prepare(`SELECT * FROM learn_paths WHERE ${where} ORDER BY id DESC LIMIT ? OFFSET ?`)
      .all(...args, page.size, page.offset) as PathRow[];
    const stepRows = steps(
      ctx,
      rows.map((r) => r.id),
    ).map((s) => ({ id: s.id, path_id: s.path_id, name: s.name, desc: s.description, sort: s.sort }));
    return ok(c, {
      data: simplePage(pathListItems(ctx, rows), total),
      steps: phpMap(groupBy(stepRows, (s) => s.path_id)),
      categories: topCategories(ctx, 'learnpath'),
    });
  });

  // The list page's category filter (the public client calls it `create`): top categories with children.
  app.get(`${BASE}/categories`, (c) => ok(c, categoryTree(ctx, 'learnpath')));

  app.get(`${BASE}/path/:id`, optionalAuth(ctx), (c) => {
    const path = findPath(ctx, needId(c));
    if (!path) throw new ServiceError('学习路径不存在');
    const userId = c.get('userId');
    const [item] = pathListItems(ctx, [path]);
    return ok(c, {
      data: item,
      steps: steps(ctx, [path.id]).map((s) => ({
        id: s.id,
        name: s.name,
        desc: s.description,
        sort: s.sort,
        courses: stepItems(ctx, itemsOf(ctx, s.id)),
      })),
      is_buy: path.charge <= 0 || userBoughtPath(ctx, userId, path.id),
    });
  });
}
