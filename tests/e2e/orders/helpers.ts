import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { freshMobile, latestSms } from '../login/helpers.js';
import { api, TOKEN_KEY, waitForToast } from '../site/helpers.js';

export const PASSWORD = 'buy12345';

/** A brand-new member, registered through the API with the development SMS outbox; answers the token. */
export async function registerMember(): Promise<{ mobile: string; token: string }> {
  const mobile = freshMobile();
  const { key } = await api<{ key: string }>('/api/v2/captcha/image');
  const { text } = await api<{ text: string }>(`/__dev/captcha?key=${encodeURIComponent(key)}`);
  await api('/api/v2/captcha/sms', {
    method: 'POST',
    body: { mobile, image_key: key, image_captcha: text, scene: 'register' },
  });
  const mobile_code = await latestSms(mobile);
  await api('/api/v2/register/sms', { method: 'POST', body: { mobile, mobile_code, password: PASSWORD } });
  const { token } = await api<{ token: string }>('/api/v2/login/password', {
    method: 'POST',
    body: { mobile, password: PASSWORD },
  });
  return { mobile, token };
}

/** Makes every page of the context start logged in with this token. */
export async function signIn(context: BrowserContext, token: string): Promise<void> {
  await context.addInitScript(([k, v]) => window.localStorage.setItem(k, v), [TOKEN_KEY, token] as const);
}

/** Settles an order as a gateway would (POST /__dev/order/paid). */
export const payOnServer = (orderNo: string) =>
  api('/__dev/order/paid', { method: 'POST', body: { order_id: orderNo } });

/** Figures for the record: what one page view asks the server. */
export const reportCalls = (what: string, calls: string[]) =>
  console.log(`[api calls] ${what}: ${calls.length} (${calls.join(', ')})`);

/** What `POST /api/v3/order` answers (MeEdu 4.9.14+, the reference server's default 4.9.30). */
export interface UnifiedOrder {
  order_no: string;
  total: number;
  discount: number;
  is_paid: boolean;
  pay_url?: string;
}

/** An unpaid order for the course, made through the API (`POST /api/v3/order`); answers its number. */
export const orderCourse = async (token: string, courseId: number) =>
  (
    await api<UnifiedOrder>('/api/v3/order', {
      method: 'POST',
      body: { goods_type: 'COURSE', goods_id: courseId, agree_protocol: 1 },
      token,
    })
  ).order_no;

/** The order page's agreement box (《付费内容购买协议》, or 《会员服务协议》 for VIP), ticked. */
export async function tickAgreement(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: /^我已阅读并同意《.+》$/ }).check();
}

/**
 * The payer's phone: opens the cashier at `pay_url` (the QR code's text), chooses WeChat there and
 * confirms at the simulated gateway, as the reference server's cashier and gateway take it.
 */
export async function payAtCashier(payUrl: string): Promise<void> {
  const form = (fields: Record<string, string>) => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual' as const,
  });
  const cashier = await fetch(payUrl);
  expect(cashier.status).toBe(200);
  expect(await cashier.text()).toContain('收银台');
  const chosen = await fetch(payUrl, form({ payment_method: 'wechat', platform: 'h5' }));
  const gateway = new URL(chosen.headers.get('location')!, payUrl);
  const paid = await fetch(
    new URL('/pay/gateway', gateway),
    form({ ticket: gateway.searchParams.get('ticket')!, action: 'pay' }),
  );
  expect(paid.status).toBeLessThan(400);
}

/**
 * On the order page: ticks the agreement and presses 提交订单; the order goes to `POST /api/v3/order`
 * and the payment page shows its cashier as a QR code. Answers the order's answer.
 */
export async function submitOrder(page: Page): Promise<UnifiedOrder> {
  await tickAgreement(page);
  const created = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/v3/order',
  );
  await page.getByRole('button', { name: '提交订单' }).click();
  const order = ((await (await created).json()) as { data: UnifiedOrder }).data;
  await page.waitForURL((u) => u.pathname === '/order/pay' && u.searchParams.get('order_id') === order.order_no);
  await page.getByRole('img', { name: '支付二维码' }).waitFor();
  return order;
}

/** The payer pays the order shown on the payment page; the page sees it and moves on to 支付成功. */
export async function payAndSucceed(page: Page, order: UnifiedOrder): Promise<void> {
  await payAtCashier(order.pay_url!);
  await waitForToast(page, '已成功支付');
  await page.waitForURL((u) => u.pathname === '/order/success');
  await page.getByRole('heading', { level: 1, name: '支付成功' }).waitFor();
}
