import type { ServerContext } from '../../context.js';
import { isoDateTime, rawDateTime } from '../../db/index.js';
import { cachedStatement } from '../../db/statements.js';
import { coverUrl } from '../media/index.js';
import { userHasActiveVip } from './deps.js';
import { groupBy, phpMap } from './php.js';
import { courseFlagFields, courseFlags, courseFlagsOf, videoFlagFields } from './flags.js';
import { since } from '../../version.js';

export interface CourseRow {
  id: number;
  title: string;
  slug: string;
  charge: number;
  short_description: string;
  render_desc: string;
  seo_keywords: string;
  seo_description: string;
  published_at: number;
  is_rec: number;
  is_show: number;
  user_count: number;
  category_id: number;
  is_free: number;
  created_at: number;
  updated_at: number;
}

export interface VideoRow {
  id: number;
  course_id: number;
  chapter_id: number;
  title: string;
  slug: string;
  view_num: number;
  short_description: string;
  render_desc: string;
  seo_keywords: string;
  seo_description: string;
  published_at: number;
  charge: number;
  duration: number;
  is_ban_sell: number;
  free_seconds: number;
  ban_drag: number;
  /** 'mp4' or 'm3u8'; absent in databases created before the column. */
  format?: string;
  is_show: number;
  created_at: number;
  updated_at: number;
}

export interface WatchRow {
  id: number;
  user_id: number;
  course_id: number;
  video_id: number;
  watch_seconds: number;
  watched_at: number | null;
  created_at: number;
  updated_at: number;
}

/** A member's progress on one course (`course_user_records`). */
export interface CourseRecordRow {
  id: number;
  course_id: number;
  user_id: number;
  is_watched: number;
  watched_at: number | null;
  progress: number;
  created_at: number;
  updated_at: number;
}

export const courseThumb = (ctx: ServerContext, c: { id: number; title: string }) =>
  coverUrl(ctx, `course-${c.id}`, c.title);

/** A published course (is_show not checked: course detail ignores it), or undefined. */
export function publishedCourse(ctx: ServerContext, id: number): CourseRow | undefined {
  return ctx.db.prepare('SELECT * FROM courses WHERE id = ? AND published_at <= ?').get(id, ctx.options.now()) as
    CourseRow | undefined;
}

export function visibleVideo(ctx: ServerContext, id: number): VideoRow | undefined {
  return ctx.db
    .prepare('SELECT * FROM videos WHERE id = ? AND is_show = 1 AND published_at <= ?')
    .get(id, ctx.options.now()) as VideoRow | undefined;
}

export function courseVideos(ctx: ServerContext, courseId: number): VideoRow[] {
  return ctx.db
    .prepare('SELECT * FROM videos WHERE course_id = ? AND is_show = 1 AND published_at <= ? ORDER BY published_at, id')
    .all(courseId, ctx.options.now()) as VideoRow[];
}

export function videosCount(ctx: ServerContext, courseIds: number[]): Map<number, number> {
  const out = new Map<number, number>();
  if (!courseIds.length) return out;
  const rows = cachedStatement(
    ctx.db,
    `SELECT course_id, COUNT(*) AS n FROM videos WHERE is_show = 1 AND published_at <= ?
     AND course_id IN (SELECT value FROM json_each(?)) GROUP BY course_id`,
  ).all(ctx.options.now(), JSON.stringify(courseIds)) as Array<{ course_id: number; n: number }>;
  for (const r of rows) out.set(r.course_id, r.n);
  return out;
}

/** Course detail's `course` object (no videos_count, no category: contract section 6). */
/** A course's own fields, as the list and the detail both send them. */
const courseFieldsJson = (ctx: ServerContext, c: CourseListRow) => ({
  id: c.id,
  title: c.title,
  slug: c.slug,
  thumb: courseThumb(ctx, c),
  charge: c.charge,
  short_description: c.short_description,
  seo_keywords: c.seo_keywords,
  seo_description: c.seo_description,
  published_at: rawDateTime(c.published_at),
  is_rec: c.is_rec,
  is_show: c.is_show,
  user_count: c.user_count,
  category_id: c.category_id,
  is_free: c.is_free,
});

export function courseDetailJson(ctx: ServerContext, c: CourseRow) {
  return {
    ...courseFieldsJson(ctx, c),
    render_desc: c.render_desc,
    ...courseFlagFields(ctx, courseFlags(ctx, c.id)),
  };
}

export function videoJson(ctx: ServerContext, v: VideoRow) {
  return {
    id: v.id,
    course_id: v.course_id,
    title: v.title,
    slug: v.slug,
    view_num: v.view_num,
    seo_keywords: v.seo_keywords,
    seo_description: v.seo_description,
    published_at: rawDateTime(v.published_at),
    charge: v.charge,
    chapter_id: v.chapter_id,
    duration: v.duration,
    is_ban_sell: v.is_ban_sell,
    free_seconds: v.free_seconds,
    ban_drag: v.ban_drag,
    ...videoFlagFields(ctx, v.id),
  };
}

/** `videos` keyed by chapter id (0 = no chapter), `[]` when the course has none. */
export function videosByChapter(ctx: ServerContext, videos: VideoRow[]) {
  return phpMap(groupBy(videos, (v) => v.chapter_id).map(([k, list]) => [k, list.map((v) => videoJson(ctx, v))]));
}

export function courseChapters(ctx: ServerContext, courseId: number) {
  return ctx.db
    .prepare('SELECT id, course_id, title FROM course_chapters WHERE course_id = ? ORDER BY sort, id')
    .all(courseId) as Array<{ id: number; course_id: number; title: string }>;
}

function categoryMap(ctx: ServerContext, ids: number[]): Map<number, { id: number; name: string }> {
  const rows = cachedStatement(
    ctx.db,
    'SELECT id, name FROM course_categories WHERE id IN (SELECT value FROM json_each(?))',
  ).all(JSON.stringify([...new Set(ids)])) as Array<{ id: number; name: string }>;
  return new Map(rows.map((r) => [r.id, r]));
}

/** A course row without its description, which lists never show. */
export type CourseListRow = Omit<CourseRow, 'render_desc'>;

/**
 * The columns of CourseListRow. Lists select these rather than `*`: turning the description
 * HTML of every row into a JavaScript string was a good part of the catalogue's cost.
 */
export const COURSE_LIST_COLUMNS =
  'id, title, slug, charge, short_description, seo_keywords, seo_description, published_at, is_rec, is_show, user_count, category_id, is_free, created_at, updated_at';

/** Items of GET /api/v2/courses: the course row minus render_desc, plus videos_count and category. */
export function courseListItems(ctx: ServerContext, rows: CourseListRow[]) {
  const counts = videosCount(
    ctx,
    rows.map((r) => r.id),
  );
  const cats = categoryMap(
    ctx,
    rows.map((r) => r.category_id),
  );
  const flags = courseFlagsOf(
    ctx,
    rows.map((r) => r.id),
  );
  return rows.map((c) => ({
    ...courseFieldsJson(ctx, c),
    ...courseFlagFields(ctx, flags.get(c.id)!),
    videos_count: counts.get(c.id) ?? 0,
    category: cats.get(c.category_id) ?? [],
  }));
}

/** Shown, published courses by id, in the order asked; unknown or hidden ids are dropped. */
export function shownCoursesByIds(ctx: ServerContext, ids: number[]): CourseRow[] {
  if (!ids.length) return [];
  const rows = ctx.db
    .prepare(
      `SELECT * FROM courses WHERE is_show = 1 AND published_at <= ?
       AND id IN (SELECT value FROM json_each(?))`,
    )
    .all(ctx.options.now(), JSON.stringify(ids)) as CourseRow[];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is CourseRow => r !== undefined);
}

/**
 * Course list rows (the /api/v2/courses item shape) for the given ids, in that order. Other
 * modules (learning paths) list courses with it.
 */
export function courseRowsByIds(ctx: ServerContext, ids: number[]) {
  return courseListItems(ctx, shownCoursesByIds(ctx, ids));
}

export function userBoughtCourse(ctx: ServerContext, userId: number, courseId: number): boolean {
  return !!ctx.db.prepare('SELECT 1 FROM user_course WHERE user_id = ? AND course_id = ?').get(userId, courseId);
}

/**
 * Whether a member may watch the course: a free course, a purchase, or an active VIP — on every
 * course until 4.9.25, only on courses flagged is_vip_free from 4.9.26 (delta section 6.1).
 */
export function canSeeCourse(ctx: ServerContext, userId: number | null, course: CourseRow): boolean {
  if (course.charge <= 0) return true;
  if (userId === null) return false;
  if (userBoughtCourse(ctx, userId, course.id)) return true;
  if (!userHasActiveVip(ctx, userId)) return false;
  return !since(ctx, '4.9.26') || courseFlags(ctx, course.id).is_vip_free === 1;
}

/**
 * `isBuy` of course detail and `is_watch` of video detail: MeEdu works them out for a signed-in
 * member only, so a visitor is told false even for a free course.
 */
export const memberCanSeeCourse = (ctx: ServerContext, userId: number | null, course: CourseRow): boolean =>
  userId !== null && canSeeCourse(ctx, userId, course);

export function userBoughtVideo(ctx: ServerContext, userId: number, videoId: number): boolean {
  return !!ctx.db.prepare('SELECT 1 FROM user_video WHERE user_id = ? AND video_id = ?').get(userId, videoId);
}

export function canSeeVideo(ctx: ServerContext, userId: number | null, course: CourseRow, video: VideoRow): boolean {
  if (canSeeCourse(ctx, userId, course)) return true;
  return userId !== null && userBoughtVideo(ctx, userId, video.id);
}

export function boughtVideoIds(ctx: ServerContext, userId: number | null, courseId: number): number[] {
  if (userId === null) return [];
  const rows = ctx.db
    .prepare(
      `SELECT uv.video_id FROM user_video uv JOIN videos v ON v.id = uv.video_id
       WHERE uv.user_id = ? AND v.course_id = ? ORDER BY uv.video_id`,
    )
    .all(userId, courseId) as Array<{ video_id: number }>;
  return rows.map((r) => r.video_id);
}

export function isLiked(ctx: ServerContext, userId: number | null, courseId: number): boolean {
  if (userId === null) return false;
  return !!ctx.db.prepare('SELECT 1 FROM user_like_courses WHERE user_id = ? AND course_id = ?').get(userId, courseId);
}

/** videoWatchedProgress: Eloquent rows keyed by video id, so timestamps are ISO. */
export function watchedProgress(ctx: ServerContext, userId: number | null, courseId: number) {
  if (userId === null) return [];
  const rows = ctx.db
    .prepare('SELECT * FROM user_video_watch_records WHERE user_id = ? AND course_id = ? ORDER BY id')
    .all(userId, courseId) as WatchRow[];
  return phpMap(
    rows.map((r) => [
      r.video_id,
      {
        id: r.id,
        user_id: r.user_id,
        course_id: r.course_id,
        video_id: r.video_id,
        watch_seconds: r.watch_seconds,
        watched_at: r.watched_at === null ? null : rawDateTime(r.watched_at),
        created_at: isoDateTime(r.created_at),
        updated_at: isoDateTime(r.updated_at),
        deleted_at: null,
      },
    ]),
  );
}
