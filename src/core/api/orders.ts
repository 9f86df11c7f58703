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
