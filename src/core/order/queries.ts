/**
 * Keys, reads and writes of buying: the sale boxes of an item, payment methods, the
 * payment step of an order and the member's order lists. Marked pure so a bundle keeps only what
 * it uses.
 */
import { defineQuery, STALE, defineMutation } from '../client/index.js';
import { paymentOptions, type OrderGoods, createOrder as place } from './checkout.js';
import type { PromoItemQuery } from './types.js';
import type { PageQuery, SizeQuery } from '../client/index.js';
import {
  getFlashSale,
  getGroupBuy,
  getTuangouOrders,
  getMiaoshaOrders,
  joinFlashSale,
  payWechatScan,
  handPay,
  getOrderStatus,
  checkPromoCode,
  getMemberOrders,
} from './api.js';
import { getCaptchaImage } from '../auth/index.js';

/** The gateways the site offers on PC, or the server's cashier, which offers its own (4.9.14+). */
export const paymentMethods = /* @__PURE__ */ defineQuery('order:payments', () => paymentOptions(), STALE.static);

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

export const ORDER_STATUS_KEY = 'order:status';

/**
 * One reading of an order's status (the payment page's first, the success page's); the payment
 * page then polls through core/payment, which drops this reading once the order is paid.
 */
export const orderStatus = /* @__PURE__ */ defineQuery(
  ORDER_STATUS_KEY,
  (orderId: string) => getOrderStatus(orderId),
  STALE.member,
);

/** Orders looked through for one order at most (an unpaid order is among the newest). */
const ORDER_SEARCH_PAGES = 5;

const ORDER_SEARCH_SIZE = 20;

/**
 * One order of the member (what it is for and its charge), found in their order list: the
 * contract has no read of a single order. null when it is not listed.
 */
export const memberOrder = /* @__PURE__ */ defineQuery(
  'member:order',
  async (orderId: string) => {
    for (let page = 1; page <= ORDER_SEARCH_PAGES; page++) {
      const list = await getMemberOrders({ page, page_size: ORDER_SEARCH_SIZE });
      const found = list.data.find((o) => o.order_id === orderId);
      if (found) return found;
      if (page >= list.last_page) break;
    }
    return null;
  },
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

/**
 * What changes once something is bought: ownership on item pages (courses, live courses, books,
 * topics, learning paths, exams), sale boxes, the member's lists and detail (VIP).
 */
export const AFTER_PURCHASE = [
  'course:',
  'live:',
  'book:',
  'topic:',
  'learnPath:',
  'exam:',
  'sale:',
  'member:',
] as const;

/** Checks a promo code for this member; resolves whether it can be used and its deduction. */
export const promoCodeCheck = /* @__PURE__ */ defineMutation((code: string) => checkPromoCode(code));

export type { OrderGoods, PaymentOptions, PlacedOrder } from './checkout.js';

/**
 * Creates the order through whichever calls the server has (core/order/checkout.ts); one with nothing
 * left to pay is paid at once.
 */
export const placeOrder = /* @__PURE__ */ defineMutation(
  async ({ goods, promo_code }: { goods: OrderGoods; promo_code?: string }, { invalidate }) => {
    const order = await place(goods, promo_code);
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
