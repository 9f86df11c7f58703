import type { Hono } from 'hono';
import type { ServerContext } from '#server/context.js';
import { optionalAuth, requireAuth, type AppEnv } from '#server/http/auth.js';
import { ok } from '#server/http/envelope.js';
import { findSale, secondsUntil } from '../shared/promo-detail.js';
import { promoOrdersRoute, promoSaleItem } from '../shared/promo-listings.js';
import { stockState, type MsGoodsRow } from './blocks.js';

/**
 * A flash sale as the public client's detail pages read it (frontend-v3 src/components/miaosha-list,
 * miaosha-dialog): `over_num` is the stock left, `expired_seconds` the countdown to the end.
 */
export function flashSaleView(ctx: ServerContext, r: MsGoodsRow) {
  const now = ctx.options.now();
  return promoSaleItem(ctx, r, {
    ...stockState(r, now),
    is_start: r.started_at <= now && now < r.ended_at,
    expired_seconds: secondsUntil(r.ended_at, now),
  });
}

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

  // `{data: sale|null, order: the member's latest order of it|null}`; id 0 looks the sale up by item.
  app.get('/addons/MiaoSha/api/v1/m/:id', optionalAuth(ctx), async (c) => {
    const sale = await findSale<MsGoodsRow>(ctx, c, 'ms_goods', '秒杀活动不存在');
    const userId = c.get('userId');
    const order =
      sale && userId !== null
        ? (ctx.db
            .prepare(
              'SELECT id, status, charge FROM ms_orders WHERE user_id = ? AND goods_id = ? AND status != 3 ORDER BY id DESC LIMIT 1',
            )
            .get(userId, sale.id) as { id: number; status: number; charge: number } | undefined)
        : undefined;
    return ok(c, { data: sale ? flashSaleView(ctx, sale) : null, order: order ?? null });
  });
}
