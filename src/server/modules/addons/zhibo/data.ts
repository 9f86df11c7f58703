import type { ServerContext } from '../../../context.js';
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
  status: number;
  published_at: number;
  duration: number;
  record_exists: number;
  room_is_ban: number;
}

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

/** A course's headline state, from its sessions: live now beats upcoming beats finished. */
export function statusText(videos: Pick<LiveVideoRow, 'status'>[]): string {
  if (videos.some((v) => v.status === 1)) return '直播中';
  if (videos.some((v) => v.status === 0)) return '未开始';
  return videos.length ? '已结束' : '未开始';
}

interface CourseStats {
  videos_count: number;
  user_count: number;
  statuses: number[];
}

function stats(ctx: ServerContext, ids: number[]): Map<number, CourseStats> {
  const out = new Map<number, CourseStats>(ids.map((id) => [id, { videos_count: 0, user_count: 0, statuses: [] }]));
  if (!ids.length) return out;
  const videos = ctx.db
    .prepare(`SELECT course_id, status FROM zhibo_videos WHERE course_id IN (${placeholders(ids.length)})`)
    .all(...ids) as { course_id: number; status: number }[];
  for (const v of videos) {
    const s = out.get(v.course_id)!;
    s.videos_count += 1;
    s.statuses.push(v.status);
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
      status_text: statusText(st.statuses.map((status) => ({ status }))),
    };
  });
}

export function teacherBrief(ctx: ServerContext, teacherId: number) {
  const t = ctx.db.prepare('SELECT id, name, short_desc FROM zhibo_teachers WHERE id = ?').get(teacherId) as
    { id: number; name: string; short_desc: string } | undefined;
  if (!t) return [];
  return { id: t.id, name: t.name, avatar: avatarUrl(ctx, `teacher-${t.id}`), short_desc: t.short_desc };
}

export function videoBrief(v: LiveVideoRow) {
  return {
    id: v.id,
    course_id: v.course_id,
    chapter_id: v.chapter_id,
    title: v.title,
    status: v.status,
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
