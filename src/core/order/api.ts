/** Orders of each kind, payment, promo codes, the member's orders, flash sales (MiaoSha) and group buys (TuanGou). */
import type { PageQuery, LaravelPage, SizeQuery, SimplePage, Flag } from '../client/index.js';
import type {
  MemberOrder,
  GroupBuyOrder,
  FlashSaleOrder,
  PromoItemQuery,
  FlashSaleDetail,
  GroupBuyDetail,
  FlashSaleJoin,
  CreatedOrder,
  OrderStatus,
  PaymentScene,
  PaymentMethod,
  PromoCode,
  PromoCodeCheck,
} from './types.js';
import { get, post, absoluteUrl, apiBaseURL, phpObject } from '../client/index.js';
import { getToken } from '../session/index.js';
import { isOn } from '../features/index.js';

export const getMemberOrders = (query?: PageQuery) => get<LaravelPage<MemberOrder>>('/api/v2/member/orders', query);

export const getTuangouOrders = (q?: SizeQuery) =>
  get<SimplePage<GroupBuyOrder>>('/addons/TuanGou/api/v1/t/member/orders', q);

export const getMiaoshaOrders = (q?: SizeQuery) =>
  get<SimplePage<FlashSaleOrder>>('/addons/MiaoSha/api/v1/m/user/orders', q);

export const getFlashSale = (id: number, q?: PromoItemQuery) =>
  get<FlashSaleDetail>(`/addons/MiaoSha/api/v1/m/${id}`, q);

export const getGroupBuy = (id: number, q?: PromoItemQuery) => get<GroupBuyDetail>(`/addons/TuanGou/api/v1/t/${id}`, q);

/** Takes a flash-sale place (one unit of stock) behind an image captcha. */
export const joinFlashSale = (id: number, input: { captcha: string; captcha_key: string }) =>
  post<FlashSaleJoin>(`/addons/MiaoSha/api/v1/m/${id}/join`, input);

/** The order paying a flash-sale place (`placeId` from joinFlashSale). */
export const createFlashSaleOrder = (placeId: number, input: { promo_code?: string }) =>
  post<CreatedOrder>(`/addons/MiaoSha/api/v1/m/order/${placeId}/buy`, { goods_id: placeId, ...input });

/** Opens a group (`gid` 0) or joins one, with the order paying the place. */
export const createGroupBuyOrder = (saleId: number, input: { gid: number; promo_code?: string }) =>
  post<CreatedOrder>(`/addons/TuanGou/api/v1/t/${saleId}/buy`, { goods_id: saleId, ...input });

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
