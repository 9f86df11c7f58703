/**
 * A learner's journeys again on a server playing MeEdu 4.9.5 (MEEDU_VERSION), the oldest release
 * the client serves, while the rest of the suite runs on the default 4.9.30: the home page from
 * sliders and view blocks, a course as a visitor, signing in from the comments (no agreement
 * question), the course's v2 comments read and posted, the lesson page with its v2 comments and
 * download address, and buying through the site's own payment methods: a course to its hand-pay
 * step and on from 我的订单 (继续支付), a VIP plan paid by WeChat scan (the payer's phone at the
 * server's gateway is the simulated outside world). One server (its own, at 4.9.5) and one
 * browser for the file.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../browser.js';
import { useReleaseServer } from './release-server.js';
import { scrollUntilShown } from './pages-helpers.js';
import { expectNoAxeViolations, loginThroughDialog, TOKEN_KEY } from './helpers.js';

const browser = useBrowser();
const { call, newPage } = useReleaseServer('4.9.5', browser);

/** Course 1: bought by the demo member, commented on. Course 5: paid, not bought. Course 3: free. */
const BOUGHT = 1;
const PAID = 5;
const FREE = 3;

/** A page of a context signed in as the demo member (password login through the API). */
async function memberPage(width = 1280) {
  const opened = await newPage(width);
  const { token } = await call<{ token: string }>('/api/v2/login/password', {
    body: { mobile: '13800138000', password: 'meedu123' },
  });
  await opened.context.addInitScript(([k, v]) => localStorage.setItem(k, v), [TOKEN_KEY, token] as const);
  return { ...opened, token };
}

const toasts = (page: Page) => page.locator('[data-meedu-toaster]').innerText();
const waitForToast = (page: Page, text: string) => page.locator('[data-meedu-toaster]').getByText(text).waitFor();
const panel = (page: Page) => page.getByRole('tabpanel');

/** The payer's phone: opens the WeChat QR code's address at the gateway and confirms the payment. */
async function scanAndConfirm(codeUrl: string): Promise<void> {
  expect((await fetch(codeUrl)).status).toBe(200);
  const confirmed = await fetch(new URL('/pay/gateway', codeUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ticket: new URL(codeUrl).searchParams.get('ticket')!, action: 'pay' }).toString(),
    redirect: 'manual',
  });
  expect(confirmed.status).toBeLessThan(400);
}

describe('a learner on a MeEdu 4.9.5 server', () => {
  it('sees the home page from sliders and view blocks; a failing slider call fails only the carousel', async () => {
    const { context, page, calls } = await newPage();
    await page.goto('/');
    await page.getByRole('region', { name: '推荐内容' }).waitFor();
    await page.getByRole('region', { name: '推荐课程' }).waitFor();
    // The code block, last on the page, is rendered as the reader scrolls down to it.
    await scrollUntilShown(page, page.getByRole('heading', { name: '新人专享：注册即送 100 积分' }));
    const config = await call<{ name: string; webname: string; sliders: unknown[] }>('/api/v2/other/config');
    expect(config.sliders.length).toBeGreaterThan(0);
    await page.waitForFunction((name) => document.title === `首页 - ${name}`, config.name);
    await page.waitForLoadState('networkidle');
    expect(calls).toContain('GET /api/v2/sliders');
    expect(calls).toContain('GET /api/v2/viewBlock/page/blocks');
    expect(calls.filter((c) => c.includes('decorationPage'))).toEqual([]);

    await call('/__dev/faults', { body: { path: '/api/v2/sliders', fault: '500', times: 1 } });
    try {
      await page.reload();
      const alert = page.getByRole('alert').filter({ hasText: '轮播图加载失败' });
      await alert.waitFor();
      // The code block, last on the page, is rendered as the reader scrolls down to it.
      await scrollUntilShown(page, page.getByRole('heading', { name: '新人专享：注册即送 100 积分' }));
      expect(await page.getByRole('alert').count()).toBe(1);
      await alert.getByRole('button', { name: '重试' }).click();
      await page.getByRole('region', { name: '推荐内容' }).waitFor();
    } finally {
      await call('/__dev/faults', { method: 'DELETE' });
    }
    await context.close();
  });

  it('is told a free course is free; a paid one is bought or opened by VIP, which opens every course here', async () => {
    const { context, page } = await newPage();
    await page.goto(`/courses/detail/${FREE}`);
    await page.getByText('本课程免费', { exact: true }).waitFor();
    await page.getByRole('link', { name: '开始学习' }).waitFor();
    expect(await page.getByRole('link', { name: /立即购买/ }).count()).toBe(0);
    await page.goto(`/courses/detail/${PAID}`);
    await page.getByRole('link', { name: /^立即购买 ￥\d+$/ }).waitFor();
    await page.getByRole('link', { name: 'VIP会员免费看' }).waitFor();
    await context.close();
  });

  it('signs in from the comments, reads and posts v2 comments, and studies a lesson', async () => {
    const { context, page, calls } = await newPage();
    await page.goto(`/courses/detail/${BOUGHT}?tab=comments`);
    const list = panel(page).getByRole('list', { name: '评论列表' });
    await list.getByRole('listitem').first().waitFor();
    await page.getByRole('button', { name: '登录后评论' }).click();
    await loginThroughDialog(page);
    await page.getByRole('dialog', { name: '登录' }).waitFor({ state: 'detached' });
    // No versioned agreements before 4.9.27: nothing to accept.
    const box = panel(page).getByLabel('发表评论');
    await box.waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);

    // Refused by the server (v2 wants six characters at least): told once, beside the field.
    await box.fill('太短了');
    await panel(page).getByRole('button', { name: '发表评论' }).click();
    await panel(page).getByRole('alert').filter({ hasText: '评论内容不能少于6个字' }).waitFor();
    expect(await toasts(page)).toBe('');
    expect(await box.inputValue()).toBe('太短了');

    // Accepted and listed at once, exactly as written: angle brackets and the ampersand stay text.
    const text = 'if a<b then swap & 泛型 Array<number>';
    await box.fill(text);
    await panel(page).getByRole('button', { name: '发表评论' }).click();
    await waitForToast(page, '评论成功');
    const body = list.getByRole('listitem').filter({ hasText: text }).locator('[data-rendered]');
    await body.waitFor();
    expect(await body.innerText()).toBe(text);
    expect(await body.evaluate((el) => el.childElementCount)).toBe(0);
    expect(await list.getByText('评论审核中').count()).toBe(0);
    expect(calls.filter((c) => c === `POST /api/v2/course/${BOUGHT}/comment`)).toHaveLength(2);
    expect(calls.filter((c) => c.includes('/api/v3/comment'))).toEqual([]);

    // The lesson page: the lesson's own comments and the course's download addresses of this release.
    await page.goto(`/courses/detail/${BOUGHT}?tab=catalog`);
    await panel(page).getByRole('link').first().click();
    await page.waitForURL(/\/courses\/video\/\d+/);
    await page.getByRole('heading', { name: '课时评论' }).waitFor();
    await page.getByRole('list', { name: '评论列表' }).waitFor();
    await page.locator('video[src*="/media/"]').waitFor({ state: 'attached' });
    const download = page.getByRole('link', { name: /^下载/ }).first();
    await download.waitFor();
    expect(await download.getAttribute('href')).toMatch(/^\/api\/v2\/course\/attach\/\d+\/download\?token=/);
    expect(calls.some((c) => /^GET \/api\/v2\/video\/\d+\/comments$/.test(c))).toBe(true);
    expect(await toasts(page)).not.toContain('路由不存在');
    await context.close();
  });

  it('orders a course to its payment step with the site own methods, and goes on paying from 我的订单', async () => {
    const { context, page, calls } = await memberPage();
    await page.goto(`/courses/detail/${PAID}`);
    await page.getByRole('link', { name: /^立即购买/ }).click();
    await page.waitForURL((u) => u.pathname === '/order');
    // The site's methods, as the server lists them for PC; no agreement before 4.9.10.
    const methods = page.getByRole('radio');
    await methods.first().waitFor();
    expect(await methods.count()).toBe(3);
    expect(await page.getByRole('checkbox').count()).toBe(0);
    await page.locator('label').filter({ hasText: '手动打款' }).click();
    const created = page.waitForRequest((r) => r.url().endsWith('/api/v2/order/course'));
    await page.getByRole('button', { name: '提交订单' }).click();
    expect(JSON.parse((await created).postData() ?? '{}')).toEqual({ course_id: PAID });
    await page.getByText('转账时请备注订单号').waitFor();
    const orderNo = new URL(page.url()).searchParams.get('order_id')!;
    expect(calls.filter((c) => c.includes('/api/v3/order') && !c.includes('handPay'))).toEqual([]);

    // 我的订单 lists it unpaid (this release lists every order): 继续支付, another method.
    await page.goto('/member/orders');
    await page.getByRole('link', { name: `继续支付订单${orderNo}` }).click();
    await page.waitForURL((u) => u.pathname === '/order/pay');
    await page.locator('label').filter({ hasText: '微信支付' }).click();
    const qr = page.getByRole('img', { name: '微信支付二维码' });
    await qr.waitFor();
    expect(await qr.evaluate((el) => el.getBoundingClientRect().width)).toBe(128);
    await page.getByText('正在等待支付结果…').waitFor();
    await context.close();
  });

  it('buys a VIP plan by WeChat scan; VIP then opens every course', async () => {
    const { context, page } = await memberPage();
    await page.goto('/vip');
    const plans = page.getByRole('list', { name: '会员方案' });
    await plans.waitFor();
    await plans.getByRole('link', { name: '立即开通月度会员' }).click();
    await page.waitForURL((u) => u.pathname === '/order' && u.searchParams.get('goods_type') === 'role');
    await page.getByText('VIP会员', { exact: true }).first().waitFor();
    await page.locator('label').filter({ hasText: '微信支付' }).click();
    const created = page.waitForRequest((r) => r.url().endsWith('/api/v2/order/role'));
    const scan = page.waitForResponse((r) => r.url().endsWith('/api/v2/order/pay/wechatScan'));
    await page.getByRole('button', { name: '提交订单' }).click();
    expect(JSON.parse((await created).postData() ?? '{}')).toEqual({ role_id: 1 });
    await page.getByRole('img', { name: '微信支付二维码' }).waitFor();
    const { data } = (await (await scan).json()) as { data: { code_url: string } };
    await scanAndConfirm(data.code_url);
    await waitForToast(page, '已成功支付');
    await page.getByRole('heading', { level: 1, name: '支付成功' }).waitFor();

    await page.goto(`/courses/detail/${PAID}`);
    await page.getByRole('link', { name: '开始学习' }).waitFor();
    expect(await page.getByRole('link', { name: /立即购买/ }).count()).toBe(0);
    await context.close();
  });

  it('has no accessibility violations on the order page with its methods, at desktop and phone widths', async () => {
    for (const width of [1280, 375]) {
      const { context, page } = await memberPage(width);
      // A VIP plan can always be bought again (it extends the membership).
      await page.goto('/order?goods_type=role&goods_id=1');
      await page.getByRole('radio').first().waitFor();
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `test-results/meedu-495-order-${width}.png`, fullPage: true });
      await context.close();
    }
  });
});
