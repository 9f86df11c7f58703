/**
 * Every kind of comment keeps what the member wrote and escapes it once on the way out: course and
 * video comments (core), live course, book, book article, topic, Q&A answer comments and the
 * answers themselves. Shapes are the ones the public PC client (Meedu/frontend-v3) reads.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { data, startAddonServer, type AddonServer } from './helper.js';

let s: AddonServer;
beforeAll(async () => {
  s = await startAddonServer();
});
afterAll(() => s.close());

const WRITTEN = `if a<b then swap & 泛型 Array<number> "双" 'single' <script>alert(1)</script><img src=x onerror=alert(2)>`;
// Escaped exactly once: no tag survives, no entity is escaped twice.
const ESCAPED =
  'if a&lt;b then swap &amp; 泛型 Array&lt;number&gt; &quot;双&quot; &#39;single&#39; ' +
  '&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;';

const stored = (sql: string, ...args: unknown[]) => (s.ctx.db.prepare(sql).get(...args) as { text: string }).text;

describe('core course and video comments', () => {
  for (const kind of ['course', 'video'] as const) {
    it(`${kind}: stores the text as written and answers it escaped once`, async () => {
      const demo = await s.token(1);
      data(await s.post(`/api/v2/${kind}/1/comment`, { content: WRITTEN }, { token: demo }));
      const table = kind === 'course' ? 'course_comments' : 'video_comments';
      expect(stored(`SELECT original_content AS text FROM ${table} ORDER BY id DESC LIMIT 1`)).toBe(WRITTEN);
      const list = data(await s.get(`/api/v2/${kind}/1/comments`));
      expect(list.comments[0]).toMatchObject({ user_id: 1, render_content: ESCAPED });
    });
  }

  it('keeps comments the minimum length applies to as written (no stripping makes them shorter)', async () => {
    const demo = await s.token(1);
    data(await s.post('/api/v2/course/1/comment', { content: '泛型 Array<number>' }, { token: demo }));
    expect(data(await s.get('/api/v2/course/1/comments')).comments[0].render_content).toBe('泛型 Array&lt;number&gt;');
  });
});

describe('addon comments', () => {
  const addonCases = [
    {
      name: 'live course',
      post: '/addons/zhibo/api/v1/course/1/comment',
      list: '/addons/zhibo/api/v1/course/1/comments',
    },
    {
      name: 'book',
      post: '/addons/MeeduBooks/api/v1/book/1/comment',
      list: '/addons/MeeduBooks/api/v1/book/1/comments',
    },
    {
      name: 'topic',
      post: '/addons/MeeduTopics/api/v1/topic/2/comment',
      list: '/addons/MeeduTopics/api/v2/topic/2/comments',
    },
  ];
  for (const c of addonCases) {
    it(`${c.name}: content is the text as written, render_content the same text escaped once`, async () => {
      data(await s.post(c.post, { content: WRITTEN }, { token: await s.token(1) }));
      const page = data(await s.get(c.list, { query: { page: 1, size: 10000 } }));
      expect(page.data.data[0]).toMatchObject({ user_id: 1, content: WRITTEN, render_content: ESCAPED });
      expect(page.users['1']).toMatchObject({ id: 1 });
      expect(stored('SELECT content AS text FROM addon_comments ORDER BY id DESC LIMIT 1')).toBe(WRITTEN);
    });
  }

  it('book article: replies name the answered comment the way the reader page reads them', async () => {
    const demo = await s.token(1);
    const detail = data(await s.get('/addons/MeeduBooks/api/v1/book/1'));
    const articleId = (Object.values(detail.articles).flat() as { id: number }[])[0].id;
    const top = data(
      await s.post(
        `/addons/MeeduBooks/api/v1/book/article/${articleId}/comment`,
        { content: WRITTEN },
        { token: demo },
      ),
    );
    expect(top.comment_id).toBe(top.id);
    const other = await s.token(3);
    const reply = data(
      await s.post(
        `/addons/MeeduBooks/api/v1/book/article/${articleId}/comment`,
        { content: 'a & b', parent_id: top.id, reply_id: top.id },
        { token: other },
      ),
    );
    const list = data(
      await s.get(`/addons/MeeduBooks/api/v2/book/article/${articleId}/comments`, { query: { page: 1, size: 10000 } }),
    );
    expect(list.data.data[0]).toMatchObject({
      id: top.id,
      content: WRITTEN,
      render_content: ESCAPED,
      children_count: 1,
      reply: null,
    });
    // The reader asks for a thread with parent_id (frontend-v3 src/pages/book/read.tsx).
    const thread = data(
      await s.get(`/addons/MeeduBooks/api/v2/book/article/${articleId}/comments`, {
        query: { page: 1, page_size: 10000, parent_id: top.id },
      }),
    );
    expect(thread.data.data).toHaveLength(1);
    expect(thread.data.data[0]).toMatchObject({
      id: reply.comment_id,
      content: 'a & b',
      render_content: 'a &amp; b',
      reply: { user: { id: 1 } },
    });
  });

  it('topic: a reply to a reply names that reply in reply_comment', async () => {
    const demo = await s.token(1);
    const top = data(await s.post('/addons/MeeduTopics/api/v1/topic/2/comment', { content: '顶层' }, { token: demo }));
    const first = data(
      await s.post(
        '/addons/MeeduTopics/api/v1/topic/2/comment',
        { content: '回复一', parent_id: top.id },
        { token: demo },
      ),
    );
    data(
      await s.post(
        '/addons/MeeduTopics/api/v1/topic/2/comment',
        { content: '<回复二>', parent_id: top.id, reply_comment_id: first.comment_id },
        { token: demo },
      ),
    );
    const thread = data(
      await s.get('/addons/MeeduTopics/api/v2/topic/2/comments', {
        query: { page: 1, page_size: 10, comment_id: top.id },
      }),
    );
    expect(thread.data.data[0]).toMatchObject({
      content: '<回复二>',
      render_content: '&lt;回复二&gt;',
      reply_comment: { user: { id: 1 } },
    });
  });

  it('Q&A: answer comments take original_content and reply_user_id as the client sends them', async () => {
    const t = await s.token(14);
    const made = data(
      await s.post(
        '/addons/Wenda/api/v1/question/answer/1/comment',
        { original_content: WRITTEN, render_content: '<b>ignored</b>', reply_user_id: 2 },
        { token: t },
      ),
    );
    expect(made.comment_id).toBe(made.id);
    const list = data(
      await s.get('/addons/Wenda/api/v1/question/answer/1/comments', { query: { page: 1, page_size: 10000 } }),
    );
    expect(list.data.data[0]).toMatchObject({
      id: made.id,
      content: WRITTEN,
      render_content: ESCAPED,
      reply_user_id: 2,
      reply_user: { id: 2 },
    });
  });

  it('Q&A: answers render like comments', async () => {
    const unsolved = data(await s.get('/addons/Wenda/api/v1/questions', { query: { scene: 'unsolved', size: 50 } }));
    const q = (unsolved.data.data as { id: number; user_id: number }[]).find((x) => x.user_id !== 17)!;
    data(
      await s.post(
        `/addons/Wenda/api/v1/question/${q.id}/answer`,
        { original_content: WRITTEN, render_content: '<b>x</b>' },
        { token: await s.token(17) },
      ),
    );
    expect(stored('SELECT original_content AS text FROM wenda_answers ORDER BY id DESC LIMIT 1')).toBe(WRITTEN);
    const detail = data(await s.get(`/addons/Wenda/api/v1/question/${q.id}/detail`));
    const mine = (detail.answers as { user_id: number; render_content: string }[]).find((a) => a.user_id === 17)!;
    expect(mine.render_content).toBe(ESCAPED);
  });
});
