/**
 * The flash-sale and group-buy boxes of paid item pages, as the public PC client asks for them:
 * `GET /addons/MiaoSha/api/v1/m/0?course_id&course_type` (frontend-v3 src/pages/vod/detail.tsx,
 * src/components/miaosha-list, miaosha-dialog) and `GET /addons/TuanGou/api/v1/t/0?…`
 * (src/components/tuangou-list).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { data, failure, startAddonServer, type AddonServer } from './helper.js';

let s: AddonServer;
beforeAll(async () => {
  s = await startAddonServer();
});
afterAll(() => s.close());

const MS = '/addons/MiaoSha/api/v1/m';
const TG = '/addons/TuanGou/api/v1/t';

describe('flash sale box', () => {
  it('finds the running sale of a course by id 0 with the fields the box reads', async () => {
    const d = data(await s.get(`${MS}/0`, { query: { course_id: 2, course_type: 'course' } }));
    expect(d.order).toBeNull();
    expect(d.data).toMatchObject({
      id: 1,
      goods_id: 2,
      goods_type: 'course',
      goods_title: 'Vue 3 + TypeScript 企业级项目实战',
      charge: 59,
      original_charge: 199,
      is_start: true,
      is_over: false,
      // 100 on sale, 37 sold: the box shows the stock left.
      over_num: 63,
    });
    expect(d.data.goods_thumb).toMatch(/^https?:\/\//);
    // The sale ends 22 hours after the seed's clock reading.
    expect(d.data.expired_seconds).toBeGreaterThan(21 * 3600);
    expect(d.data.expired_seconds).toBeLessThanOrEqual(22 * 3600);
  });

  it("names the member's pending order so the page offers to pay it", async () => {
    const d = data(await s.get(`${MS}/0`, { token: await s.token(1), query: { course_id: 2, course_type: 'course' } }));
    expect(d.order).toMatchObject({ status: 0, charge: 59 });
    expect(typeof d.order.id).toBe('number');
  });

  it('answers data null for an item without a sale, and refuses bad questions', async () => {
    expect(data(await s.get(`${MS}/0`, { query: { course_id: 5, course_type: 'course' } }))).toEqual({
      data: null,
      order: null,
    });
    // The live course's sale is over: a past sale is no sale.
    expect(data(await s.get(`${MS}/0`, { query: { course_id: 4, course_type: 'live' } })).data).toBeNull();
    expect(failure(await s.get(`${MS}/0`, { query: { course_id: 2, course_type: 'video' } }))).toBe('参数错误');
    expect(failure(await s.get(`${MS}/0`))).toBe('参数错误');
    expect(failure(await s.get(`${MS}/abc`))).toBe('参数错误');
    expect(failure(await s.get(`${MS}/999`))).toBe('秒杀活动不存在');
    // A sale asked for by id, even one that is over, says so.
    expect(data(await s.get(`${MS}/3`)).data).toMatchObject({ is_over: true, over_num: 0 });
  });
});

describe('group buy box', () => {
  it('finds the group buy of a course by id 0 with the goods, the forming groups and no own group', async () => {
    const d = data(await s.get(`${TG}/0`, { query: { course_id: 5, course_type: 'course' } }));
    expect(d.goods).toMatchObject({
      goods_type: 'course',
      other_id: 5,
      charge: 129,
      original_charge: 169,
      people_num: 3,
    });
    expect(typeof d.goods.id).toBe('number');
    expect(d.goods.goods_title).toBe('Next.js 全栈开发指南');
    expect(d.goods.ended_count_down).toBeGreaterThan(24 * 86_400);
    expect(d.join_item).toEqual([]);
    expect(d.items).toHaveLength(1);
    const group = d.items[0];
    expect(group).toMatchObject({ create_user_id: 7, over_people_num: 2 });
    expect(group.create_user_avatar).toMatch(/^https?:\/\//);
    expect(group.users).toEqual([expect.objectContaining({ id: 7, avatar: group.create_user_avatar })]);
    // Open for a day from its start two hours ago.
    expect(group.count_down).toBeGreaterThan(21 * 3600);
    expect(group.count_down).toBeLessThanOrEqual(22 * 3600);
  });

  it("names the member's own forming group in join_item", async () => {
    const book = data(
      await s.get(`${TG}/0`, { token: await s.token(1), query: { course_id: 1, course_type: 'book' } }),
    );
    expect(book.join_item).toMatchObject({ create_user_id: 1 });
    expect(book.items.map((i: { id: number }) => i.id)).toContain(book.join_item.id);
  });

  it('answers goods null without a group buy, and closes groups after a day', async () => {
    expect(data(await s.get(`${TG}/0`, { query: { course_id: 3, course_type: 'course' } }))).toEqual({
      goods: null,
      items: [],
      join_item: [],
    });
    expect(failure(await s.get(`${TG}/0`, { query: { course_type: 'course' } }))).toBe('参数错误');
    expect(failure(await s.get(`${TG}/999`))).toBe('团购活动不存在');
    s.clock.advance(23 * 3600);
    expect(data(await s.get(`${TG}/0`, { query: { course_id: 5, course_type: 'course' } })).items).toEqual([]);
  });
});
