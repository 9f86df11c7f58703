import type { Hono } from 'hono';
import type { ServerContext } from '#server/context.js';
import { currentUserId, requireAuth, type AppEnv } from '#server/http/auth.js';
import { atomicWrite } from '#server/http/atomic-write.js';
import { ok, ServiceError } from '#server/http/envelope.js';
import { deliverGoods, goodsOwned } from '../goods/index.js';
import { PROMO_ORDER_STATUS, saleItem } from '../goods/promo.js';
import { salePlaces, type SalePlaceRow } from '../goods/sale-places.js';
import { placeOrder, type OrderGoods, type SellableKind } from '../shared/deps.js';
import { needId, needInt } from '../shared/http.js';
import type { TgGoodsRow } from './blocks.js';
import { GROUP_OPEN_MS, GROUP_STATUS } from './groups.js';

/**
 * Group buying as the public client does it (frontend-v3 tuangou-list, order page):
 * `POST t/{sale}/buy {gid, promo_code}` opens a group (`gid` 0) or takes a place in a forming one
 * and creates the ordinary order at the group price in the same step. A paid place counts as a
 * member of the group; when the group has `people_num` of them it is complete and every member
 * gets the item.
 */

interface TgOrderRow extends SalePlaceRow {
  group_id: number;
}

interface GroupRow {
  id: number;
  goods_id: number;
  leader_id: number;
  status: number;
  created_at: number;
}

const sales = salePlaces<TgGoodsRow, TgOrderRow>({ sales: 'tg_goods', places: 'tg_orders' }, '团购活动');
const { findSale } = sales;

const findGroup = (ctx: ServerContext, id: number) =>
  ctx.db.prepare('SELECT * FROM tg_groups WHERE id = ?').get(id) as GroupRow | undefined;

const paidMembers = (ctx: ServerContext, groupId: number) =>
  (
    ctx.db.prepare('SELECT COUNT(*) AS n FROM tg_orders WHERE group_id = ? AND status = ?').get(groupId, 1) as {
      n: number;
    }
  ).n;

/** Still taking members: forming, younger than a day and inside the sale's window. */
const groupOpen = (group: GroupRow, sale: TgGoodsRow, now: number) =>
  group.status === GROUP_STATUS.FORMING && group.created_at + GROUP_OPEN_MS > now && sale.ended_at > now;

function openGroup(ctx: ServerContext, saleId: number, leaderId: number): number {
  return Number(
    ctx.db
      .prepare('INSERT INTO tg_groups (goods_id, leader_id, status, created_at) VALUES (?, ?, ?, ?)')
      .run(saleId, leaderId, GROUP_STATUS.FORMING, ctx.options.now()).lastInsertRowid,
  );
}

/**
 * Paying a place: the place counts in its group; the group completes with its last member and
 * everyone in it gets the item. A group that filled up or closed while this member was paying is
 * not theirs to lose money on: they lead a new group with the payment instead.
 */
function payPlace(ctx: ServerContext, order: TgOrderRow): void {
  const db = ctx.db;
  const now = ctx.options.now();
  const sale = findSale(ctx, order.goods_id);
  const item = sale && saleItem(ctx, sale);
  if (!sale || !item) throw new Error(`group-buy order ${order.id} has nothing to deliver`);
  let groupId = order.group_id;
  const group = findGroup(ctx, groupId);
  if (!group || !groupOpen(group, sale, now) || paidMembers(ctx, groupId) >= sale.people_num) {
    groupId = openGroup(ctx, sale.id, order.user_id);
  }
  db.prepare('UPDATE tg_orders SET status = ?, group_id = ?, updated_at = ? WHERE id = ?').run(
    PROMO_ORDER_STATUS.PAID,
    groupId,
    now,
    order.id,
  );
  if (paidMembers(ctx, groupId) < sale.people_num) return;
  db.prepare('UPDATE tg_groups SET status = ? WHERE id = ?').run(GROUP_STATUS.COMPLETE, groupId);
  const members = db
    .prepare('SELECT user_id, charge FROM tg_orders WHERE group_id = ? AND status = ? ORDER BY id')
    .all(groupId, PROMO_ORDER_STATUS.PAID) as { user_id: number; charge: number }[];
  for (const m of members) deliverGoods(ctx, m.user_id, item, m.charge, `拼团《${item.title}》`);
}

/** `团购` order goods: the id is the member's group-buy place (tg_orders), the price the group price. */
export const GROUP_BUY_GOODS: SellableKind = sales.kind(
  '团购',
  { missing: '拼团订单不存在', free: '当前团购无法购买' },
  (ctx, _userId, id) => {
    const order = sales.findPlace(ctx, id);
    if (!order) throw new Error(`group-buy order ${id} does not exist`);
    if (order.status !== PROMO_ORDER_STATUS.PAID) payPlace(ctx, order);
  },
);

/**
 * Takes a place for the member in a group of the sale: a new group (`gid` 0) or a forming one,
 * checked against the sale's window, what the member owns and the groups they are in. Answers
 * the place (a tg_orders row, unpaid). `unified` (`POST /api/v3/order`): a place the member took
 * before and has not paid is taken again, since a new order is the only way to pay it once its
 * cashier address has lapsed.
 */
function takePlace(ctx: ServerContext, userId: number, saleId: number, gid: number, unified: boolean): number {
  const db = ctx.db;
  const now = ctx.options.now();
  const sale = findSale(ctx, saleId);
  const item = sale && saleItem(ctx, sale);
  if (!sale || !item) throw new ServiceError('团购活动不存在');
  sales.requireOpen(ctx, sale);
  if (goodsOwned(ctx, userId, item)) throw new ServiceError('请勿重复购买');
  const mine = db
    .prepare(
      `SELECT o.id, o.status FROM tg_orders o JOIN tg_groups g ON g.id = o.group_id
       WHERE o.user_id = ? AND o.goods_id = ? AND o.status IN (?, ?) AND g.status = ? AND g.created_at > ?
       ORDER BY o.status DESC, o.id DESC`,
    )
    .get(
      userId,
      sale.id,
      PROMO_ORDER_STATUS.UNPAID,
      PROMO_ORDER_STATUS.PAID,
      GROUP_STATUS.FORMING,
      now - GROUP_OPEN_MS,
    ) as { id: number; status: number } | undefined;
  if (mine) {
    if (unified && mine.status === PROMO_ORDER_STATUS.UNPAID) return mine.id;
    throw new ServiceError(
      unified ? '您已参与该商品的拼团' : '您已参与该商品的拼团，未支付的订单可在我的订单中继续支付',
    );
  }
  let groupId = gid;
  if (gid > 0) {
    const group = findGroup(ctx, gid);
    if (!group || group.goods_id !== sale.id) throw new ServiceError('拼团不存在');
    const full = group.status === GROUP_STATUS.COMPLETE || paidMembers(ctx, gid) >= sale.people_num;
    if (full) throw new ServiceError('该拼团人数已满');
    if (!groupOpen(group, sale, now)) throw new ServiceError('该拼团已结束');
  } else {
    groupId = openGroup(ctx, sale.id, userId);
  }
  return Number(
    db
      .prepare(
        'INSERT INTO tg_orders (user_id, goods_id, group_id, charge, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .run(userId, sale.id, groupId, sale.charge, PROMO_ORDER_STATUS.UNPAID, now, now).lastInsertRowid,
  );
}

/** gid 0 (or none) opens a group; another names the group to join. */
const groupOf = (input: Record<string, unknown>) =>
  input.gid === undefined || input.gid === '' || input.gid === null ? 0 : needInt(input, 'gid');

/**
 * `课程团购` through `POST /api/v3/order` (4.9.14+): `goods_id` is the sale, as `t/{sale}/buy`
 * names it, and `gid` the group to join (0 or none: open one), read from the same request as
 * MeEdu's own order hooks read `agree_protocol`. The place is taken in the order's transaction.
 */
export const GROUP_BUY_ORDER_GOODS: OrderGoods = {
  goodsType: '课程团购',
  kind: GROUP_BUY_GOODS,
  resolve: (ctx, userId, saleId, input) => takePlace(ctx, userId, saleId, groupOf(input), true),
};

export function tuangouPurchaseRoutes(app: Hono<AppEnv>, ctx: ServerContext) {
  app.post(
    '/addons/TuanGou/api/v1/t/:id/buy',
    requireAuth(ctx),
    atomicWrite(ctx, (c, input) => {
      const userId = currentUserId(c);
      const place = takePlace(ctx, userId, needId(c), groupOf(input), false);
      // A refused promo code (or any refusal here) undoes the group and the place with it.
      return ok(c, placeOrder(ctx, userId, GROUP_BUY_GOODS, place, input.promo_code));
    }),
  );
}
