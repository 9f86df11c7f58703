import type { BrowserContext } from 'playwright-core';
import { dev, freshMobile, latestSms } from '../login/helpers.js';
import { api, TOKEN_KEY } from '../site/helpers.js';

/** A member of their own for a test (registered through the API), so bought content and points stay theirs. */
export async function freshMember(): Promise<{ mobile: string; token: string }> {
  const mobile = freshMobile();
  const captcha = await api<{ key: string }>('/api/v2/captcha/image');
  const { text } = await dev<{ text: string }>(`/__dev/captcha?key=${encodeURIComponent(captcha.key)}`);
  await api('/api/v2/captcha/sms', {
    method: 'POST',
    body: { mobile, image_key: captcha.key, image_captcha: text, scene: 'register' },
  });
  const password = 'meedu123';
  await api('/api/v2/register/sms', {
    method: 'POST',
    body: { mobile, mobile_code: await latestSms(mobile), password },
  });
  const { token } = await api<{ token: string }>('/api/v2/login/password', {
    method: 'POST',
    body: { mobile, password },
  });
  return { mobile, token };
}

/** Every page of the context starts logged in with this token. */
export const useToken = (context: BrowserContext, token: string) =>
  context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [TOKEN_KEY, token] as const);

/**
 * Buys addon content the way a paid order ends: the buy endpoint creates the unpaid order, the
 * development endpoint settles it as a gateway callback would (delivery included).
 */
export async function buy(token: string, path: string): Promise<void> {
  const order = await api<{ order_id: string }>(path, { method: 'POST', body: {}, token });
  await api('/__dev/order/paid', { method: 'POST', body: { order_id: order.order_id } });
}

export const credit1Of = async (token: string) =>
  Number((await api<{ credit1: number }>('/api/v2/member/detail', { token })).credit1);
