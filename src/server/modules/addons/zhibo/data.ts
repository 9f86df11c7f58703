import type { ServerContext } from '#server/context.js';
import { ServiceError } from '#server/http/envelope.js';
import { coverUrl, avatarUrl } from '../../media/index.js';
import { canSee } from '../shared/access.js';
import { categoryBrief } from '../shared/categories.js';
import { placeholders } from '../shared/http.js';
import { raw } from '../shared/time.js';

export interface LiveCourseRow {
  id: number;
  category_id: number;
  teacher_id: number;
  title: string;
  short_description: string;
  render_desc: string;
  charge: number;
  vip_can_view: number;
  is_show: number;
  published_at: number;
  created_at: number;
}

export interface LiveVideoRow {
  id: number;
  course_id: number;
  chapter_id: number;
  title: string;
  /** Start time (ms); the session is live from here for `duration` seconds. */
  published_at: number;
  duration: number;
  /** 1 when the session is recorded: a replay exists once it has ended. */
  record_exists: number;
  room_is_ban: number;
}

/** 0 not started, 1 live, 2 finished. */
export type LiveStatus = 0 | 1 | 2;

/**
 * A session's state follows the clock (the development clock included): not started before its
 * start time, live for its duration, finished after.
 */
export function sessionStatus(ctx: ServerContext, v: Pick<LiveVideoRow, 'published_at' | 'duration'>): LiveStatus {
  const now = ctx.options.now();
  if (now < v.published_at) return 0;
  return now < v.published_at + v.duration * 1000 ? 1 : 2;
}

/** Start and end of a session, in ms. */
export const sessionEnd = (v: Pick<LiveVideoRow, 'published_at' | 'duration'>) => v.published_at + v.duration * 1000;

/** The replay can be watched: the session is over and was recorded. */
export const hasReplay = (ctx: ServerContext, v: LiveVideoRow) => sessionStatus(ctx, v) === 2 && v.record_exists === 1;

export const liveThumb = (ctx: ServerContext, c: { id: number; title: string }) =>
  coverUrl(ctx, `live-${c.id}`, c.title);

/** Published, visible courses only: what visitors may browse. */
export function findCourse(ctx: ServerContext, id: number): LiveCourseRow | undefined {
  return ctx.db
    .prepare('SELECT * FROM zhibo_courses WHERE id = ? AND is_show = 1 AND published_at <= ?')
    .get(id, ctx.options.now()) as LiveCourseRow | undefined;
}

export function findVideo(ctx: ServerContext, id: number): LiveVideoRow | undefined {
  return ctx.db.prepare('SELECT * FROM zhibo_videos WHERE id = ?').get(id) as LiveVideoRow | undefined;
}

export function mustCourse(ctx: ServerContext, id: number): LiveCourseRow {
  const course = findCourse(ctx, id);
  if (!course) throw new ServiceError('直播课程不存在');
  return course;
}

/**
 * A session of a course the member may watch (bought, free or VIP-free); when the route names a
 * course too, the session must belong to it.
 */
export function watchableVideo(ctx: ServerContext, userId: number, courseId: number | null, videoId: number) {
  const video = findVideo(ctx, videoId);
  if (!video || (courseId !== null && video.course_id !== courseId)) throw new ServiceError('直播不存在');
  const course = mustCourse(ctx, video.course_id);
  if (!liveIsBuy(ctx, userId, course)) throw new ServiceError('请购买课程');
  return { video, course };
}

/** Chat bans of a room: the whole room, or one member in it. */
export function chatBans(ctx: ServerContext, video: Pick<LiveVideoRow, 'id' | 'room_is_ban'>, userId: number) {
  const user = !!ctx.db
    .prepare('SELECT 1 FROM zhibo_user_bans WHERE video_id = ? AND user_id = ?')
    .get(video.id, userId);
  return { room_is_ban: video.room_is_ban === 1 ? 1 : 0, user_is_ban: user ? 1 : 0 };
}

export function courseVideos(ctx: ServerContext, courseId: number): LiveVideoRow[] {
  return ctx.db
    .prepare('SELECT * FROM zhibo_videos WHERE course_id = ? ORDER BY published_at, id')
    .all(courseId) as LiveVideoRow[];
}

export function userBoughtLive(ctx: ServerContext, userId: number | null, courseId: number): boolean {
  if (userId === null) return false;
  return !!ctx.db.prepare('SELECT 1 FROM zhibo_course_users WHERE user_id = ? AND course_id = ?').get(userId, courseId);
}

export function liveIsBuy(ctx: ServerContext, userId: number | null, course: LiveCourseRow): boolean {
  return canSee(
    ctx,
    userId,
    { charge: course.charge, is_vip_free: course.vip_can_view },
    userBoughtLive(ctx, userId, course.id),
  );
}

/** A course's headline state, from its sessions' states: live now beats upcoming beats finished. */
export function statusText(statuses: LiveStatus[]): string {
  if (statuses.includes(1)) return '直播中';
  if (statuses.includes(0)) return '未开始';
  return statuses.length ? '已结束' : '未开始';
}

interface CourseStats {
  videos_count: number;
  user_count: number;
  statuses: LiveStatus[];
}

function stats(ctx: ServerContext, ids: number[]): Map<number, CourseStats> {
  const out = new Map<number, CourseStats>(ids.map((id) => [id, { videos_count: 0, user_count: 0, statuses: [] }]));
  if (!ids.length) return out;
  const videos = ctx.db
    .prepare(
      `SELECT course_id, published_at, duration FROM zhibo_videos WHERE course_id IN (${placeholders(ids.length)})`,
    )
    .all(...ids) as { course_id: number; published_at: number; duration: number }[];
  for (const v of videos) {
    const s = out.get(v.course_id)!;
    s.videos_count += 1;
    s.statuses.push(sessionStatus(ctx, v));
  }
  const users = ctx.db
    .prepare(
      `SELECT course_id, COUNT(*) AS n FROM zhibo_course_users WHERE course_id IN (${placeholders(ids.length)}) GROUP BY course_id`,
    )
    .all(...ids) as { course_id: number; n: number }[];
  for (const u of users) out.get(u.course_id)!.user_count = u.n;
  return out;
}

/** The list-item form of a course (list pages, home blocks, member lists). */
export function liveListItems(ctx: ServerContext, rows: LiveCourseRow[]) {
  const s = stats(
    ctx,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const st = s.get(r.id)!;
    return {
      id: r.id,
      title: r.title,
      thumb: liveThumb(ctx, r),
      charge: r.charge,
      short_description: r.short_description,
      vip_can_view: r.vip_can_view,
      category_id: r.category_id,
      category: categoryBrief(ctx, r.category_id),
      published_at: raw(r.published_at),
      videos_count: st.videos_count,
      user_count: st.user_count,
      status_text: statusText(st.statuses),
    };
  });
}

export function teacherBrief(ctx: ServerContext, teacherId: number) {
  const t = ctx.db.prepare('SELECT id, name, short_desc FROM zhibo_teachers WHERE id = ?').get(teacherId) as
    { id: number; name: string; short_desc: string } | undefined;
  if (!t) return [];
  return { id: t.id, name: t.name, avatar: avatarUrl(ctx, `teacher-${t.id}`), short_desc: t.short_desc };
}

export function videoBrief(ctx: ServerContext, v: LiveVideoRow) {
  return {
    id: v.id,
    course_id: v.course_id,
    chapter_id: v.chapter_id,
    title: v.title,
    status: sessionStatus(ctx, v),
    published_at: raw(v.published_at),
    duration: v.duration,
  };
}

/** Gives a member a live course (bought, exchanged or redeemed); repeating it changes nothing. */
export function grantLive(ctx: ServerContext, userId: number, courseId: number, charge: number): void {
  ctx.db
    .prepare('INSERT OR IGNORE INTO zhibo_course_users (user_id, course_id, charge, created_at) VALUES (?, ?, ?, ?)')
    .run(userId, courseId, charge, ctx.options.now());
}
