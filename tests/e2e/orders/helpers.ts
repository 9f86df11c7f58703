import type { BrowserContext } from 'playwright-core';
import { freshMobile, latestSms } from '../login/helpers.js';
import { api, TOKEN_KEY } from '../site/helpers.js';

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

/** An unpaid order for the course, made through the API (POST /api/v2/order/course); answers its number. */
export const orderCourse = async (token: string, courseId: number) =>
  (await api<{ order_id: string }>('/api/v2/order/course', { method: 'POST', body: { course_id: courseId }, token }))
    .order_id;
