import { describe, expect, it } from 'vitest';
import { api, apiData, login, serverForFile, type TestServer } from '../helpers.js';
import { expectKeys, ISO, P1_KEYS, RAW, tokenFor } from './support.js';

let s: TestServer;
let demo: string;
serverForFile(async (server) => {
  s = server;
  demo = await login(s);
});

const LIST_ITEM_KEYS = [
  'id',
  'title',
  'slug',
  'thumb',
  'charge',
  'short_description',
  'seo_keywords',
  'seo_description',
  'published_at',
  'is_rec',
  'is_show',
  'user_count',
  'category_id',
  'is_free',
  'videos_count',
  'category',
];
const DETAIL_COURSE_KEYS = [
  'id',
  'title',
  'slug',
  'thumb',
  'charge',
  'short_description',
  'render_desc',
  'seo_keywords',
  'seo_description',
  'published_at',
  'is_rec',
  'is_show',
  'user_count',
  'category_id',
  'is_free',
];
const VIDEO_KEYS = [
  'id',
  'course_id',
  'title',
  'slug',
  'view_num',
  'seo_keywords',
  'seo_description',
  'published_at',
  'charge',
  'chapter_id',
  'duration',
  'is_ban_sell',
  'free_seconds',
  'ban_drag',
];

async function allCourses(query: Record<string, string | number> = {}) {
  return apiData(s, '/api/v2/courses', { query: { page_size: 100, ...query } });
}

describe('GET /api/v2/courses', () => {
  it('is a Laravel paginator of 16 by default with the list item fields', async () => {
    const page = await apiData(s, '/api/v2/courses');
    expectKeys(page, P1_KEYS);
    expect(page.per_page).toBe(16);
    expect(page.current_page).toBe(1);
    expect(page.data.length).toBe(16);
    expect(page.total).toBeGreaterThanOrEqual(40);
    expect(page.last_page).toBe(Math.ceil(page.total / 16));
    expect(page.from).toBe(1);
    expect(page.to).toBe(16);
    expect(page.prev_page_url).toBeNull();
    expect(page.next_page_url).toContain('page=2');
    expect(page.links[0]).toEqual({ url: null, label: '&laquo; Previous', active: false });
    for (const c of page.data) {
      expectKeys(c, LIST_ITEM_KEYS);
      expect(c.published_at).toMatch(RAW);
      expect(c.is_show).toBe(1);
      expect(c.videos_count).toBeTypeOf('number');
      expect(c.thumb).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/images\/cover\//);
      expectKeys(c.category, ['id', 'name']);
    }
  });

  it('pages through every course without repeats; newest published first', async () => {
    const seen: number[] = [];
    let page = 1;
    let last = 1;
    const dates: string[] = [];
    do {
      const p = await apiData(s, '/api/v2/courses', { query: { page, page_size: 7 } });
      last = p.last_page;
      seen.push(...p.data.map((c: { id: number }) => c.id));
      dates.push(...p.data.map((c: { published_at: string }) => c.published_at));
      page += 1;
    } while (page <= last);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe((await allCourses()).total);
    expect(dates).toEqual([...dates].sort().reverse());
    const beyond = await apiData(s, '/api/v2/courses', { query: { page: last + 5, page_size: 7 } });
    expect(beyond.data).toEqual([]);
    expect(beyond.from).toBeNull();
  });

  it('hides courses that are off the shelf or scheduled for later', async () => {
    const ids = (await allCourses()).data.map((c: { id: number }) => c.id);
    const total = (await allCourses()).total;
    // 46 seeded: one scheduled in the future (45), one hidden (46).
    expect(ids).not.toContain(45);
    expect(ids).not.toContain(46);
    expect(total).toBe(44);
  });

  it('category_id includes its direct children', async () => {
    const cats = await apiData(s, '/api/v2/course_categories');
    const frontend = cats.find((c: { name: string }) => c.name === '前端开发');
    const childIds = frontend.children.map((c: { id: number }) => c.id);
    const top = await allCourses({ category_id: frontend.id });
    expect(top.total).toBeGreaterThan(0);
    for (const c of top.data) expect([frontend.id, ...childIds]).toContain(c.category_id);
    const vue = frontend.children.find((c: { name: string }) => c.name === 'Vue');
    const vueOnly = await allCourses({ category_id: vue.id });
    expect(vueOnly.total).toBeGreaterThan(0);
    expect(vueOnly.total).toBeLessThan(top.total);
    expect(vueOnly.data.every((c: { category_id: number }) => c.category_id === vue.id)).toBe(true);
    expect(top.first_page_url).toContain(`category_id=${frontend.id}`);
  });

  it('scene free / recom / sub filter and order', async () => {
    const free = await allCourses({ scene: 'free' });
    expect(free.total).toBeGreaterThan(0);
    expect(free.data.every((c: { is_free: number; charge: number }) => c.is_free === 1 && c.charge === 0)).toBe(true);
    const recom = await allCourses({ scene: 'recom' });
    expect(recom.total).toBeGreaterThan(0);
    expect(recom.data.every((c: { is_rec: number }) => c.is_rec === 1)).toBe(true);
    const sub = await allCourses({ scene: 'sub' });
    const counts = sub.data.map((c: { user_count: number }) => c.user_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(sub.total).toBe((await allCourses()).total);
  });

  it('nonsense filters are ignored rather than failing', async () => {
    const all = await allCourses();
    for (const category_id of ['abc', '-3', '']) {
      const res = await api(s, '/api/v2/courses', { query: { category_id, page_size: 100 } });
      expect(res.json.code).toBe(0);
      expect(res.json.data.total).toBe(all.total);
    }
    // Read like PHP's (int) cast: the leading number counts and the rest is never part of a query.
    const injected = await allCourses({ category_id: "1' OR 1=1 --" });
    expect(injected.total).toBe((await allCourses({ category_id: 1 })).total);
    expect(injected.total).toBeLessThan(all.total);
    expect((await allCourses({ category_id: 999999 })).total).toBe(0);
    expect((await api(s, '/api/v2/courses', { query: { page: 'x', page_size: 'y' } })).json.data.per_page).toBe(16);
  });
});

describe('GET /api/v2/course_categories', () => {
  it('nests children under top-level categories ordered by sort', async () => {
    const cats = await apiData(s, '/api/v2/course_categories');
    expect(cats.length).toBeGreaterThanOrEqual(6);
    for (const c of cats) {
      expectKeys(c, ['id', 'name', 'parent_id', 'children']);
      expect(c.parent_id).toBe(0);
      for (const ch of c.children) {
        expectKeys(ch, ['id', 'sort', 'name', 'parent_id']);
        expect(ch.parent_id).toBe(c.id);
      }
    }
    expect(cats.filter((c: { children: unknown[] }) => c.children.length > 0).length).toBeGreaterThanOrEqual(6);
  });
});

describe('GET /api/v2/course/{id}', () => {
  it('has camelCase keys and course fields without videos_count/category', async () => {
    const d = await apiData(s, '/api/v2/course/1');
    expectKeys(d, [
      'course',
      'chapters',
      'videos',
      'isBuy',
      'isCollect',
      'videoWatchedProgress',
      'attach',
      'buyVideos',
    ]);
    expectKeys(d.course, DETAIL_COURSE_KEYS);
    expect(d.course.published_at).toMatch(RAW);
    for (const ch of d.chapters) expectKeys(ch, ['id', 'course_id', 'title']);
    expect(d.chapters.length).toBeGreaterThanOrEqual(2);
    expect(Array.isArray(d.videos)).toBe(false);
    for (const [chapterId, list] of Object.entries(d.videos as Record<string, any[]>)) {
      expect(d.chapters.map((c: { id: number }) => String(c.id))).toContain(chapterId);
      for (const v of list) {
        expectKeys(v, VIDEO_KEYS);
        expect(String(v.chapter_id)).toBe(chapterId);
      }
      const dates = list.map((v) => v.published_at);
      expect(dates).toEqual([...dates].sort());
    }
    for (const a of d.attach) {
      expectKeys(a, ['id', 'name', 'size', 'extension']);
      expect(a.size).toBeGreaterThan(0);
    }
  });

  it('anonymous: isBuy false for a paid course, every map empty as []', async () => {
    const d = await apiData(s, '/api/v2/course/1');
    expect(d.isBuy).toBe(false);
    expect(d.isCollect).toBe(false);
    expect(d.videoWatchedProgress).toEqual([]);
    expect(d.buyVideos).toEqual([]);
  });

  it('the demo member bought course 1 and watched part of it', async () => {
    const d = await apiData(s, '/api/v2/course/1', { token: demo });
    expect(d.isBuy).toBe(true);
    const progress = Object.values(d.videoWatchedProgress as Record<string, any>);
    expect(progress.length).toBeGreaterThan(0);
    for (const [videoId, p] of Object.entries(d.videoWatchedProgress as Record<string, any>)) {
      expectKeys(p, [
        'id',
        'user_id',
        'course_id',
        'video_id',
        'watch_seconds',
        'watched_at',
        'created_at',
        'updated_at',
        'deleted_at',
      ]);
      expect(String(p.video_id)).toBe(videoId);
      expect(p.created_at).toMatch(ISO);
      expect(p.deleted_at).toBeNull();
      if (p.watched_at !== null) expect(p.watched_at).toMatch(RAW);
    }
    expect(progress.some((p) => p.watched_at === null)).toBe(true);
    expect(progress.some((p) => p.watched_at !== null)).toBe(true);
  });

  it('isBuy: a free course for any member (a visitor is always told false, as MeEdu does), VIP for paid ones; buyVideos lists single purchases', async () => {
    const free = (await allCourses({ scene: 'free' })).data[0];
    expect((await apiData(s, `/api/v2/course/${free.id}`)).isBuy).toBe(false);
    expect((await apiData(s, `/api/v2/course/${free.id}`, { token: demo })).isBuy).toBe(true);
    const lesson = Object.values(
      (await apiData(s, `/api/v2/course/${free.id}`)).videos as Record<string, Array<{ id: number }>>,
    )[0][0];
    expect((await apiData(s, `/api/v2/video/${lesson.id}`)).is_watch).toBe(false);
    expect((await apiData(s, `/api/v2/video/${lesson.id}`, { token: demo })).is_watch).toBe(true);
    const vip = await tokenFor(s, 3);
    expect((await apiData(s, '/api/v2/course/11', { token: vip })).isBuy).toBe(true);
    expect((await apiData(s, '/api/v2/course/11', { token: demo })).isBuy).toBe(false);
    const two = await apiData(s, '/api/v2/course/2', { token: demo });
    expect(two.isBuy).toBe(false);
    expect(two.buyVideos.length).toBe(1);
    expect(two.buyVideos[0]).toBeTypeOf('number');
    expect(two.isCollect).toBe(true);
  });

  it('a course without chapters has its videos as a JSON list under key 0; one without videos has []', async () => {
    const flat = await apiData(s, '/api/v2/course/13');
    expect(flat.chapters).toEqual([]);
    expect(Array.isArray(flat.videos)).toBe(true);
    expect(flat.videos.length).toBe(1);
    expect(flat.videos[0].every((v: { chapter_id: number }) => v.chapter_id === 0)).toBe(true);
    const upcoming = await apiData(s, '/api/v2/course/41');
    expect(upcoming.videos).toEqual([]);
    expect(upcoming.attach).toEqual([]);
  });

  it('does not check is_show, but does check published_at; unknown ids are code 1 错误', async () => {
    expect((await apiData(s, '/api/v2/course/46')).course.is_show).toBe(0);
    const error = { code: 1, message: '错误', data: [] };
    expect((await api(s, '/api/v2/course/45')).json).toEqual(error);
    expect((await api(s, '/api/v2/course/999999')).json).toEqual(error);
    expect((await api(s, '/api/v2/course/abc')).json).toEqual(error);
    expect((await api(s, '/api/v2/course/1%20OR%201=1')).json).toEqual(error);
    expect((await api(s, '/api/v2/course/-1')).json).toEqual(error);
  });

  it('course 1 description carries math, code and markup a client must sanitize', async () => {
    const html: string = (await apiData(s, '/api/v2/course/1')).course.render_desc;
    expect(html).toContain('$$');
    expect(html).toMatch(/\$[^$]+\$/);
    expect(html).toContain('\\(');
    expect(html).toContain('\\[');
    expect(html).toContain('<pre><code class="language-js">');
    expect(html).toMatch(/onerror=|<script>/);
  });
});

describe('GET /api/v2/video/{id}', () => {
  it('is snake_case and counts a view per call', async () => {
    const a = await apiData(s, '/api/v2/video/1');
    expectKeys(a, ['video', 'videos', 'chapters', 'course', 'is_watch', 'video_watched_progress', 'buy_videos']);
    expectKeys(a.video, VIDEO_KEYS);
    expectKeys(a.course, DETAIL_COURSE_KEYS);
    expect(a.is_watch).toBe(false);
    expect(a.video_watched_progress).toEqual([]);
    expect(a.buy_videos).toEqual([]);
    const b = await apiData(s, '/api/v2/video/1', { token: demo });
    expect(b.video.view_num).toBe(a.video.view_num + 1);
    expect(b.is_watch).toBe(true);
    expect(Object.keys(b.video_watched_progress).length).toBeGreaterThan(0);
  });

  it('unknown, unpublished or malformed ids are code 1 错误', async () => {
    const scheduled = (
      s.ctx.db.prepare('SELECT id FROM videos WHERE published_at > ? LIMIT 1').get(Date.now()) as { id: number }
    ).id;
    for (const id of ['999999', String(scheduled), 'x1']) {
      expect((await api(s, `/api/v2/video/${id}`)).json).toEqual({ code: 1, message: '错误', data: [] });
    }
  });
});

describe('GET /api/v2/video/{id}/playinfo', () => {
  it('requires login (v2 envelope 401)', async () => {
    const res = await api(s, '/api/v2/video/1/playinfo');
    expect(res.status).toBe(200);
    expect(res.json.code).toBe(401);
  });

  it('plays for buyers, with url entries that serve real media and say its real length', async () => {
    const d = await apiData(s, '/api/v2/video/1/playinfo', { token: demo });
    expect(d.urls.length).toBe(1);
    expectKeys(d.urls[0], ['url', 'format', 'duration', 'name']);
    const { video } = await apiData(s, '/api/v2/video/1');
    expect(d.urls[0]).toMatchObject({ format: 'mp4', duration: video.duration, name: '' });
    const media = await fetch(d.urls[0].url);
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toBe('video/mp4');
    const bytes = new Uint8Array(await media.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(4, 8))).toBe('ftyp');
    const ranged = await fetch(d.urls[0].url, { headers: { Range: 'bytes=0-99' } });
    expect(ranged.status).toBe(206);
    expect((await ranged.arrayBuffer()).byteLength).toBe(100);
    expect(ranged.headers.get('content-range')).toBe(`bytes 0-99/${bytes.length}`);
  });

  it('refuses non-buyers unless is_try is present and the video has free seconds', async () => {
    const other = await tokenFor(s, 15);
    expect((await api(s, '/api/v2/video/3/playinfo', { token: other })).json).toEqual({
      code: 1,
      message: '请购买后观看',
      data: [],
    });
    // Video 1 has a 5 s trial; presence of is_try counts, whatever its value.
    expect((await api(s, '/api/v2/video/1/playinfo', { token: other })).json.message).toBe('请购买后观看');
    expect((await api(s, '/api/v2/video/1/playinfo?is_try', { token: other })).json.code).toBe(0);
    expect((await api(s, '/api/v2/video/1/playinfo', { token: other, query: { is_try: 0 } })).json.code).toBe(0);
    expect((await api(s, '/api/v2/video/3/playinfo', { token: other, query: { is_try: 1 } })).json.message).toBe(
      '请购买后观看',
    );
  });
});

describe('POST /api/v2/video/{id}/record', () => {
  it('needs a positive duration', async () => {
    for (const duration of [undefined, 0, -5, 'abc']) {
      const res = await api(s, '/api/v2/video/6/record', {
        token: demo,
        body: duration === undefined ? {} : { duration },
      });
      expect(res.json).toEqual({ code: 1, message: '参数错误', data: [] });
    }
  });

  it('stores progress, marks the video watched at the end and updates course progress', async () => {
    const member = await tokenFor(s, 7);
    const course = await apiData(s, '/api/v2/course/3', { token: member });
    const videos = Object.values(course.videos as Record<string, any[]>).flat();
    const first = videos[0];
    await apiData(s, `/api/v2/video/${first.id}/record`, { token: member, body: { duration: 2 } });
    let progress = (await apiData(s, '/api/v2/course/3', { token: member })).videoWatchedProgress;
    expect(progress[first.id].watch_seconds).toBe(2);
    expect(progress[first.id].watched_at).toBeNull();
    await apiData(s, `/api/v2/video/${first.id}/record`, { token: member, body: { duration: first.duration } });
    progress = (await apiData(s, '/api/v2/course/3', { token: member })).videoWatchedProgress;
    expect(progress[first.id].watched_at).toMatch(RAW);
  });

  it('refuses videos the member may not watch and has no trial for', async () => {
    const other = await tokenFor(s, 15);
    expect((await api(s, '/api/v2/video/3/record', { token: other, body: { duration: 10 } })).json.message).toBe(
      '请购买后观看',
    );
  });
});

describe('comments', () => {
  it('GET course and video comments: newest first, users keyed by id', async () => {
    for (const path of ['/api/v2/course/1/comments', '/api/v2/video/1/comments']) {
      const d = await apiData(s, path);
      expectKeys(d, ['comments', 'users']);
      expect(d.comments.length).toBeGreaterThan(0);
      for (const c of d.comments) {
        expectKeys(c, ['id', 'user_id', 'render_content', 'created_at', 'ip', 'ip_province']);
        expect(c.created_at).toMatch(ISO);
        expectKeys(d.users[c.user_id], ['id', 'avatar', 'nick_name']);
      }
      const ids = d.comments.map((c: { id: number }) => c.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
    }
  });

  it('no comments: users is []', async () => {
    expect(await apiData(s, '/api/v2/course/40/comments')).toEqual({ comments: [], users: [] });
  });

  it('POST validates length (min 6) before anything else; markup is kept as text and escaped once', async () => {
    const short = await api(s, '/api/v2/course/1/comment', { token: demo, body: { content: '太棒了' } });
    expect(short.json).toEqual({ code: 1, message: '评论内容不能少于6个字', data: [] });
    expect((await api(s, '/api/v2/course/1/comment', { token: demo, body: {} })).json.code).toBe(1);
    const content = '<b>很好</b>的课程<script>alert(1)</script>，推荐！<img src=x onerror=alert(2)>';
    expect((await api(s, '/api/v2/course/1/comment', { token: demo, body: { content } })).json).toEqual({
      code: 0,
      message: '',
      data: [],
    });
    const d = await apiData(s, '/api/v2/course/1/comments');
    const mine = d.comments[0];
    expect(mine.user_id).toBe(1);
    expect(mine.render_content).toBe(
      '&lt;b&gt;很好&lt;/b&gt;的课程&lt;script&gt;alert(1)&lt;/script&gt;，推荐！&lt;img src=x onerror=alert(2)&gt;',
    );
    expect(mine.ip).toBe('127.0.0.1');
    expect(d.users['1'].nick_name).toBeTypeOf('string');
  });

  it('only buyers may comment (无权限); video comments follow the video permission', async () => {
    const other = await tokenFor(s, 15);
    expect(
      (await api(s, '/api/v2/course/1/comment', { token: other, body: { content: '想问一下课件在哪里下载' } })).json,
    ).toEqual({
      code: 1,
      message: '无权限',
      data: [],
    });
    expect(
      (await api(s, '/api/v2/video/1/comment', { token: other, body: { content: '想问一下课件在哪里下载' } })).json
        .message,
    ).toBe('无权限');
    expect(
      (await api(s, '/api/v2/video/1/comment', { token: demo, body: { content: '这一节讲得非常清楚' } })).json.code,
    ).toBe(0);
    const free = await api(s, '/api/v2/course/3/comment', { token: other, body: { content: '免费课程也很良心！' } });
    expect(free.json.code).toBe(0);
  });

  it('over-long comments are refused; anonymous posting is 401; unknown course is 错误', async () => {
    const long = await api(s, '/api/v2/course/3/comment', { token: demo, body: { content: '很'.repeat(10_001) } });
    expect(long.json.code).toBe(1);
    expect((await api(s, '/api/v2/course/3/comment', { body: { content: '匿名用户的评论内容' } })).json.code).toBe(401);
    expect(
      (await api(s, '/api/v2/course/999999/comment', { token: demo, body: { content: '不存在的课程评论' } })).json,
    ).toEqual({
      code: 1,
      message: '错误',
      data: [],
    });
  });
});

describe('GET /api/v2/course/{id}/like', () => {
  it('toggles and answers 1 / 0, reflected in isCollect', async () => {
    const member = await tokenFor(s, 9);
    expect(await apiData(s, '/api/v2/course/5/like', { token: member })).toBe(1);
    expect((await apiData(s, '/api/v2/course/5', { token: member })).isCollect).toBe(true);
    expect(await apiData(s, '/api/v2/course/5/like', { token: member })).toBe(0);
    expect((await apiData(s, '/api/v2/course/5', { token: member })).isCollect).toBe(false);
    expect((await api(s, '/api/v2/course/5/like')).json.code).toBe(401);
    expect((await api(s, '/api/v2/course/999999/like', { token: member })).json.message).toBe('错误');
  });
});

describe('GET /api/v2/course/attach/{id}/download', () => {
  it('downloads with the token query form for buyers', async () => {
    const attach = (await apiData(s, '/api/v2/course/1')).attach;
    const pdf = attach.find((a: { extension: string }) => a.extension === 'pdf');
    const res = await fetch(`${s.url}/api/v2/course/attach/${pdf.id}/download?token=${encodeURIComponent(demo)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain("filename*=UTF-8''");
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBe(pdf.size);
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses non-buyers (请购买课程) and anonymous callers; free courses are open', async () => {
    const attach = (await apiData(s, '/api/v2/course/1')).attach;
    const other = await tokenFor(s, 15);
    expect((await api(s, `/api/v2/course/attach/${attach[0].id}/download`, { query: { token: other } })).json).toEqual({
      code: 1,
      message: '请购买课程',
      data: [],
    });
    expect((await api(s, `/api/v2/course/attach/${attach[0].id}/download`)).json.code).toBe(401);
    const freeAttach = (await apiData(s, '/api/v2/course/3')).attach[0];
    const res = await fetch(
      `${s.url}/api/v2/course/attach/${freeAttach.id}/download?token=${encodeURIComponent(other)}`,
    );
    expect(res.status).toBe(200);
    expect((await api(s, '/api/v2/course/attach/99999/download', { query: { token: other } })).json.message).toBe(
      '错误',
    );
  });
});
