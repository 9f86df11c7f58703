import type { Hono } from 'hono';
import type { ServerContext } from '../../../context.js';
import { requireAuth, type AppEnv } from '../../../http/auth.js';
import { promoOrdersRoute, type PromoOrderRow } from '../shared/promo-listings.js';

interface TgOrderRow extends PromoOrderRow {
  group_id: number;
  group_status: number;
}

export function tuangouRoutes(app: Hono<AppEnv>, ctx: ServerContext) {
  app.get(
    '/addons/TuanGou/api/v1/t/member/orders',
    requireAuth(ctx),
    promoOrdersRoute<TgOrderRow>(
      ctx,
      {
        ordersTable: 'tg_orders',
        rowsSql: `SELECT o.*, g.goods_type, g.other_id, gr.status AS group_status FROM tg_orders o
         JOIN tg_goods g ON g.id = o.goods_id JOIN tg_groups gr ON gr.id = o.group_id
         WHERE o.user_id = ? ORDER BY o.id DESC LIMIT ? OFFSET ?`,
      },
      (o) => ({ group_id: o.group_id, group_status: o.group_status }),
    ),
  );
}
