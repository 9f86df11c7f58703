import { expect } from 'vitest';
import type { Browser, Page, Response } from 'playwright-core';
import { baseURL } from '../browser.js';

/** Calls a development endpoint of the reference server and unwraps its envelope. */
export async function dev<T>(path: string, init?: { method?: string; body?: unknown }): Promise<T> {
  const res = await fetch(baseURL() + path, {
    method: init?.method ?? 'GET',
    headers: init?.body ? { 'Content-Type': 'application/json' } : undefined,
    body: init?.body ? JSON.stringify(init.body) : undefined,
  });
  const json = (await res.json()) as { code: number; message: string; data: T };
  if (json.code !== 0) throw new Error(`${path}: ${json.message}`);
  return json.data;
}

/**
 * The learner's phone (the outside world) scanning a WeChat QR code of MeEdu 4.9.12+: opens its
 * address, presses 微信授权 and, at the reference server's simulated WeChat, the account to sign
 * in with (`以会员 #2 已绑定的微信授权`, `以一个新的微信用户授权`…); the page then says to go back
 * to the computer.
 */
export async function scanWithPhone(browser: Browser, url: string, account: RegExp): Promise<void> {
  const phone = await browser.newContext({ viewport: { width: 375, height: 800 }, locale: 'zh-CN' });
  try {
    const tab = await phone.newPage();
    await tab.goto(url);
    await tab.getByRole('link', { name: '微信授权' }).click();
    await tab.getByRole('link', { name: account }).click();
    await tab.getByText('请返回电脑继续操作。').waitFor();
  } finally {
    await phone.close();
  }
}

export const isCaptchaImage = (r: Response) =>
  r.url().includes('/api/v2/captcha/image') && r.request().method() === 'GET';

/**
 * Remembers every image captcha the page loads (by image), so a test can answer the one the dialog
 * actually shows: replies of an earlier form may still arrive after a view changes.
 */
export function trackCaptchas(page: Page): Map<string, string> {
  const byImage = new Map<string, string>();
  page.on('response', (r) => {
    if (!isCaptchaImage(r)) return;
    r.json().then(
      (body: { data?: { key: string; img: string } }) => {
        if (body.data) byImage.set(body.data.img, body.data.key);
      },
      () => {},
    );
  });
  return byImage;
}

const captchaImg = (page: Page) =>
  page.getByRole('dialog').getByRole('button', { name: '点击刷新图形验证码' }).locator('img');

/** The captcha the dialog shows now, with its answer; `not` skips an image already used. */
export async function shownCaptcha(
  page: Page,
  known: Map<string, string>,
  not?: string,
): Promise<{ key: string; text: string; img: string }> {
  let img = '';
  await expect
    .poll(
      async () => {
        img =
          (await captchaImg(page)
            .getAttribute('src')
            .catch(() => null)) ?? '';
        return !!img && img !== not && known.has(img);
      },
      { timeout: 10_000, interval: 50 },
    )
    .toBe(true);
  const key = known.get(img) as string;
  const { text } = await dev<{ text: string }>(`/__dev/captcha?key=${encodeURIComponent(key)}`);
  return { key, text, img };
}

export const latestSms = (mobile: string) =>
  dev<{ mobile_code: string }>(`/__dev/sms/latest?mobile=${mobile}`).then((d) => d.mobile_code);

/** A mobile nobody has: 139 + 8 digits from the time and a counter. */
let counter = 0;
export function freshMobile(): string {
  counter = (counter + 1) % 100;
  const n = (Date.now() % 1_000_000) * 100 + counter;
  return `139${String(n).padStart(8, '0')}`;
}

/** Records meedu:* events the embed runtime raises (they bubble and are composed). */
export async function recordEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __meeduEvents: Array<{ type: string; detail: unknown }> };
    w.__meeduEvents = [];
    for (const type of ['meedu:login', 'meedu:logout', 'meedu:error']) {
      document.addEventListener(type, (e) => w.__meeduEvents.push({ type, detail: (e as CustomEvent).detail }));
    }
  });
}

export const events = (page: Page) =>
  page.evaluate(() => (window as unknown as { __meeduEvents: Array<{ type: string; detail: unknown }> }).__meeduEvents);

export async function waitForEvent(page: Page, type: string): Promise<unknown> {
  const handle = await page.waitForFunction(
    (t) =>
      (window as unknown as { __meeduEvents: Array<{ type: string; detail: unknown }> }).__meeduEvents.find(
        (e) => e.type === t,
      ),
    type,
  );
  return handle.jsonValue();
}

/** The element that really has focus, walking into shadow roots; described for assertions. */
export const focused = (page: Page) =>
  page.evaluate(() => {
    let a: Element | null = document.activeElement;
    while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
    if (!a) return null;
    const label =
      a.getAttribute('aria-label') ??
      (a.id ? (a.getRootNode() as ShadowRoot | Document).querySelector(`label[for="${a.id}"]`)?.textContent : null) ??
      a.textContent?.trim() ??
      '';
    return {
      tag: a.tagName.toLowerCase(),
      name: a.getAttribute('name'),
      role: a.getAttribute('role'),
      label,
      inDialog: !!a.closest('[role="dialog"]'),
    };
  });
