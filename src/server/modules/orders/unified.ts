import type { Hono } from 'hono';
import type { ServerContext } from '../../context.js';
import { cacheGet, cachePut } from '../../db/cache.js';
import { atomicWrite } from '../../http/atomic-write.js';
import { currentUserId, requireAuth, type AppEnv } from '../../http/auth.js';
import { ok, ServiceError } from '../../http/envelope.js';
import { publicBase } from '../../http/public-url.js';
import { randomString } from '../content/deps.js';
import { orderGoodsOf } from './goods-kinds.js';
import { ORDER_STATUS } from './schema.js';
import { placeUnifiedOrder, type OrderRow } from './service.js';

/**
 * MeEdu 4.9.14's unified payment: `POST /api/v3/order` creates the order for any registered goods
 * type and answers where it is paid, the server's own cashier (`pay_url`, cashier.ts). The sign in
 * that address names the order for 30 minutes; no call issues another, so a member who comes back
 * later makes a new order.
 */
export const PAY_SIGN_TTL_SECONDS = 1800;

const signKey = (sign: string) => `payment-sign:${sign}`;

/** UniPayBus::generateSign: `order-` and 24 random characters, kept for 30 minutes. */
function issuePaySign(ctx: ServerContext, orderId: number): string {
  const sign = `order-${randomString(24)}`;
  cachePut(ctx, signKey(sign), orderId, PAY_SIGN_TTL_SECONDS);
  return sign;
}

/** The order a cashier sign names, while it is valid. */
export function orderOfSign(ctx: ServerContext, sign: unknown): OrderRow | undefined {
  if (typeof sign !== 'string' || !/^order-[A-Za-z0-9]{24}$/.test(sign)) return undefined;
  const id = cacheGet<number>(ctx, signKey(sign));
  return id === undefined
    ? undefined
    : (ctx.db.prepare('SELECT * FROM orders WHERE id = ?').get(id) as OrderRow | undefined);
}

export const cashierUrl = (ctx: ServerContext, sign: string) => `${publicBase(ctx)}/payment/index?sign=${sign}`;

/** `(int)` of PHP for an id field: digits only here, anything else is 0. */
const intOf = (v: unknown) => {
  const s = typeof v === 'number' || typeof v === 'string' ? String(v).trim() : '';
  return /^\d{1,12}$/.test(s) ? Number(s) : 0;
};

export function unifiedOrderRoutes(app: Hono<AppEnv>, ctx: ServerContext) {
  app.post(
    '/api/v3/order',
    requireAuth(ctx),
    atomicWrite(ctx, (c, input) => {
      const goodsType = typeof input.goods_type === 'string' ? input.goods_type.trim() : '';
      const goodsId = intOf(input.goods_id);
      if (!goodsType || !goodsId) throw new ServiceError('参数错误');
      const goods = orderGoodsOf(goodsType);
      if (!goods) throw new ServiceError('无法创建订单');
      const userId = currentUserId(c);
      const id = goods.resolve ? goods.resolve(ctx, userId, goodsId, input) : goodsId;
      const order = placeUnifiedOrder(ctx, userId, goods.kind, id, input.promo_code);
      const isPaid = order.status === ORDER_STATUS.PAID;
      const answer: Record<string, unknown> = {
        order_no: order.order_id,
        total: Math.max(0, order.charge - order.discount),
        discount: order.discount,
        is_paid: isPaid,
      };
      if (!isPaid) {
        const sign = issuePaySign(ctx, order.id);
        answer.pay_url = cashierUrl(ctx, sign);
        answer.sign = sign;
      }
      return ok(c, answer);
    }),
  );
}
