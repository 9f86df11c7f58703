/**
 * Buying a course end to end on the reference server's default release (MeEdu 4.9.30, unified
 * payment): the course page's 立即购买, the order page with a promo code and the purchase
 * agreement, the payment page's QR code of the server's cashier (the payer's phone at the cashier
 * and its gateway is the simulated outside world), the polling, the success page and the lesson;
 * my orders lists the paid order. Then the polling's life cycle, a payment page without its
 * cashier, and the phone's hop to the cashier with the site's return addresses.
 */
import { describe, expect, it, onTestFinished } from 'vitest';
import { baseURL, newPage } from '../browser.js';
import { api, devConfig, useBrowser, waitForPath, waitForToast } from '../site/helpers.js';
import { recordApiCalls } from '../site/pages-helpers.js';
import {
  orderCourse,
  payAndSucceed,
  payAtCashier,
  registerMember,
  reportCalls,
  signIn,
  submitOrder,
  tickAgreement,
} from './helpers.js';

const browser = useBrowser();

/** A paid course (¥ price above the promo code's ¥10) no new member owns; its first lesson is paid too. */
const COURSE = 5;
const STATUS = '/api/v2/order/status';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

describe('buying a course', () => {
  it('takes a new member from 立即购买 through a promo code, the agreement and the cashier QR code to the first lesson', async () => {
    const { token } = await registerMember();
    const course = await api<{ course: { title: string; charge: number } }>(`/api/v2/course/${COURSE}`);
    const { context, page } = await newPage(browser());
    await signIn(context, token);
    await page.goto(`/courses/detail/${COURSE}`);
    await page.getByRole('link', { name: /立即购买/ }).click();
    await waitForPath(page, `/order?goods_type=course&goods_id=${COURSE}`);
    await page.getByText(course.course.title, { exact: true }).waitFor();
    expect(await page.title()).toMatch(/^确认订单/);

    // A code that cannot be used gets the server's word; a good one shows its deduction and the total.
    const promo = page.getByRole('textbox', { name: '优惠码' });
    await promo.fill('EXPIRED10');
    await page.getByRole('button', { name: '验证' }).click();
    await page.getByText('当前优惠码不可用').waitFor();
    expect(await promo.getAttribute('aria-invalid')).toBe('true');
    await promo.fill('MEEDU2023');
    await page.getByRole('button', { name: '验证' }).click();
    await page.getByRole('status').filter({ hasText: '优惠码有效，已优惠 ￥10' }).waitFor();
    const total = course.course.charge - 10;
    expect(await page.locator('dl').innerText()).toContain(`应付金额\n￥${total}`);

    // The server's cashier takes the payment: no methods to choose here, a word on how it goes.
    expect(await page.getByRole('radio').count()).toBe(0);
    await page.getByText('提交订单后将显示支付二维码，请用手机扫码，在收银台选择支付方式完成支付。').waitFor();
    // The purchase agreement first (MeEdu 4.9.27+ refuses the order without it): said once, beside the box.
    const agreement = page.getByRole('checkbox', { name: '我已阅读并同意《付费内容购买协议》' });
    expect(await page.getByRole('link', { name: '《付费内容购买协议》' }).getAttribute('href')).toMatch(
      /\/user\/paid_content_purchase_protocol$/,
    );
    const posted: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/v3/order') posted.push(r.postData() ?? '');
    });
    await page.getByRole('button', { name: '提交订单' }).click();
    await page.getByRole('alert').filter({ hasText: '请同意《付费内容购买协议》' }).waitFor();
    expect(await agreement.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await agreement.getAttribute('aria-invalid')).toBe('true');
    expect(posted).toEqual([]);

    const order = await submitOrder(page);
    expect(posted.map((b) => JSON.parse(b) as unknown)).toEqual([
      { goods_type: 'COURSE', goods_id: COURSE, promo_code: 'MEEDU2023', agree_protocol: 1 },
    ]);
    expect(order).toMatchObject({ total, discount: 10, is_paid: false });

    // The payment page: the cashier's address as a QR code (200 px), the number and the amount;
    // a reload keeps the order and its cashier.
    await waitForPath(page, `/order/pay?order_id=${order.order_no}&back=course&back_id=${COURSE}`);
    const qr = page.getByRole('img', { name: '支付二维码' });
    expect(await qr.evaluate((el) => el.getBoundingClientRect().width)).toBe(200);
    await page.reload();
    await qr.waitFor();
    await page.getByText(`订单号：${order.order_no}`).waitFor();
    expect(await page.getByText(`需支付：￥${total}`).count()).toBe(1);
    await page.getByText('（已优惠 ￥10）').waitFor();
    expect(await page.getByRole('link', { name: '在本机浏览器中打开收银台' }).getAttribute('href')).toBe(order.pay_url);

    await payAndSucceed(page, order);
    await waitForPath(page, `/order/success?order_id=${order.order_no}&back=course&back_id=${COURSE}`);
    await page.getByRole('link', { name: '去学习' }).click();
    await waitForPath(page, `/courses/detail/${COURSE}`);
    await page.getByRole('link', { name: '开始学习' }).click();
    await page.waitForURL(/\/courses\/video\/\d+/);
    // The lesson plays for its new owner: no buy prompt, the player is there.
    await page.locator('video[src*="/media/"]').waitFor({ state: 'attached' });
    expect(await page.getByText('本节为付费内容，购买课程后即可观看').count()).toBe(0);

    // My orders lists it, paid, with what was paid.
    await page.goto('/member/orders');
    const row = page.getByRole('listitem').filter({ hasText: order.order_no });
    await row.waitFor();
    expect(await row.innerText()).toContain('已支付');
    expect(await row.innerText()).toContain(`实付 ￥${total}`);
    await context.close();
  });

  it('polls the order while the payment page is open, stops when it is left, resumes on coming back', async () => {
    const { token } = await registerMember();
    const { context, page } = await newPage(browser());
    await signIn(context, token);
    const calls = recordApiCalls(page);
    const statusCalls = () => calls.calls.filter((c) => c.includes(STATUS)).length;
    await page.goto(`/order?goods_type=course&goods_id=${COURSE}`);
    await submitOrder(page);
    await expect.poll(statusCalls, { timeout: 6000 }).toBeGreaterThanOrEqual(2);

    // 取消支付 leaves the page (back to the course): no status request after that.
    await page.getByRole('button', { name: '取消支付' }).click();
    await waitForPath(page, `/courses/detail/${COURSE}`);
    const afterLeaving = statusCalls();
    await page.waitForTimeout(4500);
    expect(statusCalls()).toBe(afterLeaving);

    // Back to the payment page: it reads the order again and keeps asking.
    await page.goBack();
    await page.getByRole('img', { name: '支付二维码' }).waitFor();
    await expect.poll(statusCalls, { timeout: 5000 }).toBeGreaterThanOrEqual(afterLeaving + 2);
    calls.stop();
    await context.close();
  });

  it('a payment page without its cashier (another tab) says to order again; 我的订单 lists paid orders only', async () => {
    const { token } = await registerMember();
    const orderNo = await orderCourse(token, COURSE);
    const { context, page } = await newPage(browser());
    await signIn(context, token);
    await page.goto(`/order/pay?order_id=${orderNo}&back=course&back_id=${COURSE}`);
    await page.getByText('无法在此继续支付该订单（支付二维码只在下单的页面中保留30分钟），请重新下单').waitFor();
    expect(await page.getByRole('img', { name: '支付二维码' }).count()).toBe(0);
    await page.getByRole('link', { name: '重新购买' }).click();
    await waitForPath(page, `/courses/detail/${COURSE}`);
    // MeEdu 4.9.14+ lists paid orders only: the unpaid one is not there to 继续支付.
    await page.goto('/member/orders');
    await page.getByRole('tabpanel').getByText('暂无订单').waitFor();
    await context.close();
  });
});

it('orders a live course from its page through the same order and payment pages', async () => {
  const LIVE = 1;
  const { token } = await registerMember();
  const { context, page } = await newPage(browser());
  await signIn(context, token);
  await page.goto(`/live/detail/${LIVE}`);
  await page.getByRole('link', { name: /订阅课程/ }).click();
  await waitForPath(page, `/order?goods_type=live&goods_id=${LIVE}`);
  await page.locator('#main').getByText('直播课', { exact: true }).waitFor();
  const created = page.waitForResponse((r) => r.url().endsWith('/api/v3/order'));
  const order = await submitOrder(page);
  expect(JSON.parse((await created).request().postData() ?? '{}')).toEqual({
    goods_type: '直播课程',
    goods_id: LIVE,
    agree_protocol: 1,
  });
  await payAndSucceed(page, order);
  await page.getByRole('link', { name: '去学习' }).click();
  await waitForPath(page, `/live/detail/${LIVE}`);
  expect(await page.getByRole('link', { name: /订阅课程/ }).count()).toBe(0);
  await context.close();
});

it('on a phone, 提交订单 goes on to the cashier with the site own return addresses, and back to 支付成功', async () => {
  const { token } = await registerMember();
  // A site without an H5 address keeps its phone visitors (with one, they are handed off to it).
  const restore = await devConfig({ h5_url: '' });
  const { context, page } = await newPage(browser(), { width: 375, userAgent: IPHONE });
  onTestFinished(async () => {
    await context.close();
    await restore();
  });
  await signIn(context, token);
  await page.goto(`/order?goods_type=course&goods_id=${COURSE}`);
  await page.getByText('提交订单后将前往收银台，在那里选择支付方式完成支付。').waitFor();
  await tickAgreement(page);
  const created = page.waitForRequest((r) => r.url().endsWith('/api/v3/order'));
  await page.getByRole('button', { name: '提交订单' }).click();
  expect(JSON.parse((await created).postData() ?? '{}')).toEqual({
    goods_type: 'COURSE',
    goods_id: COURSE,
    agree_protocol: 1,
  });
  // The cashier at pay_url, with where to come back once paid and on giving up.
  await page.waitForURL((u) => u.pathname === '/payment/index');
  await page.getByRole('heading', { name: '收银台' }).first().waitFor();
  const visit = new URL(page.url());
  const site = new URL(baseURL());
  const orderNo = new URL(visit.searchParams.get('s_url')!).searchParams.get('order_id')!;
  expect(visit.searchParams.get('sign')).toMatch(/^order-/);
  expect(visit.searchParams.get('s_url')).toBe(
    `${site.origin}/order/success?order_id=${orderNo}&back=course&back_id=${COURSE}`,
  );
  expect(visit.searchParams.get('f_url')).toBe(
    `${site.origin}/order/pay?order_id=${orderNo}&back=course&back_id=${COURSE}`,
  );
  const payUrl = `${visit.origin}${visit.pathname}?sign=${visit.searchParams.get('sign')}`;

  // Giving up at the cashier (its 取消支付) comes back to the payment page, which keeps the way there.
  await page.getByRole('link', { name: '取消支付' }).click();
  await page.waitForURL((u) => u.pathname === '/order/pay');
  await page.getByRole('button', { name: '前往收银台' }).waitFor();
  await page.getByText(`订单号：${orderNo}`).waitFor();

  // Paid on the phone itself: the cashier's success page leads back to the site's.
  await page.getByRole('button', { name: '前往收银台' }).click();
  await page.waitForURL((u) => u.pathname === '/payment/index');
  await payAtCashier(payUrl);
  await page.goto(visit.searchParams.get('s_url')!);
  await page.getByRole('heading', { level: 1, name: '支付成功' }).waitFor();
});

it('reports the API calls of one view of each buying page', async () => {
  const { token } = await registerMember();
  const paid = await orderCourse(token, COURSE + 1);
  await api('/__dev/order/paid', { method: 'POST', body: { order_id: paid } });
  const { context, page } = await newPage(browser());
  await signIn(context, token);
  // The payment page keeps its cashier in the tab that ordered: ordered here first.
  await page.goto(`/order?goods_type=course&goods_id=${COURSE}`);
  const order = await submitOrder(page);
  for (const [what, path, ready] of [
    ['/vip', '/vip', '会员方案'],
    ['/order (course)', `/order?goods_type=course&goods_id=${COURSE}`, '提交订单'],
    ['/order/pay (cashier)', `/order/pay?order_id=${order.order_no}&back=course&back_id=${COURSE}`, '已完成支付'],
    ['/order/success', `/order/success?order_id=${paid}&back=course&back_id=${COURSE + 1}`, '去学习'],
    ['/member/orders', '/member/orders', paid],
  ] as const) {
    const calls = recordApiCalls(page);
    await page.goto(path);
    await (ready === '会员方案' ? page.getByRole('list', { name: ready }) : page.getByText(ready).first()).waitFor();
    // Let anything the view still starts go out (the payment page's poll runs on: its first read only).
    await page.waitForTimeout(300);
    calls.stop();
    reportCalls(what, calls.calls);
    // The start-up calls (config, user) are shared by every first view; a page view asks at most a few more.
    expect(calls.calls.length).toBeLessThanOrEqual(8);
  }
  await context.close();
});

it('delivers an order a promo code covers in full at once, with no cashier', async () => {
  const { token } = await registerMember();
  const course = await api<{ course: { charge: number } }>(`/api/v2/course/${COURSE}`);
  const { context, page } = await newPage(browser());
  await signIn(context, token);
  await page.goto(`/order?goods_type=course&goods_id=${COURSE}`);
  // FULLFREE is worth more than any demo course: the deduction stops at the price.
  await page.getByRole('textbox', { name: '优惠码' }).fill('FULLFREE');
  await page.getByRole('button', { name: '验证' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: `优惠码有效，已优惠 ￥${course.course.charge}` })
    .waitFor();
  expect(await page.locator('dl').innerText()).toContain('应付金额\n￥0');
  await tickAgreement(page);
  const created = page.waitForResponse((r) => r.url().endsWith('/api/v3/order'));
  await page.getByRole('button', { name: '提交订单' }).click();
  const order = ((await (await created).json()) as { data: { order_no: string; is_paid: boolean; pay_url?: string } })
    .data;
  expect(order).toMatchObject({ is_paid: true });
  expect(order.pay_url).toBeUndefined();
  await waitForToast(page, '支付成功');
  await waitForPath(page, `/order/success?order_id=${order.order_no}&back=course&back_id=${COURSE}`);
  await page.getByRole('heading', { level: 1, name: '支付成功' }).waitFor();
  await page.getByRole('link', { name: '去学习' }).click();
  await page.getByRole('link', { name: '开始学习' }).waitFor();
  await context.close();
});
