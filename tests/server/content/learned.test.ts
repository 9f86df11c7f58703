import { describe, expect, it } from 'vitest';
import { fixture, shapeErrors } from '../addons/client-shape.js';
import { api, apiData, login, serverForFile, type TestServer } from '../helpers.js';
import { expectKeys, ISO, RAW, tokenFor } from './support.js';

/**
 * The study centre (我的学习) as real MeEdu 4.9.5 and 4.9.30 answer it and the public PC client
 * reads it (fixtures in tests/fixtures/addons, checked against the real servers): a
 * course_user_records row each with learned_count, is_subscribe, last_view_video (with its
 * `video`) and course; and the lessons of one course with the member's watch records.
 */
const PATH = '/api/v3/member/courses/learned';
const ITEM_KEYS = [
  'id',
  'course_id',
  'user_id',
  'is_watched',
  'watched_at',
  'progress',
  'created_at',
  'updated_at',
  'learned_count',
  'is_subscribe',
  'last_view_video',
  'course',
];

interface Item {
  id: number;
  course_id: number;
  user_id: number;
  created_at: string;
  updated_at: string;
  progress: number;
  is_watched: number;
  watched_at: string | null;
  learned_count: number;
  last_view_video: { video_id: number; watch_seconds: number; video: { id: number; title: string } } | [];
  course: { id: number; title: string; thumb: string; charge: number; videos_count: number } | [];
  is_subscribe: number;
}

let s: TestServer;
serverForFile((server) => (s = server));

const learned = (token: string, query: Record<string, number> = {}) =>
  apiData<{ data: Item[]; total: number }>(s, PATH, { token, query });
const ids = (page: { data: Item[] }) => page.data.map((i) => i.course_id);

/** A course's published videos in order, as its detail page lists them. */
async function videosOf(courseId: number, token: string): Promise<Array<{ id: number; duration: number }>> {
  const detail = await apiData(s, `/api/v2/course/${courseId}`, { token });
  return Object.values(detail.videos as Record<string, Array<{ id: number; duration: number }>>).flat();
}

const record = (token: string, videoId: number, seconds: number) =>
  api(s, `/api/v2/video/${videoId}/record`, { token, body: { duration: seconds } });

describe('GET /api/v3/member/courses/learned', () => {
  it('is HTTP 401 without a token, or with a bad one (v3)', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const res = await api(s, PATH, { token });
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ message: 'Unauthenticated.' });
    }
  });

  it('the demo member: P2 of its two learning records, most recently studied first, with the course', async () => {
    const page = await learned(await login(s));
    expect(shapeErrors(page, fixture('member-courses-learned').response.data)).toEqual([]);
    expectKeys(page, ['data', 'total']);
    expect(page.total).toBe(2);
    expect(ids(page)).toEqual([1, 4]);
    for (const item of page.data) {
      expectKeys(item, ITEM_KEYS);
      expect(item.user_id).toBe(1);
      expect(item.created_at).toMatch(ISO);
      expect(item.updated_at).toMatch(ISO);
      expectKeys(item.course, ['id', 'title', 'thumb', 'charge', 'videos_count']);
      const course = item.course as Exclude<Item['course'], []>;
      expect(course.id).toBe(item.course_id);
      expect(course.charge).toBeGreaterThan(0);
      expect(course.videos_count).toBeGreaterThan(0);
      expect(course.thumb).toMatch(/^http/);
      // Both demo courses with progress were bought.
      expect(item.is_subscribe).toBe(1);
      expect([item.is_watched, item.watched_at]).toEqual([0, null]);
    }
    const [one, four] = page.data;
    expect(one.progress).toBe(40);
    expect(four.progress).toBe(0);
    // 继续学习 opens the last lesson watched.
    const last = one.last_view_video as Exclude<Item['last_view_video'], []>;
    expect(last.video).toMatchObject({ id: last.video_id, title: expect.any(String) });
    expect(one.learned_count).toBeGreaterThanOrEqual(0);
    // The same numbers the purchase list shows in watch_record.
    const bought = await apiData(s, '/api/v3/member/courses', { token: await login(s), query: { size: 50 } });
    const record1 = bought.data.find((i: { course_id: number }) => i.course_id === 1).watch_record;
    expect(record1.progress).toBe(one.progress);
  });

  it('a member who has learned nothing gets an empty page', async () => {
    expect(await learned(await tokenFor(s, 17))).toEqual({ data: [], total: 0 });
  });

  it('free learning is listed with is_subscribe 0, a bought course with 1; trial viewing is not listed', async () => {
    const token = await tokenFor(s, 18);
    // Course 5 is paid and not bought: its opening lesson can be tried, which records no course progress.
    const [trial] = await videosOf(5, token);
    expect((await record(token, trial.id, 60)).json.code).toBe(0);
    expect((await learned(token)).total).toBe(0);

    // Course 3 is free: a second into its first lesson lists it, with no progress yet.
    const free = await videosOf(3, token);
    expect((await record(token, free[0].id, 1)).json.code).toBe(0);
    let page = await learned(token);
    expect(page.total).toBe(1);
    expect(page.data[0]).toMatchObject({
      course_id: 3,
      user_id: 18,
      progress: 0,
      is_watched: 0,
      watched_at: null,
      is_subscribe: 0,
    });
    expect((page.data[0].course as { charge: number }).charge).toBe(0);

    // Buying course 5 and studying it puts it first, as subscribed.
    s.clock.advance(60);
    s.ctx.db
      .prepare('INSERT INTO user_course (user_id, course_id, charge, created_at) VALUES (18, 5, 169, ?)')
      .run(s.clock.now());
    const paid = await videosOf(5, token);
    expect((await record(token, paid[1].id, paid[1].duration)).json.code).toBe(0);
    page = await learned(token);
    expect(ids(page)).toEqual([5, 3]);
    expect(page.data[0].is_subscribe).toBe(1);
    expect(page.data[0].progress).toBe(Math.floor(100 / paid.length));
    expect(page.data[1].is_subscribe).toBe(0);

    // Finishing every lesson of the free course: watched, with a raw watched_at, and first again.
    s.clock.advance(60);
    for (const v of free) expect((await record(token, v.id, v.duration)).json.code).toBe(0);
    page = await learned(token);
    expect(ids(page)).toEqual([3, 5]);
    expect(page.data[0].progress).toBe(100);
    expect(page.data[0].is_watched).toBe(1);
    expect(page.data[0].watched_at).toMatch(RAW);
    // Other members' learning never shows up.
    expect(page.data.every((i) => i.user_id === 18)).toBe(true);
  });

  it('pages with page + size, 10 by default; is_subscribe per course for a VIP learner', async () => {
    // Member 3 is an annual VIP (can watch every course) and bought course 2 in the seed.
    const token = await tokenFor(s, 3);
    const studied: number[] = [];
    for (let courseId = 1; studied.length < 11; courseId++) {
      const [first] = await videosOf(courseId, token);
      if (!first) continue;
      s.clock.advance(1);
      expect((await record(token, first.id, 20)).json.code).toBe(0);
      studied.push(courseId);
    }
    const newestFirst = [...studied].reverse();

    const firstPage = await learned(token);
    expect(firstPage.total).toBe(11);
    expect(ids(firstPage)).toEqual(newestFirst.slice(0, 10));
    const secondPage = await learned(token, { page: 2 });
    expect(ids(secondPage)).toEqual(newestFirst.slice(10));
    expect(secondPage.total).toBe(11);
    expect(ids(await learned(token, { page: 3, size: 4 }))).toEqual(newestFirst.slice(8, 11));
    expect(await learned(token, { page: 5, size: 4 })).toEqual({ data: [], total: 11 });

    const all = await learned(token, { size: 50 });
    const subscribed = all.data.filter((i) => i.is_subscribe === 1).map((i) => i.course_id);
    expect(subscribed).toEqual([2]);
    expect(all.data.every((i) => i.is_subscribe === 0 || i.is_subscribe === 1)).toBe(true);
  });
});

describe('GET /api/v3/member/learned/course/{id}', () => {
  it('lists the course’s published lessons with the member’s watch record (PRC time without a zone) or null', async () => {
    const token = await tokenFor(s, 19);
    const videos = await videosOf(3, token);
    expect((await record(token, videos[0].id, videos[0].duration)).json.code).toBe(0);
    expect((await record(token, videos[1].id, 1)).json.code).toBe(0);
    const d = await apiData(s, `/api/v3/member/learned/course/3`, { token });
    expect(shapeErrors({ data: d }, { data: fixture('member-learned-course').response.data })).toEqual([]);
    const list = Object.entries(d as Record<string, { id: number; watch_record: unknown }>)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([, v]) => v);
    expect(list.map((v) => v.id)).toEqual(videos.map((v) => v.id));
    expect(list[0].watch_record).toEqual({
      watch_seconds: videos[0].duration,
      watched_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/),
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/),
    });
    expect(list[1].watch_record).toMatchObject({ watch_seconds: 1, watched_at: null });
    expect(list.slice(2).every((v) => v.watch_record === null)).toBe(true);
    expect(await apiData(s, '/api/v3/member/learned/course/999', { token })).toEqual([]);
    expect((await api(s, '/api/v3/member/learned/course/3')).status).toBe(401);
  });
});
