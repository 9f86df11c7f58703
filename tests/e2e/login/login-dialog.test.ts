import { afterAll, beforeAll, beforeEach, afterEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { examplesURL, newPage, useBrowser } from '../browser.js';
import { devConfig } from '../site/helpers.js';
import {
  dev,
  events,
  focused,
  freshMobile,
  latestSms,
  recordEvents,
  scanWithPhone,
  shownCaptcha,
  trackCaptchas,
  waitForEvent,
} from './helpers.js';

const DEMO = { mobile: '13800138000', password: 'meedu123' };

const browser = useBrowser();
let context: BrowserContext;
let page: Page;
let captchas: Map<string, string>;

// MeEdu 4.9.12+ (the reference server's default 4.9.30) offers the WeChat scan where the WeChat
// login is switched on.
let restoreWechat: () => Promise<void>;
beforeAll(async () => {
  restoreWechat = await devConfig({ 'socialites.wechat_oauth': 1 });
});
afterAll(async () => {
  await restoreWechat();
});

beforeEach(async () => {
  ({ context, page } = await newPage(browser()));
  await recordEvents(page);
  captchas = trackCaptchas(page);
});
afterEach(async () => {
  await context?.close();
});

const dialog = () => page.getByRole('dialog');
const input = (name: string) => dialog().locator(`input[name="${name}"]`);
const submit = () => dialog().locator('button[type="submit"]');
const smsButton = () => dialog().locator('button[data-status]');
const openButton = () => page.getByRole('button', { name: '登录，开始学习' });

/** The host page with the embed loaded (its JS API present). */
async function load(): Promise<void> {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('requestfailed', (r) => problems.push(`${r.url()} ${r.failure()?.errorText ?? ''}`));
  await page.goto(`${examplesURL()}/examples/plain.html`);
  await page
    .waitForFunction(() => !!(window as unknown as { Meedu?: { version?: string } }).Meedu?.version, null, {
      timeout: 15_000,
    })
    .catch((err: Error) => {
      throw new Error(`the embed did not start: ${problems.join(' | ') || err.message}`);
    });
  await openButton().waitFor();
}

/** Opens the login dialog from the page's login button. */
async function openLogin() {
  await openButton().click();
  await dialog().waitFor();
}

const captcha = (not?: string) => shownCaptcha(page, captchas, not);

const dialogTitle = async () => {
  const id = await dialog().getAttribute('aria-labelledby');
  return dialog().locator(`[id="${id}"]`).textContent();
};

async function waitForTitle(title: string) {
  await dialog().locator('h2', { hasText: title }).waitFor();
}

/** Texts of the toasts on screen, oldest first (without the screen-reader prefix). */
const toasts = () =>
  page
    .locator('[data-meedu-toaster] > div')
    .evaluateAll((els) => els.map((el) => (el.textContent ?? '').replace(/^(成功|错误|提示)：/, '')));

async function waitForToast(message: string) {
  await page.waitForFunction((m) => {
    const find = (root: Document | ShadowRoot): Element | null => {
      const hit = root.querySelector('[data-meedu-toaster]');
      if (hit) return hit;
      for (const el of root.querySelectorAll('*')) {
        if (el.shadowRoot) {
          const inner = find(el.shadowRoot);
          if (inner) return inner;
        }
      }
      return null;
    };
    const region = find(document);
    return !!region && [...region.children].some((c) => (c.textContent ?? '').replace(/^(成功|错误|提示)：/, '') === m);
  }, message);
}

async function invalidFields(): Promise<string[]> {
  return dialog()
    .locator('[aria-invalid="true"]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('name') ?? ''));
}

async function fillSmsCode(mobile: string, captchaText: string) {
  await input('captcha').fill(captchaText);
  await smsButton().click();
  await smsButton().filter({ hasText: '120s' }).waitFor();
  await input('mobile_code').fill(await latestSms(mobile));
}

/** Opens the dialog, switches to 注册新账号 and submits a complete registration for `mobile`. */
async function submitRegistration(mobile: string, password: string) {
  await openLogin();
  await dialog().getByRole('button', { name: '注册新账号' }).click();
  await waitForTitle('注册新账号');
  await input('mobile').fill(mobile);
  await fillSmsCode(mobile, (await captcha()).text);
  await input('password').fill(password);
  await dialog().getByRole('checkbox').check();
  await submit().click();
}

/** Switches the open dialog to 微信扫码登录 and returns the address its QR code holds. */
async function startWechatScan(): Promise<string> {
  const [scan] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/v3/auth/login/wechat-scan/url')),
    dialog().getByRole('button', { name: '微信扫码登录' }).click(),
  ]);
  const { data } = (await scan.json()) as { data: { url: string } };
  return data.url;
}

describe('login dialog against the reference server', () => {
  it('password login with the demo member emits meedu:login and closes the dialog', async () => {
    await load();
    await openLogin();
    expect(await dialogTitle()).toBe('登录');
    await input('mobile').fill(DEMO.mobile);
    await input('password').fill(DEMO.password);
    await submit().click();
    const event = (await waitForEvent(page, 'meedu:login')) as { detail: { user: { mobile?: string } } };
    expect(event.detail.user).toBeTruthy();
    await dialog().waitFor({ state: 'detached' });
  });

  it('SMS login: captcha from the page’s own request, countdown 120s → 119s, code from the outbox', async () => {
    await load();
    await openLogin();
    await page.getByRole('tab', { name: '短信登录' }).click();
    const answer = await captcha();
    await input('mobile').fill(DEMO.mobile);
    await input('captcha').fill(answer.text);
    const sent = page.waitForRequest((r) => r.url().includes('/api/v2/captcha/sms') && r.method() === 'POST');
    await smsButton().click();
    expect((await sent).postDataJSON()).toEqual({
      mobile: DEMO.mobile,
      image_key: answer.key,
      image_captcha: answer.text,
      scene: 'login',
    });
    await smsButton()
      .filter({ hasText: /^120s$/ })
      .waitFor();
    await smsButton()
      .filter({ hasText: /^119s$/ })
      .waitFor();
    expect(await smsButton().getAttribute('aria-disabled')).toBe('true');
    await input('mobile_code').fill(await latestSms(DEMO.mobile));
    const login = page.waitForRequest((r) => r.url().includes('/api/v2/login/mobile'));
    await submit().click();
    expect((await login).postDataJSON()).toMatchObject({ mobile: DEMO.mobile });
    await waitForEvent(page, 'meedu:login');
    await dialog().waitFor({ state: 'detached' });
  });

  it('register a new mobile (注册成功), then log in with it', async () => {
    const mobile = freshMobile();
    await load();
    await submitRegistration(mobile, 'secret123');
    await waitForToast('注册成功');
    await waitForTitle('登录');
    expect(await input('mobile').inputValue()).toBe(mobile);
    await input('password').fill('secret123');
    await submit().click();
    await waitForEvent(page, 'meedu:login');
  });

  it('forgot password (密码重置成功), then log in with the new password', async () => {
    const mobile = freshMobile();
    await load();
    // A member of its own, so no other test's password changes.
    await submitRegistration(mobile, 'oldpass123');
    await waitForTitle('登录');

    await dialog().getByRole('button', { name: '忘记密码' }).click();
    await waitForTitle('找回密码');
    await input('mobile').fill(mobile);
    await fillSmsCode(mobile, (await captcha()).text);
    await input('password').fill('newpass456');
    const reset = page.waitForRequest((r) => r.url().includes('/api/v2/password/reset'));
    await submit().click();
    expect((await reset).postDataJSON()).toMatchObject({ mobile, password: 'newpass456' });
    await waitForToast('密码重置成功');
    await waitForTitle('登录');
    await input('password').fill('newpass456');
    await submit().click();
    await waitForEvent(page, 'meedu:login');
  });

  it('clicking the captcha image loads a new key and image', async () => {
    await load();
    await openLogin();
    await page.getByRole('tab', { name: '短信登录' }).click();
    const first = await captcha();
    const image = dialog().getByRole('button', { name: '点击刷新图形验证码' });
    const box = await image.locator('img').boundingBox();
    expect([box?.width, box?.height]).toEqual([110, 39]);
    const refreshed = page.waitForRequest((r) => r.url().includes('/api/v2/captcha/image'));
    await image.click();
    await refreshed;
    const second = await captcha(first.img);
    expect(second.key).not.toBe(first.key);
    expect(second.img).not.toBe(first.img);
  });

  it('every validation message, word for word, with the field marked aria-invalid', async () => {
    await load();
    await openLogin();
    const steps = async (list: Array<[string, string, string | null]>) => {
      for (const [message, field, value] of list) {
        await submit().click();
        await waitForToast(message);
        expect(await invalidFields()).toEqual([field]);
        const target = dialog().locator(`[name="${field}"]`);
        if (value === null) await target.check();
        else await target.fill(value);
      }
    };
    // Password tab.
    await steps([
      ['请输入手机号!', 'mobile', DEMO.mobile],
      ['请输入密码!', 'password', 'x'],
    ]);
    // SMS tab, and the SMS button's own message without "!".
    await page.getByRole('tab', { name: '短信登录' }).click();
    await input('mobile').fill('');
    await steps([['请输入手机号!', 'mobile', DEMO.mobile]]);
    const sms: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/v2/captcha/sms')) sms.push(r.url());
    });
    await smsButton().click();
    await waitForToast('请输入图形验证码');
    expect(await invalidFields()).toEqual(['captcha']);
    expect(sms).toHaveLength(0);
    await steps([
      ['请输入图形验证码!', 'captcha', 'abcd'],
      ['请输入手机验证码!', 'mobile_code', '123456'],
    ]);
    // Register.
    await page.getByRole('tab', { name: '密码登录' }).click();
    await dialog().getByRole('button', { name: '注册新账号' }).click();
    await waitForTitle('注册新账号');
    await steps([
      ['请输入手机号!', 'mobile', freshMobile()],
      ['请输入图形验证码!', 'captcha', 'abcd'],
      ['请输入手机验证码!', 'mobile_code', '123456'],
      ['请设置账号密码!', 'password', 'secret123'],
      ['请同意《用户协议》和《隐私政策》', 'agree', null],
    ]);
    // Forgot password.
    await dialog().getByRole('button', { name: '立即登录' }).click();
    await dialog().getByRole('button', { name: '忘记密码' }).click();
    await waitForTitle('找回密码');
    await steps([
      ['请输入手机号!', 'mobile', DEMO.mobile],
      ['请输入图形验证码!', 'captcha', 'abcd'],
      ['请输入手机验证码!', 'mobile_code', '123456'],
      ['请设置账号密码!', 'password', 'x'],
    ]);
    const shown = await toasts();
    expect(shown.every((t) => t.length > 0)).toBe(true);
  });

  it('a double click on submit sends exactly one login request', async () => {
    await load();
    await openLogin();
    await input('mobile').fill(DEMO.mobile);
    await input('password').fill(DEMO.password);
    await dev('/__dev/faults', {
      method: 'POST',
      body: { path: '/api/v2/login/password', fault: 'latency=700', times: 1 },
    });
    let count = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/v2/login/password') && r.method() === 'POST') count++;
    });
    await submit().dblclick();
    expect(await submit().getAttribute('aria-busy')).toBe('true');
    // Playwright itself refuses to click an aria-disabled button; force a third click anyway.
    await submit().click({ force: true, timeout: 2000 });
    await waitForEvent(page, 'meedu:login');
    expect(count).toBe(1);
  });

  for (const [fault, message] of [
    ['500', '服务器暂时无法响应，请稍后重试。'],
    ['malformed', '服务器暂时无法响应，请稍后重试。'],
    ['network', '网络连接异常，请检查网络后重试。'],
  ] as const) {
    it(`a login that fails for a transport reason (${fault}) says so and keeps what was typed`, async () => {
      await load();
      await openLogin();
      await input('mobile').fill(DEMO.mobile);
      await input('password').fill(DEMO.password);
      // Until deleted (times 0): Chromium sends a request again by itself when a reused connection
      // drops, and that second try must fail too.
      await dev('/__dev/faults', {
        method: 'POST',
        body: { path: '/api/v2/login/password', fault, times: 0, method: 'POST' },
      });
      try {
        await submit().click();
        await waitForToast(message);
        expect(await toasts()).toEqual([message]);
        // The dialog stays, with the fields as typed and the button usable again.
        expect(await dialogTitle()).toBe('登录');
        expect(await input('mobile').inputValue()).toBe(DEMO.mobile);
        expect(await input('password').inputValue()).toBe(DEMO.password);
        await expect.poll(() => submit().getAttribute('aria-busy')).not.toBe('true');
      } finally {
        await dev('/__dev/faults', { method: 'DELETE' });
      }
      // Once the server answers again, the same form logs in.
      await submit().click();
      await waitForEvent(page, 'meedu:login');
    });
  }

  it('QQ leaves for the server and comes back to this page with login_code, logged in', async () => {
    await load();
    const page0 = page.url();
    await openLogin();
    await dialog().getByRole('button', { name: 'QQ登录' }).click();
    await page.waitForURL(/\/__dev\/socialite\/qq\/authorize/);
    await page.getByRole('link', { name: /会员 #2/ }).click();
    await page.waitForURL(/login_code=/);
    const back = new URL(page.url());
    expect(back.origin + back.pathname).toBe(page0);
    expect(back.searchParams.get('action')).toBe('login');
    await page.waitForFunction(
      () => (window as unknown as { Meedu?: { session?: { isLogin: boolean } } }).Meedu?.session?.isLogin === true,
    );
  });

  it('WeChat scan by an existing member logs in', async () => {
    await load();
    await openLogin();
    const url = await startWechatScan();
    await waitForTitle('微信扫码登录');
    await dialog().getByRole('img', { name: '微信登录二维码' }).waitFor();
    const login = page.waitForRequest((r) => r.url().endsWith('/api/v3/auth/login/code'));
    await scanWithPhone(browser(), url, /以会员 #2 已绑定的微信授权/);
    await login;
    await waitForEvent(page, 'meedu:login');
    await dialog().waitFor({ state: 'detached' });
  });

  it('WeChat scan by a new user leads to the bind phone view, then 绑定成功', async () => {
    await dev('/__dev/config', { method: 'PUT', body: { 'member.enabled_mobile_bind_alert': 1 } });
    try {
      await load();
      await openLogin();
      const url = await startWechatScan();
      await scanWithPhone(browser(), url, /以一个新的微信用户授权/);
      await waitForTitle('绑定手机号');
      const mobile = freshMobile();
      await input('mobile').fill(mobile);
      await fillSmsCode(mobile, (await captcha()).text);
      const bind = page.waitForRequest((r) => r.url().includes('/api/v3/auth/register/withSocialite'));
      await submit().click();
      expect((await bind).postDataJSON()).toMatchObject({ mobile, code: expect.any(String) });
      await waitForToast('绑定成功');
      await waitForEvent(page, 'meedu:login');
    } finally {
      await dev('/__dev/config', { method: 'PUT', body: { 'member.enabled_mobile_bind_alert': null } });
    }
  });

  it('closing the WeChat view stops polling', async () => {
    await load();
    await openLogin();
    await dialog().getByRole('button', { name: '微信扫码登录' }).click();
    await page.waitForRequest((r) => r.url().includes('/wechat-scan/query'));
    await dialog().getByRole('button', { name: '关闭' }).click();
    await dialog().waitFor({ state: 'detached' });
    let polls = 0;
    page.on('request', (r) => {
      if (r.url().includes('/wechat-scan/query')) polls++;
    });
    // Three poll intervals with no request: measured on the page's own clock.
    await page.evaluate(() => new Promise((r) => setTimeout(r, 3100)));
    expect(polls).toBe(0);
  });
});

describe('keyboard and accessibility', () => {
  it('Tab order, focus trapped, Escape closes and focus returns to the opener', async () => {
    await load();
    await openButton().focus();
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/v2/captcha/image')),
      page.keyboard.press('Enter'),
    ]);
    await dialog().waitFor();
    await expect.poll(async () => (await focused(page))?.name, { timeout: 5000 }).toBe('mobile');
    const order: string[] = [];
    for (let i = 0; i < 11; i++) {
      if (i > 0) await page.keyboard.press('Tab');
      const f = await focused(page);
      expect(f?.inDialog).toBe(true);
      order.push(f?.name ?? f?.label ?? '');
    }
    expect(order).toEqual([
      'mobile',
      'password',
      '显示密码',
      '登录',
      '注册新账号',
      '忘记密码',
      'QQ登录',
      '微信扫码登录',
      '关闭',
      '密码登录',
      'mobile',
    ]);
    await page.keyboard.press('Shift+Tab');
    expect((await focused(page))?.label).toBe('密码登录');
    await page.keyboard.press('Shift+Tab');
    expect((await focused(page))?.label).toBe('关闭');
    // Arrow keys move between the tabs.
    await page.keyboard.press('Tab');
    expect((await focused(page))?.label).toBe('密码登录');
    await page.keyboard.press('ArrowRight');
    expect((await focused(page))?.label).toBe('短信登录');
    expect(await page.getByRole('tab', { name: '短信登录' }).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
    expect((await focused(page))?.label).toBe('登录，开始学习');
  });

  it('Enter in a field submits the form', async () => {
    await load();
    await openLogin();
    await input('mobile').fill(DEMO.mobile);
    await input('password').fill(DEMO.password);
    await input('password').press('Enter');
    await waitForEvent(page, 'meedu:login');
    expect((await events(page)).filter((e) => e.type === 'meedu:login')).toHaveLength(1);
  });

  it('clicking the mask does not close the dialog', async () => {
    await load();
    await openLogin();
    await page.mouse.click(20, 700);
    await page.mouse.click(1260, 20);
    expect(await dialog().isVisible()).toBe(true);
  });

  it('axe-core finds no violations with the dialog open (password tab, SMS tab with an error, register)', async () => {
    await load();
    await openLogin();
    await page.addScriptTag({ path: new URL('../../../node_modules/axe-core/axe.min.js', import.meta.url).pathname });
    const run = () =>
      page.evaluate(async () => {
        const axe = (
          window as unknown as {
            axe: {
              run(ctx: unknown): Promise<{ violations: Array<{ id: string; nodes: Array<{ target: unknown }> }> }>;
            };
          }
        ).axe;
        // The dialog, the toasts and the login button; other widgets and the host page are not under test here.
        const result = await axe.run({
          include: [['[data-meedu-widget="overlay"]'], ['[data-meedu-widget="login-button"]']],
        });
        return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
      });
    expect(await run()).toEqual([]);
    await page.getByRole('tab', { name: '短信登录' }).click();
    await submit().click();
    await waitForToast('请输入手机号!');
    expect(await run()).toEqual([]);
    await page.getByRole('tab', { name: '密码登录' }).click();
    await dialog().getByRole('button', { name: '注册新账号' }).click();
    await waitForTitle('注册新账号');
    expect(await run()).toEqual([]);
  });
});
