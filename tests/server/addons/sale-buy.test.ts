/**
 * Buying through a flash sale or a group buy, with the calls the public PC client makes
 * (frontend-v3 src/api/miaosha.ts, tuangou.ts, order.ts createMsOrder / createTgOrder):
 * `POST m/{sale}/join` (image captcha) then `POST m/order/{flash-sale order}/buy`, and
 * `POST t/{sale}/buy {gid}`; both end in an ordinary order paid through the payment routes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '#server/http/auth.js';
import { solveCaptcha } from '../helpers.js';
import { data, failure, isUnauthenticated, startAddonServer, type AddonServer } from './helper.js';

let s: AddonServer;
beforeAll(async () => {
  s = await startAddonServer();
});
afterAll(() => s.close());

const MS = '/addons/MiaoSha/api/v1/m';
const TG = '/addons/TuanGou/api/v1/t';
/** Seeded: the running flash sale of course 2 (¥59, 63 left), the upcoming book sale, the sale that is over. */
const RUNNING = 1;
const UPCOMING = 2;
const OVER = 3;
/** Seeded: the two-member group buy of course 6 (¥89, no group yet). */
const PAIR_SALE = 6;

const pay = async (orderNo: string) => data(await s.post('/__dev/order/paid', { order_id: orderNo }));
const courseBought = async (token: string, id: number) =>
  data(await s.get(`/api/v2/course/${id}`, { token })).isBuy as boolean;
const memberOrders = async (token: string) =>
  data(await s.get('/api/v2/member/orders', { token, query: { page_size: 50 } })).data as Array<{
    order_id: string;
    status_text: string;
    goods: Array<{ goods_type: string; goods_name: string; goods_id: number; charge: number }>;
  }>;

async function join(token: string, sale: number) {
  const { key, text } = await solveCaptcha(s.url);
  return s.post(`${MS}/${sale}/join`, { captcha: text, captcha_key: key }, { token });
}

describe('flash sale: join', () => {
  it('asks for a signed-in member and an image captcha, spent before the sale is looked at', async () => {
    const path = `${MS}/${RUNNING}/join`;
    expect(isUnauthenticated(await s.post(path, {}), path)).toBe(true);
    const token = await s.token(14);
    expect(failure(await s.post(path, {}, { token }))).toBe('请输入图形验证码,参数错误');
    const { key } = await solveCaptcha(s.url);
    expect(failure(await s.post(path, { captcha: 'zzzz', captcha_key: key }, { token }))).toBe('图形验证码错误');
    // That captcha is spent: the right answer no longer counts.
    expect(failure(await s.post(`${MS}/${UPCOMING}/join`, { captcha: 'x', captcha_key: key }, { token }))).toBe(
      '图形验证码错误',
    );
    expect(failure(await s.post(`${MS}/999/join`, { captcha: 'x', captcha_key: 'k' }, { token }))).toBe(
      '秒杀活动不存在',
    );
    expect(failure(await s.post(`${MS}/abc/join`, { captcha: 'x', captcha_key: 'k' }, { token }))).toBe('参数错误');
  });

  it('refuses a sale that has not started or is over', async () => {
    const token = await s.token(14);
    expect(failure(await join(token, UPCOMING))).toBe('秒杀活动未开始');
    expect(failure(await join(token, OVER))).toBe('秒杀活动已结束');
  });

  it('takes one unit of stock and answers the qualification; a second join is refused', async () => {
    const token = await s.token(14);
    const before = data(await s.get(`${MS}/${RUNNING}`)).data.over_num;
    const joined = data(await join(token, RUNNING));
    expect(joined).toEqual({ id: expect.any(Number), status: 0, charge: 59 });
    expect(data(await s.get(`${MS}/${RUNNING}`)).data.over_num).toBe(before - 1);
    const box = data(await s.get(`${MS}/0`, { token, query: { course_id: 2, course_type: 'course' } }));
    expect(box.order).toEqual({ id: joined.id, status: 0, charge: 59 });
    expect(failure(await join(token, RUNNING))).toBe('您已获得秒杀资格，请尽快支付');
    // Nothing more was taken by the refused join.
    expect(data(await s.get(`${MS}/${RUNNING}`)).data.over_num).toBe(before - 1);
  });

  it('stops at the stock: the last unit goes to one member, the next is told it is sold out', async () => {
    // The learning-path sale (id 4): leave exactly one unit.
    s.ctx.db.prepare('UPDATE ms_goods SET num = over_num + 1 WHERE id = 4').run();
    expect(data(await join(await s.token(15), 4)).status).toBe(0);
    expect(failure(await join(await s.token(16), 4))).toBe('秒杀商品已售罄');
    expect(data(await s.get(`${MS}/4`)).data).toMatchObject({ over_num: 0, is_over: true });
  });
});

describe('flash sale: ordering and paying', () => {
  it('orders the qualification at the sale price; paying delivers the course and marks the flash-sale order paid', async () => {
    const token = await s.token(17);
    const joined = data(await join(token, RUNNING));
    const path = `${MS}/order/${joined.id}/buy`;
    expect(isUnauthenticated(await s.post(path, {}), path)).toBe(true);
    expect(failure(await s.post(path, {}, { token: await s.token(18) }))).toBe('秒杀订单不存在');
    expect(failure(await s.post(`${MS}/order/999999/buy`, {}, { token }))).toBe('秒杀订单不存在');

    const order = data(await s.post(path, { goods_id: joined.id, promo_code: '' }, { token }));
    expect(order).toMatchObject({ charge: 59, status_text: '未支付', continue_pay: true });
    const listed = (await memberOrders(token)).find((o) => o.order_id === order.order_id)!;
    expect(listed.goods).toEqual([
      expect.objectContaining({
        goods_type: '秒杀',
        goods_name: 'Vue 3 + TypeScript 企业级项目实战',
        goods_id: joined.id,
        charge: 59,
      }),
    ]);
    expect(await courseBought(token, 2)).toBe(false);

    await pay(order.order_id);
    expect(await courseBought(token, 2)).toBe(true);
    const mine = data(await s.get(`${MS}/user/orders`, { token })).data;
    expect(mine).toEqual([expect.objectContaining({ id: joined.id, status: 1, status_text: '已支付', charge: 59 })]);
    expect(failure(await s.post(path, {}, { token }))).toBe('请勿重复购买');
    expect(failure(await join(token, RUNNING))).toBe('请勿重复购买');
  });

  it('a promo code covering the sale price pays the order at once', async () => {
    const token = await s.token(19);
    const joined = data(await join(token, RUNNING));
    const order = data(await s.post(`${MS}/order/${joined.id}/buy`, { promo_code: 'FULLFREE' }, { token }));
    expect(order).toMatchObject({ status_text: '已支付', continue_pay: false });
    expect(await courseBought(token, 2)).toBe(true);
  });

  it('refuses ordering once the sale is over, even with a qualification', async () => {
    const token = await s.token(20);
    const joined = data(await join(token, RUNNING));
    s.clock.advance(23 * 3600);
    try {
      expect(failure(await s.post(`${MS}/order/${joined.id}/buy`, {}, { token }))).toBe('秒杀活动已结束');
    } finally {
      s.clock.advance(-23 * 3600);
    }
  });
});

describe('group buy', () => {
  /** Opens or joins a group of the pair sale and answers the order. */
  const buy = async (token: string, gid: number, sale = PAIR_SALE, promo = '') =>
    s.post(`${TG}/${sale}/buy`, { goods_id: sale, gid, promo_code: promo }, { token });
  const box = async (token?: string) =>
    data(await s.get(`${TG}/0`, { token, query: { course_id: 6, course_type: 'course' } }));
  const places = async (token: string) => data(await s.get(`${TG}/member/orders`, { token })).data;

  it('refuses visitors and bad questions', async () => {
    const path = `${TG}/${PAIR_SALE}/buy`;
    expect(isUnauthenticated(await s.post(path, {}), path)).toBe(true);
    const token = await s.token(14);
    expect(failure(await buy(token, 0, 999))).toBe('团购活动不存在');
    expect(failure(await s.post(path, { gid: 'x' }, { token }))).toBe('参数错误');
    expect(failure(await s.post(`${TG}/abc/buy`, {}, { token }))).toBe('参数错误');
    // The group of course 5's sale is not one of this sale's groups.
    const other = data(await s.get(`${TG}/0`, { query: { course_id: 5, course_type: 'course' } })).items[0].id;
    expect(failure(await buy(token, other))).toBe('拼团不存在');
  });

  it('two members: one opens a group, the other completes it, and both get the course', async () => {
    const leader = await s.token(14);
    const friend = await s.token(15);
    const opened = data(await buy(leader, 0));
    expect(opened).toMatchObject({ charge: 89, status_text: '未支付', continue_pay: true });
    expect(failure(await buy(leader, 0))).toBe('您已参与该商品的拼团，未支付的订单可在我的订单中继续支付');

    await pay(opened.order_id);
    const forming = await box(leader);
    expect(forming.items).toHaveLength(1);
    const group = forming.items[0];
    expect(group).toMatchObject({ create_user_id: 14, over_people_num: 1 });
    expect(group.users.map((u: { id: number }) => u.id)).toEqual([14]);
    expect(forming.join_item).toMatchObject({ id: group.id });
    // Paid but the group is not complete: nothing delivered yet.
    expect(await courseBought(leader, 6)).toBe(false);
    expect(await places(leader)).toEqual([
      expect.objectContaining({ status: 1, group_id: group.id, group_status: 0, order_id: opened.order_id }),
    ]);

    const joined = data(await buy(friend, group.id));
    expect(joined).toMatchObject({ charge: 89, status_text: '未支付' });
    await pay(joined.order_id);
    expect(await courseBought(leader, 6)).toBe(true);
    expect(await courseBought(friend, 6)).toBe(true);
    expect((await box()).items).toEqual([]);
    expect(await places(friend)).toEqual([
      expect.objectContaining({ status: 1, status_text: '已支付', group_id: group.id, group_status: 1, charge: 89 }),
    ]);
    const listed = (await memberOrders(friend)).find((o) => o.order_id === joined.order_id)!;
    expect(listed.goods[0]).toMatchObject({ goods_type: '团购', goods_name: '微信小程序开发从入门到上线', charge: 89 });

    // The complete group takes nobody else; owners cannot buy again.
    expect(failure(await buy(await s.token(16), group.id))).toBe('该拼团人数已满');
    expect(failure(await buy(leader, 0))).toBe('请勿重复购买');
  });

  it('a member who pays for a place another member filled first leads a new group instead of losing it', async () => {
    const [a, b, c] = [await s.token(16), await s.token(17), await s.token(18)];
    const opened = data(await buy(a, 0));
    await pay(opened.order_id);
    const group = (await box()).items.find((i: { create_user_id: number }) => i.create_user_id === 16);
    const first = data(await buy(b, group.id));
    const second = data(await buy(c, group.id));
    await pay(first.order_id);
    await pay(second.order_id);
    expect(await courseBought(b, 6)).toBe(true);
    expect(await courseBought(c, 6)).toBe(false);
    const [place] = await places(c);
    expect(place).toMatchObject({ status: 1, group_status: 0 });
    expect(place.group_id).not.toBe(group.id);
    expect((await box()).items).toEqual([expect.objectContaining({ id: place.group_id, create_user_id: 18 })]);
  });

  it('a refused promo code leaves no group and no place behind', async () => {
    const token = await s.token(19);
    const before = (await box()).items.length;
    expect(failure(await buy(token, 0, PAIR_SALE, 'EXPIRED10'))).toBe('当前优惠码不可用');
    expect((await box()).items).toHaveLength(before);
    expect(await places(token)).toEqual([]);
  });

  it('refuses a sale that has not started, a group past its day and a sale that is over', async () => {
    const now = s.clock.now();
    const future = Number(
      s.ctx.db
        .prepare(
          'INSERT INTO tg_goods (goods_type, other_id, charge, people_num, started_at, ended_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
        )
        .run('course', 7, 99, 2, now + 86_400_000, now + 2 * 86_400_000, now).lastInsertRowid,
    );
    const token = await s.token(20);
    expect(failure(await buy(token, 0, future))).toBe('团购活动未开始');

    const waiting = (await box()).items[0];
    s.clock.advance(25 * 3600);
    expect(failure(await buy(token, waiting.id))).toBe('该拼团已结束');
    // The leader's place in the group that did not fill up is reported as failed.
    expect((await places(await s.token(18)))[0]).toMatchObject({ group_status: 2 });
    s.clock.advance(25 * 86_400);
    // Tokens last 14 days: a fresh one for the member on the far side of the sale.
    const later = (await issueToken(s.ctx, 20)).token;
    expect(failure(await buy(later, 0))).toBe('团购活动已结束');
  });
});
