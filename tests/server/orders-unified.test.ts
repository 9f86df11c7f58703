/**
 * MeEdu 4.9.14's unified payment as the reference server plays it at 4.9.30 (MeEdu's V3
 * OrderController and PaymentController): `POST /api/v3/order`, the cashier
 * at `pay_url` with the simulated gateway behind it, `/payment/success`, the order status poll and
 * the member's paid-only order list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectKeys, ISO, tokenFor } from './content/support.js';
import { api, apiData, startTestServer, type TestServer } from './helpers.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ meeduVersion: '4.9.30' });
});
afterAll(async () => {
  await s?.close();
});

const order = (token: string, body: Record<string, unknown>) => api(s, '/api/v3/order', { token, body });
const status = async (token: string, order_id: string) =>
  (await apiData(s, '/api/v2/order/status', { token, query: { order_id } })).status;
const courseBought = async (token: string, id: number) =>
  (await apiData(s, `/api/v2/course/${id}`, { token })).isBuy as boolean;
/** The page a phone gets for an address, without following redirects. */
const open = (url: string, init: RequestInit = {}) => fetch(url, { redirect: 'manual', ...init });
const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

describe('POST /api/v3/order', () => {
  it('creates a course order being paid, with its cashier address', async () => {
    const member = await tokenFor(s, 5);
    const created = await order(member, { goods_type: 'COURSE', goods_id: 12, agree_protocol: 1 });
    expect(created.json.code).toBe(0);
    const data = created.json.data;
    expectKeys(data, ['order_no', 'total', 'discount', 'is_paid', 'pay_url', 'sign']);
    expect(data).toMatchObject({ total: 159, discount: 0, is_paid: false });
    // YYYYmmddHHiiss and 4 digits, in PRC time.
    const prcDay = new Date(s.clock.now() + 8 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '');
    expect(data.order_no).toMatch(/^\d{18}$/);
    expect(data.order_no.slice(0, 8)).toBe(prcDay);
    expect(data.sign).toMatch(/^order-[A-Za-z0-9]{24}$/);
    expect(data.pay_url).toBe(`${s.url}/payment/index?sign=${data.sign}`);
    expect(await status(member, data.order_no)).toBe(5);
    // Ordering is not owning; the list holds paid orders only.
    expect(await courseBought(member, 12)).toBe(false);
    const listed = (await apiData(s, '/api/v2/member/orders', { token: member })).data;
    expect(listed.some((o: { order_id: string }) => o.order_id === data.order_no)).toBe(false);
  });

  it('refuses a request without goods, goods nobody sells, an unknown item, and missing agreement', async () => {
    const member = await tokenFor(s, 5);
    const refusal = async (body: Record<string, unknown>) => (await order(member, body)).json;
    for (const body of [{}, { goods_type: 'COURSE' }, { goods_id: 12 }, { goods_type: 'COURSE', goods_id: 'abc' }]) {
      expect(await refusal(body)).toEqual({ code: 1, message: '参数错误', data: [] });
    }
    expect(await refusal({ goods_type: 'K12', goods_id: 1 })).toEqual({ code: 1, message: '无法创建订单', data: [] });
    expect(await refusal({ goods_type: 'COURSE', goods_id: 999, agree_protocol: 1 })).toEqual({
      code: 404,
      message: '资源不存在',
      data: [],
    });
    // The agreement is asked for whether or not the site has its text (4.9.27 for courses).
    expect((await refusal({ goods_type: 'COURSE', goods_id: 12 })).message).toBe('请同意付费内容购买协议');
    expect((await refusal({ goods_type: 'COURSE', goods_id: 12, agree_protocol: 0 })).message).toBe(
      '请同意付费内容购买协议',
    );
    expect((await refusal({ goods_type: 'ROLE', goods_id: 1 })).message).toBe('请同意会员服务协议');
    expect((await refusal({ goods_type: 'ROLE', goods_id: 99, agree_protocol: 1 })).code).toBe(404);
    expect((await order('', { goods_type: 'COURSE', goods_id: 12 })).json).toEqual({
      code: 401,
      message: '请登录',
      data: [],
    });
  });

  it('delivers a free or fully discounted order at once, and does not ask whether it is owned', async () => {
    const member = await tokenFor(s, 6);
    // Course 3 is free: paid on the spot, no cashier.
    const free = (await order(member, { goods_type: 'COURSE', goods_id: 3, agree_protocol: 1 })).json.data;
    expectKeys(free, ['order_no', 'total', 'discount', 'is_paid']);
    expect(free).toMatchObject({ total: 0, discount: 0, is_paid: true });
    expect(await status(member, free.order_no)).toBe(9);
    expect(await courseBought(member, 3)).toBe(true);

    const full = (
      await order(member, { goods_type: 'COURSE', goods_id: 16, promo_code: 'FULLFREE', agree_protocol: 1 })
    ).json.data;
    expect(full).toMatchObject({ is_paid: true, total: 0 });
    expect(await courseBought(member, 16)).toBe(true);
    // No 请勿重复购买 here: an owned course gets another order.
    const again = (await order(member, { goods_type: 'COURSE', goods_id: 16, agree_protocol: 1 })).json;
    expect(again.code).toBe(0);
    expect(again.data.is_paid).toBe(false);
  });

  it('takes a usable promo code off the total and silently leaves out one it cannot use', async () => {
    const member = await tokenFor(s, 8);
    const partial = (
      await order(member, { goods_type: 'COURSE', goods_id: 21, promo_code: 'MEEDU2023', agree_protocol: 1 })
    ).json.data;
    expect(partial).toMatchObject({ total: 89, discount: 10, is_paid: false });
    for (const promo_code of ['EXPIRED10', 'ONCE50', 'NO-SUCH-CODE', 'MEEDU2023']) {
      const answer = (await order(member, { goods_type: 'COURSE', goods_id: 21, promo_code, agree_protocol: 1 })).json;
      expect([promo_code, answer.code, answer.data.discount, answer.data.total]).toEqual([promo_code, 0, 0, 99]);
    }
  });

  it('a VIP order paid at the gateway makes the member a VIP', async () => {
    const member = await tokenFor(s, 10);
    const created = (await order(member, { goods_type: 'ROLE', goods_id: 1, agree_protocol: 1 })).json.data;
    expect(created).toMatchObject({ total: 30, is_paid: false });
    await apiData(s, '/__dev/order/paid', { body: { order_id: created.order_no } });
    const detail = await apiData(s, '/api/v2/member/detail', { token: member });
    expect(detail.role_id).toBe(1);
  });
});

describe('the cashier at pay_url', () => {
  it('shows the order and the enabled methods; choosing one fixes it and leaves for the gateway', async () => {
    const member = await tokenFor(s, 11);
    const created = (
      await order(member, { goods_type: 'COURSE', goods_id: 21, promo_code: 'MEEDU2023', agree_protocol: 1 })
    ).json.data;
    const page = await open(created.pay_url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('<html lang="zh-CN">');
    for (const text of ['收银台', created.order_no, '¥99', '-¥10', '¥89', '微信支付', '支付宝', '线下支付']) {
      expect([text, html.includes(text)]).toEqual([text, true]);
    }
    // The hand-pay text comes as plain paragraphs.
    expect(html).toContain('<p>请通过银行转账完成支付：</p>');
    expect(html).not.toContain('<script');

    // Confirming without a method asks for one and changes nothing.
    const none = await open(created.pay_url, form({ platform: 'h5' }));
    expect(await none.text()).toContain('请选择支付方式');
    expect(await open(created.pay_url, form({ payment_method: 'handPay' })).then((r) => r.text())).toContain(
      '参数错误',
    );

    const chosen = await open(created.pay_url, form({ payment_method: 'alipay', platform: 'h5' }));
    expect(chosen.status).toBe(302);
    const gateway = new URL(chosen.headers.get('location')!);
    expect(gateway.pathname).toBe('/pay/gateway');
    const row = s.ctx.db
      .prepare('SELECT payment, payment_method, status FROM orders WHERE order_id = ?')
      .get(created.order_no);
    expect(row).toEqual({ payment: 'alipay', payment_method: 'wap', status: 5 });
    // The method is fixed: opening the cashier again goes straight on, a different choice is ignored.
    const reopened = await open(created.pay_url);
    expect(reopened.status).toBe(302);
    expect(new URL(reopened.headers.get('location')!).pathname).toBe('/pay/gateway');
    await open(created.pay_url, form({ payment_method: 'wechat' }));
    expect(s.ctx.db.prepare('SELECT payment FROM orders WHERE order_id = ?').get(created.order_no)).toEqual({
      payment: 'alipay',
    });

    // The gateway shows the amount due; confirming pays and returns to the cashier's success page.
    expect(await open(gateway.href).then((r) => r.text())).toContain('¥89');
    const paid = await open(
      `${s.url}/pay/gateway`,
      form({ ticket: gateway.searchParams.get('ticket')!, action: 'pay' }),
    );
    expect(paid.status).toBe(302);
    expect(paid.headers.get('location')).toBe(`${s.url}/payment/success`);
    expect(await status(member, created.order_no)).toBe(9);
    expect(await courseBought(member, 21)).toBe(true);
    // A paid order's cashier says so.
    expect(await open(created.pay_url).then((r) => r.text())).toContain('支付成功');
    const listed = (await apiData(s, '/api/v2/member/orders', { token: member })).data[0];
    expect(listed).toMatchObject({ order_id: created.order_no, status_text: '已支付', charge: 99, refund_amount: 0 });
    expect(listed.created_at).toMatch(ISO);
    // MeEdu stores 0 in goods_charge and goods_ori_charge of unified orders; charge holds the price.
    expect(listed.goods[0]).toMatchObject({ goods_type: 'COURSE', goods_id: 21, charge: 99, goods_charge: 0 });
  });

  it('comes back to the site through s_url when it is one of the site own addresses', async () => {
    const member = await tokenFor(s, 12);
    const created = (await order(member, { goods_type: 'COURSE', goods_id: 12, agree_protocol: 1 })).json.data;
    const success = `${s.url}/order/success?order_id=${created.order_no}&back=course&back_id=12`;
    const failure = `${s.url}/order/pay?order_id=${created.order_no}`;
    const hop = `${created.pay_url}&s_url=${encodeURIComponent(success)}&f_url=${encodeURIComponent(failure)}`;
    // 取消支付 leads to f_url.
    expect(await open(hop).then((r) => r.text())).toContain(`href="${failure.replace(/&/g, '&amp;')}"`);
    const chosen = await open(hop, form({ payment_method: 'wechat', platform: 'h5' }));
    const gateway = new URL(chosen.headers.get('location')!);
    const paid = await open(
      `${s.url}/pay/gateway`,
      form({ ticket: gateway.searchParams.get('ticket')!, action: 'pay' }),
    );
    const back = paid.headers.get('location')!;
    expect(back).toBe(`${s.url}/payment/success?s_url=${encodeURIComponent(success)}`);
    const page = await open(back);
    const html = await page.text();
    expect(html).toContain('支付成功');
    expect(html).toContain(`<meta http-equiv="refresh" content="3;url=${success.replace(/&/g, '&amp;')}">`);

    // Another site's address is not followed: the page stays a success page.
    const foreign = await open(`${s.url}/payment/success?s_url=${encodeURIComponent('https://evil.example/x')}`);
    const foreignHtml = await foreign.text();
    expect(foreignHtml).toContain('支付成功');
    expect(foreignHtml).not.toContain('evil.example');
  });

  it('refuses a missing, unknown or lapsed sign, and a cancelled order', async () => {
    for (const q of ['', '?sign=', '?sign=order-abc', '?sign=order-AAAAAAAAAAAAAAAAAAAAAAAA']) {
      const html = await open(`${s.url}/payment/index${q}`).then((r) => r.text());
      expect([q, html.includes('支付失败') && html.includes('参数错误')]).toEqual([q, true]);
    }
    const member = await tokenFor(s, 13);
    const created = (await order(member, { goods_type: 'COURSE', goods_id: 12, agree_protocol: 1 })).json.data;
    s.ctx.db.prepare('UPDATE orders SET status = 7 WHERE order_id = ?').run(created.order_no);
    expect(await open(created.pay_url).then((r) => r.text())).toContain('订单已取消');
    s.ctx.db.prepare('UPDATE orders SET status = 5 WHERE order_id = ?').run(created.order_no);
    // The sign is good for 30 minutes; no call issues another.
    s.clock.advance(30 * 60 + 1);
    expect(await open(created.pay_url).then((r) => r.text())).toContain('参数错误');
  });
});

describe('order status', () => {
  it('is the member own order: anyone else gets 资源不存在', async () => {
    const member = await tokenFor(s, 14);
    const created = (await order(member, { goods_type: 'COURSE', goods_id: 12, agree_protocol: 1 })).json.data;
    const other = await tokenFor(s, 15);
    for (const order_id of [created.order_no, '000000000000000000']) {
      expect((await api(s, '/api/v2/order/status', { token: other, query: { order_id } })).json).toEqual({
        code: 404,
        message: '资源不存在',
        data: [],
      });
    }
  });
});
