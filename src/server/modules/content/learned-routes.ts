import type { Hono } from 'hono';
import type { ServerContext } from '../../context.js';
import { isoDateTime, rawDateTime } from '../../db/index.js';
import { currentUserId, type AppEnv, type requireAuth } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { idParam, paging, readInput } from '../../http/input.js';
import { simplePage } from '../../http/paginate.js';
import { phpMap } from './php.js';
import { courseVideos, type CourseRecordRow, type WatchRow } from './queries.js';
import { memberPage } from '../../db/member-page.js';

/** The pieces of a member course list both the study centre lists and the bought-courses list share. */
export interface LearningExtras {
  learned_count: number;
  last_view_video: { video_id: number } | never[];
  course: object | never[];
}

/** `YYYY-MM-DDTHH:mm:ss` in PRC time without a zone: Carbon's toDateTimeLocalString(). */
const localDateTime = (ms: number) => rawDateTime(ms).replace(' ', 'T');

/**
 * The study centre (我的学习) of MeEdu's v3 API, as the real server answers it (MemberController
 * @learnedCourses, @learnedCourseDetail in 4.9.5 and 4.9.30) and the public PC client reads it.
 */
export function learnedRoutes(
  app: Hono<AppEnv>,
  ctx: ServerContext,
  auth: ReturnType<typeof requireAuth>,
  withLearning: (userId: number, courseIds: number[]) => LearningExtras[],
) {
  const db = ctx.db;

  // A course_user_records row each, newest studied first: the row itself (Eloquent dates ISO,
  // watched_at raw), learned_count, is_subscribe, the last lesson watched with its `video`
  // (继续学习 opens it), and the course.
  app.get('/api/v3/member/courses/learned', auth, async (c) => {
    const userId = currentUserId(c);
    const { rows, total } = memberPage<CourseRecordRow & { is_subscribe: number }>(
      db,
      userId,
      paging(await readInput(c), 'size', 10),
      'course_user_records',
      `SELECT r.id, r.course_id, r.user_id, r.is_watched, r.watched_at, r.progress, r.created_at, r.updated_at,
              EXISTS (SELECT 1 FROM user_course uc WHERE uc.user_id = r.user_id AND uc.course_id = r.course_id) AS is_subscribe
       FROM course_user_records r WHERE r.user_id = ? ORDER BY r.updated_at DESC, r.id DESC`,
    );
    const extras = withLearning(
      userId,
      rows.map((r) => r.course_id),
    );
    const lastIds = extras.flatMap((e) => (Array.isArray(e.last_view_video) ? [] : [e.last_view_video.video_id]));
    const videos = new Map(
      (
        db
          .prepare('SELECT id, title, duration, published_at FROM videos WHERE id IN (SELECT value FROM json_each(?))')
          .all(JSON.stringify(lastIds)) as Array<{ id: number; title: string; duration: number; published_at: number }>
      ).map((v) => [v.id, { ...v, published_at: rawDateTime(v.published_at) }]),
    );
    const data = rows.map((r, i) => {
      const { learned_count, last_view_video, course } = extras[i];
      return {
        id: r.id,
        course_id: r.course_id,
        user_id: r.user_id,
        is_watched: r.is_watched,
        watched_at: r.watched_at === null ? null : rawDateTime(r.watched_at),
        progress: r.progress,
        created_at: isoDateTime(r.created_at),
        updated_at: isoDateTime(r.updated_at),
        learned_count,
        is_subscribe: r.is_subscribe ? 1 : 0,
        last_view_video: Array.isArray(last_view_video)
          ? []
          : { ...last_view_video, video: videos.get(last_view_video.video_id) ?? [] },
        course,
      };
    });
    return ok(c, simplePage(data, total));
  });

  // The course's published lessons by publication time, each with the member's watch record or
  // null. PHP sorts the list by id by published_at and keeps its keys: a list while the two orders
  // agree, else an object keyed by the position by id.
  app.get('/api/v3/member/learned/course/:id', auth, (c) => {
    const userId = currentUserId(c);
    const courseId = idParam(c, 'id') ?? 0;
    const videos = courseVideos(ctx, courseId);
    const records = new Map(
      (
        db
          .prepare(
            'SELECT video_id, watch_seconds, watched_at, created_at FROM user_video_watch_records WHERE user_id = ? AND course_id = ?',
          )
          .all(userId, courseId) as Pick<WatchRow, 'video_id' | 'watch_seconds' | 'watched_at' | 'created_at'>[]
      ).map((r) => [r.video_id, r]),
    );
    const byId = [...videos].sort((a, b) => a.id - b.id);
    const list = videos.map((v) => {
      const record = records.get(v.id);
      return {
        id: v.id,
        title: v.title,
        published_at: rawDateTime(v.published_at),
        duration: v.duration,
        watch_record: record
          ? {
              watch_seconds: record.watch_seconds,
              watched_at: record.watched_at === null ? null : localDateTime(record.watched_at),
              created_at: localDateTime(record.created_at),
            }
          : null,
      };
    });
    return ok(c, phpMap(list.map((v) => [byId.findIndex((x) => x.id === v.id), v])));
  });
}
