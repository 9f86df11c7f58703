import type { Hono } from 'hono';
import type { ServerContext } from '#server/context.js';
import { currentUserId, requireAuth, type AppEnv } from '#server/http/auth.js';
import { atomically, atomicWrite } from '#server/http/atomic-write.js';
import { ok, ServiceError } from '#server/http/envelope.js';
import { readInput, validate } from '#server/http/input.js';
import { deliverGoods, goodsOwned } from '../goods/index.js';
import { PROMO_ORDER_STATUS, saleItem } from '../goods/promo.js';
import { salePlaces, type SalePlaceRow } from '../goods/sale-places.js';
import { checkImageCaptcha, placeOrder, type OrderGoods, type SellableKind } from '../shared/deps.js';
import { needId } from '../shared/http.js';
import type { MsGoodsRow } from './blocks.js';

/**
 * Flash-sale buying, in the public client's two steps (frontend-v3 miaosha-dialog, order page):
 * `m/{sale}/join` with an image captcha takes one unit of stock and answers the member's flash-sale
 * order (their "qualification", status 0); `m/order/{that order}/buy` then creates the ordinary
 * order at the sale price, paid through the usual payment routes. Paying delivers the item and
 * marks the flash-sale order paid.
 */

const sales = salePlaces<MsGoodsRow, SalePlaceRow>({ sales: 'ms_goods', places: 'ms_orders' }, '秒杀活动');
const { findSale, requireOpen } = sales;

/** `秒杀` order goods: the id is the member's flash-sale order, the price the one it was taken at. */
export const FLASH_SALE_GOODS: SellableKind = sales.kind(
  '秒杀',
  { missing: '秒杀订单不存在', free: '当前秒杀无法购买' },
  (ctx, userId, id, charge) => {
    const found = sales.placeItem(ctx, id);
    if (!found) throw new Error(`flash-sale order ${id} has nothing to deliver`);
    ctx.db
      .prepare('UPDATE ms_orders SET status = ?, updated_at = ? WHERE id = ?')
      .run(PROMO_ORDER_STATUS.PAID, ctx.options.now(), id);
    deliverGoods(ctx, userId, found.item, charge, `秒杀《${found.item.title}》`);
  },
);

export function miaoshaPurchaseRoutes(app: Hono<AppEnv>, ctx: ServerContext) {
  const db = ctx.db;

  app.post('/addons/MiaoSha/api/v1/m/:id/join', requireAuth(ctx), async (c) => {
    const id = needId(c);
    const input = validate(await readInput(c), {
      captcha: [{ required: '请输入图形验证码' }],
      captcha_key: [{ required: '参数错误' }],
    });
    const userId = currentUserId(c);
    if (!findSale(ctx, id)) throw new ServiceError('秒杀活动不存在');
    // The captcha is spent before anything about the sale is told, so stock cannot be probed by
    // script; spent outside the transaction below, so that a refusal there does not give it back.
    if (!checkImageCaptcha(ctx, input.captcha_key, input.captcha)) throw new ServiceError('图形验证码错误');
    return atomically(ctx, () => {
      const sale = findSale(ctx, id);
      if (!sale) throw new ServiceError('秒杀活动不存在');
      requireOpen(ctx, sale);
      const item = saleItem(ctx, sale);
      if (!item) throw new ServiceError('秒杀活动不存在');
      if (goodsOwned(ctx, userId, item)) throw new ServiceError('请勿重复购买');
      const earlier = db
        .prepare('SELECT status FROM ms_orders WHERE user_id = ? AND goods_id = ? AND status != ? ORDER BY id DESC')
        .get(userId, sale.id, PROMO_ORDER_STATUS.CANCELLED) as { status: number } | undefined;
      if (earlier?.status === PROMO_ORDER_STATUS.UNPAID) throw new ServiceError('您已获得秒杀资格，请尽快支付');
      if (earlier) throw new ServiceError('您已参与过本次秒杀');
      // One unit of stock per member, taken only while some is left (the column counts what was sold).
      const taken = db
        .prepare('UPDATE ms_goods SET over_num = over_num + 1 WHERE id = ? AND over_num < num')
        .run(sale.id).changes;
      if (!taken) throw new ServiceError('秒杀商品已售罄');
      const now = ctx.options.now();
      const orderId = Number(
        db
          .prepare(
            'INSERT INTO ms_orders (user_id, goods_id, charge, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
          )
          .run(userId, sale.id, sale.charge, PROMO_ORDER_STATUS.UNPAID, now, now).lastInsertRowid,
      );
      return ok(c, { id: orderId, status: PROMO_ORDER_STATUS.UNPAID, charge: sale.charge });
    });
  });

  // `{id}` is the member's flash-sale order from join; the body's goods_id (the public client sends it) is ignored.
  app.post(
    '/addons/MiaoSha/api/v1/m/order/:id/buy',
    requireAuth(ctx),
    atomicWrite(ctx, (c, input) => {
      const userId = currentUserId(c);
      const place = payablePlace(ctx, userId, needId(c));
      return ok(c, placeOrder(ctx, userId, FLASH_SALE_GOODS, place, input.promo_code));
    }),
  );
}

/**
 * A flash-sale place the member may pay for now: their own, not cancelled, inside the sale's
 * window while unpaid, and for an item they do not own yet. Answers the place's id.
 */
function payablePlace(ctx: ServerContext, userId: number, placeId: number): number {
  const order = sales.findPlace(ctx, placeId);
  if (!order || order.user_id !== userId) throw new ServiceError('秒杀订单不存在');
  if (order.status === PROMO_ORDER_STATUS.CANCELLED) throw new ServiceError('秒杀订单已取消');
  const sale = findSale(ctx, order.goods_id);
  if (!sale) throw new ServiceError('秒杀活动不存在');
  if (order.status === PROMO_ORDER_STATUS.UNPAID) requireOpen(ctx, sale);
  const item = saleItem(ctx, sale);
  if (item && goodsOwned(ctx, userId, item)) throw new ServiceError('请勿重复购买');
  return order.id;
}

/**
 * `秒杀` through `POST /api/v3/order` (4.9.14+): `goods_id` is the member's place from `m/{sale}/join`,
 * as `m/order/{place}/buy` names it; the captcha-guarded join stays the way a place is taken.
 */
export const FLASH_SALE_ORDER_GOODS: OrderGoods = {
  goodsType: FLASH_SALE_GOODS.type,
  kind: FLASH_SALE_GOODS,
  resolve: (ctx, userId, placeId) => payablePlace(ctx, userId, placeId),
};
