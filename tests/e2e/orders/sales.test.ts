/**
 * Flash sale and group buy from the course page's sale box to a paid order, both through the same
 * order page and payment page as an ordinary purchase (MeEdu 4.9.14's one order call: the place
 * as 秒杀, the sale and its group as 课程团购); 我的订单 shows them under their tabs.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { newPage } from '../browser.js';
import { api, useBrowser, waitForPath, waitForToast } from '../site/helpers.js';
import { payOnServer, registerMember, signIn, submitOrder } from './helpers.js';

const browser = useBrowser();

/** Seeded: the running flash sale (id 1) of course 2 at ¥59, and the two-member group buy (id 6) of course 6 at ¥89. */
const FLASH_COURSE = 2;
const FLASH_SALE = 1;
const PAIR_COURSE = 6;
const PAIR_SALE = 6;

/**
 * On the order page: 提交订单 with the agreement ticked, the cashier's QR code, the server settles
 * the order (its development endpoint standing in for the payer), 已成功支付 and the success page.
 * Answers the order number.
 */
async function payAtCashier(page: Page, charge: number): Promise<string> {
  await page.getByRole('button', { name: '提交订单' }).waitFor();
  expect(await page.locator('dl').innerText()).toContain(`应付金额\n￥${charge}`);
  const order = await submitOrder(page);
  expect(order.total).toBe(charge);
  await payOnServer(order.order_no);
  await waitForToast(page, '已成功支付');
  await page.getByRole('heading', { level: 1, name: '支付成功' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/order/success');
  return order.order_no;
}

it('buys a course in its flash sale: captcha, the place taken, paid, listed under 秒杀订单', async () => {
  const { token } = await registerMember();
  const { context, page } = await newPage(browser());
  await signIn(context, token);
  await page.goto(`/courses/detail/${FLASH_COURSE}`);
  const box = page.getByRole('region', { name: '限时秒杀' });
  await box.waitFor();
  const stock = Number((await box.getByText(/库存剩余/).innerText()).match(/\d+/)![0]);
  expect(await box.innerText()).toContain('距结束');
  expect(await box.innerText()).toContain('￥59');

  const captcha = page.waitForResponse((r) => r.url().includes('/api/v2/captcha/image'));
  await box.getByRole('button', { name: '立即秒杀' }).click();
  const dialog = page.getByRole('dialog', { name: '立即秒杀' });
  const { key } = ((await (await captcha).json()) as { data: { key: string } }).data;
  const { text } = await api<{ text: string }>(`/__dev/captcha?key=${encodeURIComponent(key)}`);
  await dialog.getByRole('textbox', { name: '图形验证码' }).fill(text);
  await dialog.getByRole('button', { name: '确认秒杀' }).click();
  await waitForToast(page, '抢购成功，请尽快支付');
  await waitForPath(page, `/order?goods_type=ms&goods_id=${FLASH_SALE}`);
  await page.getByText('秒杀', { exact: true }).waitFor();
  const orderNo = await payAtCashier(page, 59);

  // The place is paid: the course is the member's, so its page no longer offers the sale.
  await page.getByRole('link', { name: '去学习' }).click();
  await waitForPath(page, `/courses/detail/${FLASH_COURSE}`);
  await page.getByRole('link', { name: '开始学习' }).waitFor();
  expect(await page.getByRole('region', { name: '限时秒杀' }).count()).toBe(0);
  const sale = await api<{ data: { over_num: number } }>(`/addons/MiaoSha/api/v1/m/${FLASH_SALE}`);
  expect(sale.data.over_num).toBe(stock - 1);

  await page.goto('/member/orders');
  await page.getByRole('listitem').filter({ hasText: orderNo }).waitFor();
  await page.getByRole('tab', { name: '秒杀订单' }).click();
  await waitForPath(page, '/member/orders?tab=ms');
  const row = page.getByRole('tabpanel').getByRole('listitem').first();
  await row.waitFor();
  expect(await row.innerText()).toContain('￥59');
  expect(await row.innerText()).toContain('已支付');
  await context.close();
});

it('completes a two-member group buy: one opens the group, the other joins it, both listed under 团购订单', async () => {
  const leader = await registerMember();
  const joiner = await registerMember();

  const a = await newPage(browser());
  await signIn(a.context, leader.token);
  await a.page.goto(`/courses/detail/${PAIR_COURSE}`);
  const boxA = a.page.getByRole('region', { name: '2人拼团' });
  await boxA.getByText('暂无正在进行的拼团').waitFor();
  await boxA.getByRole('link', { name: '发起拼团 ￥89' }).click();
  await waitForPath(a.page, `/order?goods_type=tg&goods_id=${PAIR_SALE}`);
  await a.page.getByText('开团', { exact: true }).waitFor();
  await payAtCashier(a.page, 89);

  // Back on the course: the leader is in the group and is told so, with no way to join again.
  await a.page.getByRole('link', { name: '去学习' }).click();
  await boxA.getByText('你已在拼团中，邀请好友一起参团吧').waitFor();
  const mine = boxA.getByRole('list', { name: '正在拼团' }).getByRole('listitem');
  expect(await mine.count()).toBe(1);
  expect(await mine.innerText()).toContain('已有 1 人，还差 1 人成团');
  expect(await mine.innerText()).toContain('已参团');
  expect(await boxA.getByRole('link', { name: /拼团/ }).count()).toBe(0);

  const b = await newPage(browser());
  await signIn(b.context, joiner.token);
  await b.page.goto(`/courses/detail/${PAIR_COURSE}`);
  const boxB = b.page.getByRole('region', { name: '2人拼团' });
  await boxB.getByRole('link', { name: '加入拼团（还差1人）' }).click();
  await b.page.waitForURL((u) => u.pathname === '/order' && u.searchParams.get('gid') !== null);
  await b.page.getByText('参团', { exact: true }).waitFor();
  await payAtCashier(b.page, 89);
  await b.page.getByRole('link', { name: '去学习' }).click();
  await b.page.getByRole('link', { name: '开始学习' }).waitFor();

  // The group is complete: both own the course and see it under 团购订单.
  for (const { page } of [a, b]) {
    await page.goto('/member/orders?tab=tg');
    const row = page.getByRole('tabpanel').getByRole('listitem').first();
    await row.waitFor();
    expect(await row.innerText()).toContain('拼团成功');
    expect(await row.innerText()).toContain('￥89');
  }
  await a.page.goto(`/courses/detail/${PAIR_COURSE}`);
  await a.page.getByRole('link', { name: '开始学习' }).waitFor();
  await a.context.close();
  await b.context.close();
});
