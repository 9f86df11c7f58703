import type { Hono } from 'hono';
import type { ServerContext } from '../../../context.js';
import { requireAuth, type AppEnv } from '../../../http/auth.js';
import { promoOrdersRoute } from '../shared/promo-listings.js';

export function miaoshaRoutes(app: Hono<AppEnv>, ctx: ServerContext) {
  app.get(
    '/addons/MiaoSha/api/v1/m/user/orders',
    requireAuth(ctx),
    promoOrdersRoute(ctx, {
      ordersTable: 'ms_orders',
      rowsSql: `SELECT o.*, g.goods_type, g.other_id FROM ms_orders o JOIN ms_goods g ON g.id = o.goods_id
         WHERE o.user_id = ? ORDER BY o.id DESC LIMIT ? OFFSET ?`,
    }),
  );
}
