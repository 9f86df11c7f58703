import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { data, failure, startAddonServer, type AddonServer } from './helper.js';

let s: AddonServer;
beforeAll(async () => {
  s = await startAddonServer();
});
afterAll(() => s.close());

const V1 = '/addons/MeeduTopics/api/v1';
const V2 = '/addons/MeeduTopics/api/v2';

describe('topic list and detail', () => {
  it('lists topics with the 8.1 item fields', async () => {
    const d = data(await s.get(`${V1}/topics`, { query: { page: 1, size: 5 } }));
    expect(d.data.total).toBe(8);
    expect(d.data.data).toHaveLength(5);
    for (const key of [
      'id',
      'title',
      'thumb',
      'view_times',
      'category',
      'charge',
      'is_vip_free',
      'is_need_login',
      'vote_count',
      'comment_times',
    ]) {
      expect(d.data.data[0]).toHaveProperty(key);
    }
    expect(d.categories.map((c: { name: string }) => c.name)).toEqual(['技术', '效率', '运营']);
  });

  it('gives the full text only to buyers and the free preview to everyone', async () => {
    const anon = data(await s.get(`${V1}/topic/2`));
    expect(anon.topic).toMatchObject({ id: 2, charge: 9, is_vip_free: 1 });
    expect(anon.topic.render_content).toBe('');
    expect(anon.topic.free_content_render).toContain('<p>');
    expect(anon).toMatchObject({ is_buy: false, is_collect: false, is_vote: false });
    const demo = await s.token(1);
    const bought = data(await s.get(`${V1}/topic/2`, { token: demo }));
    expect(bought.is_buy).toBe(true);
    expect(bought.topic.render_content).toContain('<h3>');
    const free = data(await s.get(`${V1}/topic/1`, { token: demo }));
    expect(free).toMatchObject({ is_buy: true, is_collect: true });
    expect(typeof free.topic.created_at).toBe('string');
  });

  it('answers HTTP 401 for members-only topics when logged out', async () => {
    expect((await s.get(`${V1}/topic/3`)).status).toBe(401);
    const demo = await s.token(1);
    expect(data(await s.get(`${V1}/topic/3`, { token: demo })).topic.id).toBe(3);
  });

  it('counts views', async () => {
    const a = data(await s.get(`${V1}/topic/5`)).topic.view_times;
    const b = data(await s.get(`${V1}/topic/5`)).topic.view_times;
    expect(b).toBe(a + 1);
  });

  it('rejects unknown ids', async () => {
    expect(failure(await s.get(`${V1}/topic/404`))).toBe('图文不存在');
  });
});

describe('vote, collect and comments', () => {
  it('toggles a vote', async () => {
    const t = await s.token(19);
    expect(data(await s.get(`${V1}/topic/5/vote`, { token: t }))).toEqual({ ok: 1 });
    expect(data(await s.get(`${V1}/topic/5`, { token: t })).is_vote).toBe(true);
    expect(data(await s.post(`${V1}/topic/5/vote`, {}, { token: t }))).toEqual({ ok: 0 });
    expect((await s.get(`${V1}/topic/5/vote`)).status).toBe(401);
  });

  it('toggles a collect and lists collected topics', async () => {
    const t = await s.token(19);
    expect(data(await s.post(`${V1}/topic/4/collect`, {}, { token: t }))).toEqual({ ok: 1 });
    const list = data(await s.get(`${V1}/user/collect`, { token: t }));
    expect(list.data.total).toBe(1);
    expect(list.data.data[0].topic.id).toBe(4);
  });

  it('pages v2 comments with children counts and users', async () => {
    const d = data(await s.get(`${V2}/topic/1/comments`, { query: { page: 1, page_size: 3 } }));
    expect(d.data.total).toBe(5);
    expect(d.data.data).toHaveLength(3);
    const c = d.data.data[0];
    for (const key of ['id', 'content', 'created_at', 'children_count']) expect(c).toHaveProperty(key);
    expect(c.user).toHaveProperty('avatar');
    expect(c.user).toHaveProperty('nick_name');
    expect(Object.keys(d.users).length).toBeGreaterThan(0);
  });

  it('lets buyers comment and refuses others', async () => {
    const demo = await s.token(1);
    expect(data(await s.post(`${V1}/topic/2/comment`, { content: '很有收获' }, { token: demo })).id).toBeGreaterThan(0);
    const other = await s.token(20);
    expect(failure(await s.post(`${V1}/topic/2/comment`, { content: '很有收获' }, { token: other }))).toBe('无权限');
  });
});

describe('member topics', () => {
  it('lists bought topics nested one level deeper', async () => {
    const demo = await s.token(1);
    const d = data(await s.get(`${V1}/user/buyTopics`, { token: demo, query: { page: 1, size: 10 } }));
    expect(d.data.total).toBe(2);
    expect(d.data.data[0]).toMatchObject({ topic_id: 4, user_id: 1, charge: 19 });
    expect(d.data.data[0].topic).toMatchObject({ id: 4 });
    expect(typeof d.data.data[0].topic.thumb).toBe('string');
    expect((await s.get(`${V1}/user/buyTopics`)).status).toBe(401);
  });
});
