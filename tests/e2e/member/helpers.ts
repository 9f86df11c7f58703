import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newPage } from '../browser.js';
import { dev, freshMobile, latestSms } from '../login/helpers.js';
import { api, TOKEN_KEY } from '../site/helpers.js';

export interface Member {
  mobile: string;
  password: string;
  token: string;
}

/** The image captcha's answer, read from the reference server's development endpoint. */
async function solvedCaptcha(): Promise<{ image_key: string; image_captcha: string }> {
  const { key } = await api<{ key: string }>('/api/v2/captcha/image');
  const { text } = await dev<{ text: string }>(`/__dev/captcha?key=${encodeURIComponent(key)}`);
  return { image_key: key, image_captcha: text };
}

/** Sends an SMS code through the real captcha and returns it from the dev outbox. */
export async function smsCode(mobile: string, scene: string): Promise<string> {
  await api('/api/v2/captcha/sms', { method: 'POST', body: { mobile, scene, ...(await solvedCaptcha()) } });
  return latestSms(mobile);
}

/** A throwaway member: registered through the API with an SMS code from the dev outbox, then logged in. */
export async function registerMember(password = 'pass1234'): Promise<Member> {
  const mobile = freshMobile();
  const mobile_code = await smsCode(mobile, 'register');
  await api('/api/v2/register/sms', { method: 'POST', body: { mobile, mobile_code, password, msv: '' } });
  const { token } = await api<{ token: string }>('/api/v2/login/password', {
    method: 'POST',
    body: { mobile, password },
  });
  return { mobile, password, token };
}

/** A page whose context starts logged in with `token`. */
export async function memberPage(
  browser: Browser,
  token: string,
  options: { width?: number } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage(browser, options);
  await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
  return { context, page };
}

export const memberDetail = (token: string) =>
  api<{ nick_name: string; mobile: string; credit1: number; is_bind_wechat: number; is_set_nickname: number }>(
    '/api/v2/member/detail',
    { token },
  );

/** Where screenshots go when SHOTS=1 (looked at by hand; not part of the assertions). */
export async function shot(page: Page, name: string): Promise<void> {
  if (!process.env.SHOTS) return;
  mkdirSync('/tmp/member-shots', { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `/tmp/member-shots/${name}-${width}.png`, fullPage: true });
}
