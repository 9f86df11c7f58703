import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, newPage } from '../browser.js';
import {
  addFault,
  api,
  clearFaults,
  expectNoAxeViolations,
  loginThroughDialog,
  MEMBER_1,
  MEMBER_2,
  siteConfig,
  tokenFor,
  useBrowser,
  waitForPath,
  waitForToast,
} from '../site/helpers.js';
import { recordApiCalls } from '../site/pages-helpers.js';
import { memberPage, registerMember, shot } from './helpers.js';

const browser = useBrowser();

/** Every route of the member centre and /share: its title, the call its content waits for, a sign it is shown. */
const ROUTES: Array<{ path: string; title: string; api?: string; ready: (page: Page) => Promise<unknown> }> = [
  { path: '/member', title: '用户中心', ready: (p) => p.getByRole('heading', { name: '账号与安全' }).waitFor() },
  {
    path: '/member/messages',
    title: '我的消息',
    api: '/api/v2/member/messages',
    ready: (p) => p.locator('main section[aria-label="消息列表"] li').first().waitFor(),
  },
  {
    path: '/member/credit1-records',
    title: '积分明细',
    api: '/api/v2/member/credit1Records',
    // Other files' sign-ins and exchanges may push the seeded records to a later page.
    ready: (p) => p.locator('main section[aria-label="积分记录"] li').first().waitFor(),
  },
  {
    path: '/member/credit1-free',
    title: '积分商城',
    api: '/addons/Credit1Mall/api/v1/goods',
    ready: (p) => p.getByText('MeEdu 定制帆布包').first().waitFor(),
  },
  {
    path: '/member/code-exchanger',
    title: '兑换码',
    api: '/addons/CodeExchanger/api/v2/user/records',
    ready: (p) => p.getByRole('heading', { name: '兑换记录' }).waitFor(),
  },
  {
    path: '/member/certs',
    title: '我的证书',
    api: '/addons/Cert/api/v1/member/cert',
    ready: (p) =>
      p
        .getByRole('link', { name: /下载证书/ })
        .first()
        .waitFor(),
  },
  {
    path: '/share',
    title: '推广中心',
    api: '/addons/MultiLevelShare/api/v1/user',
    ready: (p) => p.getByText('可提现余额').waitFor(),
  },
];

const unreadInHeader = (page: Page) => page.locator('header').getByText('（有未读消息）').count();

describe('member centre pages', () => {
  it('lists messages newest first; opening one reads it and the header dot follows; 全部已读 reads the rest', async () => {
    const m = await registerMember();
    // Two answers to the member's question are two unread notifications.
    const { categories } = await api<{ categories: Array<{ id: number }> }>('/addons/Wenda/api/v1/questions');
    const { id } = await api<{ id: number }>('/addons/Wenda/api/v1/question/create', {
      method: 'POST',
      token: m.token,
      body: { title: '怎样学好 TypeScript？', category_id: categories[0].id, original_content: '求推荐学习路线' },
    });
    const answerer = await tokenFor(MEMBER_2);
    for (const text of ['先看官方手册', '多写多练习'])
      await api(`/addons/Wenda/api/v1/question/${id}/answer`, {
        method: 'POST',
        token: answerer,
        body: { original_content: text },
      });

    const { context, page } = await memberPage(browser(), m.token);
    await page.goto('/member/messages');
    const rows = page.locator('main section[aria-label="消息列表"] li');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await page.locator('main li[data-unread]').count()).toBe(2);
    expect(await unreadInHeader(page)).toBe(1);
    await rows.first().getByRole('button').click();
    await expect.poll(() => page.locator('main li[data-unread]').count()).toBe(1);
    expect(await rows.first().getByRole('button').getAttribute('aria-expanded')).toBe('true');
    expect(await unreadInHeader(page)).toBe(1);
    await page.getByRole('button', { name: '全部已读' }).click();
    await expect.poll(() => page.locator('main li[data-unread]').count()).toBe(0);
    await expect.poll(() => unreadInHeader(page)).toBe(0);
    expect(await api<number>('/api/v2/member/unreadNotificationCount', { token: m.token })).toBe(0);
    await context.close();
  });

  it('views and downloads a certificate through the checked address, with the member token', async () => {
    const { context, page } = await memberPage(browser(), await tokenFor(MEMBER_1));
    await page.goto('/member/certs');
    const download = page.getByRole('link', { name: /下载证书/ }).first();
    const href = (await download.getAttribute('href')) ?? '';
    // Same-origin API: the checked address stays a path of this site.
    expect(href).toMatch(/^\/addons\/Cert\/api\/v1\/member\/cert\/\d+\/download\?token=[\w.-]+$/);
    expect(
      await page
        .getByRole('link', { name: /查看证书/ })
        .first()
        .getAttribute('href'),
    ).toBe(`${href}&inline=1`);
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/^cert-MEEDU-CERT-.*\.svg$/);
    await context.close();
  });

  it('draws the share poster with the invite QR and offers it as a PNG; shows rewards and checks a withdrawal', async () => {
    const { context, page } = await memberPage(browser(), await tokenFor(MEMBER_1));
    await page.goto('/share');
    await page.getByRole('textbox', { name: '我的邀请链接' }).waitFor();
    expect(await page.getByRole('textbox', { name: '我的邀请链接' }).inputValue()).toBe(`${baseURL()}/?msv=1`);
    const save = page.getByRole('link', { name: '下载海报' });
    await save.waitFor();
    expect((await save.getAttribute('href'))?.startsWith('data:image/png;base64,')).toBe(true);
    const [file] = await Promise.all([page.waitForEvent('download'), save.click()]);
    expect(file.suggestedFilename()).toBe('poster-1.png');
    await shot(page, 'share-poster');

    await page.getByRole('tab', { name: '推广商品' }).click();
    await waitForPath(page, '/share?tab=goods');
    await page
      .getByRole('button', { name: /奖励详情/ })
      .first()
      .click();
    const reward = page.getByRole('dialog', { name: /推广奖励/ });
    await reward.getByText('直接邀请（10%）').waitFor();
    await reward.getByRole('button', { name: '关闭' }).click();

    await page.getByRole('tab', { name: '余额与提现' }).click();
    await page.getByRole('button', { name: '提交申请' }).click();
    await page.getByText('请输入提现金额').waitFor();
    await page.getByRole('textbox', { name: '提现金额（元）' }).fill('5');
    await page.getByRole('button', { name: '提交申请' }).click();
    await page.getByText('最低提现10元').waitFor();
    await context.close();
  });

  it('sends a visitor of every member route to /login?redirect=… and back after logging in', async () => {
    const { context, page } = await newPage(browser());
    const asked: string[] = [];
    page.on('response', (res) => {
      const path = new URL(res.url()).pathname;
      if (res.status() === 401 || /^\/(api|addons)\/.*\/(member|user)\b/.test(path)) asked.push(path);
    });
    for (const r of ROUTES) {
      await page.goto(`${r.path}?page=1`);
      await page.waitForURL((u) => u.pathname === '/login');
      expect(new URL(page.url()).searchParams.get('redirect')).toBe(`${r.path}?page=1`);
    }
    // The visitor's pages asked nothing of the member's data (a 401 would have dropped the redirect).
    expect(asked).toEqual([]);
    await page.getByRole('button', { name: '登录查看' }).click();
    await loginThroughDialog(page);
    await waitForPath(page, '/share?page=1');
    await context.close();
  });

  it('each route: title, skeleton while slow, error with 重试 under a fault, API calls per view', async () => {
    const { name: siteName } = await siteConfig();
    const token = await tokenFor(MEMBER_1);
    const calls: Record<string, number> = {};
    for (const r of ROUTES) {
      const { context, page } = await memberPage(browser(), token);
      const seen = recordApiCalls(page).calls;
      await page.goto(r.path);
      await r.ready(page);
      await page.waitForFunction((t) => document.title === t, `${r.title} - ${siteName}`);
      await page.waitForLoadState('networkidle');
      calls[r.path] = seen.length;
      if (r.api) {
        await addFault({ path: r.api, fault: 'latency=600', times: 1 });
        try {
          await page.goto(r.path);
          await page.locator('[data-page-state="loading"]').first().waitFor();
          await r.ready(page);
          await addFault({ path: r.api, fault: '500', times: 1 });
          await page.reload();
          const alert = page.getByRole('alert').filter({ hasText: '加载失败' });
          await alert.waitFor();
          await alert.getByRole('button', { name: '重试' }).click();
          await r.ready(page);
        } finally {
          await clearFaults();
        }
      }
      await context.close();
    }
    console.log('API calls per page view (cold, logged in, start-up included):', JSON.stringify(calls));
    expect(Object.keys(calls)).toHaveLength(ROUTES.length);
  });

  it('has no accessibility violations on any route at 1280 and 375 wide', async () => {
    const token = await tokenFor(MEMBER_1);
    for (const width of [1280, 375]) {
      const { context, page } = await memberPage(browser(), token, { width });
      for (const r of ROUTES) {
        await page.goto(r.path);
        await r.ready(page);
        await expectNoAxeViolations(page);
        await shot(page, r.path.slice(1).replace(/\//g, '-'));
      }
      await context.close();
    }
  });

  it('is keyboard operable: the nickname, code, password dialog and address forms by Tab, typing and Enter', async () => {
    const m = await registerMember();
    const { context, page } = await memberPage(browser(), m.token);
    await page.goto('/member');
    const nick = page.getByRole('textbox', { name: '设置昵称' });
    await nick.focus();
    await page.keyboard.type(`键盘${m.mobile.slice(-4)}`);
    await page.keyboard.press('Enter');
    await waitForToast(page, '昵称设置成功');

    // The password dialog: opened by keyboard, Tab walks its fields in order, Escape closes it.
    await page.getByRole('button', { name: '修改密码' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '修改密码' });
    await dialog.waitFor();
    const order: string[] = [];
    for (let i = 0; i < 8; i++) {
      order.push(
        await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          return (
            el?.getAttribute('aria-label') ||
            (el as HTMLInputElement | null)?.labels?.[0]?.textContent ||
            el?.textContent ||
            ''
          );
        }),
      );
      await page.keyboard.press('Tab');
    }
    expect(order.slice(0, 7)).toEqual([
      '手机号',
      '图形验证码',
      '点击刷新图形验证码',
      '手机验证码',
      '获取验证码',
      '新密码',
      '显示密码',
    ]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.goto('/member/code-exchanger');
    await page.getByRole('textbox', { name: '兑换码' }).focus();
    await page.keyboard.type('NO-SUCH-CODE');
    await page.keyboard.press('Enter');
    await waitForToast(page, '兑换码不存在');

    await page.goto('/member/credit1-free');
    await page.getByRole('button', { name: /^兑换\s*MeEdu 定制帆布包$/ }).focus();
    await page.keyboard.press('Enter');
    const exchange = page.getByRole('dialog', { name: '兑换：MeEdu 定制帆布包' });
    await exchange.getByRole('textbox', { name: '收货人' }).waitFor();
    await exchange.getByRole('textbox', { name: '收货人' }).focus();
    for (const value of ['王五', '13900002222', '北京市', '北京市', '海淀区']) {
      await page.keyboard.type(value);
      await page.keyboard.press('Tab');
    }
    await page.keyboard.type('中关村大街 1 号');
    await page.keyboard.press('Enter');
    // A new member has too few points: the button says so and nothing is sent.
    expect(await exchange.getByRole('button', { name: '积分不足' }).isVisible()).toBe(true);
    await context.close();
  });
});
