import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { data, failure, isUnauthenticated, startAddonServer, type AddonServer } from './helper.js';

let s: AddonServer;
beforeAll(async () => {
  s = await startAddonServer();
});
afterAll(() => s.close());

const V1 = '/addons/MeeduBooks/api/v1';
const V2 = '/addons/MeeduBooks/api/v2';

describe('book list and detail', () => {
  it('lists books in a nested paginator with categories', async () => {
    const d = data(await s.get(`${V1}/books`, { query: { page: 1, size: 10, scene: 'default' } }));
    expect(d.data.total).toBe(4);
    const item = d.data.data[0];
    for (const key of [
      'id',
      'name',
      'thumb',
      'charge',
      'is_vip_free',
      'user_count',
      'view_times',
      'short_desc',
      'published_at',
    ]) {
      expect(item).toHaveProperty(key);
    }
    expect(d.categories).toHaveLength(3);
    const free = data(await s.get(`${V1}/books`, { query: { scene: 'free' } }));
    expect(free.data.data.every((b: { charge: number }) => b.charge === 0)).toBe(true);
  });

  it('treats an unknown scene, even a built-in property name, as the default order', async () => {
    const plain = data(await s.get(`${V1}/books`, { query: { scene: 'default' } }));
    for (const scene of ['constructor', '__proto__', 'toString', 'nope']) {
      for (const path of [`${V1}/books`, '/addons/MeeduTopics/api/v1/topics']) {
        const res = await s.get(path, { query: { scene } });
        expect(res.status).toBe(200);
        expect(res.body.code).toBe(0);
      }
      const d = data(await s.get(`${V1}/books`, { query: { scene } }));
      expect(d.data.data.map((b: { id: number }) => b.id)).toEqual(plain.data.data.map((b: { id: number }) => b.id));
    }
  });

  it('shows chapters and articles keyed by chapter id', async () => {
    const d = data(await s.get(`${V1}/book/1`));
    expect(d.book).toMatchObject({ id: 1, name: '深入浅出 TypeScript', charge: 49, is_vip_free: 1 });
    expect(d.book.render_desc).toContain('<p>');
    expect(d.chapters.map((c: { sort: number }) => c.sort)).toEqual([1, 2]);
    const first = d.articles[d.chapters[0].id];
    expect(first[0]).toMatchObject({ charge: 0 });
    expect(first[2]).toMatchObject({ charge: 1 });
    expect(d.is_buy).toBe(false);
  });

  it('rejects unknown and malformed ids', async () => {
    expect(failure(await s.get(`${V1}/book/77`))).toBe('电子书不存在');
    expect(failure(await s.get(`${V1}/book/-1`))).toBe('参数错误');
  });
});

describe('reading', () => {
  it('needs a login', async () => {
    expect(isUnauthenticated(await s.get(`${V1}/book/1/read`), '/v1')).toBe(true);
  });

  it('shows free samples to anyone logged in and hides paid articles until bought', async () => {
    const stranger = await s.token(18);
    const detail = data(await s.get(`${V1}/book/1`));
    const ids = (Object.values(detail.articles).flat() as { id: number }[]).map((a) => a.id);
    const sample = data(await s.get(`${V1}/book/${ids[0]}/read`, { token: stranger }));
    expect(sample.can_see).toBe(true);
    expect(sample.article.render_content).toContain('<h2>');
    expect(sample.prev_id).toBe(0);
    expect(sample.next_id).toBe(ids[1]);
    expect(sample.book.id).toBe(1);
    expect(sample.chapters).toHaveLength(2);

    const paid = data(await s.get(`${V1}/book/${ids[3]}/read`, { token: stranger }));
    expect(paid.can_see).toBe(false);
    expect(paid.article.render_content).toBe('');
    expect(paid.prev_id).toBe(ids[2]);

    const demo = await s.token(1);
    const bought = data(await s.get(`${V1}/book/${ids[3]}/read`, { token: demo }));
    expect(bought.can_see).toBe(true);
    expect(bought.article.render_content.length).toBeGreaterThan(20);
    const last = data(await s.get(`${V1}/book/${ids[ids.length - 1]}/read`, { token: demo }));
    expect(last.next_id).toBe(0);
  });

  it('lets a VIP read VIP-free books', async () => {
    const vip = await s.token(3);
    const detail = data(await s.get(`${V1}/book/4`, { token: vip }));
    expect(detail.is_buy).toBe(true);
  });
});

describe('book comments', () => {
  it('keeps v1 book comments and v2 article threads', async () => {
    // The public client's book detail reads data.data.data and data.users (frontend-v3 src/pages/book/detail.tsx).
    const list = data(await s.get(`${V1}/book/1/comments`, { query: { page: 1, size: 10000 } }));
    expect(list.data.total).toBe(4);
    expect(list.data.data.length).toBe(4);
    expect(list.users[list.data.data[0].user_id]).toHaveProperty('nick_name');
    const detail = data(await s.get(`${V1}/book/1`));
    const articleId = (Object.values(detail.articles).flat() as { id: number }[])[0].id;
    const thread = data(await s.get(`${V2}/book/article/${articleId}/comments`, { query: { page: 1, page_size: 10 } }));
    expect(thread.data.total).toBe(2);
    const parent = thread.data.data.find((x: { children_count: number }) => x.children_count === 1);
    expect(parent.user).toHaveProperty('nick_name');
    const replies = data(await s.get(`${V2}/book/article/${articleId}/comments`, { query: { comment_id: parent.id } }));
    expect(replies.data.data[0].user_id).toBe(1);

    const demo = await s.token(1);
    const made = data(
      await s.post(
        `${V1}/book/article/${articleId}/comment`,
        { content: '好文', parent_id: parent.id },
        { token: demo },
      ),
    );
    expect(made.id).toBeGreaterThan(0);
    expect(
      failure(
        await s.post(`${V1}/book/article/${articleId}/comment`, { content: 'x', parent_id: 99999 }, { token: demo }),
      ),
    ).toBe('评论不存在');
    expect(failure(await s.post(`${V1}/book/1/comment`, { content: 'a'.repeat(1001) }, { token: demo }))).toBe(
      '评论内容不能超过1000个字',
    );
  });
});

describe('member books', () => {
  it('lists bought books (P2) with the last read article', async () => {
    const demo = await s.token(1);
    const d = data(await s.get(`${V2}/member/books`, { token: demo, query: { page: 1, size: 10 } }));
    expect(d.total).toBe(2);
    const row = d.data.find((r: { book_id: number }) => r.book_id === 1);
    expect(row).toMatchObject({ book_id: 1, user_id: 1, charge: 49 });
    expect(row.book).toMatchObject({ id: 1, name: '深入浅出 TypeScript' });
    expect(row.last_view.article_id).toBeGreaterThan(0);
    const other = d.data.find((r: { book_id: number }) => r.book_id === 3);
    expect(other.last_view).toEqual([]);
    expect(isUnauthenticated(await s.get(`${V2}/member/books`), `${V2}/member/books`)).toBe(true);
  });

  it('lists the reading history', async () => {
    const demo = await s.token(1);
    const d = data(await s.get(`${V2}/member/book/view`, { token: demo }));
    expect(d.total).toBeGreaterThanOrEqual(2);
    expect(d.data[0]).toHaveProperty('is_subscribe');
  });
});
