import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, shapeErrors } from './client-shape.js';
import { data, failure, startAddonServer, type AddonServer } from './helper.js';

let s: AddonServer;
beforeAll(async () => {
  s = await startAddonServer();
});
afterAll(() => s.close());

const BASE = '/addons/zhibo/api/v1';

describe('live courses', () => {
  it('lists courses in a nested paginator with categories beside it', async () => {
    const d = data(await s.get(`${BASE}/courses`, { query: { page: 1, size: 2 } }));
    expect(d.data.total).toBe(4);
    expect(d.data.data).toHaveLength(2);
    const item = d.data.data[0];
    expect(Object.keys(item)).toEqual(expect.arrayContaining(['id', 'title', 'thumb', 'charge', 'category']));
    expect(typeof item.category.name).toBe('string');
    expect(item.thumb.startsWith(`${s.url}/images/cover/`)).toBe(true);
    expect(d.categories.map((c: { name: string }) => c.name)).toEqual(['后端开发', '前端开发', '财会考证']);
  });

  it('filters by category id', async () => {
    const cats = data(await s.get(`${BASE}/courses`)).categories;
    const d = data(await s.get(`${BASE}/courses`, { query: { cid: cats[1].id } }));
    expect(d.data.total).toBe(1);
    expect(d.data.data[0].title).toContain('Vue3');
  });

  it('shows detail with chapters, sessions keyed by chapter in every status, and the teacher', async () => {
    const d = data(await s.get(`${BASE}/course/1`));
    expect(d.course).toMatchObject({ id: 1, charge: 199, vip_can_view: 1, status_text: '直播中' });
    expect(d.course.teacher).toMatchObject({ name: '王晓峰' });
    expect(d.course.teacher.avatar).toMatch(/\/images\/avatar\//);
    expect(typeof d.course.render_desc).toBe('string');
    expect(d.chapters).toHaveLength(2);
    const videos = Object.values(d.videos).flat() as { status: number; chapter_id: number; published_at: string }[];
    expect(new Set(videos.map((v) => v.status))).toEqual(new Set([0, 1, 2]));
    for (const ch of d.chapters) expect(Array.isArray(d.videos[ch.id])).toBe(true);
    expect(videos[0].published_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(d.is_buy).toBe(false);
  });

  it('is_buy follows purchase, VIP and free courses', async () => {
    const demo = await s.token(1);
    expect(data(await s.get(`${BASE}/course/1`, { token: demo })).is_buy).toBe(true);
    expect(data(await s.get(`${BASE}/course/3`, { token: demo })).is_buy).toBe(false);
    expect(data(await s.get(`${BASE}/course/2`)).is_buy).toBe(true);
    // member 3 holds an active VIP; course 4 is VIP-free, course 3 is not
    const vip = await s.token(3);
    expect(data(await s.get(`${BASE}/course/4`, { token: vip })).is_buy).toBe(true);
    expect(data(await s.get(`${BASE}/course/3`, { token: vip })).is_buy).toBe(false);
  });

  it('refuses bad and unknown ids with a Chinese message', async () => {
    expect(failure(await s.get(`${BASE}/course/abc`))).toBe('参数错误');
    expect(failure(await s.get(`${BASE}/course/999`))).toBe('直播课程不存在');
    expect(failure(await s.get(`${BASE}/course/1%27%20OR%201=1`))).toBe('参数错误');
  });
});

describe('live play and chat', () => {
  it('needs a login (HTTP 401 on addon paths)', async () => {
    const r = await s.get(`${BASE}/course/1/play`);
    expect(r.status).toBe(401);
  });

  it('plays a live session the member bought', async () => {
    const demo = await s.token(1);
    const detail = data(await s.get(`${BASE}/course/1`, { token: demo }));
    const live = (Object.values(detail.videos).flat() as { id: number; status: number }[]).find((v) => v.status === 1)!;
    const d = data(await s.get(`${BASE}/course/${live.id}/play`, { token: demo }));
    expect(d.course.id).toBe(1);
    expect(typeof d.course.poster).toBe('string');
    expect(d.video).toMatchObject({ id: live.id, course_id: 1, status: 1 });
    // A signed address: players cannot send the token with each playlist and segment request.
    expect(d.play_url).toMatch(
      new RegExp(`^${s.url}/addons/zhibo/stream/${live.id}/live\\.m3u8\\?m=1&e=\\d+&s=[\\w-]{43}$`),
    );
    expect(d).toMatchObject({ record_exists: 0, room_is_ban: 0, user_is_ban: 0, sign_in_record: [] });
    expect(d.chat.channel).toBe(`zhibo-${live.id}`);
    expect(d.chat.user.id).toBe(1);
    expect(shapeErrors(d, fixture('zhibo-play-live').response.data, 'data', ['data.sign_in_record'])).toEqual([]);

    expect(
      data(
        await s.post(
          `${BASE}/course/1/video/${live.id}/chat/send`,
          { content: '老师好', duration: 0 },
          { token: demo },
        ),
      ),
    ).toEqual([]);
    const records = data(await s.get(`${BASE}/course/1/video/${live.id}/chat/msg`, { token: demo }));
    expect(records.data[0].msg_body).toMatchObject({ content: '老师好', role: 'user' });
    expect(records.total).toBeGreaterThan(1);
  });

  it('answers a finished session with its replay as a list of qualities, as the addon does', async () => {
    const d = data(await s.get(`${BASE}/course/1/play`, { token: await s.token(1) }));
    expect(shapeErrors(d, fixture('zhibo-play-ended').response.data)).toEqual([]);
    expect(d.video.status).toBe(2);
    expect(d.play_url).toEqual([
      { name: '原画', url: expect.stringMatching(/\/addons\/zhibo\/stream\/1\/full\.m3u8\?/) },
    ]);
    expect(d.ali_rts).toBe('');
  });

  it('refuses sessions of courses not bought', async () => {
    const other = await s.token(15);
    const detail = data(await s.get(`${BASE}/course/1`));
    const any = (Object.values(detail.videos).flat() as { id: number }[])[0];
    expect(failure(await s.get(`${BASE}/course/${any.id}/play`, { token: other }))).toBe('请购买课程');
  });

  it('refuses a session id that belongs to another course', async () => {
    const demo = await s.token(1);
    const d = data(await s.get(`${BASE}/course/2`));
    const vid = (Object.values(d.videos).flat() as { id: number }[])[0].id;
    expect(failure(await s.get(`${BASE}/course/1/video/${vid}/attach/index`, { token: demo }))).toBe('直播不存在');
  });
});

describe('live comments and member lists', () => {
  it('lists comments with a users map and accepts a buyer comment', async () => {
    // The public client's live detail reads data.data.data and data.users (frontend-v3 src/pages/live/detail.tsx).
    const before = data(await s.get(`${BASE}/course/1/comments`, { query: { page: 1, size: 10000 } }));
    expect(before.data.data.length).toBeGreaterThan(0);
    expect(before.data.total).toBe(before.data.data.length);
    const first = before.data.data[0];
    expect(before.users[first.user_id]).toMatchObject({ id: first.user_id });
    const demo = await s.token(1);
    data(await s.post(`${BASE}/course/1/comment`, { content: '<b>讲得好</b>' }, { token: demo }));
    const after = data(await s.get(`${BASE}/course/1/comments`));
    expect(after.data.data[0]).toMatchObject({ content: '<b>讲得好</b>', render_content: '&lt;b&gt;讲得好&lt;/b&gt;' });
    expect(failure(await s.post(`${BASE}/course/1/comment`, { content: '' }, { token: demo }))).toBe('请输入评论内容');
    expect(failure(await s.post(`${BASE}/course/3/comment`, { content: '想看' }, { token: demo }))).toBe('无权限');
  });

  it('lists the member bought courses and learned courses as the study centre’s live tab reads them', async () => {
    const demo = await s.token(1);
    const bought = data(await s.get(`${BASE}/member/courses`, { token: demo }));
    expect(shapeErrors(bought, fixture('zhibo-member-courses-learned').response.data)).toEqual([]);
    expect(bought.total).toBe(1);
    expect(bought.data[0]).toMatchObject({ course_id: 1, user_id: 1, charge: 199, is_subscribe: 1 });
    expect(bought.data[0].course.title).toContain('Go');
    const learned = data(await s.get(`${BASE}/member/courses/learned`, { token: demo }));
    expect(shapeErrors(learned, fixture('zhibo-member-courses-learned').response.data)).toEqual([]);
    expect(learned.data[0]).toMatchObject({ course_id: 1, is_subscribe: 1, learned_count: 2 });
    // Course 1 has a session live now and one to come: not over, and its next session named.
    expect(learned.data[0].course).toMatchObject({ status: 1, next_video: { id: expect.any(Number) } });
    expect(learned.data[0].video_id).toBeGreaterThan(0);
    expect((await s.get(`${BASE}/member/courses`)).status).toBe(401);
  });
});
