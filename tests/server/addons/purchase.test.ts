import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodsRegistry, markOrderPaid } from '#server/modules/orders/index.js';
import { modules } from '#server/modules/index.js';
import { data, failure, isUnauthenticated, startAddonServer, type AddonServer } from './helper.js';

let s: AddonServer;
beforeAll(async () => {
  s = await startAddonServer();
});
afterAll(() => s.close());

const ORDER_KEYS = ['id', 'user_id', 'charge', 'order_id', 'created_at', 'status_text', 'payment_text', 'continue_pay'];

/**
 * One sellable item per addon kind, all seeded on a fresh database: paid, not bought by the
 * members these tests use (18, 19, 20). `name` reads the item's name from its detail answer.
 */
interface Case {
  kind: string;
  buy: string;
  body: Record<string, unknown>;
  detail: string;
  charge: number;
  goodsType: string;
  name: (d: any) => string;
  /** Whether the detail says the member owns it (mock papers and practices: `can`, as the addon). */
  owned?: (d: any) => boolean;
}

const LIVE = '/addons/zhibo/api/v1';
const BOOKS = '/addons/MeeduBooks/api/v1';
const TOPICS = '/addons/MeeduTopics/api/v1';
const PATHS = '/addons/LearnPaths/api/v1';
const PAPER = '/addons/Paper/api/v1';

const CASES: Case[] = [
  {
    kind: 'live',
    buy: `${LIVE}/course/3/paid`,
    body: { goods_id: 3 },
    detail: `${LIVE}/course/3`,
    charge: 399,
    goodsType: '直播课程',
    name: (d) => d.course.title,
  },
  {
    kind: 'book',
    buy: `${BOOKS}/book/4/buy`,
    body: { goods_id: 4 },
    detail: `${BOOKS}/book/4`,
    charge: 29,
    goodsType: 'BOOK',
    name: (d) => d.book.name,
  },
  {
    kind: 'topic',
    buy: `${TOPICS}/topic/6/buy`,
    body: { goods_id: 6 },
    detail: `${TOPICS}/topic/6`,
    charge: 6,
    goodsType: '文章',
    name: (d) => d.topic.title,
  },
  {
    kind: 'path',
    buy: `${PATHS}/path/1/buy`,
    body: { goods_id: 1 },
    detail: `${PATHS}/path/1`,
    charge: 299,
    goodsType: '学习路径',
    name: (d) => d.data.name,
  },
  {
    kind: 'paper',
    buy: `${PAPER}/paper/buy`,
    body: { goods_id: 2 },
    detail: `${PAPER}/paper/2`,
    charge: 29,
    goodsType: '试卷',
    name: (d) => d.paper.title,
  },
  {
    kind: 'mock paper',
    buy: `${PAPER}/mock_paper/buy`,
    body: { goods_id: 2 },
    detail: `${PAPER}/mock_paper/2`,
    charge: 19,
    goodsType: '模拟试卷',
    name: (d) => d.paper.title,
    owned: (d) => d.can,
  },
  {
    kind: 'practice',
    buy: `${PAPER}/practice/buy`,
    body: { goods_id: 2 },
    detail: `${PAPER}/practice/2`,
    charge: 9,
    goodsType: '练习',
    name: (d) => d.practice.name,
    owned: (d) => d.can,
  },
];

const orderStatus = async (token: string, orderId: string) =>
  data(await s.get('/api/v2/order/status', { token, query: { order_id: orderId } })).status as number;

async function latestOrder(token: string) {
  const list = data(await s.get('/api/v2/member/orders', { token, query: { page: 1, page_size: 1 } }));
  return list.data[0];
}

describe('buying addon content', () => {
  for (const c of CASES) {
    it(`${c.kind}: an unpaid order, then paying delivers it`, async () => {
      const member = await s.token(18);
      const owned = (d: any): boolean => (c.owned ? c.owned(d) : d.is_buy);
      const before = data(await s.get(c.detail, { token: member }));
      expect(owned(before)).toBe(false);

      const order = data(await s.post(c.buy, c.body, { token: member }));
      expect(Object.keys(order).sort()).toEqual([...ORDER_KEYS].sort());
      expect(order).toMatchObject({
        user_id: 18,
        charge: c.charge,
        status_text: '未支付',
        payment_text: '',
        continue_pay: true,
      });
      expect(order.order_id).toMatch(/^18\d{8}$/);
      expect(order.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
      expect(await orderStatus(member, order.order_id)).toBe(1);
      // Ordering is not owning.
      expect(owned(data(await s.get(c.detail, { token: member })))).toBe(false);

      const listed = await latestOrder(member);
      expect(listed.order_id).toBe(order.order_id);
      expect(listed.goods).toEqual([
        {
          num: 1,
          goods_text: c.goodsType,
          charge: c.charge,
          goods_type: c.goodsType,
          goods_name: c.name(before),
          goods_thumb: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/images\/cover\/.+\.svg\?t=/),
          goods_id: Number(c.body.goods_id),
          goods_charge: c.charge,
          goods_ori_charge: c.charge,
        },
      ]);

      data(await s.post('/__dev/order/paid', { order_id: order.order_id }));
      expect(await orderStatus(member, order.order_id)).toBe(9);
      expect(owned(data(await s.get(c.detail, { token: member })))).toBe(true);
      const paid = await latestOrder(member);
      expect(paid).toMatchObject({ order_id: order.order_id, status_text: '已支付', continue_pay: false });

      expect(failure(await s.post(c.buy, c.body, { token: member }))).toBe('请勿重复购买');
    });
  }

  it('the simulated cashier pays an addon order and delivers it', async () => {
    const member = await s.token(19);
    const { book } = data(await s.get(`${BOOKS}/book/4`));
    const order = data(await s.post(`${BOOKS}/book/4/buy`, { goods_id: 4 }, { token: member }));
    const redirect = await fetch(
      `${s.url}/api/v2/order/pay/redirect?${new URLSearchParams({
        token: member,
        order_id: order.order_id,
        payment: 'alipay',
        payment_scene: 'pc',
        redirect: '/order/success',
        f_url: '/order/failed',
      })}`,
      { redirect: 'manual' },
    );
    expect(redirect.status).toBe(302);
    const gateway = new URL(redirect.headers.get('location')!);
    const page = await (await fetch(gateway)).text();
    expect(page).toContain(`《${book.name}》`);
    expect(page).toContain('¥29');
    expect(await orderStatus(member, order.order_id)).toBe(5);

    const confirm = await fetch(`${s.url}/pay/gateway`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ticket: gateway.searchParams.get('ticket')!, action: 'pay' }),
      redirect: 'manual',
    });
    expect(confirm.status).toBe(302);
    expect(confirm.headers.get('location')).toBe('/order/success');
    expect(await orderStatus(member, order.order_id)).toBe(9);
    expect(data(await s.get(`${BOOKS}/book/4`, { token: member })).is_buy).toBe(true);
    expect((await latestOrder(member)).payment_text).toBe('支付宝');
    // The book shows up among the member's books, with the price paid.
    const books = data(await s.get('/addons/MeeduBooks/api/v2/member/books', { token: member }));
    expect(books.data.find((b: { book_id: number }) => b.book_id === 4)).toMatchObject({ charge: 29 });
  });

  it('hand pay marks the order for a transfer; settling it delivers and notifies', async () => {
    const member = await s.token(19);
    const order = data(await s.post(`${LIVE}/course/3/paid`, {}, { token: member }));
    const hand = data(await s.post('/api/v3/order/pay/handPay', { order_id: order.order_id }, { token: member }));
    expect(hand.text).toContain('<');
    expect((await latestOrder(member)).payment_text).toBe('手动打款');
    expect(data(await s.get(`${LIVE}/course/3`, { token: member })).is_buy).toBe(false);

    data(await s.post('/__dev/order/paid', { order_id: order.order_id }));
    expect(data(await s.get(`${LIVE}/course/3`, { token: member })).is_buy).toBe(true);
    const mine = data(await s.get(`${LIVE}/member/courses`, { token: member }));
    expect(mine.data.map((r: { course_id: number }) => r.course_id)).toContain(3);
    const messages = data(await s.get('/api/v2/member/messages', { token: member, query: { page: 1, page_size: 50 } }));
    expect(messages.data.some((m: { data: { message: string } }) => m.data.message.includes(order.order_id))).toBe(
      true,
    );
    // Paying a paid order again delivers nothing twice and keeps it paid.
    data(await s.post('/__dev/order/paid', { order_id: order.order_id }));
    expect(
      (
        s.ctx.db.prepare('SELECT COUNT(*) AS n FROM zhibo_course_users WHERE user_id = 19 AND course_id = 3').get() as {
          n: number;
        }
      ).n,
    ).toBe(1);
  });

  it('a promo code covering the price creates the order paid and delivers at once', async () => {
    const member = await s.token(20);
    const order = data(
      await s.post(`${PAPER}/practice/buy`, { practice_id: 2, promo_code: 'FULLFREE' }, { token: member }),
    );
    expect(order).toMatchObject({ charge: 9, status_text: '已支付', continue_pay: false });
    expect(data(await s.get(`${PAPER}/practice/2`, { token: member })).can).toBe(true);
    // Unusable codes refuse the order; unknown ones are ignored.
    expect(failure(await s.post(`${TOPICS}/topic/6/buy`, { promo_code: 'EXPIRED10' }, { token: member }))).toBe(
      '当前优惠码不可用',
    );
    const plain = data(await s.post(`${TOPICS}/topic/6/buy`, { promo_code: 'NO-SUCH-CODE' }, { token: member }));
    expect(plain.status_text).toBe('未支付');
  });

  it('Paper buy endpoints take the item from goods_id or from their own field', async () => {
    const member = await s.token(20);
    const byField = data(await s.post(`${PAPER}/paper/buy`, { paper_id: 2 }, { token: member }));
    const byGoodsId = data(await s.post(`${PAPER}/mock_paper/buy`, { goods_id: '2' }, { token: member }));
    const byOwnField = data(
      await s.post(`${PAPER}/mock_paper/buy`, { mock_paper_id: 2, goods_id: 1 }, { token: member }),
    );
    expect([byField.charge, byGoodsId.charge, byOwnField.charge]).toEqual([29, 19, 19]);
    const list = data(await s.get('/api/v2/member/orders', { token: member, query: { page_size: 3 } }));
    expect(list.data.map((o: { goods: { goods_type: string; goods_id: number }[] }) => o.goods[0])).toMatchObject([
      { goods_type: '模拟试卷', goods_id: 2 },
      { goods_type: '模拟试卷', goods_id: 2 },
      { goods_type: '试卷', goods_id: 2 },
    ]);
  });
});

describe('refusals', () => {
  it('free items cannot be bought', async () => {
    const member = await s.token(18);
    const expectations: [string, unknown, string][] = [
      [`${LIVE}/course/2/paid`, {}, '当前直播课程无法购买'],
      [`${BOOKS}/book/2/buy`, {}, '当前电子书无法购买'],
      [`${TOPICS}/topic/1/buy`, {}, '当前图文无法购买'],
      [`${PATHS}/path/2/buy`, {}, '当前学习路径无法购买'],
      [`${PAPER}/paper/buy`, { goods_id: 1 }, '当前试卷无法购买'],
      [`${PAPER}/mock_paper/buy`, { goods_id: 1 }, '当前模拟试卷无法购买'],
      [`${PAPER}/practice/buy`, { goods_id: 1 }, '当前练习无法购买'],
    ];
    for (const [path, body, message] of expectations)
      expect(failure(await s.post(path, body, { token: member }))).toBe(message);
  });

  it('content the member already owns is not sold twice', async () => {
    const demo = await s.token(1);
    for (const [path, body] of [
      [`${LIVE}/course/1/paid`, {}],
      [`${BOOKS}/book/1/buy`, {}],
      [`${TOPICS}/topic/2/buy`, {}],
      [`${PATHS}/path/1/buy`, {}],
      [`${PAPER}/paper/buy`, { goods_id: 2 }],
    ] as const) {
      expect(failure(await s.post(path, body, { token: demo }))).toBe('请勿重复购买');
    }
  });

  it('unknown items are named in the refusal', async () => {
    const member = await s.token(18);
    const expectations: [string, unknown, string][] = [
      [`${LIVE}/course/9999/paid`, {}, '直播课程不存在'],
      [`${BOOKS}/book/9999/buy`, {}, '电子书不存在'],
      [`${TOPICS}/topic/9999/buy`, {}, '图文不存在'],
      [`${PATHS}/path/9999/buy`, {}, '学习路径不存在'],
      [`${PAPER}/paper/buy`, { goods_id: 9999 }, '试卷不存在'],
      [`${PAPER}/mock_paper/buy`, { goods_id: 9999 }, '模拟试卷不存在'],
      [`${PAPER}/practice/buy`, { goods_id: 0 }, '练习不存在'],
    ];
    for (const [path, body, message] of expectations)
      expect(failure(await s.post(path, body, { token: member }))).toBe(message);
  });

  it('malformed ids and bodies get 参数错误 or the body-format message, never a 500', async () => {
    const member = await s.token(18);
    for (const path of [
      `${LIVE}/course/abc/paid`,
      `${BOOKS}/book/-1/buy`,
      `${TOPICS}/topic/1.5/buy`,
      `${PATHS}/path/1e3/buy`,
    ]) {
      expect(failure(await s.post(path, {}, { token: member }))).toBe('参数错误');
    }
    for (const body of [
      {},
      { goods_id: 'abc' },
      { goods_id: -2 },
      { goods_id: 2.5 },
      { goods_id: [2] },
      { goods_id: null },
      { paper_id: 'x', goods_id: 2 },
    ]) {
      expect(failure(await s.post(`${PAPER}/paper/buy`, body, { token: member }))).toBe('参数错误');
    }
    expect(failure(await s.post(`${PAPER}/practice/buy`, '{"goods_id":', { token: member }))).toBe('请求数据格式错误');
    const before = (s.ctx.db.prepare('SELECT COUNT(*) AS n FROM orders WHERE user_id = 18').get() as { n: number }).n;
    await s.post(`${PAPER}/paper/buy`, { goods_id: 'abc' }, { token: member });
    expect((s.ctx.db.prepare('SELECT COUNT(*) AS n FROM orders WHERE user_id = 18').get() as { n: number }).n).toBe(
      before,
    );
  });

  it('visitors are asked to log in the addon way (HTTP 401)', async () => {
    for (const [path, body] of [
      [`${LIVE}/course/3/paid`, {}],
      [`${BOOKS}/book/4/buy`, {}],
      [`${TOPICS}/topic/6/buy`, {}],
      [`${PATHS}/path/1/buy`, {}],
      [`${PAPER}/paper/buy`, { goods_id: 2 }],
      [`${PAPER}/mock_paper/buy`, { goods_id: 2 }],
      [`${PAPER}/practice/buy`, { goods_id: 2 }],
    ] as const) {
      expect(isUnauthenticated(await s.post(path, body), path)).toBe(true);
    }
  });

  it('mock_paper/buy is not mistaken for starting an attempt on mock paper "buy"', async () => {
    const member = await s.token(18);
    // Without the buy route this POST would reach mock_paper/{id} and answer 参数错误.
    expect(failure(await s.post(`${PAPER}/mock_paper/buy`, { goods_id: 9999 }, { token: member }))).toBe(
      '模拟试卷不存在',
    );
    // Starting an attempt still works by id.
    expect(data(await s.post(`${PAPER}/mock_paper/1`, {}, { token: member })).recordId).toBeGreaterThan(0);
  });
});

describe('the goods registry', () => {
  it('has every module’s goods by type, and refuses a second module declaring a taken type', () => {
    const registry = goodsRegistry(modules);
    expect(
      ['COURSE', 'ROLE', 'BOOK', '直播课程', '试卷', '模拟试卷', '练习'].map((t) => registry.kind(t)?.type),
    ).toEqual(['COURSE', 'ROLE', 'BOOK', '直播课程', '试卷', '模拟试卷', '练习']);
    const again = {
      name: 'another',
      schema: [],
      routes: () => undefined,
      goods: { kinds: [{ type: 'BOOK', deliver: () => undefined }], orderGoods: [] },
    };
    expect(() => goodsRegistry([...modules, again])).toThrow(/declared twice \(another\)/);
  });

  it('an order whose goods type nobody delivers stays unpaid', () => {
    const db = s.ctx.db;
    const now = Date.now();
    const id = Number(
      db
        .prepare(
          "INSERT INTO orders (user_id, charge, order_id, status, created_at, updated_at) VALUES (20, 5, 'orphan-1', 1, ?, ?)",
        )
        .run(now, now).lastInsertRowid,
    );
    db.prepare(
      `INSERT INTO order_goods (oid, user_id, goods_id, goods_type, goods_name, goods_charge, goods_ori_charge, charge, created_at)
       VALUES (?, 20, 1, 'NO-SUCH-KIND', 'x', 5, 5, 5, ?)`,
    ).run(id, now);
    expect(() => markOrderPaid(s.ctx, id)).toThrow(/NO-SUCH-KIND/);
    expect((db.prepare('SELECT status FROM orders WHERE id = ?').get(id) as { status: number }).status).toBe(1);
  });
});
