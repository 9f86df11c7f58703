import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCredit1 } from '#server/modules/users/index.js';
import { data, failure, isUnauthenticated, startAddonServer, type AddonServer } from './helper.js';

let s: AddonServer;
beforeAll(async () => {
  s = await startAddonServer();
});
afterAll(() => s.close());

const CODE = '/addons/CodeExchanger/api/v2';
const MALL = '/addons/Credit1Mall/api/v1';
const credit1 = (id: number) =>
  (s.ctx.db.prepare('SELECT credit1 FROM users WHERE id = ?').get(id) as { credit1: number }).credit1;

describe('code exchanger', () => {
  it('needs a login (envelope 401: the path contains /api/v2)', async () => {
    expect(isUnauthenticated(await s.post(`${CODE}/query`, { code: 'MEEDU-DEMO-2026' }), CODE)).toBe(true);
    expect(isUnauthenticated(await s.get(`${CODE}/user/records`), CODE)).toBe(true);
  });

  it('describes a code before redeeming it', async () => {
    const t = await s.token(10);
    const d = data(await s.post(`${CODE}/query`, { code: ' meedu-demo-2026 ' }, { token: t }));
    expect(d.code).toMatchObject({ code: 'MEEDU-DEMO-2026', expired_at: null, is_used: 0 });
    expect(d.activity.name).toContain('新人礼包');
    expect(JSON.parse(d.activity.relate_data)).toEqual([
      { type: 'vod', id: 2 },
      { type: 'book', id: 1 },
    ]);
    expect(d.activity.relate.map((r: { type: string; title: string }) => [r.type, r.title])).toEqual([
      ['vod', 'Vue 3 + TypeScript 企业级项目实战'],
      ['book', '深入浅出 TypeScript'],
    ]);
  });

  it('grants the course and the book, then refuses the used code', async () => {
    const t = await s.token(10);
    expect(data(await s.get('/addons/MeeduBooks/api/v1/book/1', { token: t })).is_buy).toBe(false);
    expect(data(await s.get('/api/v2/course/2', { token: t })).isBuy).toBe(false);
    data(await s.post(`${CODE}/confirm`, { code: 'MEEDU-DEMO-2026' }, { token: t }));
    expect(data(await s.get('/addons/MeeduBooks/api/v1/book/1', { token: t })).is_buy).toBe(true);
    expect(data(await s.get('/api/v2/course/2', { token: t })).isBuy).toBe(true);
    expect(failure(await s.post(`${CODE}/confirm`, { code: 'MEEDU-DEMO-2026' }, { token: await s.token(11) }))).toBe(
      '兑换码已被使用',
    );
    expect(failure(await s.post(`${CODE}/query`, { code: 'MEEDU-DEMO-2026' }, { token: t }))).toBe('兑换码已被使用');

    const records = data(await s.get(`${CODE}/user/records`, { token: t, query: { page: 1, page_size: 10 } }));
    expect(records.total).toBe(1);
    expect(records.data[0]).toMatchObject({ code: 'MEEDU-DEMO-2026' });
    expect(records.data[0].used_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(records.data[0].activity.name).toContain('新人礼包');
    expect(typeof records.data[0].activity.relate_data).toBe('string');
  });

  it('grants credit1 and VIP codes', async () => {
    const t = await s.token(12);
    const before = credit1(12);
    data(await s.post(`${CODE}/confirm`, { code: 'MEEDU-CREDIT-200' }, { token: t }));
    expect(credit1(12)).toBe(before + 200);
    data(await s.post(`${CODE}/confirm`, { code: 'MEEDU-VIP-2026' }, { token: t }));
    const detail = data(await s.get('/api/v2/member/detail', { token: t }));
    expect(detail.role).toMatchObject({ id: 1 });
  });

  it('refuses unknown, expired, empty and hostile codes in Chinese', async () => {
    const t = await s.token(13);
    expect(failure(await s.post(`${CODE}/confirm`, { code: 'NOPE-0000' }, { token: t }))).toBe('兑换码不存在');
    expect(failure(await s.post(`${CODE}/confirm`, { code: 'MEEDU-EXPIRED-01' }, { token: t }))).toBe('兑换码已过期');
    expect(failure(await s.post(`${CODE}/query`, { code: 'MEEDU-USED-0001' }, { token: t }))).toBe('兑换码已被使用');
    expect(failure(await s.post(`${CODE}/confirm`, {}, { token: t }))).toBe('请输入兑换码');
    expect(failure(await s.post(`${CODE}/confirm`, { code: "' OR 1=1 --" }, { token: t }))).toBe('兑换码不存在');
    expect(failure(await s.post(`${CODE}/confirm`, { code: 'X'.repeat(65) }, { token: t }))).toBe('兑换码不存在');
    expect(failure(await s.post(`${CODE}/confirm`, { code: ['MEEDU-DEMO-2027'] }, { token: t }))).toBe('请输入兑换码');
  });

  it('lists the demo member records', async () => {
    const d = data(await s.get(`${CODE}/user/records`, { token: await s.token(1) }));
    expect(d.total).toBe(2);
  });
});

describe('credit mall', () => {
  it('lists goods nested one level deeper and shows one item under data.data', async () => {
    const list = data(await s.get(`${MALL}/goods`, { query: { page: 1, size: 20 } }));
    expect(list.data.total).toBe(7);
    const item = list.data.data[0];
    for (const key of ['id', 'title', 'thumb', 'charge', 'is_v', 'v_type']) expect(item).toHaveProperty(key);
    const bag = list.data.data.find((g: { title: string }) => g.title === 'MeEdu 定制帆布包');
    const detail = data(await s.get(`${MALL}/goods/${bag.id}`));
    expect(detail.data).toMatchObject({ id: bag.id, charge: 800, is_v: 0 });
    expect(detail.data.desc).toContain('<p>');
    expect(failure(await s.get(`${MALL}/goods/9999`))).toBe('商品不存在');
  });

  it('exchanges virtual goods: balance checked, points taken, item delivered', async () => {
    const t = await s.token(14);
    const list = data(await s.get(`${MALL}/goods`, { query: { size: 20 } })).data.data;
    const book = list.find((g: { v_type: string }) => g.v_type === 'book');
    expect(failure(await s.post(`${MALL}/goods/${book.id}/exchange`, {}, { token: t }))).toBe('积分不足');
    addCredit1(s.ctx, 14, 1000, '测试充值');
    const made = data(await s.post(`${MALL}/goods/${book.id}/exchange`, {}, { token: t }));
    expect(made.id).toBeGreaterThan(0);
    expect(credit1(14)).toBe(700);
    expect(data(await s.get('/addons/MeeduBooks/api/v1/book/1', { token: t })).is_buy).toBe(true);
    const records = data(await s.get('/api/v2/member/credit1Records', { token: t }));
    expect(records.data[0]).toMatchObject({ sum: -300 });
    const orders = data(await s.get(`${MALL}/user/orders`, { token: t }));
    expect(orders.total).toBe(1);
    expect(orders.data[0]).toMatchObject({
      goods_is_v: 1,
      goods_v_type: 'book',
      goods_v_id: 1,
      is_send: 1,
      total_charge: 300,
    });
  });

  it('requires an address for physical goods and remembers it', async () => {
    const t = await s.token(15);
    addCredit1(s.ctx, 15, 2000, '测试充值');
    const list = data(await s.get(`${MALL}/goods`, { query: { size: 20 } })).data.data;
    const bag = list.find((g: { title: string }) => g.title === 'MeEdu 定制帆布包');
    expect(failure(await s.post(`${MALL}/goods/${bag.id}/exchange`, {}, { token: t }))).toBe('请填写收货地址');
    expect(failure(await s.post(`${MALL}/goods/${bag.id}/exchange`, { name: '李雷' }, { token: t }))).toBe(
      '请输入收货人手机号,请选择省份,请选择城市,请选择区县,请输入详细地址',
    );
    expect(credit1(15)).toBe(2000);
    const address = {
      name: '李雷',
      mobile: '13900000000',
      province: '浙江省',
      city: '杭州市',
      area: '西湖区',
      street: '文三路 100 号',
    };
    data(await s.post(`${MALL}/goods/${bag.id}/exchange`, { address_id: 0, ...address }, { token: t }));
    expect(credit1(15)).toBe(1200);
    const saved = data(await s.get(`${MALL}/user/address`, { token: t }));
    expect(saved[0]).toMatchObject(address);
    data(await s.post(`${MALL}/goods/${bag.id}/exchange`, { address_id: saved[0].id }, { token: t }));
    const orders = data(await s.get(`${MALL}/user/orders`, { token: t }));
    expect(orders.data[0]).toMatchObject({ goods_is_v: 0, is_send: 0, express_number: '' });
    expect(orders.data[0].address).toMatchObject(address);
    const soldOut = list.find((g: { title: string }) => g.title === '限量马克杯');
    expect(failure(await s.post(`${MALL}/goods/${soldOut.id}/exchange`, address, { token: t }))).toBe('商品已兑完');
  });

  it('updates the address with validation', async () => {
    const t = await s.token(16);
    expect(data(await s.get(`${MALL}/user/address`, { token: t }))).toEqual([]);
    expect(failure(await s.post(`${MALL}/user/address`, { name: '韩梅梅' }, { token: t }))).toContain(
      '请输入收货人手机号',
    );
    const address = {
      name: '韩梅梅',
      mobile: '13700000000',
      province: '广东省',
      city: '深圳市',
      area: '南山区',
      street: '科技园 1 号',
    };
    data(await s.post(`${MALL}/user/address`, address, { token: t, method: 'PUT' }));
    data(await s.post(`${MALL}/user/address`, { ...address, street: '科技园 2 号' }, { token: t }));
    expect(data(await s.get(`${MALL}/user/address`, { token: t }))).toHaveLength(1);
    expect(data(await s.get(`${MALL}/user/address`, { token: t }))[0].street).toBe('科技园 2 号');
    expect(failure(await s.post(`${MALL}/user/address`, { ...address, street: '街'.repeat(201) }, { token: t }))).toBe(
      '详细地址不能超过200个字',
    );
  });

  it('lists the demo member orders and needs a login', async () => {
    const d = data(await s.get(`${MALL}/user/orders`, { token: await s.token(1) }));
    expect(d.total).toBe(3);
    expect(
      d.data.find((o: { is_send: number; goods_is_v: number }) => o.is_send === 1 && o.goods_is_v === 0).express_number,
    ).toBe('SF1234567890123');
    expect(isUnauthenticated(await s.get(`${MALL}/user/orders`), MALL)).toBe(true);
    expect(isUnauthenticated(await s.post(`${MALL}/goods/1/exchange`, {}), MALL)).toBe(true);
  });
});
