/**
 * Buying a course end to end: the course page's 立即购买, the order page with a promo code, WeChat
 * scan (the reference server's development endpoint stands in for the payer), the payment page's
 * polling, the success page and the lesson; my orders lists the paid order. Then the polling's
 * life cycle: it stops when the page is left and resumes on coming back; a reload keeps the order.
 */
import { describe, expect, it } from 'vitest';
import { newPage } from '../browser.js';
import { api, useBrowser, waitForPath, waitForToast } from '../site/helpers.js';
import { recordApiCalls } from '../site/pages-helpers.js';
import { orderCourse, payOnServer, registerMember, reportCalls, signIn } from './helpers.js';

const browser = useBrowser();

/** A paid course (¥ price above the promo code's ¥10) no new member owns; its first lesson is paid too. */
const COURSE = 5;
const STATUS = '/api/v2/order/status';

describe('buying a course', () => {
  it('takes a new member from 立即购买 through a promo code and WeChat scan to the first lesson', async () => {
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

    // The radio is drawn as a card: the member clicks the card (its label).
    await page.locator('label').filter({ hasText: '微信支付' }).click();
    expect(await page.getByRole('radio', { name: '微信支付' }).isChecked()).toBe(true);
    const created = page.waitForResponse((r) => r.url().endsWith('/api/v2/order/course'));
    await page.getByRole('button', { name: '提交订单' }).click();
    const request = (await created).request();
    expect(JSON.parse(request.postData() ?? '{}')).toEqual({ course_id: COURSE, promo_code: 'MEEDU2023' });
    const orderNo = ((await (await created).json()) as { data: { order_id: string } }).data.order_id;

    // The payment page: the QR code (128 px), the number and the amount; a reload keeps the order.
    await page.waitForURL((u) => u.pathname === '/order/pay' && u.searchParams.get('order_id') === orderNo);
    expect(new URL(page.url()).searchParams.get('payment')).toBe('wechat');
    const qr = page.getByRole('img', { name: '微信支付二维码' });
    await qr.waitFor();
    expect(await qr.evaluate((el) => el.getBoundingClientRect().width)).toBe(128);
    await page.reload();
    await qr.waitFor();
    await page.getByText(`订单号：${orderNo}`).waitFor();
    expect(await page.getByText(`需支付：￥${total}`).count()).toBe(1);

    await payOnServer(orderNo);
    await waitForToast(page, '已成功支付');
    await waitForPath(page, `/order/success?order_id=${orderNo}&back=course&back_id=${COURSE}`);
    await page.getByRole('heading', { level: 1, name: '支付成功' }).waitFor();
    await page.getByRole('link', { name: '去学习' }).click();
    await waitForPath(page, `/courses/detail/${COURSE}`);
    await page.getByRole('link', { name: '开始学习' }).click();
    await page.waitForURL(/\/courses\/video\/\d+/);
    // The lesson plays for its new owner: no buy prompt, the player is there.
    await page.locator('video[src*="/media/"]').waitFor({ state: 'attached' });
    expect(await page.getByText('本节为付费内容，购买课程后即可观看').count()).toBe(0);

    // My orders lists it, paid, with what was paid and the code's discount off the price.
    await page.goto('/member/orders');
    const row = page.getByRole('listitem').filter({ hasText: orderNo });
    await row.waitFor();
    expect(await row.innerText()).toContain('已支付');
    expect(await row.innerText()).toContain(`实付 ￥${total}`);
    expect(await row.innerText()).toContain(`原价 ￥${course.course.charge}，优惠 ￥10`);
    await context.close();
  });

  it('polls the order while the payment page is open, stops when it is left, resumes on coming back', async () => {
    const { token } = await registerMember();
    const orderNo = await orderCourse(token, COURSE);
    const { context, page } = await newPage(browser());
    await signIn(context, token);
    const calls = recordApiCalls(page);
    const statusCalls = () => calls.calls.filter((c) => c.includes(STATUS)).length;
    await page.goto(`/order/pay?order_id=${orderNo}&payment=handPay&back=course&back_id=${COURSE}`);
    await page.getByRole('heading', { level: 1, name: '支付订单' }).waitFor();
    await page.getByText('转账时请备注订单号').waitFor();
    await expect.poll(statusCalls, { timeout: 6000 }).toBeGreaterThanOrEqual(2);

    // 取消支付 leaves the page (back to the course): no status request after that.
    await page.getByRole('button', { name: '取消支付' }).click();
    await waitForPath(page, `/courses/detail/${COURSE}`);
    const afterLeaving = statusCalls();
    await page.waitForTimeout(4500);
    expect(statusCalls()).toBe(afterLeaving);

    // Back to the payment page: it asks again at once and keeps asking.
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: '支付订单' }).waitFor();
    await expect.poll(statusCalls, { timeout: 5000 }).toBeGreaterThanOrEqual(afterLeaving + 2);
    calls.stop();
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
  await page.locator('label').filter({ hasText: '手动打款' }).click();
  const created = page.waitForResponse((r) => r.url().endsWith(`/addons/zhibo/api/v1/course/${LIVE}/paid`));
  await page.getByRole('button', { name: '提交订单' }).click();
  expect(JSON.parse((await created).request().postData() ?? '{}')).toEqual({ goods_id: LIVE });
  await page.getByText('转账时请备注订单号').waitFor();
  await payOnServer(new URL(page.url()).searchParams.get('order_id')!);
  await waitForToast(page, '已成功支付');
  await page.getByRole('link', { name: '去学习' }).click();
  await waitForPath(page, `/live/detail/${LIVE}`);
  expect(await page.getByRole('link', { name: /订阅课程/ }).count()).toBe(0);
  await context.close();
});

it('继续支付 from 我的订单: the payment page names what is paid and how much, and the method can be changed until paid', async () => {
  const { token } = await registerMember();
  const course = await api<{ course: { title: string; charge: number } }>(`/api/v2/course/${COURSE}`);
  const order = await api<{ order_id: string }>('/api/v2/order/course', {
    method: 'POST',
    body: { course_id: COURSE, promo_code: 'MEEDU2023' },
    token,
  });
  const { context, page } = await newPage(browser());
  await signIn(context, token);
  await page.goto('/member/orders');
  await page.getByRole('link', { name: `继续支付订单${order.order_id}` }).click();
  await page.waitForURL((u) => u.pathname === '/order/pay');

  // What is paid for and how much (after the promo code), before any method is chosen.
  const summary = page.getByRole('region', { name: '订单信息' });
  await summary.getByText(course.course.title, { exact: true }).waitFor();
  expect(await summary.innerText()).toContain(`需支付：￥${course.course.charge - 10}`);
  expect(await summary.innerText()).toContain(`订单号：${order.order_id}`);
  await page.getByText('请选择支付方式').waitFor();
  expect(await page.getByText('正在等待支付结果…').count()).toBe(0);

  // A method, then another: every method stays on offer.
  await page.locator('label').filter({ hasText: '手动打款' }).click();
  await page.getByText('转账时请备注订单号').waitFor();
  await page.getByText('正在等待支付结果…').waitFor();
  const scan = page.waitForResponse((r) => r.url().endsWith('/api/v2/order/pay/wechatScan'));
  await page.locator('label').filter({ hasText: '微信支付' }).click();
  await page.getByRole('img', { name: '微信支付二维码' }).waitFor();
  expect(await page.getByRole('radio').count()).toBe(3);
  expect(await page.getByRole('radio', { name: '微信支付' }).isChecked()).toBe(true);
  expect(await summary.innerText()).toContain(`需支付：￥${course.course.charge - 10}`);

  // Paid through the WeChat code: the payment page sees it and moves on.
  const { data } = (await (await scan).json()) as { data: { code_url: string } };
  const ticket = new URL(data.code_url).searchParams.get('ticket')!;
  await fetch(new URL('/pay/gateway', data.code_url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ticket, action: 'pay' }).toString(),
    redirect: 'manual',
  });
  await waitForToast(page, '已成功支付');
  await page.getByRole('heading', { level: 1, name: '支付成功' }).waitFor();
  await context.close();
});

it('reports the API calls of one view of each buying page', async () => {
  const { token } = await registerMember();
  const orderNo = await orderCourse(token, COURSE);
  const { context, page } = await newPage(browser());
  await signIn(context, token);
  for (const [what, path, ready] of [
    ['/vip', '/vip', '会员方案'],
    ['/order (course)', `/order?goods_type=course&goods_id=${COURSE}`, '提交订单'],
    ['/order/pay (wechat)', `/order/pay?order_id=${orderNo}&payment=wechat`, '已完成支付'],
    ['/order/success', `/order/success?order_id=${orderNo}&back=course&back_id=${COURSE}`, '订单尚未支付'],
    ['/member/orders', '/member/orders', orderNo],
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
