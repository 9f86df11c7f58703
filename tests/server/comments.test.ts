/**
 * Course and lesson comments by release (delta section 6.5): moderation from 4.9.15, v3 threads
 * from 4.9.22; over real HTTP, on one database played at each release in turn.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO_MOBILE, DEMO_PASSWORD, startTestServer, type TestServer } from './helpers.js';

let server: TestServer;
let token: string;
const at = async (meeduVersion: string) => {
  server = await server.restart({ meeduVersion });
};
const post = (path: string, body: unknown, as: string | null = token) => api(server, path, { body, token: as });
const data = async (path: string, query?: Record<string, string | number>) => {
  const res = await api(server, path, { query });
  expect([path, res.json.code]).toEqual([path, 0]);
  return res.json.data;
};
const approve = (rt: number, ids: Array<string | number>) =>
  post('/__dev/comments/check', { rt, ids, check_action: 'pass' }, null);

/** The closed course of the demo content (is_allow_comment 0). */
const CLOSED = 12;

beforeAll(async () => {
  server = await startTestServer();
  const login = await api(server, '/api/v2/login/password', { body: { mobile: DEMO_MOBILE, password: DEMO_PASSWORD } });
  token = login.json.data.token;
});
afterAll(async () => {
  await server?.close();
});

describe('4.9.15 – 4.9.21: v2 comments, moderated', () => {
  it('a new comment waits: listed as 评论审核中 with is_check 0 until approved', async () => {
    await at('4.9.15');
    expect((await post('/api/v2/course/1/comment', { content: '审核前看不到这段文字' })).json.code).toBe(0);
    const [mine] = (await data('/api/v2/course/1/comments')).comments;
    expect(mine).toMatchObject({ render_content: '评论审核中', is_check: 0 });
    await approve(1, [mine.id]);
    const [shown] = (await data('/api/v2/course/1/comments')).comments;
    expect(shown).toMatchObject({ id: mine.id, render_content: '审核前看不到这段文字', is_check: 1 });
  });

  it('a course with comments switched off refuses them (无权限); before 4.9.15 nothing is moderated', async () => {
    await at('4.9.15');
    expect((await post(`/api/v2/course/${CLOSED}/comment`, { content: '这门课不开放评论' })).json.message).toBe(
      '无权限',
    );
    await at('4.9.5');
    await post('/api/v2/course/1/comment', { content: '旧版本直接展示的评论' });
    const [latest] = (await data('/api/v2/course/1/comments')).comments;
    expect(latest.render_content).toBe('旧版本直接展示的评论');
    expect('is_check' in latest).toBe(false);
  });

  it('replies of later releases are not listed by v2', async () => {
    await at('4.9.21');
    const texts = (await data('/api/v2/course/2/comments')).comments.map(
      (c: { render_content: string }) => c.render_content,
    );
    expect(texts).not.toContain('同意，这部分我也反复看了两遍。');
  });
});

describe('4.9.22+: v3 threads', () => {
  beforeAll(() => at('4.9.30'));

  it('lists the newest threads with hash ids, their newest replies and whom a reply answers', async () => {
    const list = await data('/api/v3/comments', { rt: 1, rid: 3 });
    expect(list.total).toBeGreaterThanOrEqual(list.data.length);
    expect(list.data.length).toBeLessThanOrEqual(5);
    const thread = list.data.find((c: { replies_count: number }) => c.replies_count > 0);
    expect(thread.id).toMatch(/^[0-9a-zA-Z]{16}$/);
    expect(thread.parent_id).toMatch(/^[0-9a-zA-Z]{16}$/);
    expect(thread.replies.map((r: { content: string }) => r.content)).toEqual([
      '是的，配合课后练习效果更好。',
      '同意，这部分我也反复看了两遍。',
    ]);
    expect(thread.replies[0].reply_user.nick_name).toBeTruthy();
    expect('reply_user' in thread.replies[1]).toBe(false);
    expect(thread.replies.every((r: { parent_id: string }) => r.parent_id === thread.id)).toBe(true);
    const replies = await data('/api/v3/comments/replies', { rt: 1, rid: 3, parent_id: thread.id });
    expect(replies.data.map((r: { id: string }) => r.id)).toEqual(thread.replies.map((r: { id: string }) => r.id));
    const all = await data('/api/v3/comments/replies', { rt: 1, rid: 3 });
    expect(all.data.length).toBe(list.total);
    expect('total' in all).toBe(false);
  });

  it('a new comment waits for moderation: stored, listed with empty content for everybody, then approved', async () => {
    const res = await post('/api/v3/comment/store', { rt: 1, rid: 2, content: '<b>新评论</b>：讲得清楚' });
    expect(res.json.data).toMatchObject({ content: '', is_check: 0, user: { nick_name: expect.any(String) } });
    const id = res.json.data.id;
    const [first] = (await data('/api/v3/comments', { rt: 1, rid: 2 })).data;
    expect(first).toMatchObject({ id, content: '', is_check: 0, replies: [], replies_count: 0 });
    // A reply under a comment still waiting is refused.
    expect((await post('/api/v3/comment/store', { rt: 1, rid: 2, content: '回复', parent_id: id })).json.message).toBe(
      '评论审核中',
    );
    await approve(1, [id]);
    const [approved] = (await data('/api/v3/comments', { rt: 1, rid: 2 })).data;
    // Markup is dropped on store.
    expect(approved).toMatchObject({ id, content: '新评论：讲得清楚', is_check: 1 });
    const reply = await post('/api/v3/comment/store', { rt: 1, rid: 2, content: '同感', parent_id: id });
    expect(reply.json.data).toMatchObject({ parent_id: id, is_check: 0 });
    const answer = await post('/api/v3/comment/store', {
      rt: 1,
      rid: 2,
      content: '谢谢',
      parent_id: id,
      reply_id: reply.json.data.id,
    });
    expect(answer.json.data.reply_id).toBe(reply.json.data.id);
    const [thread] = (await data('/api/v3/comments', { rt: 1, rid: 2 })).data;
    expect(thread.replies_count).toBe(2);
    expect(thread.replies[0]).toMatchObject({
      is_check: 0,
      content: '谢谢',
      reply_user: { nick_name: expect.any(String) },
    });
    const replies = (await data('/api/v3/comments/replies', { rt: 1, rid: 2, parent_id: id })).data;
    expect(replies.map((r: { content: string }) => r.content)).toEqual(['', '']);
  });

  it('a lesson is rt 2', async () => {
    const detail = await data('/api/v2/course/2');
    const lesson = Object.values(detail.videos as Record<string, Array<{ id: number }>>)[0][0].id;
    await post('/api/v3/comment/store', { rt: 2, rid: lesson, content: '这一课时的例子很实用' });
    const list = await data('/api/v3/comments', { rt: 2, rid: lesson });
    expect(list.data[0]).toMatchObject({ content: '', is_check: 0 });
  });

  it('refuses what MeEdu refuses', async () => {
    const refusal = async (body: unknown, as: string | null = token) => {
      const { json } = await post('/api/v3/comment/store', body, as);
      return [json.code, json.message];
    };
    expect(await refusal({ rt: 1, rid: 1, content: '' })).toEqual([1, '请输入评论内容']);
    expect(await refusal({ rt: 1, rid: 1, content: '长'.repeat(141) })).toEqual([1, '评论内容最多140个字符']);
    expect(await refusal({ rt: 1, rid: 1, content: '长'.repeat(140) })).toEqual([0, '']);
    expect(await refusal({ rt: 1, rid: CLOSED, content: '不开放' })).toEqual([1, '禁止提交评论']);
    expect(await refusal({ rt: 1, rid: 999999, content: '没有这门课' })).toEqual([404, '资源不存在']);
    expect(await refusal({ rt: 3, rid: 1, content: '未知类型' })).toEqual([1, '参数错误']);
    expect(await refusal({ rt: 1, rid: 1, content: '坏的编号', parent_id: 'not-a-hash' })).toEqual([1, '参数错误']);
    expect(await refusal({ rt: 1, rid: 1, content: '访客' }, null)).toEqual([401, '请登录']);
    expect(
      (await api(server, '/api/v3/comments/replies', { query: { rt: 1, rid: 1, parent_id: 'x' } })).json.message,
    ).toBe('参数错误');
  });
});
