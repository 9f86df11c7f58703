import { describe, expect, it } from 'vitest';
import { api, apiData, login, serverForFile, startTestServer, type TestServer, setDevConfig } from '../helpers.js';
import { expectKeys, ISO, P1_KEYS, tokenFor } from './support.js';

let s: TestServer;
let demo: string;
serverForFile(async (server) => {
  s = server;
  demo = await login(s);
});

const ORDER_KEYS = ['id', 'user_id', 'charge', 'order_id', 'created_at', 'status_text', 'payment_text', 'continue_pay'];
const status = async (token: string, order_id: string) =>
  (await apiData(s, '/api/v2/order/status', { token, query: { order_id } })).status;
const credit1 = (userId: number) =>
  (s.ctx.db.prepare('SELECT credit1 FROM users WHERE id = ?').get(userId) as { credit1: number }).credit1;

describe('POST /api/v2/order/course', () => {
  it('creates an unpaid order in the contract shape', async () => {
    const member = await tokenFor(s, 5);
    const before = Date.now();
    const order = await apiData(s, '/api/v2/order/course', { token: member, body: { course_id: 12 } });
    expectKeys(order, ORDER_KEYS);
    expect(order).toMatchObject({
      user_id: 5,
      charge: 159,
      status_text: '未支付',
      payment_text: '',
      continue_pay: true,
    });
    expect(order.created_at).toMatch(ISO);
    // <userId><His><2 digits>, the time in PRC.
    const prc = new Date(before + 8 * 3600_000).toISOString().slice(11, 13);
    expect(order.order_id).toMatch(/^5\d{8}$/);
    expect(order.order_id.slice(1, 3)).toBe(prc);
    expect(await status(member, order.order_id)).toBe(1);
  });

  it('refuses free courses, repeat purchases and unknown courses', async () => {
    expect((await api(s, '/api/v2/order/course', { token: demo, body: { course_id: 3 } })).json).toEqual({
      code: 1,
      message: '当前课程无法购买',
      data: [],
    });
    expect((await api(s, '/api/v2/order/course', { token: demo, body: { course_id: 1 } })).json.message).toBe(
      '请勿重复购买',
    );
    for (const course_id of [999999, 'abc', undefined, 45]) {
      expect((await api(s, '/api/v2/order/course', { token: demo, body: { course_id } })).json).toEqual({
        code: 1,
        message: '错误',
        data: [],
      });
    }
    expect((await api(s, '/api/v2/order/course', { body: { course_id: 12 } })).json.code).toBe(401);
  });

  it('a promo code covering the whole price creates a paid order and delivers the course', async () => {
    const member = await tokenFor(s, 6);
    const order = await apiData(s, '/api/v2/order/course', {
      token: member,
      body: { course_id: 16, promo_code: 'FULLFREE' },
    });
    expect(order.status_text).toBe('已支付');
    expect(order.continue_pay).toBe(false);
    expect(await status(member, order.order_id)).toBe(9);
    expect((await apiData(s, '/api/v2/course/16', { token: member })).isBuy).toBe(true);
    // Used once per member.
    expect(
      (await api(s, '/api/v2/order/course', { token: member, body: { course_id: 21, promo_code: 'FULLFREE' } })).json
        .message,
    ).toBe('当前优惠码不可用');
  });

  it('a partial promo code leaves the order unpaid; unusable codes are refused, unknown ones ignored', async () => {
    const member = await tokenFor(s, 8);
    const partial = await apiData(s, '/api/v2/order/course', {
      token: member,
      body: { course_id: 21, promo_code: 'MEEDU2023' },
    });
    expect(partial.status_text).toBe('未支付');
    expect(partial.charge).toBe(99);
    // The member's list keeps the full charge and says what the code took off.
    const listed = (await apiData(s, '/api/v2/member/orders', { token: member })).data;
    expect(listed.find((o: { order_id: string }) => o.order_id === partial.order_id)).toMatchObject({
      charge: 99,
      discount: 10,
    });
    for (const code of ['EXPIRED10', 'ONCE50']) {
      expect(
        (await api(s, '/api/v2/order/course', { token: member, body: { course_id: 21, promo_code: code } })).json
          .message,
      ).toBe('当前优惠码不可用');
    }
    const unknown = await api(s, '/api/v2/order/course', {
      token: member,
      body: { course_id: 21, promo_code: 'NO-SUCH-CODE' },
    });
    expect(unknown.json.code).toBe(0);
    expect(
      (await api(s, '/api/v2/order/course', { token: demo, body: { course_id: 21, promo_code: 'U1A2B3' } })).json
        .message,
    ).toBe('当前优惠码不可用');
  });
});

describe('POST /api/v2/order/role', () => {
  it('creates a role order; paying it makes the member a VIP', async () => {
    const member = await tokenFor(s, 10);
    const roles = await apiData(s, '/api/v2/roles');
    const order = await apiData(s, '/api/v2/order/role', { token: member, body: { role_id: roles[0].id } });
    expectKeys(order, ORDER_KEYS);
    expect(order.charge).toBe(roles[0].charge);
    expect((await apiData(s, '/api/v2/course/28', { token: member })).isBuy).toBe(false);
    await apiData(s, '/__dev/order/paid', { method: 'POST', body: { order_id: order.order_id } });
    expect((await apiData(s, '/api/v2/member/detail', { token: member })).role.id).toBe(roles[0].id);
    expect((await apiData(s, '/api/v2/course/28', { token: member })).isBuy).toBe(true);
    expect((await api(s, '/api/v2/order/role', { token: member, body: { role_id: 9999 } })).json).toEqual({
      code: 1,
      message: '错误',
      data: [],
    });
  });
});

describe('order status, payments, removed route', () => {
  it('status needs an order_id of the member', async () => {
    expect((await api(s, '/api/v2/order/status', { token: demo })).json).toEqual({
      code: 1,
      message: '参数错误',
      data: [],
    });
    const other = await tokenFor(s, 5);
    const mine = (await apiData(s, '/api/v2/member/orders', { token: demo })).data[0].order_id;
    expect((await api(s, '/api/v2/order/status', { token: other, query: { order_id: mine } })).json.code).toBe(1);
    expect((await api(s, '/api/v2/order/status', { token: demo, query: { order_id: "1' OR '1'='1" } })).json.code).toBe(
      1,
    );
  });

  it('payments per scene: wechat scan on pc only, icons absolute; scene required', async () => {
    const pc = await apiData(s, '/api/v2/order/payments', { token: demo, query: { scene: 'pc' } });
    expect(pc.map((p: { sign: string }) => p.sign)).toEqual(['alipay', 'wechat', 'handPay']);
    for (const p of pc) {
      expectKeys(p, ['sign', 'name', 'icon']);
      expect(p.icon).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/images\/payment\/\w+\.svg$/);
      expect((await fetch(p.icon)).headers.get('content-type')).toContain('image/svg+xml');
    }
    const h5 = await apiData(s, '/api/v2/order/payments', { token: demo, query: { scene: 'h5' } });
    expect(h5.map((p: { sign: string }) => p.sign)).toEqual(['alipay', 'handPay']);
    expect((await api(s, '/api/v2/order/payments', { token: demo })).json.message).toBe('参数错误');
    expect((await api(s, '/api/v2/order/payments', { token: demo, query: { scene: 'tv' } })).json.message).toBe(
      '参数错误',
    );
    await setDevConfig(s, { 'payment.alipay.enabled': '0' });
    const fewer = await apiData(s, '/api/v2/order/payments', { token: demo, query: { scene: 'pc' } });
    expect(fewer.map((p: { sign: string }) => p.sign)).toEqual(['wechat', 'handPay']);
    await setDevConfig(s, { 'payment.alipay.enabled': null });
  });

  it('POST /api/v2/order/video no longer exists', async () => {
    expect((await api(s, '/api/v2/order/video', { token: demo, body: { video_id: 1 } })).json).toEqual({
      code: 1,
      message: '错误',
      data: [],
    });
    expect((await api(s, '/api/v2/order/video', { body: { video_id: 1 } })).json).toEqual({
      code: 1,
      message: '错误',
      data: [],
    });
  });
});

describe('paying', () => {
  it('wechatScan gives a code_url; opening it and confirming pays the order', async () => {
    const member = await tokenFor(s, 11);
    const order = await apiData(s, '/api/v2/order/course', { token: member, body: { course_id: 14 } });
    const { code_url } = await apiData(s, '/api/v2/order/pay/wechatScan', {
      token: member,
      body: { order_id: order.order_id },
    });
    expect(code_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/pay\/gateway\?ticket=/);
    expect(await status(member, order.order_id)).toBe(5);
    const page = await fetch(code_url);
    const html = await page.text();
    expect(html).toContain(order.order_id);
    expect(html).toContain('¥129');
    const ticket = new URL(code_url).searchParams.get('ticket')!;
    const before = credit1(11);
    const paid = await fetch(`${s.url}/pay/gateway`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ticket, action: 'pay' }),
      redirect: 'manual',
    });
    expect(paid.status).toBe(200);
    expect(await paid.text()).toContain('支付成功');
    expect(await status(member, order.order_id)).toBe(9);
    expect((await apiData(s, '/api/v2/course/14', { token: member })).isBuy).toBe(true);
    // paid_order reward ratio 0.1 of 129 yuan.
    expect(credit1(11) - before).toBe(12);
    const messages = await apiData(s, '/api/v2/member/messages', { token: member });
    expect(messages.data[0].data.message).toContain(order.order_id);
    expect(
      (await api(s, '/api/v2/order/pay/wechatScan', { token: member, body: { order_id: order.order_id } })).json
        .message,
    ).toBe('订单状态错误');
  });

  it('redirect sends the browser to the gateway; confirming returns to the success address', async () => {
    const member = await tokenFor(s, 12);
    const order = await apiData(s, '/api/v2/order/course', { token: member, body: { course_id: 18 } });
    const res = await api(s, '/api/v2/order/pay/redirect', {
      query: {
        token: member,
        order_id: order.order_id,
        payment: 'alipay',
        payment_scene: 'pc',
        redirect: `${s.url}/order/success`,
        f_url: '/order/pay',
      },
    });
    expect(res.status).toBe(302);
    const gateway = res.headers.get('location')!;
    expect(gateway).toContain('/pay/gateway?ticket=');
    expect(await status(member, order.order_id)).toBe(5);
    const ticket = new URL(gateway).searchParams.get('ticket')!;
    const cancel = await fetch(`${s.url}/pay/gateway`, {
      method: 'POST',
      body: new URLSearchParams({ ticket, action: 'cancel' }),
      redirect: 'manual',
    });
    expect(cancel.status).toBe(302);
    expect(cancel.headers.get('location')).toBe('/order/pay');
    expect(await status(member, order.order_id)).toBe(5);
    const pay = await fetch(`${s.url}/pay/gateway`, {
      method: 'POST',
      body: new URLSearchParams({ ticket, action: 'pay' }),
      redirect: 'manual',
    });
    expect(pay.status).toBe(302);
    expect(pay.headers.get('location')).toBe(`${s.url}/order/success`);
    const list = await apiData(s, '/api/v2/member/orders', { token: member });
    const row = list.data.find((o: { order_id: string }) => o.order_id === order.order_id);
    expect(row).toMatchObject({
      status_text: '已支付',
      payment_text: '支付宝',
      payment_method: 'pc',
      continue_pay: false,
    });
  });

  it('redirect errors are JSON; forged or tampered tickets are refused', async () => {
    const member = await tokenFor(s, 13);
    const order = await apiData(s, '/api/v2/order/course', { token: member, body: { course_id: 19 } });
    const bad = await api(s, '/api/v2/order/pay/redirect', {
      query: { token: member, order_id: order.order_id, payment: 'bitcoin' },
    });
    expect(bad.json).toEqual({ code: 1, message: '参数错误', data: [] });
    expect(
      (await api(s, '/api/v2/order/pay/redirect', { query: { order_id: order.order_id, payment: 'alipay' } })).json
        .code,
    ).toBe(401);
    const forged = await fetch(`${s.url}/pay/gateway`, {
      method: 'POST',
      body: new URLSearchParams({ ticket: 'abc.def', action: 'pay' }),
    });
    expect(forged.status).toBe(400);
    const { code_url } = await apiData(s, '/api/v2/order/pay/wechatScan', {
      token: member,
      body: { order_id: order.order_id },
    });
    const ticket = new URL(code_url).searchParams.get('ticket')!;
    const [body, mac] = ticket.split('.');
    const json = JSON.parse(Buffer.from(body, 'base64url').toString());
    const swapped = Buffer.from(JSON.stringify({ ...json, o: '1' })).toString('base64url');
    const tampered = await fetch(`${s.url}/pay/gateway?ticket=${swapped}.${mac}`);
    expect(tampered.status).toBe(400);
    // Tickets expire after 30 minutes.
    s.clock.advance(31 * 60);
    expect((await fetch(code_url)).status).toBe(400);
    expect(await status(member, order.order_id)).toBe(5);
  });

  it('a script-like return address is refused before the order changes', async () => {
    const member = await tokenFor(s, 14);
    const order = await apiData(s, '/api/v2/order/course', { token: member, body: { course_id: 20 } });
    const res = await api(s, '/api/v2/order/pay/redirect', {
      query: { token: member, order_id: order.order_id, payment: 'alipay', redirect: 'javascript:alert(1)' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('location')).toBeNull();
    expect(res.json).toEqual({ code: 1, message: '参数错误', data: [] });
    expect(await status(member, order.order_id)).toBe(1);
  });

  it('hand pay: instructions, and the v3 call records handPay as the payment', async () => {
    const text = (await apiData(s, '/api/v2/order/pay/handPay', { token: demo })).text;
    expect(text).toContain('订单号');
    const member = await tokenFor(s, 16);
    const order = await apiData(s, '/api/v2/order/course', { token: member, body: { course_id: 23 } });
    expect(
      (await apiData(s, '/api/v3/order/pay/handPay', { token: member, body: { order_id: order.order_id } })).text,
    ).toBe(text);
    const row = (await apiData(s, '/api/v2/member/orders', { token: member })).data[0];
    expect(row.payment_text).toBe('手动打款');
    expect(row.status_text).toBe('未支付');
    expect((await api(s, '/api/v3/order/pay/handPay', { body: { order_id: order.order_id } })).status).toBe(401);
  });

  it('the development endpoint settles orders once', async () => {
    const member = await tokenFor(s, 17);
    const order = await apiData(s, '/api/v2/order/course', { token: member, body: { course_id: 26 } });
    const before = credit1(17);
    await apiData(s, '/__dev/order/paid', { method: 'POST', body: { order_id: order.order_id } });
    await apiData(s, '/__dev/order/paid', { method: 'POST', body: { order_id: order.order_id } });
    expect(credit1(17) - before).toBe(6);
    const courses = await apiData(s, '/api/v3/member/courses', { token: member });
    expect(courses.data.filter((c: { course_id: number }) => c.course_id === 26).length).toBe(1);
    expect((await api(s, '/__dev/order/paid', { method: 'POST', body: { order_id: 'nope' } })).json.code).toBe(1);
  });
});

describe('promo codes', () => {
  it('GET /api/v2/promoCode/{code}: the code or []', async () => {
    const code = await apiData(s, '/api/v2/promoCode/MEEDU2023');
    expectKeys(code, ['id', 'code', 'expired_at', 'invited_user_reward', 'invite_user_reward']);
    expect(code.invited_user_reward).toBe(10);
    expect((await api(s, '/api/v2/promoCode/NOPE')).json).toEqual({ code: 0, message: '', data: [] });
    expect((await api(s, `/api/v2/promoCode/${encodeURIComponent("' OR 1=1 --")}`)).json.data).toEqual([]);
  });

  it('check tells whether this member can use it', async () => {
    const member = await tokenFor(s, 18);
    expect(await apiData(s, '/api/v2/promoCode/NEWUSER20/check', { token: member })).toMatchObject({ can_use: 1 });
    expect(await apiData(s, '/api/v2/promoCode/EXPIRED10/check', { token: member })).toMatchObject({ can_use: 0 });
    expect(await apiData(s, '/api/v2/promoCode/NOPE/check', { token: member })).toEqual({ can_use: 0, promo_code: [] });
    expect((await apiData(s, '/api/v2/promoCode/U1A2B3/check', { token: demo })).can_use).toBe(0);
    expect((await api(s, '/api/v2/promoCode/NEWUSER20/check')).json.code).toBe(401);
  });
});

describe('GET /api/v2/member/orders', () => {
  it('is P1 (page_size default 10) with Chinese status text, boolean continue_pay and goods', async () => {
    const page = await apiData(s, '/api/v2/member/orders', { token: demo });
    expectKeys(page, P1_KEYS);
    expect(page.per_page).toBe(10);
    expect(page.total).toBeGreaterThanOrEqual(8);
    for (const o of page.data) {
      expectKeys(o, [
        'id',
        'user_id',
        'charge',
        'order_id',
        'payment_method',
        'status_text',
        'payment_text',
        'continue_pay',
        'created_at',
        'goods',
        // The reference server's addition: the promo deduction MeEdu keeps in order_paid_records.
        'discount',
      ]);
      expect(o.discount).toBeTypeOf('number');
      expect(['未支付', '支付中', '已支付', '已取消']).toContain(o.status_text);
      expect(o.continue_pay).toBe(o.status_text === '未支付' || o.status_text === '支付中');
      expect(o.created_at).toMatch(ISO);
      for (const g of o.goods) {
        expectKeys(g, [
          'num',
          'goods_text',
          'charge',
          'goods_type',
          'goods_name',
          'goods_thumb',
          'goods_id',
          'goods_charge',
          'goods_ori_charge',
        ]);
        expect(['COURSE', 'ROLE', 'VIDEO']).toContain(g.goods_type);
        expect(g.goods_text).toBe(g.goods_type);
      }
    }
    const all = await apiData(s, '/api/v2/member/orders', { token: demo, query: { page_size: 50 } });
    const texts = new Set(all.data.map((o: { status_text: string }) => o.status_text));
    for (const t of ['未支付', '支付中', '已支付', '已取消']) expect(texts).toContain(t);
    const types = new Set(
      all.data.flatMap((o: { goods: Array<{ goods_type: string }> }) => o.goods.map((g) => g.goods_type)),
    );
    for (const t of ['COURSE', 'ROLE', 'VIDEO']) expect(types).toContain(t);
    expect((await api(s, '/api/v2/member/orders')).json.code).toBe(401);
  });
});

describe('production mode', () => {
  it('offers hand pay only and mounts neither the simulated cashier nor the development endpoints', async () => {
    const prod = await startTestServer({ production: true, jwtSecret: 'k7Q2x9Lr4Vt8Zp1Nw6Hs3Jd5Fb0Gm2Yc' });
    try {
      const token = await tokenFor(prod, 4);
      const pc = await apiData(prod, '/api/v2/order/payments', { token, query: { scene: 'pc' } });
      expect(pc.map((p: { sign: string }) => p.sign)).toEqual(['handPay']);
      const order = await apiData(prod, '/api/v2/order/course', { token, body: { course_id: 12 } });
      expect(
        (await api(prod, '/api/v2/order/pay/wechatScan', { token, body: { order_id: order.order_id } })).json.code,
      ).toBe(1);
      const redirect = await api(prod, '/api/v2/order/pay/redirect', {
        query: { token, order_id: order.order_id, payment: 'alipay' },
      });
      expect(redirect.status).toBe(200);
      expect(redirect.json.code).toBe(1);
      expect((await fetch(`${prod.url}/pay/gateway?ticket=x`)).status).toBe(404);
      expect(
        (await api(prod, '/__dev/order/paid', { method: 'POST', body: { order_id: order.order_id } })).status,
      ).toBe(404);
      expect((await api(prod, '/__dev/config', { method: 'PUT', body: { h5_url: 'https://x.example' } })).status).toBe(
        404,
      );
      expect((await apiData(prod, '/api/v2/order/status', { token, query: { order_id: order.order_id } })).status).toBe(
        1,
      );
    } finally {
      await prod.close();
    }
  });
});
