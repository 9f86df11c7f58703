/**
 * Every kind of goods bought from its own page, the way a learner does it: a fresh member presses
 * the item page's buy button, the order page names that thing (title, kind, price), 提交订单 with
 * the agreement ticked creates the order through MeEdu 4.9.14's one order call with the kind's
 * goods type, the payment page shows the server's cashier as a QR code and the payer pays there
 * (the payer's phone is simulated at the reference server's cashier and gateway), the payment page
 * sees it paid and moves on. Afterwards the member owns that thing and nothing else.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from '../browser.js';
import { api, useBrowser } from '../site/helpers.js';
import { payAndSucceed, registerMember, signIn, submitOrder } from './helpers.js';

const browser = useBrowser();

type Kind = 'course' | 'live' | 'book' | 'topic' | 'path' | 'paper' | 'mockpaper' | 'practice' | 'role';

/** Where each kind's detail (with the member's `is_buy`) is read; the role is the member's own. */
const DETAIL: Record<Exclude<Kind, 'role'>, (id: number) => string> = {
  course: (id) => `/api/v2/course/${id}`,
  live: (id) => `/addons/zhibo/api/v1/course/${id}`,
  book: (id) => `/addons/MeeduBooks/api/v1/book/${id}`,
  topic: (id) => `/addons/MeeduTopics/api/v1/topic/${id}`,
  path: (id) => `/addons/LearnPaths/api/v1/path/${id}`,
  paper: (id) => `/addons/Paper/api/v1/paper/${id}`,
  mockpaper: (id) => `/addons/Paper/api/v1/mock_paper/${id}`,
  practice: (id) => `/addons/Paper/api/v1/practice/${id}`,
};

/**
 * What the member owns among the things of every kind with this id (a kind without one is left
 * out): `is_buy` (or the Paper addon's `can`) of each detail, and for VIP whether the member's role is this one.
 */
async function ownedWithId(token: string, id: number): Promise<Partial<Record<Kind, boolean>>> {
  const owned: Partial<Record<Kind, boolean>> = {};
  for (const [kind, path] of Object.entries(DETAIL) as Array<[Exclude<Kind, 'role'>, (id: number) => string]>) {
    const detail = await api<{ isBuy?: boolean; is_buy?: boolean | number; can?: boolean | number }>(path(id), {
      token,
    }).catch(() => null);
    // The Paper addon's mock papers and practices say `can` (bought, free or opened by VIP; these are paid).
    if (detail)
      owned[kind] = Boolean(detail.isBuy ?? (detail.is_buy === undefined ? detail.can : Number(detail.is_buy)));
  }
  const member = await api<{ role_id: number }>('/api/v2/member/detail', { token });
  owned.role = member.role_id === id;
  return owned;
}

interface PaidGoods {
  goods_type: string;
  goods_id: number;
}
const paidOrders = async (token: string) =>
  (
    await api<{ data: Array<{ status_text: string; goods: PaidGoods[] }> }>('/api/v2/member/orders?page_size=50', {
      token,
    })
  ).data.filter((o) => o.status_text === '已支付');

interface Case {
  kind: Kind;
  id: number;
  /** The item page and its buy button (given the price). */
  page: string;
  button: (charge: number) => string;
  /** The thing's title and price as the server says them. */
  read: (token: string) => Promise<{ title: string; charge: number }>;
  /** What the order page labels it. */
  label: string;
  /** The goods type `POST /api/v3/order` is sent (MeEdu's apidoc), the paid order's in 我的订单. */
  goodsType: string;
}

type Named = { title?: string; name?: string; charge: number };
/** Reads the thing (`pick` finds it in the answer) as its detail names and prices it. */
const readOf =
  <T>(path: string, pick: (d: T) => Named | undefined) =>
  async (token: string) => {
    const item = pick(await api<T>(path, { token }))!;
    return { title: (item.title ?? item.name)!, charge: item.charge };
  };

const CASES: Case[] = [
  {
    kind: 'course',
    id: 5,
    page: '/courses/detail/5',
    button: (charge) => `立即购买 ￥${charge}`,
    read: readOf('/api/v2/course/5', (d: { course: Named }) => d.course),
    label: '课程',
    goodsType: 'COURSE',
  },
  {
    kind: 'live',
    id: 4,
    page: '/live/detail/4',
    button: (charge) => `订阅课程 ￥${charge}`,
    read: readOf('/addons/zhibo/api/v1/course/4', (d: { course: Named }) => d.course),
    label: '直播课',
    goodsType: '直播课程',
  },
  {
    kind: 'book',
    id: 4,
    page: '/book/detail/4',
    button: (charge) => `订阅电子书 ￥${charge}`,
    read: readOf('/addons/MeeduBooks/api/v1/book/4', (d: { book: Named }) => d.book),
    label: '电子书',
    goodsType: 'BOOK',
  },
  {
    kind: 'topic',
    id: 8,
    page: '/topic/detail/8',
    button: (charge) => `购买全文 ￥${charge}`,
    read: readOf('/addons/MeeduTopics/api/v1/topic/8', (d: { topic: Named }) => d.topic),
    label: '图文',
    goodsType: '文章',
  },
  {
    kind: 'path',
    id: 1,
    page: '/learnPath/detail/1',
    button: (charge) => `购买学习路径 ￥${charge}`,
    read: readOf('/addons/LearnPaths/api/v1/path/1', (d: { data: Named }) => d.data),
    label: '学习路径',
    goodsType: '学习路径',
  },
  {
    kind: 'paper',
    id: 2,
    page: '/exam/papers/detail/2',
    button: (charge) => `购买试卷 ￥${charge}`,
    read: readOf('/addons/Paper/api/v1/paper/2', (d: { paper: Named }) => d.paper),
    label: '试卷',
    goodsType: '试卷',
  },
  {
    kind: 'mockpaper',
    id: 2,
    page: '/exam/mockpaper/detail/2',
    button: (charge) => `购买试卷 ￥${charge}`,
    read: readOf('/addons/Paper/api/v1/mock_paper/2', (d: { paper: Named }) => d.paper),
    label: '模拟试卷',
    goodsType: '模拟试卷',
  },
  {
    kind: 'practice',
    id: 2,
    page: '/exam/practice/detail/2',
    button: (charge) => `购买练习 ￥${charge}`,
    read: readOf('/addons/Paper/api/v1/practice/2', (d: { practice: Named }) => d.practice),
    label: '练习',
    goodsType: '练习',
  },
  {
    kind: 'role',
    id: 1,
    page: '/vip',
    button: () => '立即开通月度会员',
    read: readOf('/api/v2/roles', (roles: Array<Named & { id: number }>) => roles.find((r) => r.id === 1)),
    label: 'VIP会员',
    goodsType: 'ROLE',
  },
];

async function buy(page: Page, c: Case, { title, charge }: { title: string; charge: number }): Promise<string> {
  await page.goto(c.page);
  await page.getByRole('link', { name: c.button(charge), exact: true }).click();
  await page.waitForURL((u) => u.pathname === '/order');
  const goods = page.getByRole('region', { name: '商品信息' });
  await goods.getByText(title, { exact: true }).waitFor();
  // The kind's label (a cover-less kind's picture repeats it, hidden from assistive technology).
  const label = goods.getByText(c.label, { exact: true }).and(page.locator(':not([aria-hidden="true"])'));
  expect(await label.count()).toBe(1);
  expect(await goods.innerText()).toContain(`￥${charge}`);
  expect(await page.locator('dl').innerText()).toContain(`应付金额\n￥${charge}`);

  const created = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/v3/order',
  );
  const order = await submitOrder(page);
  expect(JSON.parse((await created).request().postData() ?? '{}')).toEqual({
    goods_type: c.goodsType,
    goods_id: c.id,
    agree_protocol: 1,
  });
  expect(order).toMatchObject({ total: charge, is_paid: false });
  await payAndSucceed(page, order);
  return order.order_no;
}

describe('each kind of goods is sold from its own page and only it is delivered', () => {
  it.each(CASES)('$kind', async (c) => {
    const { token } = await registerMember();
    const item = await c.read(token);
    expect(item.charge).toBeGreaterThan(0);
    const before = await ownedWithId(token, c.id);
    expect(before[c.kind]).toBe(false);

    const { context, page } = await newPage(browser());
    await signIn(context, token);
    await buy(page, c, item);
    await context.close();

    // Exactly one paid order, for exactly this thing.
    const orders = await paidOrders(token);
    expect(orders.map((o) => o.goods.map((g) => [g.goods_type, g.goods_id]))).toEqual([[[c.goodsType, c.id]]]);
    // Owned now; what the member did not buy (the other kinds with the same id) is as it was.
    // VIP is the exception: its benefits may open VIP-free things, which the order list above rules out as sales.
    const after = await ownedWithId(token, c.id);
    expect(after[c.kind]).toBe(true);
    if (c.kind !== 'role') expect(after).toEqual({ ...before, [c.kind]: true });
  });
});

it('refuses an address naming goods the site does not sell, instead of selling a course in its place', async () => {
  const { token } = await registerMember();
  const { context, page } = await newPage(browser());
  await signIn(context, token);
  await page.goto('/order?goods_type=k12&goods_id=4');
  await page.getByText('无法识别要购买的商品，请回到商品页重新购买').waitFor();
  expect(await page.getByRole('button', { name: '提交订单' }).count()).toBe(0);
  await context.close();
});
