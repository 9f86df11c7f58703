import type { Context, Hono } from 'hono';
import type { ServerContext } from '#server/context.js';
import { currentUserId, optionalAuth, requireAuth, type AppEnv } from '#server/http/auth.js';
import { ok, ServiceError } from '#server/http/envelope.js';
import { readInput, validate, type Input } from '#server/http/input.js';
import { simplePage } from '#server/http/paginate.js';
import { contentGoodsType, goodsInfo, type GoodsType } from '../goods/index.js';
import { anyPaging, needInt } from '../shared/http.js';
import { iso } from '../shared/time.js';

const BASE = '/addons/templateOne/api/v1';

/** What a history entry may point at (the detail pages that record visits). */
export const HISTORY_TYPES = [
  'vod',
  'video',
  'live',
  'book',
  'topic',
  'learnPath',
  'paper',
  'practice',
  'mock_paper',
  'wenda',
] as const;
export const TITLE_MAX = 255;

function likeTarget(ctx: ServerContext, input: Input): { type: GoodsType; id: number } {
  // What can be liked: content the like/courses list can show again.
  const type = contentGoodsType(String(input.type ?? ''));
  if (!type) throw new ServiceError('参数错误');
  const id = needInt(input, 'id');
  if (!goodsInfo(ctx, type, id)) throw new ServiceError('内容不存在');
  return { type, id };
}

const liked = (ctx: ServerContext, userId: number | null, t: { type: string; id: number }) =>
  userId !== null &&
  !!ctx.db
    .prepare('SELECT 1 FROM template_one_likes WHERE user_id = ? AND type = ? AND other_id = ?')
    .get(userId, t.type, t.id);

export function templateOneRoutes(app: Hono<AppEnv>, ctx: ServerContext) {
  const db = ctx.db;

  // Visitors browse too; their visits are simply not recorded (no login prompt for a side effect).
  app.post(`${BASE}/history/record`, optionalAuth(ctx), async (c) => {
    const v = validate(await readInput(c), {
      type: [{ required: '参数错误' }, { in: HISTORY_TYPES, message: '参数错误' }],
      id: [{ required: '参数错误' }, { integer: '参数错误' }],
      title: [{ required: '请传递标题' }, { max: TITLE_MAX, message: `标题不能超过${TITLE_MAX}个字` }],
    });
    const id = Number(v.id);
    if (id <= 0) throw new ServiceError('参数错误');
    const userId = c.get('userId');
    if (userId !== null) {
      const now = ctx.options.now();
      db.prepare(
        `INSERT INTO template_one_history (user_id, type, other_id, title, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (user_id, type, other_id) DO UPDATE SET title = excluded.title, updated_at = excluded.updated_at`,
      ).run(userId, v.type, id, v.title, now, now);
    }
    return ok(c);
  });

  app.get(`${BASE}/like/status`, optionalAuth(ctx), async (c) => {
    const target = likeTarget(ctx, await readInput(c));
    return ok(c, { like: liked(ctx, c.get('userId'), target) });
  });

  const hit = async (c: Context<AppEnv>) => {
    const target = likeTarget(ctx, await readInput(c));
    const userId = currentUserId(c);
    const removed = db
      .prepare('DELETE FROM template_one_likes WHERE user_id = ? AND type = ? AND other_id = ?')
      .run(userId, target.type, target.id).changes;
    if (!removed) {
      db.prepare('INSERT INTO template_one_likes (user_id, type, other_id, created_at) VALUES (?, ?, ?, ?)').run(
        userId,
        target.type,
        target.id,
        ctx.options.now(),
      );
    }
    return ok(c, { like: !removed });
  };
  app.on(['GET', 'POST'], `${BASE}/like/hit`, requireAuth(ctx), hit);

  app.get(`${BASE}/like/courses`, requireAuth(ctx), async (c) => {
    const input = await readInput(c);
    const page = anyPaging(input, 10);
    const userId = currentUserId(c);
    const all = input.type === undefined || input.type === '';
    const type = all ? null : contentGoodsType(String(input.type));
    if (!all && !type) throw new ServiceError('参数错误');
    const where = type ? 'user_id = ? AND type = ?' : 'user_id = ?';
    const args: (number | string)[] = type ? [userId, type] : [userId];
    const total = (
      db.prepare(`SELECT COUNT(*) AS n FROM template_one_likes WHERE ${where}`).get(...args) as { n: number }
    ).n;
    const rows = db
      .prepare(
        `SELECT type, other_id, created_at FROM template_one_likes WHERE ${where} ORDER BY created_at DESC LIMIT ? OFFSET ?`,
      )
      .all(...args, page.size, page.offset) as { type: GoodsType; other_id: number; created_at: number }[];
    return ok(
      c,
      simplePage(
        rows.map((r) => {
          const g = goodsInfo(ctx, r.type, r.other_id);
          return {
            id: r.other_id,
            type: r.type,
            other_id: r.other_id,
            title: g?.title ?? '',
            thumb: g?.thumb ?? '',
            charge: g?.charge ?? 0,
            created_at: iso(r.created_at),
          };
        }),
        total,
      ),
    );
  });
}
