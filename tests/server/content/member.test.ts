import { describe, expect, it } from 'vitest';
import { api, apiData, login, serverForFile, type TestServer } from '../helpers.js';
import { expectKeys, ISO, RAW, tokenFor } from './support.js';

let s: TestServer;
let demo: string;
serverForFile(async (server) => {
  s = server;
  demo = await login(s);
});

const LEARNING_KEYS = ['learned_count', 'watch_record', 'last_view_video', 'course'];

describe('GET /api/v3/member/courses', () => {
  it('is HTTP 401 without a token (v3)', async () => {
    const res = await api(s, '/api/v3/member/courses');
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ message: 'Unauthenticated.' });
  });

  it('lists purchases newest first as P2 with raw purchase time', async () => {
    const d = await apiData(s, '/api/v3/member/courses', { token: demo });
    expectKeys(d, ['data', 'total']);
    expect(d.total).toBe(5);
    for (const item of d.data) {
      expectKeys(item, ['course_id', 'user_id', 'charge', 'created_at', ...LEARNING_KEYS]);
      expect(item.user_id).toBe(1);
      expect(item.created_at).toMatch(RAW);
      expect(item.charge).toBeGreaterThan(0);
      expectKeys(item.course, ['id', 'title', 'thumb', 'charge', 'videos_count']);
      expect(item.course.id).toBe(item.course_id);
    }
    const dates = d.data.map((i: { created_at: string }) => i.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('watch_record / last_view_video are objects when there is learning, [] otherwise; video is never set', async () => {
    const d = await apiData(s, '/api/v3/member/courses', { token: demo, query: { size: 50 } });
    const one = d.data.find((i: { course_id: number }) => i.course_id === 1);
    expect(one.learned_count).toBe(4);
    expectKeys(one.watch_record, [
      'id',
      'course_id',
      'user_id',
      'is_watched',
      'watched_at',
      'progress',
      'created_at',
      'updated_at',
    ]);
    expect(one.watch_record.progress).toBe(40);
    expect(one.watch_record.created_at).toMatch(ISO);
    expectKeys(one.last_view_video, [
      'id',
      'user_id',
      'course_id',
      'video_id',
      'watch_seconds',
      'watched_at',
      'created_at',
      'updated_at',
    ]);
    expect(one.last_view_video.created_at).toMatch(RAW);
    expect(one.last_view_video.updated_at).toMatch(RAW);
    expect(one.last_view_video.watched_at).toBeNull();
    expect('video' in one.last_view_video).toBe(false);
    const untouched = d.data.find((i: { course_id: number }) => i.course_id === 22);
    expect(untouched.learned_count).toBe(0);
    expect(untouched.watch_record).toEqual([]);
    expect(untouched.last_view_video).toEqual([]);
  });

  it('pages with page+size (default 10)', async () => {
    const p1 = await apiData(s, '/api/v3/member/courses', { token: demo, query: { page: 1, size: 2 } });
    const p3 = await apiData(s, '/api/v3/member/courses', { token: demo, query: { page: 3, size: 2 } });
    expect(p1.data.length).toBe(2);
    expect(p3.data.length).toBe(1);
    expect(p3.total).toBe(5);
  });

  it('follows new watching: last view moves to the latest record', async () => {
    const member = await tokenFor(s, 19);
    expect(await apiData(s, '/api/v3/member/courses', { token: member })).toEqual({ data: [], total: 0 });
    s.ctx.db
      .prepare('INSERT INTO user_course (user_id, course_id, charge, created_at) VALUES (19, 24, 0, ?)')
      .run(Date.now());
    const detail = await apiData(s, '/api/v2/course/24', { token: member });
    const [a, b] = Object.values(detail.videos as Record<string, Array<{ id: number; duration: number }>>).flat();
    await apiData(s, `/api/v2/video/${a.id}/record`, { token: member, body: { duration: a.duration } });
    s.clock.advance(60);
    await apiData(s, `/api/v2/video/${b.id}/record`, { token: member, body: { duration: 1 } });
    const item = (await apiData(s, '/api/v3/member/courses', { token: member })).data[0];
    expect(item.learned_count).toBe(1);
    expect(item.last_view_video.video_id).toBe(b.id);
    expect(item.watch_record.progress).toBeGreaterThan(0);
    expect(item.watch_record.is_watched).toBe(0);
  });
});

describe('GET /api/v3/member/courses/like', () => {
  it('lists liked courses without charge, with ISO created_at', async () => {
    const d = await apiData(s, '/api/v3/member/courses/like', { token: demo });
    expect(d.total).toBe(4);
    for (const item of d.data) {
      expectKeys(item, ['course_id', 'user_id', 'created_at', ...LEARNING_KEYS]);
      expect(item.created_at).toMatch(ISO);
    }
    const liked = d.data.map((i: { course_id: number }) => i.course_id).sort((a: number, b: number) => a - b);
    expect(liked).toEqual([2, 3, 5, 10]);
    const ten = d.data.find((i: { course_id: number }) => i.course_id === 10);
    expect(ten.watch_record).toEqual([]);
    expect((await api(s, '/api/v3/member/courses/like')).status).toBe(401);
  });

  it('a like appears first, an unlike removes it', async () => {
    await apiData(s, '/api/v2/course/30/like', { token: demo });
    let d = await apiData(s, '/api/v3/member/courses/like', { token: demo });
    expect(d.data[0].course_id).toBe(30);
    await apiData(s, '/api/v2/course/30/like', { token: demo });
    d = await apiData(s, '/api/v3/member/courses/like', { token: demo });
    expect(d.data.map((i: { course_id: number }) => i.course_id)).not.toContain(30);
  });
});
