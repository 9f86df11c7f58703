import type { Hono } from 'hono';
import type { ServerContext } from '../../../context.js';
import { currentUserId, requireAuth, type AppEnv } from '../../../http/auth.js';
import { ok } from '../../../http/envelope.js';
import { readInput } from '../../../http/input.js';
import { simplePage } from '../../../http/paginate.js';
import { promoGoods, PROMO_ORDER_STATUS_TEXT } from '../goods/promo.js';
import { anyPaging } from '../shared/http.js';
import { iso } from '../shared/time.js';

export function miaoshaRoutes(app: Hono<AppEnv>, ctx: ServerContext) {
  app.get('/addons/MiaoSha/api/v1/m/user/orders', requireAuth(ctx), async (c) => {
    const userId = currentUserId(c);
    const page = anyPaging(await readInput(c), 10);
    const total = (ctx.db.prepare('SELECT COUNT(*) AS n FROM ms_orders WHERE user_id = ?').get(userId) as { n: number }).n;
    const rows = ctx.db
      .prepare(
        `SELECT o.*, g.goods_type, g.other_id FROM ms_orders o JOIN ms_goods g ON g.id = o.goods_id
         WHERE o.user_id = ? ORDER BY o.id DESC LIMIT ? OFFSET ?`,
      )
      .all(userId, page.size, page.offset) as {
      id: number;
      goods_id: number;
      charge: number;
      status: number;
      created_at: number;
      updated_at: number;
      goods_type: string;
      other_id: number;
    }[];
    return ok(
      c,
      simplePage(
        rows.map((o) => ({
          id: o.id,
          user_id: userId,
          item_id: o.goods_id,
          charge: o.charge,
          status: o.status,
          status_text: PROMO_ORDER_STATUS_TEXT[o.status] ?? '',
          created_at: iso(o.created_at),
          updated_at: iso(o.updated_at),
          goods: promoGoods(ctx, o.goods_id, o.goods_type, o.other_id),
        })),
        total,
      ),
    );
  });
}
