import type { Hono } from 'hono';
import type { ServerContext } from '#server/context.js';
import { optionalAuth, requireAuth, type AppEnv } from '#server/http/auth.js';
import { ok } from '#server/http/envelope.js';
import { orderNoOfGoods, publicUsers } from '../shared/deps.js';
import { findSale, secondsUntil } from '../shared/promo-detail.js';
import { promoOrdersRoute, promoSaleItem, type PromoOrderRow } from '../shared/promo-listings.js';
import type { TgGoodsRow } from './blocks.js';
import { GROUP_OPEN_MS, GROUP_STATUS } from './groups.js';
import { GROUP_BUY_GOODS } from './purchase.js';

interface TgOrderRow extends PromoOrderRow {
  group_id: number;
  group_status: number;
  group_created_at: number;
}

interface GroupRow {
  id: number;
  leader_id: number;
  created_at: number;
}

/**
 * A group buy as the public client's detail pages read it (frontend-v3 src/components/tuangou-list):
 * `goods` with the group size and the countdown to the sale's end, the groups still forming
 * (`items`: members so far, places left, countdown) and `join_item`, the viewer's own forming
 * group or `[]`.
 */
function groupBuyView(ctx: ServerContext, sale: TgGoodsRow, userId: number | null) {
  const now = ctx.options.now();
  const open = ctx.db
    .prepare(
      'SELECT id, leader_id, created_at FROM tg_groups WHERE goods_id = ? AND status = ? AND created_at > ? ORDER BY id',
    )
    .all(sale.id, GROUP_STATUS.FORMING, now - GROUP_OPEN_MS) as GroupRow[];
  const members = ctx.db.prepare('SELECT user_id FROM tg_orders WHERE group_id = ? AND status = 1 ORDER BY id');
  const items = open.map((group) => {
    const ids = (members.all(group.id) as { user_id: number }[]).map((m) => m.user_id);
    const users = publicUsers(ctx, [group.leader_id, ...ids]);
    return {
      id: group.id,
      create_user_id: group.leader_id,
      create_user_avatar: users[group.leader_id]?.avatar ?? '',
      users: ids.filter((id) => users[id]).map((id) => users[id]),
      over_people_num: Math.max(0, sale.people_num - ids.length),
      count_down: secondsUntil(Math.min(group.created_at + GROUP_OPEN_MS, sale.ended_at), now),
    };
  });
  const mine =
    userId === null
      ? undefined
      : items.find(
          (i) =>
            !!ctx.db
              .prepare('SELECT 1 FROM tg_orders WHERE group_id = ? AND user_id = ? AND status IN (0, 1)')
              .get(i.id, userId),
        );
  return {
    goods: promoSaleItem(ctx, sale, {
      people_num: sale.people_num,
      ended_count_down: secondsUntil(sale.ended_at, now),
    }),
    items,
    join_item: mine ?? [],
  };
}

export function tuangouRoutes(app: Hono<AppEnv>, ctx: ServerContext) {
  app.get(
    '/addons/TuanGou/api/v1/t/member/orders',
    requireAuth(ctx),
    promoOrdersRoute<TgOrderRow>(
      ctx,
      {
        ordersTable: 'tg_orders',
        rowsSql: `SELECT o.*, g.goods_type, g.other_id, gr.status AS group_status, gr.created_at AS group_created_at
         FROM tg_orders o JOIN tg_goods g ON g.id = o.goods_id JOIN tg_groups gr ON gr.id = o.group_id
         WHERE o.user_id = ? ORDER BY o.id DESC LIMIT ? OFFSET ?`,
      },
      (o) => ({
        group_id: o.group_id,
        // A group still forming after its day has failed, whether or not anyone wrote that down.
        group_status:
          o.group_status === GROUP_STATUS.FORMING && o.group_created_at + GROUP_OPEN_MS <= ctx.options.now()
            ? GROUP_STATUS.FAILED
            : o.group_status,
        // The order that pays this place, so a member can go back to paying it.
        order_id: orderNoOfGoods(ctx, GROUP_BUY_GOODS.type, o.id),
      }),
    ),
  );

  // id 0 looks the group buy up by item; none for it answers {goods: null, items: [], join_item: []}.
  app.get('/addons/TuanGou/api/v1/t/:id', optionalAuth(ctx), async (c) => {
    const sale = await findSale<TgGoodsRow>(ctx, c, 'tg_goods', '团购活动不存在');
    return ok(c, sale ? groupBuyView(ctx, sale, c.get('userId')) : { goods: null, items: [], join_item: [] });
  });
}
