/**
 * Buying through whichever calls the server has, against the answers the real servers gave: the
 * unified `POST /api/v3/order` of v4.9.30 (cashier address, paid at once, agreements) and the
 * per-kind order calls and payment methods of v4.9.5; the agreements config names, by release.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  CASHIER_REFUSED,
  orderAgreements,
  paymentOptions,
  createOrder as placeOrder,
  type OrderGoods,
} from '#core/order/index.js';
import type { SystemConfig } from '#core/site/index.js';
import type { RecordingEnvironment } from '#core/env/index.js';
import { config, saveToken } from '#core/session/index.js';
import { realData } from '../../../real-meedu.js';
import { configAt } from '../capabilities/releases.js';
import {
  ok,
  rejection,
  serveRecorded,
  useApiServer,
  type TestServer,
  useUnknownServer,
} from '../client/test-server.js';

let server: TestServer;
let e: RecordingEnvironment;
useApiServer({ server: (s) => (server = s), env: (x) => (e = x) });

const sent = () => server.requests.map((r) => [`${r.method} ${r.path}${r.query.size ? `?${r.query}` : ''}`, r.body]);

useUnknownServer();

describe('v4.9.30: one order call for every kind, paid at the server cashier', () => {
  beforeEach(() => config.set(realData<SystemConfig>('4.9.30', 'GET /api/v2/other/config')));

  it('sends the goods type, the agreement and the promo code, and answers the cashier', async () => {
    serveRecorded(server, '4.9.30', 'POST /api/v3/order (member, COURSE 2)', 'POST /api/v3/order');
    const order = await placeOrder({ kind: 'course', id: 2 }, 'NOSUCHCODE');
    expect(sent()).toEqual([
      ['POST /api/v3/order', { goods_type: 'COURSE', goods_id: 2, promo_code: 'NOSUCHCODE', agree_protocol: 1 }],
    ]);
    const recorded = realData<{ order_no: string; pay_url: string }>('4.9.30', 'POST /api/v3/order (member, COURSE 2)');
    expect(order).toEqual({
      orderNo: recorded.order_no,
      paid: false,
      cashier: { payUrl: recorded.pay_url, total: 198, discount: 0 },
    });
  });

  it('a free item is paid at once, with no cashier', async () => {
    serveRecorded(server, '4.9.30', 'POST /api/v3/order (member, COURSE 1 free)', 'POST /api/v3/order');
    const order = await placeOrder({ kind: 'course', id: 1 });
    expect(order).toMatchObject({ paid: true, cashier: null });
    expect(order.orderNo).toMatch(/^\d{18}$/);
  });

  it('passes the server refusals on: the agreement, goods no addon sells', async () => {
    serveRecorded(server, '4.9.30', 'POST /api/v3/order (member, ROLE 1 without agreement)', 'POST /api/v3/order');
    expect((await rejection(placeOrder({ kind: 'role', id: 1 }))).message).toBe('请同意会员服务协议');
    serveRecorded(server, '4.9.30', 'POST /api/v3/order (member, BOOK 1)', 'POST /api/v3/order');
    expect((await rejection(placeOrder({ kind: 'book', id: 1 }))).message).toBe('无法创建订单');
  });

  it('names each kind as the apidoc does; flash sales by the place, group buys by the sale and group', async () => {
    server.route('POST /api/v3/order', ok({ order_no: '1', total: 0, discount: 0, is_paid: true }));
    const kinds: Array<[OrderGoods, string]> = [
      [{ kind: 'role', id: 1 }, 'ROLE'],
      [{ kind: 'live', id: 3 }, '直播课程'],
      [{ kind: 'book', id: 4 }, 'BOOK'],
      [{ kind: 'topic', id: 6 }, '文章'],
      [{ kind: 'path', id: 1 }, '学习路径'],
      [{ kind: 'paper', id: 2 }, '试卷'],
      [{ kind: 'mockpaper', id: 2 }, '模拟试卷'],
      [{ kind: 'practice', id: 2 }, '练习'],
      [{ kind: 'ms', id: 7 }, '秒杀'],
    ];
    for (const [goods] of kinds) await placeOrder(goods);
    await placeOrder({ kind: 'tg', id: 6, gid: 0 });
    await placeOrder({ kind: 'tg', id: 6, gid: 12 });
    expect(server.requests.map((r) => r.body)).toEqual([
      ...kinds.map(([goods, goods_type]) => ({ goods_type, goods_id: goods.id, agree_protocol: 1 })),
      { goods_type: '课程团购', goods_id: 6, gid: 0, agree_protocol: 1 },
      { goods_type: '课程团购', goods_id: 6, gid: 12, agree_protocol: 1 },
    ]);
  });

  it('refuses a cashier address that fails the URL check', async () => {
    for (const pay_url of ['javascript:alert(1)', '/payment/index?sign=x', '', undefined]) {
      server.route('POST /api/v3/order', ok({ order_no: '2', total: 9, discount: 0, is_paid: false, pay_url }));
      expect((await rejection(placeOrder({ kind: 'course', id: 2 }))).message).toBe(CASHIER_REFUSED);
    }
  });

  it('has no payment methods of the site: the cashier offers its own, nothing is asked', async () => {
    expect(await paymentOptions()).toEqual({ cashier: true, methods: [] });
    expect(server.requests).toEqual([]);
    expect(e.logs).toEqual([]);
  });
});

describe('v4.9.5: each kind own order call, the site payment methods', () => {
  beforeEach(() => config.set(realData<SystemConfig>('4.9.5', 'GET /api/v2/other/config')));

  it('orders a course and a VIP plan with their own calls; unpaid, no cashier', async () => {
    serveRecorded(server, '4.9.5', 'POST /api/v2/order/course (member, course 2)', 'POST /api/v2/order/course');
    serveRecorded(server, '4.9.5', 'POST /api/v2/order/role (member, role 1)', 'POST /api/v2/order/role');
    expect(await placeOrder({ kind: 'course', id: 2 }, 'ABC')).toEqual({
      orderNo: '118320541',
      paid: false,
      cashier: null,
    });
    expect(await placeOrder({ kind: 'role', id: 1 })).toEqual({ orderNo: '118320534', paid: false, cashier: null });
    expect(sent()).toEqual([
      ['POST /api/v2/order/course', { course_id: 2, promo_code: 'ABC' }],
      ['POST /api/v2/order/role', { role_id: 1 }],
    ]);
  });

  it('an order a promo code paid in full says so', async () => {
    server.route(
      'POST /addons/MeeduBooks/api/v1/book/4/buy',
      ok({ order_id: '9', status_text: '已支付', continue_pay: false }),
    );
    expect(await placeOrder({ kind: 'book', id: 4 }, 'FULL')).toEqual({ orderNo: '9', paid: true, cashier: null });
    expect(sent()).toEqual([['POST /addons/MeeduBooks/api/v1/book/4/buy', { goods_id: 4, promo_code: 'FULL' }]]);
  });

  it('reads the methods the server offers on PC (none on the free edition)', async () => {
    serveRecorded(server, '4.9.5', 'GET /api/v2/order/payments?scene=pc (member)', 'GET /api/v2/order/payments');
    expect(await paymentOptions()).toEqual({ cashier: false, methods: [] });
    expect(sent()).toEqual([['GET /api/v2/order/payments?scene=pc', undefined]]);
  });
});

describe('the 4.9.11 – 4.9.14 window: config does not tell, one probe does', () => {
  it('orders through v3 where the visitor probe finds the route', async () => {
    config.set(configAt('4.9.14'));
    saveToken('member-token');
    server.route('POST /api/v3/order', (req) =>
      req.headers.authorization
        ? ok({ order_no: '3', total: 0, discount: 0, is_paid: true })
        : { json: { code: 401, message: '请登录', data: [] } },
    );
    expect(await placeOrder({ kind: 'course', id: 2 })).toMatchObject({ orderNo: '3', paid: true });
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/v3/order', 'POST /api/v3/order']);
  });
});

describe('the agreements to accept before ordering', () => {
  it('VIP: the member-service agreement from 4.9.10; everything else: the purchase agreement from 4.9.27', () => {
    const at30 = realData<SystemConfig>('4.9.30', 'GET /api/v2/other/config');
    expect(orderAgreements(at30, 'role')).toEqual([
      { name: '《会员服务协议》', href: 'http://127.0.0.1:18700/user/vip_protocol' },
    ]);
    for (const kind of ['course', 'book', 'ms', 'tg'] as const) {
      expect(orderAgreements(at30, kind)).toEqual([
        { name: '《付费内容购买协议》', href: 'http://127.0.0.1:18700/user/paid_content_purchase_protocol' },
      ]);
    }
    expect(orderAgreements(configAt('4.9.10'), 'role')).toHaveLength(1);
    expect(orderAgreements(configAt('4.9.26'), 'course')).toEqual([]);
    const at5 = realData<SystemConfig>('4.9.5', 'GET /api/v2/other/config');
    expect([orderAgreements(at5, 'role'), orderAgreements(at5, 'course'), orderAgreements(null, 'role')]).toEqual([
      [],
      [],
      [],
    ]);
  });
});
