/**
 * The addons' goods through `POST /api/v3/order` (MeEdu 4.9.14+), as addons with the order hook
 * sell them: each kind under its goods type with the item's own id; `秒杀` with the member's place
 * from `m/{sale}/join`; `课程团购` with the sale's id and `gid`, the place taken in the same step.
 * Paying delivers through the same goods kinds as the v2 buy endpoints.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveCaptcha } from '../helpers.js';
import { data, failure, startAddonServer, type AddonServer } from './helper.js';

let s: AddonServer;
beforeAll(async () => {
  s = await startAddonServer({ meeduVersion: '4.9.30' });
});
afterAll(() => s.close());

const order = async (token: string, body: Record<string, unknown>) =>
  s.post('/api/v3/order', { agree_protocol: 1, ...body }, { token });
const pay = async (orderNo: string) => data(await s.post('/__dev/order/paid', { order_id: orderNo }));
const paidGoods = async (token: string) =>
  (
    data(await s.get('/api/v2/member/orders', { token, query: { page_size: 50 } })).data as Array<{
      goods: Array<{ goods_type: string; goods_id: number }>;
    }>
  ).map((o) => o.goods.map((g) => [g.goods_type, g.goods_id]));

const CASES = [
  { goodsType: '直播课程', id: 3, detail: '/addons/zhibo/api/v1/course/3', charge: 399 },
  { goodsType: 'BOOK', id: 4, detail: '/addons/MeeduBooks/api/v1/book/4', charge: 29 },
  { goodsType: '文章', id: 6, detail: '/addons/MeeduTopics/api/v1/topic/6', charge: 6 },
  { goodsType: '学习路径', id: 1, detail: '/addons/LearnPaths/api/v1/path/1', charge: 299 },
  { goodsType: '试卷', id: 2, detail: '/addons/Paper/api/v1/paper/2', charge: 29 },
  { goodsType: '模拟试卷', id: 2, detail: '/addons/Paper/api/v1/mock_paper/2', charge: 19 },
  { goodsType: '练习', id: 2, detail: '/addons/Paper/api/v1/practice/2', charge: 9 },
];

/** Whether the member owns it, as each detail says (mock papers and practices: `can`). */
const owned = (d: any): boolean => Boolean(d.is_buy === undefined ? d.can : Number(d.is_buy));

describe('each addon goods type', () => {
  it.each(CASES)('$goodsType: ordered by its own id, delivered when paid', async (c) => {
    const member = await s.token(18);
    expect(owned(data(await s.get(c.detail, { token: member })))).toBe(false);
    const created = data(await order(member, { goods_type: c.goodsType, goods_id: c.id }));
    expect(created).toMatchObject({
      is_paid: false,
      discount: 0,
      pay_url: expect.stringContaining('/payment/index?sign='),
    });
    expect(created.total).toBe(c.charge);
    expect(owned(data(await s.get(c.detail, { token: member })))).toBe(false);
    await pay(created.order_no);
    expect(owned(data(await s.get(c.detail, { token: member })))).toBe(true);
    expect((await paidGoods(member))[0]).toEqual([[c.goodsType, c.id]]);
  });

  it('names the missing item in the kind own words', async () => {
    const member = await s.token(19);
    expect(failure(await order(member, { goods_type: 'BOOK', goods_id: 999 }))).toBe('电子书不存在');
  });
});

const MS = '/addons/MiaoSha/api/v1/m';
const TG = '/addons/TuanGou/api/v1/t';

describe('秒杀: goods_id is the member place', () => {
  it('pays the place taken with the captcha, at the sale price; nobody else place, and no place twice', async () => {
    const token = await s.token(17);
    const { key, text } = await solveCaptcha(s.url);
    const place = data(await s.post(`${MS}/1/join`, { captcha: text, captcha_key: key }, { token }));
    expect(failure(await order(await s.token(16), { goods_type: '秒杀', goods_id: place.id }))).toBe('秒杀订单不存在');
    const created = data(await order(token, { goods_type: '秒杀', goods_id: place.id }));
    expect(created).toMatchObject({ total: 59, is_paid: false });
    await pay(created.order_no);
    expect(data(await s.get('/api/v2/course/2', { token })).isBuy).toBe(true);
    expect(data(await s.get(`${MS}/user/orders`, { token })).data[0]).toMatchObject({ id: place.id, status: 1 });
    expect(failure(await order(token, { goods_type: '秒杀', goods_id: place.id }))).toBe('请勿重复购买');
  });
});

describe('课程团购: goods_id is the sale, gid the group', () => {
  it('opens a group and fills it in two orders; both members get the course', async () => {
    const leader = await s.token(14);
    const friend = await s.token(15);
    const opened = data(await order(leader, { goods_type: '课程团购', goods_id: 6, gid: 0 }));
    expect(opened).toMatchObject({ total: 89, is_paid: false });
    // An unpaid place is paid by a new order (the first one's cashier address lapses), not a second place.
    const again = data(await order(leader, { goods_type: '课程团购', goods_id: 6 }));
    expect(again.order_no).not.toBe(opened.order_no);
    expect(data(await s.get(`${TG}/member/orders`, { token: leader })).data).toHaveLength(1);
    await pay(again.order_no);
    expect(failure(await order(leader, { goods_type: '课程团购', goods_id: 6 }))).toBe('您已参与该商品的拼团');

    const group = data(await s.get(`${TG}/0`, { query: { course_id: 6, course_type: 'course' } })).items[0];
    expect(group).toMatchObject({ create_user_id: 14, over_people_num: 1 });
    const joined = data(await order(friend, { goods_type: '课程团购', goods_id: 6, gid: group.id }));
    await pay(joined.order_no);
    for (const token of [leader, friend]) expect(data(await s.get('/api/v2/course/6', { token })).isBuy).toBe(true);
    expect(failure(await order(await s.token(16), { goods_type: '课程团购', goods_id: 6, gid: group.id }))).toBe(
      '该拼团人数已满',
    );
  });
});
