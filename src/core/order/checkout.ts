/**
 * Buying, through whichever calls the server has (docs/capabilities.md, `orders`): until MeEdu
 * 4.9.13 each kind's own order call and the site's own choice of payment methods; from 4.9.14 one
 * `POST /api/v3/order` for every kind, paid at the server's cashier (`pay_url`). The order and
 * payment pages ask for "the payment methods" and "place this order" and read one shape.
 */
import type { OrderGoodsType } from '../paths/index.js';
import type { CreatedOrder, PaymentMethod } from './types.js';
import type { SystemConfig } from '../site/index.js';
import { createCourseOrder, createRoleOrder, getPayments, createFlashSaleOrder, createGroupBuyOrder } from './api.js';
import { createLiveOrder } from '../live/index.js';
import { createBookOrder } from '../book/index.js';
import { createTopicOrder } from '../topic/index.js';
import { createLearnPathOrder } from '../learn-path/index.js';
import { createExamOrder } from '../exam/index.js';
import { resolveDialect } from '../capabilities/index.js';
import { post, ApiError } from '../client/index.js';
import { safeHttpUrl } from '../guards/links.js';

/**
 * What an order is placed for: `id` is the item, except for `ms` (the member's flash-sale place,
 * from joining) and `tg` (the group-buy sale, `gid` the group to join, 0 to open one).
 */
export type OrderGoods = { kind: Exclude<OrderGoodsType, 'tg'>; id: number } | { kind: 'tg'; id: number; gid: number };

export interface PlacedOrder {
  /** The order number (v2 `order_id`, v3 `order_no`): what the status poll asks about. */
  orderNo: string;
  /** Nothing is left to pay (a free item, a promo code covering the price): delivered already. */
  paid: boolean;
  /**
   * Unpaid on a server with a cashier: where it takes the payment (checked by the one URL check),
   * what it asks for and the promo code's part. null: the site's own methods pay it (v2).
   */
  cashier: { payUrl: string; total: number; discount: number } | null;
}

/** The unified order's answer (MeEdu's V3 OrderController). */
export interface UnifiedOrder {
  order_no: string;
  total: number;
  discount: number;
  is_paid: boolean;
  pay_url?: string;
  sign?: string;
}

/**
 * The `goods_type` of `POST /api/v3/order` for each kind (MeEdu's apidoc lists them). Flash sales
 * are ordered by the member's place and group buys by the sale with `gid`, as the kinds' own buy
 * calls name them (docs/site-orders.md).
 */
const UNIFIED_GOODS_TYPE: Record<OrderGoodsType, string> = {
  course: 'COURSE',
  role: 'ROLE',
  live: '直播课程',
  book: 'BOOK',
  topic: '文章',
  path: '学习路径',
  paper: '试卷',
  mockpaper: '模拟试卷',
  practice: '练习',
  ms: '秒杀',
  tg: '课程团购',
};

type Promo = { promo_code?: string };

/** Each kind's own buy call (v2 servers; the public PC client's src/api/order.ts). */
const KIND_ORDER: {
  [K in OrderGoodsType]: (goods: Extract<OrderGoods, { kind: K }>, promo: Promo) => Promise<CreatedOrder>;
} = {
  course: ({ id }, promo) => createCourseOrder({ course_id: id, ...promo }),
  live: ({ id }, promo) => createLiveOrder(id, promo),
  book: ({ id }, promo) => createBookOrder(id, promo),
  topic: ({ id }, promo) => createTopicOrder(id, promo),
  path: ({ id }, promo) => createLearnPathOrder(id, promo),
  paper: ({ id }, promo) => createExamOrder('paper', id, promo),
  mockpaper: ({ id }, promo) => createExamOrder('mock_paper', id, promo),
  practice: ({ id }, promo) => createExamOrder('practice', id, promo),
  role: ({ id }, promo) => createRoleOrder({ role_id: id, ...promo }),
  ms: ({ id }, promo) => createFlashSaleOrder(id, promo),
  tg: ({ id, gid }, promo) => createGroupBuyOrder(id, { gid, ...promo }),
};

/** Shown when the server's cashier address fails the URL check: the order cannot be paid from here. */
export const CASHIER_REFUSED = '支付地址无效，请联系网站管理员';

/**
 * Places the order. On v3 `agree_protocol: 1` goes along: the order page asks for every agreement
 * config names before it lets the order out (MeEdu checks the field whether or not the site has
 * the agreement's text).
 */
export async function createOrder(goods: OrderGoods, promoCode?: string): Promise<PlacedOrder> {
  const promo = promoCode ? { promo_code: promoCode } : {};
  if ((await resolveDialect('orders')) === 'v2') {
    const create = KIND_ORDER[goods.kind] as (goods: OrderGoods, promo: Promo) => Promise<CreatedOrder>;
    const order = await create(goods, promo);
    // A promo code that covers the whole price leaves nothing to pay: the order is paid already.
    return { orderNo: order.order_id, paid: !order.continue_pay || order.status_text === '已支付', cashier: null };
  }
  const order = await post<UnifiedOrder>('/api/v3/order', {
    goods_type: UNIFIED_GOODS_TYPE[goods.kind],
    goods_id: goods.id,
    ...(goods.kind === 'tg' ? { gid: goods.gid } : {}),
    ...promo,
    agree_protocol: 1,
  });
  if (order.is_paid) return { orderNo: order.order_no, paid: true, cashier: null };
  const payUrl = safeHttpUrl(order.pay_url);
  // Only an absolute address leads to the server's cashier; a path would stay on this site.
  if (!payUrl || payUrl.startsWith('/')) throw new ApiError(1, CASHIER_REFUSED, 200);
  return {
    orderNo: order.order_no,
    paid: false,
    cashier: { payUrl, total: Number(order.total) || 0, discount: Number(order.discount) || 0 },
  };
}

/**
 * How orders are paid: the methods the site offers on PC (v2), or `cashier` where the server's
 * cashier offers its own (v3: no call; the cashier page shows what is enabled).
 */
export type PaymentOptions = { cashier: false; methods: PaymentMethod[] } | { cashier: true; methods: [] };

export async function paymentOptions(): Promise<PaymentOptions> {
  return (await resolveDialect('orders')) === 'v2'
    ? { cashier: false, methods: await getPayments('pc') }
    : { cashier: true, methods: [] };
}

/** An agreement to accept before ordering: its name (《…》) and its page on the server. */
export interface OrderAgreement {
  name: string;
  href: string;
}

/**
 * What the order page asks the member to accept for this kind (MeEdu's PC client): VIP plans the
 * member-service agreement config names from 4.9.10 (`vip_protocol`); everything else, paid
 * content, the purchase agreement it names from 4.9.27 (`paid_content_purchase_protocol`). The
 * server requires the consent (`agree_protocol`) exactly where its config names the agreement.
 */
export function orderAgreements(
  config: Pick<SystemConfig, 'vip_protocol' | 'paid_content_purchase_protocol'> | null | undefined,
  kind: OrderGoodsType,
): OrderAgreement[] {
  const [field, name] =
    kind === 'role'
      ? (['vip_protocol', '《会员服务协议》'] as const)
      : (['paid_content_purchase_protocol', '《付费内容购买协议》'] as const);
  const href = config?.[field];
  return typeof href === 'string' ? [{ name, href }] : [];
}
