/**
 * Keys, reads and writes of buying: the sale boxes of an item, payment methods, the
 * payment step of an order and the member's order lists. Marked pure so a bundle keeps only what
 * it uses.
 */
import {
  createFlashSaleOrder,
  createGroupBuyOrder,
  createLiveOrder,
  getFlashSale,
  getGroupBuy,
  getMiaoshaOrders,
  getTuangouOrders,
  joinFlashSale,
} from '../api/addons.js';
import { getCaptchaImage } from '../api/auth.js';
import { getMemberOrders } from '../api/member.js';
import {
  checkPromoCode,
  createCourseOrder,
  createRoleOrder,
  getOrderStatus,
  getPayments,
  handPay,
  payWechatScan,
} from '../api/orders.js';
import type { CreatedOrder, PageQuery, PromoItemQuery, SizeQuery } from '../api/types.js';
import { defineMutation, defineQuery, STALE } from './index.js';

/** The gateways the server offers on PC. */
export const paymentMethods = /* @__PURE__ */ defineQuery('order:payments', () => getPayments('pc'), STALE.static);

/** The flash sale of an item page (id 0 + the item) or by its own id; stock moves, so member-fresh. */
export const flashSaleOfItem = /* @__PURE__ */ defineQuery(
  'sale:ms-item',
  (item: PromoItemQuery) => getFlashSale(0, item),
  STALE.member,
);
export const flashSale = /* @__PURE__ */ defineQuery('sale:ms', (id: number) => getFlashSale(id), STALE.member);
export const groupBuyOfItem = /* @__PURE__ */ defineQuery(
  'sale:tg-item',
  (item: PromoItemQuery) => getGroupBuy(0, item),
  STALE.member,
);
export const groupBuy = /* @__PURE__ */ defineQuery('sale:tg', (id: number) => getGroupBuy(id), STALE.member);

/**
 * The WeChat code of an order (it also marks the order as being paid). The address it names
 * stays valid for half an hour, so a reload within minutes may show the same one.
 */
export const wechatPayCode = /* @__PURE__ */ defineQuery(
  'order:wechat',
  (orderId: string) => payWechatScan(orderId),
  STALE.static,
);
/** Hand-pay instructions (HTML) for an order, which switches it to hand pay. */
export const handPayText = /* @__PURE__ */ defineQuery(
  'order:handpay',
  (orderId: string) => handPay(orderId),
  STALE.static,
);
/** One reading of an order's status (the success page); the payment page polls through core/payment. */
export const orderStatus = /* @__PURE__ */ defineQuery(
  'order:status',
  (orderId: string) => getOrderStatus(orderId),
  STALE.member,
);

export const memberOrders = /* @__PURE__ */ defineQuery(
  'member:orders',
  (q: PageQuery) => getMemberOrders(q),
  STALE.member,
);
export const groupBuyOrders = /* @__PURE__ */ defineQuery(
  'member:tg-orders',
  (q: SizeQuery) => getTuangouOrders(q),
  STALE.member,
);
export const flashSaleOrders = /* @__PURE__ */ defineQuery(
  'member:ms-orders',
  (q: SizeQuery) => getMiaoshaOrders(q),
  STALE.member,
);

/**
 * An image captcha for 立即秒杀; each new `round` (a refresh, a refused answer) is a new image.
 * A captcha is spent by the first answer, so a round is never asked for twice.
 */
export const flashSaleCaptcha = /* @__PURE__ */ defineQuery(
  'captcha:flash-sale',
  (_round: number) => getCaptchaImage(),
  STALE.static,
);

/** What changes once something is bought: ownership on item pages, sale boxes, the member's lists. */
export const AFTER_PURCHASE = ['course:', 'live:', 'sale:', 'member:'] as const;

/** Checks a promo code for this member; resolves whether it can be used and its deduction. */
export const promoCodeCheck = /* @__PURE__ */ defineMutation((code: string) => checkPromoCode(code));

/**
 * What the order page sells: a course, a live course, a VIP role, a flash-sale place (`id` = the member's
 * place, from joining) or a group-buy place (`id` = the sale, `gid` the group, 0 to open one).
 */
export type OrderGoods =
  { kind: 'course' | 'live' | 'role' | 'ms'; id: number } | { kind: 'tg'; id: number; gid: number };

/** Creates the order; one a promo code covers in full is paid at once. */
export const placeOrder = /* @__PURE__ */ defineMutation(
  async ({ goods, promo_code }: { goods: OrderGoods; promo_code?: string }, { invalidate }) => {
    const promo = promo_code ? { promo_code } : {};
    let order: CreatedOrder;
    if (goods.kind === 'course') order = await createCourseOrder({ course_id: goods.id, ...promo });
    else if (goods.kind === 'live') order = await createLiveOrder(goods.id, promo);
    else if (goods.kind === 'role') order = await createRoleOrder({ role_id: goods.id, ...promo });
    else if (goods.kind === 'ms') order = await createFlashSaleOrder(goods.id, promo);
    else if (goods.kind === 'tg') order = await createGroupBuyOrder(goods.id, { gid: goods.gid, ...promo });
    else throw new Error(`nothing sells ${JSON.stringify(goods)}`);
    invalidate(AFTER_PURCHASE);
    return order;
  },
);

/** 立即秒杀: takes a flash-sale place behind the image captcha. */
export const takeFlashSalePlace = /* @__PURE__ */ defineMutation(
  async (input: { id: number; captcha: string; captcha_key: string }, { invalidate }) => {
    const place = await joinFlashSale(input.id, { captcha: input.captcha, captcha_key: input.captcha_key });
    invalidate('sale:');
    return place;
  },
);
