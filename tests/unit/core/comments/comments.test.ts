/**
 * Course and lesson comments against the shapes the real servers answer: v3 threads on v4.9.30
 * (hash ids, replies, moderation), v2 lists on v4.9.5; and the probe of the releases between.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { allTasks } from 'nanostores';
import {
  commentOn,
  commentReplies,
  getAllComments,
  getComments,
  getReplies,
  postComment,
  type CommentTarget,
} from '#core/comments/index.js';
import type { SystemConfig } from '#core/site/index.js';
import { noteCourse } from '#core/capabilities/index.js';
import type { RecordingEnvironment } from '#core/env/index.js';
import { config, saveToken } from '#core/session/index.js';
import { realData } from '../../../real-meedu.js';
import { configAt, courseAt } from '../capabilities/releases.js';
import { rejection, serveRecorded, useApiServer, type TestServer, useUnknownServer } from '../client/test-server.js';

let server: TestServer;
let e: RecordingEnvironment;
useApiServer({ server: (s) => (server = s), env: (x) => (e = x) });

const course1: CommentTarget = { kind: 'course', id: 1 };
const asked = () => server.requests.map((r) => `${r.method} ${r.path}?${r.query}`);

useUnknownServer();

describe('v4.9.30: v3 threads', () => {
  beforeEach(() => config.set(realData<SystemConfig>('4.9.30', 'GET /api/v2/other/config')));

  it('lists the newest threads: pending ones as such, replies with whom they answer', async () => {
    serveRecorded(
      server,
      '4.9.30',
      'GET /api/v3/comments?rt=1&rid=1 (after posting)',
      'GET /api/v3/comments?rt=1&rid=1',
    );
    const list = await getComments(course1);
    expect(asked()).toEqual(['GET /api/v3/comments?rt=1&rid=1']);
    expect(list).toMatchObject({ threaded: true, needsPurchase: false, minLength: 0, maxLength: 140 });
    expect(list.total).toBe(3);
    const [newest] = list.items;
    // Posted moments before, not yet approved: the server sends it with empty content.
    expect(newest).toMatchObject({ pending: true, text: '', html: false, replies: [], repliesCount: 0 });
    expect(newest.author).toEqual({
      avatar: 'http://127.0.0.1:18700/images/default_avatar.jpg',
      nick_name: '演示学员',
    });
    expect(typeof newest.id).toBe('string');
    const thread = list.items.find((c) => c.text === '这门课的环境准备讲得很清楚。')!;
    expect(thread).toMatchObject({ pending: false, repliesCount: 2 });
    // Replies under a thread come with their text even before approval: still shown as pending.
    expect(thread.replies.map((r) => [r.pending, r.replyTo?.nick_name ?? null])).toEqual([
      [true, '演示学员'],
      [false, null],
    ]);
  });

  it('asks for a lesson with rt=2', async () => {
    serveRecorded(server, '4.9.30', 'GET /api/v3/comments?rt=2&rid=1');
    expect((await getComments({ kind: 'video', id: 1, courseId: 1 })).items).toEqual([]);
    expect(asked()).toEqual(['GET /api/v3/comments?rt=2&rid=1']);
  });

  it('loads every reply of a thread, and every thread', async () => {
    serveRecorded(server, '4.9.30', 'GET /api/v3/comments/replies?rt=1&rid=1&parent_id=<thread>');
    const replies = await getReplies(course1, 'ZBje1M3E13qxPzbm');
    expect(asked()).toEqual(['GET /api/v3/comments/replies?rt=1&rid=1&parent_id=ZBje1M3E13qxPzbm']);
    expect(replies.map((r) => [r.pending, r.text])).toEqual([
      [true, ''],
      [false, '同意，第二课也不错。'],
    ]);
    server.reset();
    serveRecorded(server, '4.9.30', 'GET /api/v3/comments/replies?rt=1&rid=1');
    const all = await getAllComments(course1);
    expect(asked()).toEqual(['GET /api/v3/comments/replies?rt=1&rid=1']);
    expect(all.items.length).toBe(all.total);
  });

  it('posts a comment, a reply and a reply to a reply; the new one waits for moderation', async () => {
    saveToken('member');
    serveRecorded(server, '4.9.30', 'POST /api/v3/comment/store (member)');
    const created = await postComment(course1, { content: '讲解清楚' });
    expect(created).toMatchObject({ pending: true, text: '' });
    await postComment(course1, { content: '同意', parentId: 'P' });
    await postComment(course1, { content: '是的', parentId: 'P', replyId: 'R' });
    expect(server.requests.map((r) => [r.path, r.body, r.headers.authorization])).toEqual([
      ['/api/v3/comment/store', { rt: 1, rid: 1, content: '讲解清楚' }, 'Bearer member'],
      ['/api/v3/comment/store', { rt: 1, rid: 1, content: '同意', parent_id: 'P' }, 'Bearer member'],
      ['/api/v3/comment/store', { rt: 1, rid: 1, content: '是的', parent_id: 'P', reply_id: 'R' }, 'Bearer member'],
    ]);
  });

  it('posting keeps an opened thread shown while it is read again, so 查看全部N条回复 stays open', async () => {
    saveToken('member');
    serveRecorded(server, '4.9.30', 'GET /api/v3/comments/replies?rt=1&rid=1&parent_id=<thread>');
    serveRecorded(server, '4.9.30', 'POST /api/v3/comment/store (member)');
    const seen: Array<number | undefined> = [];
    const off = commentReplies({ target: course1, parentId: 'ZBje1M3E13qxPzbm' }).listen((v) =>
      seen.push(v.data?.length),
    );
    await allTasks();
    const before = seen.length;
    await commentOn(course1)().mutate({ content: '同意', parentId: 'ZBje1M3E13qxPzbm' });
    await allTasks();
    expect(asked().filter((r) => r.includes('/replies'))).toHaveLength(2);
    // Never emptied on the way: the thread's replies stay on screen until the new answer.
    expect(seen.slice(before)).toEqual([2, 2]);
    off();
  });

  it('a refused comment rejects with the server message and no toast: the form shows it', async () => {
    serveRecorded(server, '4.9.30', 'POST /api/v3/comment/store (member, 141 characters)');
    const err = await rejection(postComment(course1, { content: '长'.repeat(141) }));
    expect(err.message).toBe('评论内容最多140个字符');
    expect(e.toasts).toEqual([]);
  });
});

describe('v4.9.5: v2 lists', () => {
  beforeEach(() => config.set(realData<SystemConfig>('4.9.5', 'GET /api/v2/other/config')));

  it('lists HTML comments with their authors from the users map', async () => {
    serveRecorded(server, '4.9.5', 'GET /api/v2/course/1/comments (after posting)', 'GET /api/v2/course/1/comments');
    const list = await getComments(course1);
    expect(asked()).toEqual(['GET /api/v2/course/1/comments?']);
    expect(list).toMatchObject({ threaded: false, needsPurchase: true, minLength: 6, maxLength: 0 });
    expect(list.items[0]).toMatchObject({ html: true, pending: false, text: '录制：讲解清楚，示例实用。' });
    expect(list.items[0].author?.nick_name).toBe('演示学员');
  });

  it('posts to the course or the lesson; refusals reject with their message, no toast', async () => {
    serveRecorded(server, '4.9.5', 'POST /api/v2/course/1/comment (member)');
    expect(await postComment(course1, { content: '讲解清楚，示例实用' })).toBeNull();
    await postComment({ kind: 'video', id: 4, courseId: 2 }, { content: '这一课时很有用' });
    expect(server.requests.map((r) => [r.path, r.body])).toEqual([
      ['/api/v2/course/1/comment', { content: '讲解清楚，示例实用' }],
      ['/api/v2/video/4/comment', { content: '这一课时很有用' }],
    ]);
    serveRecorded(server, '4.9.5', 'POST /api/v2/course/2/comment (member, not bought)');
    expect((await rejection(postComment({ kind: 'course', id: 2 }, { content: '还没买这门课程呢' }))).message).toBe(
      '无权限',
    );
    serveRecorded(server, '4.9.5', 'POST /api/v2/course/1/comment (member, short)');
    expect((await rejection(postComment(course1, { content: '短' }))).message).toBe('评论内容不能少于6个字');
    expect(e.toasts).toEqual([]);
  });
});

describe('releases config does not settle', () => {
  it('4.9.11 – 4.9.14: a course without is_allow_comment means v2, no probe', async () => {
    config.set(configAt('4.9.13'));
    noteCourse(courseAt('4.9.13'));
    serveRecorded(server, '4.9.5', 'GET /api/v2/course/1/comments');
    expect((await getComments(course1)).threaded).toBe(false);
    expect(asked()).toEqual(['GET /api/v2/course/1/comments?']);
  });

  it('4.9.15 – 4.9.21: the v3 list answers 路由不存在 once, then v2 is used', async () => {
    config.set(configAt('4.9.21'));
    noteCourse(courseAt('4.9.21'));
    serveRecorded(server, '4.9.30', 'GET /api/v2/sliders?platform=PC', 'GET /api/v3/comments');
    serveRecorded(server, '4.9.5', 'GET /api/v2/course/1/comments');
    serveRecorded(server, '4.9.5', 'GET /api/v2/course/1/comments', 'GET /api/v2/course/3/comments');
    await getComments(course1);
    await getComments({ kind: 'course', id: 3 });
    expect(asked()).toEqual([
      'GET /api/v3/comments?rt=1&rid=1',
      'GET /api/v2/course/1/comments?',
      'GET /api/v2/course/3/comments?',
    ]);
  });

  it('4.9.22 – 4.9.24: the probe finds v3', async () => {
    config.set(configAt('4.9.22'));
    noteCourse(courseAt('4.9.22'));
    serveRecorded(server, '4.9.30', 'GET /api/v3/comments?rt=1&rid=1');
    expect((await getComments(course1)).threaded).toBe(true);
    expect(asked()).toEqual(['GET /api/v3/comments?rt=1&rid=1', 'GET /api/v3/comments?rt=1&rid=1']);
  });
});
