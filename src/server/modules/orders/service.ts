import type { ServerContext } from '../../context.js';
import { isoDateTime, rawDateTime } from '../../db/index.js';
import { ServiceError } from '../../http/envelope.js';
import { sitePath } from '../../http/public-url.js';
import { notifyUser, rewardPaidOrder } from '../content/deps.js';
import { getSetting } from '../site/settings.js';
import { goodsKind, type SellableKind } from './goods-kinds.js';
import { ORDER_STATUS, STATUS_TEXT } from './schema.js';

export interface OrderRow {
  id: number;
  user_id: number;
  charge: number;
  order_id: string;
  status: number;
  payment: string;
  payment_method: string;
  promo_code_id: number;
  discount: number;
  created_at: number;
  updated_at: number;
}

export interface GoodsRow {
  id: number;
  oid: number;
  user_id: number;
  goods_id: number;
  /** A registered goods kind's `type` (goods-kinds.ts). */
  goods_type: string;
  goods_name: string;
  goods_thumb: string;
  goods_charge: number;
  goods_ori_charge: number;
  num: number;
  charge: number;
  created_at: number;
}

export interface PromoCodeRow {
  id: number;
  code: string;
  user_id: number;
  expired_at: number | null;
  invite_user_reward: number;
  invited_user_reward: number;
  use_times: number;
  used_times: number;
}

export interface Gateway {
  sign: string;
  name: string;
  scenes: string[];
}

/** Gateways in display order; each can be switched off through its `payment.<sign>.enabled` setting. */
export const GATEWAYS: Gateway[] = [
  { sign: 'alipay', name: '支付宝', scenes: ['pc', 'h5'] },
  { sign: 'wechat', name: '微信支付', scenes: ['pc'] },
  { sign: 'handPay', name: '手动打款', scenes: ['pc', 'h5', 'wechat'] },
];

/** Gateways whose only implementation is the simulated cashier, which production mode does not offer. */
const SIMULATED = new Set(['alipay', 'wechat']);

export const gatewayEnabled = (ctx: ServerContext, sign: string) =>
  !(ctx.options.production && SIMULATED.has(sign)) && getSetting(ctx, `payment.${sign}.enabled`) === '1';

export function gatewaysFor(ctx: ServerContext, scene: string): Gateway[] {
  return GATEWAYS.filter((g) => g.scenes.includes(scene) && gatewayEnabled(ctx, g.sign));
}

export function paymentName(payment: string): string {
  return GATEWAYS.find((g) => g.sign === payment)?.name ?? '';
}

/** Unpaid and paying orders can still be paid (Order::continue_pay). */
export const canContinuePay = (o: OrderRow) => o.status === ORDER_STATUS.UNPAID || o.status === ORDER_STATUS.PAYING;

/** The create-order answer: no goods, no payment_method, no numeric status. */
export function orderJson(o: OrderRow) {
  return {
    id: o.id,
    user_id: o.user_id,
    charge: o.charge,
    order_id: o.order_id,
    created_at: isoDateTime(o.created_at),
    status_text: STATUS_TEXT[o.status] ?? '',
    payment_text: paymentName(o.payment),
    continue_pay: canContinuePay(o),
  };
}

export function findOrderByNo(ctx: ServerContext, orderNo: string): OrderRow | undefined {
  return ctx.db.prepare('SELECT * FROM orders WHERE order_id = ?').get(orderNo) as OrderRow | undefined;
}

export function orderGoods(ctx: ServerContext, orderIds: number[]): GoodsRow[] {
  return ctx.db
    .prepare('SELECT * FROM order_goods WHERE oid IN (SELECT value FROM json_each(?)) ORDER BY id')
    .all(JSON.stringify(orderIds)) as GoodsRow[];
}

/**
 * The number of the newest order carrying this item ('' when none), for owners of a kind whose
 * own rows stand for an order (a group-buy place) to point back at the order that pays it.
 */
export function orderNoOfGoods(ctx: ServerContext, goodsType: string, goodsId: number): string {
  const row = ctx.db
    .prepare(
      `SELECT o.order_id FROM order_goods g JOIN orders o ON o.id = g.oid
       WHERE g.goods_type = ? AND g.goods_id = ? ORDER BY o.id DESC LIMIT 1`,
    )
    .get(goodsType, goodsId) as { order_id: string } | undefined;
  return row?.order_id ?? '';
}

/**
 * v2 orders: `<userId><His><2 random digits>`; unified (v3) orders: `YYYYmmddHHiiss` and 4 random
 * digits, 18 in all. Both in PRC time, retried on the rare collision.
 */
function newOrderNo(ctx: ServerContext, userId: number, unified: boolean): string {
  const stamp = rawDateTime(ctx.options.now()).replace(/\D/g, '');
  for (let attempt = 0; attempt < 200; attempt++) {
    const no = unified
      ? `${stamp}${1000 + Math.floor(Math.random() * 9000)}`
      : `${userId}${stamp.slice(8)}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;
    const unique = attempt >= 100 ? `${no}${attempt}` : no;
    if (!findOrderByNo(ctx, unique)) return unique;
  }
  throw new Error('no free order number');
}

export function findPromoCode(ctx: ServerContext, code: string): PromoCodeRow | undefined {
  return ctx.db.prepare('SELECT * FROM promo_codes WHERE code = ?').get(code) as PromoCodeRow | undefined;
}

export function promoCodeJson(p: PromoCodeRow) {
  return {
    id: p.id,
    code: p.code,
    expired_at: p.expired_at === null ? null : rawDateTime(p.expired_at),
    invited_user_reward: p.invited_user_reward,
    invite_user_reward: p.invite_user_reward,
  };
}

/** Not expired, not used up, not the member's own code, and not used by them before. */
export function promoCodeCanUse(ctx: ServerContext, userId: number, p: PromoCodeRow): boolean {
  if (p.expired_at !== null && p.expired_at <= ctx.options.now()) return false;
  if (p.use_times > 0 && p.used_times >= p.use_times) return false;
  if (p.user_id === userId) return false;
  return !ctx.db.prepare('SELECT 1 FROM promo_code_records WHERE user_id = ? AND code_id = ?').get(userId, p.id);
}

const promoOf = (ctx: ServerContext, raw: unknown): PromoCodeRow | undefined => {
  const code = typeof raw === 'string' || typeof raw === 'number' ? String(raw).trim() : '';
  return code ? findPromoCode(ctx, code) : undefined;
};

/** A promo code given with a v2 order: unknown codes are ignored, known but unusable ones refused. */
export function orderPromo(ctx: ServerContext, userId: number, raw: unknown): PromoCodeRow | null {
  const promo = promoOf(ctx, raw);
  if (!promo) return null;
  if (!promoCodeCanUse(ctx, userId, promo)) throw new ServiceError('当前优惠码不可用');
  return promo;
}

/**
 * A member orders one item through `POST /api/v3/order` (MeEdu 4.9.14+): no 请勿重复购买 and no
 * refusal of a free item (nothing left to pay makes the order paid at once), a promo code that
 * cannot be used is silently left out, and the order starts 支付中 (status 5).
 */
export function placeUnifiedOrder(
  ctx: ServerContext,
  userId: number,
  kind: SellableKind,
  id: number,
  promoCode: unknown,
): OrderRow {
  const item = kind.find(ctx, id);
  if (!item) throw new ServiceError(kind.missing);
  const promo = promoOf(ctx, promoCode);
  return createOrder(
    ctx,
    userId,
    { goods_id: id, goods_type: kind.type, goods_name: item.name, goods_thumb: item.thumb, charge: item.charge },
    promo && promoCodeCanUse(ctx, userId, promo) ? promo : null,
    { unified: true },
  );
}

/**
 * A member orders one item of a sellable kind, the checks in the PHP order: the item must exist,
 * cost something and not be owned yet; only then is the promo code looked at. Answers the
 * create-order shape (an unpaid order, or a paid one when a promo code covered the price).
 */
export function placeOrder(ctx: ServerContext, userId: number, kind: SellableKind, id: number, promoCode: unknown) {
  const item = id > 0 ? kind.find(ctx, id) : undefined;
  if (!item) throw new ServiceError(kind.missing);
  if (item.charge <= 0) throw new ServiceError(kind.free);
  if (kind.owned(ctx, userId, id)) throw new ServiceError('请勿重复购买');
  const promo = orderPromo(ctx, userId, promoCode);
  const order = createOrder(
    ctx,
    userId,
    { goods_id: id, goods_type: kind.type, goods_name: item.name, goods_thumb: item.thumb, charge: item.charge },
    promo,
  );
  return orderJson(order);
}

export interface NewGoods {
  goods_id: number;
  goods_type: string;
  goods_name: string;
  goods_thumb: string;
  charge: number;
}

/**
 * Creates an unpaid order for one item. A promo code is spent on it right away; when it covers
 * the whole price there is nothing left to collect and the order is paid on the spot. `unified`:
 * an order of `POST /api/v3/order` (its number form, status 5 from the start).
 */
export function createOrder(
  ctx: ServerContext,
  userId: number,
  goods: NewGoods,
  promo: PromoCodeRow | null,
  { unified = false }: { unified?: boolean } = {},
): OrderRow {
  const db = ctx.db;
  const now = ctx.options.now();
  const orderId = db.transaction(() => {
    const discount = promo ? Math.min(goods.charge, Math.max(0, promo.invited_user_reward)) : 0;
    const status = unified ? ORDER_STATUS.PAYING : ORDER_STATUS.UNPAID;
    const id = Number(
      db
        .prepare(
          `INSERT INTO orders (user_id, charge, order_id, status, payment, payment_method, promo_code_id, discount, created_at, updated_at)
           VALUES (?, ?, ?, ?, '', '', ?, ?, ?, ?)`,
        )
        .run(userId, goods.charge, newOrderNo(ctx, userId, unified), status, promo?.id ?? 0, discount, now, now)
        .lastInsertRowid,
    );
    db.prepare(
      `INSERT INTO order_goods (oid, user_id, goods_id, goods_type, goods_name, goods_thumb, goods_charge, goods_ori_charge, num, charge, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?)`,
      // The thumb is kept as a site path and made absolute when answering (http/public-url.ts).
    ).run(
      id,
      userId,
      goods.goods_id,
      goods.goods_type,
      goods.goods_name,
      sitePath(ctx, goods.goods_thumb),
      // MeEdu's unified orders store 0 in goods_charge and goods_ori_charge; `charge` holds the price.
      unified ? 0 : goods.charge,
      unified ? 0 : goods.charge,
      goods.charge,
      now,
    );
    if (promo) {
      db.prepare('INSERT INTO promo_code_records (user_id, code_id, order_id, created_at) VALUES (?, ?, ?, ?)').run(
        userId,
        promo.id,
        id,
        now,
      );
      db.prepare('UPDATE promo_codes SET used_times = used_times + 1, updated_at = ? WHERE id = ?').run(now, promo.id);
    }
    if (discount >= goods.charge) markOrderPaid(ctx, id, { payment: '', method: '' });
    return id;
  })();
  return db.prepare('SELECT * FROM orders WHERE id = ?').get(orderId) as OrderRow;
}

/**
 * The OrderPaidEvent: delivers every item through its registered goods kind, pays the credit1 reward
 * for the amount actually paid, and notifies the member. Paying a paid order changes nothing.
 */
export function markOrderPaid(ctx: ServerContext, orderId: number, via?: { payment: string; method: string }): boolean {
  const db = ctx.db;
  return db.transaction(() => {
    const order = db.prepare('SELECT * FROM orders WHERE id = ?').get(orderId) as OrderRow | undefined;
    if (!order) throw new ServiceError('订单不存在');
    if (order.status === ORDER_STATUS.PAID) return false;
    if (order.status === ORDER_STATUS.CANCELLED) throw new ServiceError('订单状态错误');
    const now = ctx.options.now();
    db.prepare(
      `UPDATE orders SET status = ?, payment = CASE WHEN ? != '' THEN ? ELSE payment END,
       payment_method = CASE WHEN ? != '' THEN ? ELSE payment_method END, updated_at = ? WHERE id = ?`,
    ).run(
      ORDER_STATUS.PAID,
      via?.payment ?? '',
      via?.payment ?? '',
      via?.method ?? '',
      via?.method ?? '',
      now,
      order.id,
    );
    const goods = orderGoods(ctx, [order.id]);
    for (const g of goods) {
      const kind = goodsKind(g.goods_type);
      // Thrown inside the transaction: the order stays unpaid rather than paid with nothing delivered.
      if (!kind) throw new Error(`order ${order.order_id}: no delivery registered for goods type ${g.goods_type}`);
      kind.deliver(ctx, order.user_id, g.goods_id, g.charge);
    }
    const paid = Math.max(0, order.charge - order.discount);
    rewardPaidOrder(ctx, order.user_id, order.order_id, paid);
    const names = goods.map((g) => `《${g.goods_name}》`).join('、');
    notifyUser(ctx, order.user_id, `您的订单${order.order_id}已支付成功，${names}已为您开通。`);
    return true;
  })();
}
