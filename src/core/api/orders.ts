import { getToken } from '../session/index.js';
import { absoluteUrl, apiBaseURL, get, post } from './client.js';
import { isOn, phpObject } from './normalise.js';
import type {
  CreatedOrder,
  Flag,
  OrderStatus,
  PaymentMethod,
  PaymentScene,
  PromoCode,
  PromoCodeCheck,
} from './types.js';

export const createCourseOrder = (input: { course_id: number; promo_code?: string }) =>
  post<CreatedOrder>('/api/v2/order/course', input);

export const createRoleOrder = (input: { role_id: number; promo_code?: string }) =>
  post<CreatedOrder>('/api/v2/order/role', input);

export const getOrderStatus = async (order_id: string) =>
  (await get<{ status: OrderStatus }>('/api/v2/order/status', { order_id })).status;

export const getPayments = (scene: PaymentScene = 'pc') => get<PaymentMethod[]>('/api/v2/order/payments', { scene });

/** `code_url` is the text to render as a QR code. */
export const payWechatScan = (order_id: string) =>
  post<{ code_url: string }>('/api/v2/order/pay/wechatScan', { order_id });

/** Hand-pay instructions; also switches the order's payment to handPay. */
export const handPay = (order_id: string) => post<{ text: string }>('/api/v3/order/pay/handPay', { order_id });

export interface PayRedirectInput {
  payment: string;
  payment_scene: PaymentScene;
  order_id: string;
  s_url?: string;
  f_url?: string;
  redirect?: string;
}

/** Alipay and similar gateways answer with a page or a 302: a navigation, so the token is a query. */
export const payRedirectUrl = (input: PayRedirectInput, token: string | null = getToken()) =>
  absoluteUrl(apiBaseURL(), '/api/v2/order/pay/redirect', { ...input, token });

/** null for an unknown code (the server sends `[]`). */
export const getPromoCode = async (code: string) =>
  phpObject(await get<PromoCode | []>(`/api/v2/promoCode/${encodeURIComponent(code)}`));

export const checkPromoCode = async (code: string): Promise<PromoCodeCheck> => {
  const raw = await get<{ can_use: Flag; promo_code: PromoCode | [] }>(
    `/api/v2/promoCode/${encodeURIComponent(code)}/check`,
  );
  return { can_use: isOn(raw.can_use), promo_code: phpObject(raw.promo_code) };
};

/** What an order asks to be paid (or was paid): its charge less a promo deduction the server lists. */
export function orderDue(order: { charge: unknown; discount?: unknown }): { due: number; discount: number } {
  const charge = Math.max(0, Number(order.charge) || 0);
  const discount = Math.min(charge, Math.max(0, Number(order.discount) || 0));
  return { due: charge - discount, discount };
}

/**
 * What an order bought, by the goods type the member order list gives (`COURSE`, `ROLE`, the
 * addons' `BOOK`, `直播课程`…), as a resource kind of core paths' resourcePath (`vip` for a role),
 * or null for goods without a page of their own (a flash-sale or group-buy place, whose own lists
 * link the item).
 */
export const orderGoodsKind = (goodsType: string): string | null => ORDER_GOODS_KINDS.get(goodsType) ?? null;

const ORDER_GOODS_KINDS = /* @__PURE__ */ new Map<string, string>(
  Object.entries({
    COURSE: 'course',
    ROLE: 'vip',
    VIDEO: 'video',
    BOOK: 'book',
    直播课程: 'live',
    文章: 'topic',
    学习路径: 'learnPath',
    试卷: 'paper',
    练习: 'practice',
    模拟试卷: 'mock_paper',
  }),
);
