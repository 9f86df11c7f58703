import type { Hono } from 'hono';
import type { ServerContext } from '../../context.js';
import { isoDateTime } from '../../db/index.js';
import { atomicWrite } from '../../http/atomic-write.js';
import { fail, ok, ServiceError } from '../../http/envelope.js';
import { currentUserId, requireAuth, type AppEnv } from '../../http/auth.js';
import { paging, readInput, validate } from '../../http/input.js';
import { laravelPage } from '../../http/paginate.js';
import { allowedRedirect, redirectOrigins, redirectTo, refusedReturn } from '../../http/redirect.js';
import { absoluteUrl, publicBase } from '../../http/public-url.js';
import { since } from '../../version.js';
import { getSetting } from '../site/settings.js';
import { cashierRoutes } from './cashier.js';
import { COURSE_GOODS, ROLE_GOODS } from './core-goods.js';
import { gatewayRoutes, gatewayUrl, issueTicket } from './gateway.js';
import { paymentIcon } from './icons.js';
import { ORDER_STATUS, STATUS_TEXT } from './schema.js';
import { unifiedOrderRoutes } from './unified.js';
import {
  canContinuePay,
  findOrderByNo,
  findPromoCode,
  gatewayEnabled,
  gatewaysFor,
  markOrderPaid,
  orderGoods,
  paymentName,
  placeOrder,
  promoCodeCanUse,
  promoCodeJson,
  type OrderRow,
} from './service.js';

const SCENES = ['pc', 'h5', 'wechat'] as const;

/**
 * An order of the signed-in member by its number; someone else's order is as good as missing
 * (a model not found: 资源不存在 code 404 from 4.9.10, 错误 before).
 */
function ownOrder(ctx: ServerContext, userId: number, orderNo: string): OrderRow {
  const order = orderNo ? findOrderByNo(ctx, orderNo) : undefined;
  if (!order || order.user_id !== userId) {
    throw since(ctx, '4.9.10') ? new ServiceError('资源不存在', 404) : new ServiceError('错误');
  }
  return order;
}

const positiveInt = (v: unknown) => {
  const s = typeof v === 'number' || typeof v === 'string' ? String(v).trim() : '';
  return /^\d{1,12}$/.test(s) ? Number(s) : 0;
};

export function orderRoutes(app: Hono<AppEnv>, ctx: ServerContext) {
  const auth = requireAuth(ctx);

  app.get('/api/v2/order/status', auth, async (c) => {
    const { order_id } = validate(await readInput(c), { order_id: [{ required: '参数错误' }] });
    const order = ownOrder(ctx, currentUserId(c), order_id);
    return ok(c, { status: order.status });
  });

  // MeEdu 4.9.14 unified payment: one order call for every kind of goods, paid at the server's
  // cashier; the v2 order, payment-method and pay routes are gone.
  if (since(ctx, '4.9.14')) {
    unifiedOrderRoutes(app, ctx);
    cashierRoutes(app, ctx);
  } else {
    v2PaymentRoutes(app, ctx);
  }
  memberAndPromoRoutes(app, ctx);
}

/** Until MeEdu 4.9.13: an order call per kind, the site's own choice of method, the pay calls. */
function v2PaymentRoutes(app: Hono<AppEnv>, ctx: ServerContext) {
  const db = ctx.db;
  const auth = requireAuth(ctx);

  app.post(
    '/api/v2/order/course',
    auth,
    atomicWrite(ctx, (c, input) =>
      ok(c, placeOrder(ctx, currentUserId(c), COURSE_GOODS, positiveInt(input.course_id), input.promo_code)),
    ),
  );

  app.post(
    '/api/v2/order/role',
    auth,
    atomicWrite(ctx, (c, input) =>
      ok(c, placeOrder(ctx, currentUserId(c), ROLE_GOODS, positiveInt(input.role_id), input.promo_code)),
    ),
  );

  app.get('/api/v2/order/payments', auth, async (c) => {
    const { scene } = validate(await readInput(c), {
      scene: [{ required: '参数错误' }, { in: SCENES, message: '参数错误' }],
    });
    return ok(
      c,
      gatewaysFor(ctx, scene).map((g) => ({
        sign: g.sign,
        name: g.name,
        icon: `${publicBase(ctx)}/images/payment/${g.sign}.svg`,
      })),
    );
  });

  app.post(
    '/api/v2/order/pay/wechatScan',
    auth,
    atomicWrite(ctx, (c, input) => {
      const { order_id } = validate(input, { order_id: [{ required: '参数错误' }] });
      const order = ownOrder(ctx, currentUserId(c), order_id);
      if (!canContinuePay(order)) return fail(c, '订单状态错误');
      if (!gatewayEnabled(ctx, 'wechat')) return fail(c, '参数错误');
      db.prepare(
        "UPDATE orders SET status = ?, payment = 'wechat', payment_method = 'scan', updated_at = ? WHERE id = ?",
      ).run(ORDER_STATUS.PAYING, ctx.options.now(), order.id);
      return ok(c, { code_url: gatewayUrl(ctx, issueTicket(ctx, { o: order.order_id, g: 'wechat', s: '', f: '' })) });
    }),
  );

  // A browser navigation (token in the query): answers with a 302 to the gateway, errors as JSON.
  app.get(
    '/api/v2/order/pay/redirect',
    auth,
    atomicWrite(ctx, (c, input) => {
      const { order_id, payment } = validate(input, {
        order_id: [{ required: '参数错误' }],
        payment: [{ required: '参数错误' }],
      });
      // Return addresses are optional ('' = the gateway shows a result page), but when given they
      // must be the site's own: the gateway sends the payer there.
      const origins = redirectOrigins(c, ctx);
      const returnAddress = (value: unknown) =>
        value === undefined || value === '' ? '' : allowedRedirect(value, origins);
      const success = returnAddress(input.redirect ?? input.s_url);
      const failure = returnAddress(input.f_url);
      if (success === null) return fail(c, refusedReturn(input.redirect ?? input.s_url, origins, '支付返回地址'));
      if (failure === null) return fail(c, refusedReturn(input.f_url, origins, '支付返回地址'));
      const scene = String(input.payment_scene ?? 'pc').trim() || 'pc';
      const order = ownOrder(ctx, currentUserId(c), order_id);
      if (payment === 'handPay' || !gatewaysFor(ctx, scene).some((g) => g.sign === payment)) return fail(c, '参数错误');
      if (!canContinuePay(order)) return fail(c, '订单状态错误');
      db.prepare('UPDATE orders SET status = ?, payment = ?, payment_method = ?, updated_at = ? WHERE id = ?').run(
        ORDER_STATUS.PAYING,
        payment,
        scene,
        ctx.options.now(),
        order.id,
      );
      return redirectTo(
        c,
        gatewayUrl(ctx, issueTicket(ctx, { o: order.order_id, g: payment, s: success, f: failure })),
        ctx,
      );
    }),
  );

  app.get('/api/v2/order/pay/handPay', auth, (c) => ok(c, { text: getSetting(ctx, 'payment.handPay.text') }));

  app.post(
    '/api/v3/order/pay/handPay',
    auth,
    atomicWrite(ctx, (c, input) => {
      const { order_id } = validate(input, { order_id: [{ required: '参数错误' }] });
      const order = ownOrder(ctx, currentUserId(c), order_id);
      if (!order.payment) {
        db.prepare("UPDATE orders SET payment = 'handPay', payment_method = 'hand', updated_at = ? WHERE id = ?").run(
          ctx.options.now(),
          order.id,
        );
      }
      return ok(c, { text: getSetting(ctx, 'payment.handPay.text') });
    }),
  );

  // Removed from the server in 4.9.5 while the client still calls it: an unknown route, so the
  // generic error whether or not a token is sent.
  app.post('/api/v2/order/video', (c) => fail(c, '错误'));
}

/** Promo codes, the member's orders, payment icons and the development settlement: every release. */
function memberAndPromoRoutes(app: Hono<AppEnv>, ctx: ServerContext) {
  const db = ctx.db;
  const auth = requireAuth(ctx);
  // From 4.9.14 the list holds paid orders only; from 4.9.27 each says what was refunded.
  const paidOnly = since(ctx, '4.9.14');
  const refunds = since(ctx, '4.9.27');

  app.get('/api/v2/promoCode/:code{[^/]+}/check', auth, (c) => {
    const promo = findPromoCode(ctx, c.req.param('code'));
    const canUse = !!promo && promoCodeCanUse(ctx, currentUserId(c), promo);
    return ok(c, { can_use: canUse ? 1 : 0, promo_code: promo ? promoCodeJson(promo) : [] });
  });
  app.get('/api/v2/promoCode/:code{[^/]+}', (c) => {
    const promo = findPromoCode(ctx, c.req.param('code'));
    return ok(c, promo ? promoCodeJson(promo) : []);
  });

  app.get('/api/v2/member/orders', auth, async (c) => {
    const userId = currentUserId(c);
    const { page, size, offset } = paging(await readInput(c), 'page_size', 10);
    const where = paidOnly ? `user_id = ? AND status = ${ORDER_STATUS.PAID}` : 'user_id = ?';
    const { n: total } = db.prepare(`SELECT COUNT(*) AS n FROM orders WHERE ${where}`).get(userId) as { n: number };
    const orders = db
      .prepare(`SELECT * FROM orders WHERE ${where} ORDER BY id DESC LIMIT ? OFFSET ?`)
      .all(userId, size, offset) as OrderRow[];
    const goods = orderGoods(
      ctx,
      orders.map((o) => o.id),
    );
    const data = orders.map((o) => ({
      id: o.id,
      user_id: o.user_id,
      charge: o.charge,
      // Not in MeEdu's list (it keeps the promo deduction in order_paid_records): named as its v3
      // order answer names it, so what was paid can be shown (charge - discount).
      discount: o.discount,
      order_id: o.order_id,
      payment_method: o.payment_method,
      status_text: STATUS_TEXT[o.status] ?? '',
      payment_text: paymentName(o.payment),
      continue_pay: canContinuePay(o),
      created_at: isoDateTime(o.created_at),
      ...(refunds ? { refund_amount: 0 } : {}),
      goods: goods
        .filter((g) => g.oid === o.id)
        .map((g) => ({
          num: g.num,
          goods_text: g.goods_type,
          charge: g.charge,
          goods_type: g.goods_type,
          goods_name: g.goods_name,
          goods_thumb: absoluteUrl(ctx, g.goods_thumb),
          goods_id: g.goods_id,
          goods_charge: g.goods_charge,
          goods_ori_charge: g.goods_ori_charge,
        })),
    }));
    return ok(
      c,
      laravelPage(data, total, page, size, ctx.options.publicUrl, 'api/v2/member/orders', { page_size: String(size) }),
    );
  });

  app.get('/images/payment/:file{[a-zA-Z]+\\.svg}', (c) => paymentIcon(c.req.param('file').replace(/\.svg$/, '')));

  if (!ctx.options.production) {
    gatewayRoutes(app, ctx);
    // Development only: settles an order as a gateway callback would (delivery, credit1, notification).
    app.post('/__dev/order/paid', async (c) => {
      const { order_id } = validate(await readInput(c), { order_id: [{ required: '参数错误' }] });
      const order = findOrderByNo(ctx, order_id);
      if (!order) throw new ServiceError('订单不存在');
      markOrderPaid(ctx, order.id, { payment: order.payment || 'alipay', method: order.payment_method || 'pc' });
      return ok(c, { status: ORDER_STATUS.PAID });
    });
  }
}
