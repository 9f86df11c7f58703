/**
 * The buying routes' shared states, once each: the document title, the skeleton while the page's
 * data is on its way, the error with 重试 when it fails (fault injection), the content after 重试,
 * axe-clean in the error and content states, and screenshots at 1280 and 375 wide (/tmp/shots).
 */
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { newPage } from '../browser.js';
import { addFault, clearFaults, expectNoAxeViolations, useBrowser } from '../site/helpers.js';
import { orderCourse, payOnServer, registerMember, signIn, submitOrder } from './helpers.js';

const browser = useBrowser();
const SHOTS = '/tmp/shots';
const COURSE = 5;

let token = '';
/** Ordered through the order page by the order-pay case, in the tab it then views. */
let unpaid = '';
let paid = '';
beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  ({ token } = await registerMember());
  paid = await orderCourse(token, COURSE + 1);
  await payOnServer(paid);
});

interface RouteCase {
  name: string;
  path: () => string;
  /** What the member does before the view (the payment page keeps the cashier of the tab that ordered). */
  before?: (page: Page) => Promise<void>;
  title: string;
  fault: { path: string; method?: string };
  errorTitle: string;
  content: (page: Page) => Locator;
}

const CASES: RouteCase[] = [
  {
    name: 'vip',
    path: () => '/vip',
    title: 'VIP会员',
    fault: { path: '/api/v2/roles' },
    errorTitle: '会员方案加载失败',
    content: (page) => page.getByRole('list', { name: '会员方案' }),
  },
  {
    name: 'order',
    path: () => `/order?goods_type=course&goods_id=${COURSE}`,
    title: '确认订单',
    fault: { path: `/api/v2/course/${COURSE}` },
    errorTitle: '订单信息加载失败',
    content: (page) => page.getByRole('button', { name: '提交订单' }),
  },
  {
    name: 'order-pay',
    path: () => `/order/pay?order_id=${unpaid}&back=course&back_id=${COURSE}`,
    before: async (page) => {
      await page.goto(`/order?goods_type=course&goods_id=${COURSE}`);
      unpaid = (await submitOrder(page)).order_no;
      // Off the page, so its poll cannot meet the fault meant for the view.
      await page.goto('about:blank');
    },
    title: '支付订单',
    fault: { path: '/api/v2/order/status' },
    errorTitle: '订单信息加载失败',
    content: (page) => page.getByRole('img', { name: '支付二维码' }),
  },
  {
    name: 'order-success',
    path: () => `/order/success?order_id=${paid}&back=course&back_id=${COURSE + 1}`,
    title: '支付结果',
    fault: { path: '/api/v2/order/status' },
    errorTitle: '支付结果查询失败',
    content: (page) => page.getByRole('heading', { level: 1, name: '支付成功' }),
  },
  {
    name: 'member-orders',
    path: () => '/member/orders',
    title: '我的订单',
    fault: { path: '/api/v2/member/orders' },
    errorTitle: '订单加载失败',
    content: (page) => page.getByRole('listitem').filter({ hasText: paid }),
  },
];

it.each(CASES)('$name: title, skeleton, error with 重试, content, axe, screenshots', async (c) => {
  const { context, page } = await newPage(browser());
  await signIn(context, token);
  await c.before?.(page);
  // Slow enough to see the skeleton, then a failure.
  await addFault({ ...c.fault, fault: 'latency=700,500', times: 1 });
  try {
    await page.goto(c.path());
    await page.locator('[data-page-state="loading"]').first().waitFor();
    await page.getByRole('heading', { name: c.errorTitle }).waitFor();
    expect(await page.title()).toMatch(new RegExp(`^${c.title} - `));
    await expectNoAxeViolations(page);
    await clearFaults();
    await page.getByRole('button', { name: '重试' }).click();
    await c.content(page).waitFor();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/orders-${c.name}-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.waitForTimeout(100);
    await page.screenshot({ path: `${SHOTS}/orders-${c.name}-375.png`, fullPage: true });
  } finally {
    // Closed before the next case: an open payment page keeps polling.
    await clearFaults();
    await context.close();
  }
});

it('says so when there is nothing: no orders of a kind, no order number, goods that do not exist', async () => {
  const { context, page } = await newPage(browser());
  await signIn(context, token);
  await page.goto('/member/orders?tab=ms');
  await page.getByRole('tabpanel').getByText('暂无订单').waitFor();
  await expectNoAxeViolations(page);
  await page.goto('/order/pay');
  await page.getByText('订单不存在').waitFor();
  await page.goto('/order?goods_type=role&goods_id=999');
  await page.getByText('商品不存在或已下架').waitFor();
  // An owned course is not sold twice.
  await page.goto(`/order?goods_type=course&goods_id=${COURSE + 1}`);
  await page.getByText('你已拥有该课程，无需重复购买').waitFor();
  await context.close();
});

it('shows the course page with its sale box at both widths (screenshots)', async () => {
  // A member who owns neither course (the shared one bought course 6 above).
  const { token } = await registerMember();
  for (const [name, course] of [
    ['flash-sale', 2],
    ['group-buy', 6],
  ] as const) {
    for (const width of [1280, 375]) {
      const { context, page } = await newPage(browser(), { width });
      await signIn(context, token);
      await page.goto(`/courses/detail/${course}`);
      await page.getByRole('region', { name: name === 'flash-sale' ? '限时秒杀' : '2人拼团' }).waitFor();
      if (width === 1280) await expectNoAxeViolations(page);
      await page.screenshot({ path: `${SHOTS}/orders-${name}-${width}.png`, fullPage: true });
      await context.close();
    }
  }
});
