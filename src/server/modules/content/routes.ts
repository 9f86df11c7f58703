import type { Hono } from 'hono';
import type { ServerContext } from '../../context.js';
import { isoDateTime, rawDateTime } from '../../db/index.js';
import { cachedStatement } from '../../db/statements.js';
import { fail, ok, ServiceError } from '../../http/envelope.js';
import { currentUserId, optionalAuth, requireAuth, type AppEnv } from '../../http/auth.js';
import { idParam, paging, readInput } from '../../http/input.js';
import { laravelPage, simplePage } from '../../http/paginate.js';
import { videoMedia } from './media.js';
import { mediaRoutes, playUrl } from './media-routes.js';
import {
  boughtVideoIds,
  canSeeCourse,
  canSeeVideo,
  memberCanSeeCourse,
  courseChapters,
  courseDetailJson,
  COURSE_LIST_COLUMNS,
  courseListItems,
  type CourseListRow,
  courseThumb,
  courseVideos,
  isLiked,
  publishedCourse,
  videoJson,
  videosByChapter,
  videosCount,
  visibleVideo,
  watchedProgress,
  type CourseRecordRow,
  type CourseRow,
  type WatchRow,
} from './queries.js';
import { randomBytes } from 'node:crypto';
import { recordWatch } from './watch.js';
import { learnedRoutes } from './learned-routes.js';
import { cachePull, cachePut } from '../../db/cache.js';
import { since } from '../../version.js';
import { commentRoutes } from './comments.js';
import { memberPage } from '../../db/member-page.js';

const ID = ':id{[0-9]+}';

const notFound = () => new ServiceError('错误');

function mustCourse(ctx: ServerContext, id: number | null): CourseRow {
  const course = id === null ? undefined : publishedCourse(ctx, id);
  if (!course) throw notFound();
  return course;
}

function mustVideo(ctx: ServerContext, id: number | null) {
  const video = id === null ? undefined : visibleVideo(ctx, id);
  if (!video) throw notFound();
  const course = publishedCourse(ctx, video.course_id);
  if (!course) throw notFound();
  return { video, course };
}

export function contentRoutes(app: Hono<AppEnv>, ctx: ServerContext) {
  const db = ctx.db;
  const optional = optionalAuth(ctx);
  const auth = requireAuth(ctx);

  app.get('/api/v2/courses', async (c) => {
    const input = await readInput(c);
    const { page, size, offset } = paging(input, 'page_size', 16);
    const where = ['is_show = 1', 'published_at <= ?'];
    const params: Array<number | string> = [ctx.options.now()];
    const categoryId = Number.parseInt(String(input.category_id ?? ''), 10);
    if (Number.isInteger(categoryId) && categoryId > 0) {
      where.push('category_id IN (SELECT id FROM course_categories WHERE id = ? OR parent_id = ?)');
      params.push(categoryId, categoryId);
    }
    const scene = String(input.scene ?? '');
    if (scene === 'free') where.push('is_free = 1');
    if (scene === 'recom') where.push('is_rec = 1');
    const order = scene === 'sub' ? 'user_count DESC, id DESC' : 'published_at DESC, id DESC';
    const clause = where.join(' AND ');
    // The clause is built from a handful of fixed fragments, so the statement cache stays small.
    const { n: total } = cachedStatement(db, `SELECT COUNT(*) AS n FROM courses WHERE ${clause}`).get(...params) as {
      n: number;
    };
    const rows = cachedStatement(
      db,
      `SELECT ${COURSE_LIST_COLUMNS} FROM courses WHERE ${clause} ORDER BY ${order} LIMIT ? OFFSET ?`,
    ).all(...params, size, offset) as CourseListRow[];
    const query: Record<string, string> = { page_size: String(size) };
    if (input.category_id !== undefined) query.category_id = String(input.category_id);
    if (scene) query.scene = scene;
    return ok(
      c,
      laravelPage(courseListItems(ctx, rows), total, page, size, ctx.options.publicUrl, 'api/v2/courses', query),
    );
  });

  app.get('/api/v2/course_categories', (c) => {
    const rows = db
      .prepare('SELECT id, name, parent_id, sort FROM course_categories ORDER BY sort, id')
      .all() as Array<{ id: number; name: string; parent_id: number; sort: number }>;
    const top = rows.filter((r) => r.parent_id === 0);
    return ok(
      c,
      top.map((t) => ({
        id: t.id,
        name: t.name,
        parent_id: t.parent_id,
        children: rows
          .filter((r) => r.parent_id === t.id)
          .map((r) => ({ id: r.id, sort: r.sort, name: r.name, parent_id: r.parent_id })),
      })),
    );
  });

  app.get(`/api/v2/course/${ID}`, optional, (c) => {
    const course = mustCourse(ctx, idParam(c));
    const userId = c.get('userId');
    const attach = db
      .prepare('SELECT id, name, length(content) AS size, extension FROM course_attach WHERE course_id = ? ORDER BY id')
      .all(course.id);
    return ok(c, {
      course: courseDetailJson(ctx, course),
      chapters: courseChapters(ctx, course.id),
      videos: videosByChapter(ctx, courseVideos(ctx, course.id)),
      isBuy: memberCanSeeCourse(ctx, userId, course),
      isCollect: isLiked(ctx, userId, course.id),
      videoWatchedProgress: watchedProgress(ctx, userId, course.id),
      attach,
      buyVideos: boughtVideoIds(ctx, userId, course.id),
    });
  });

  app.get(`/api/v2/video/${ID}`, optional, (c) => {
    const { video, course } = mustVideo(ctx, idParam(c));
    db.prepare('UPDATE videos SET view_num = view_num + 1 WHERE id = ?').run(video.id);
    video.view_num += 1;
    const userId = c.get('userId');
    return ok(c, {
      video: videoJson(ctx, video),
      videos: videosByChapter(ctx, courseVideos(ctx, course.id)),
      chapters: courseChapters(ctx, course.id),
      course: courseDetailJson(ctx, course),
      is_watch: userId !== null && canSeeVideo(ctx, userId, course, video),
      video_watched_progress: watchedProgress(ctx, userId, course.id),
      buy_videos: boughtVideoIds(ctx, userId, course.id),
    });
  });

  app.get(`/api/v2/video/${ID}/playinfo`, auth, (c) => {
    const { video, course } = mustVideo(ctx, idParam(c));
    const userId = currentUserId(c);
    // `is_try` counts by presence alone ($request->has), whatever its value.
    const wantsTrial = c.req.query('is_try') !== undefined;
    const full = canSeeVideo(ctx, userId, course, video);
    if (!full && !(wantsTrial && video.free_seconds > 0)) return fail(c, '请购买后观看');
    // A non-buyer's address delivers the trial and nothing more; the media routes check it again.
    const url = playUrl(ctx, userId, video, full ? 'full' : 'trial');
    if (!url) return fail(c, full ? '错误' : '请购买后观看');
    return ok(c, { urls: [url] });
  });

  app.post(`/api/v2/video/${ID}/record`, auth, async (c) => {
    const { video, course } = mustVideo(ctx, idParam(c));
    const input = await readInput(c);
    const raw =
      typeof input.duration === 'number' || typeof input.duration === 'string' ? String(input.duration).trim() : '';
    const seconds = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
    if (seconds <= 0) return fail(c, '参数错误');
    const userId = currentUserId(c);
    const full = canSeeVideo(ctx, userId, course, video);
    if (!full && video.free_seconds <= 0) return fail(c, '请购买后观看');
    // A position past what the member can play is clamped to it: the lesson's real length, or the
    // trial's for a non-buyer.
    const playable =
      videoMedia(video, full ? 'full' : 'trial')?.duration ?? (full ? video.duration : video.free_seconds);
    recordWatch(ctx, userId, course, video, Math.min(seconds, Math.max(Math.floor(playable), 1)), !full);
    return ok(c);
  });

  app.get(`/api/v2/course/${ID}/like`, auth, (c) => {
    const course = mustCourse(ctx, idParam(c));
    const userId = currentUserId(c);
    const liked = db.transaction(() => {
      const gone = db
        .prepare('DELETE FROM user_like_courses WHERE user_id = ? AND course_id = ?')
        .run(userId, course.id);
      if (gone.changes) return 0;
      db.prepare('INSERT INTO user_like_courses (user_id, course_id, created_at) VALUES (?, ?, ?)').run(
        userId,
        course.id,
        ctx.options.now(),
      );
      return 1;
    })();
    return ok(c, liked);
  });

  type AttachRow = { id: number; course_id: number; name: string; extension: string; mime: string; content: Buffer };
  const sendAttach = (file: AttachRow) => {
    db.prepare('UPDATE course_attach SET download_times = download_times + 1 WHERE id = ?').run(file.id);
    const filename = file.name.endsWith(`.${file.extension}`) ? file.name : `${file.name}.${file.extension}`;
    return new Response(new Uint8Array(file.content), {
      headers: {
        'Content-Type': file.mime,
        'Content-Length': String(file.content.length),
        'Content-Disposition': `attachment; filename="attach-${file.id}.${file.extension}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
      },
    });
  };

  // Deprecated from 4.9.11, still routed.
  app.get(`/api/v2/course/attach/${ID}/download`, auth, (c) => {
    const id = idParam(c);
    const file = db.prepare('SELECT * FROM course_attach WHERE id = ?').get(id) as AttachRow | undefined;
    if (!file) throw notFound();
    const course = mustCourse(ctx, file.course_id);
    if (!canSeeCourse(ctx, currentUserId(c), course)) return fail(c, '请购买课程');
    return sendAttach(file);
  });

  if (since(ctx, '4.9.11')) {
    // 4.9.11: a JSON step hands out a single-use address (1 h), which the browser then opens.
    app.get(`/api/v3/course/:courseId{[0-9]+}/attach/${ID}`, auth, (c) => {
      const course = mustCourse(ctx, Number(c.req.param('courseId')));
      if (!canSeeCourse(ctx, currentUserId(c), course)) return fail(c, '请购买课程');
      const file = db
        .prepare('SELECT id FROM course_attach WHERE id = ? AND course_id = ?')
        .get(idParam(c), course.id) as { id: number } | undefined;
      if (!file) throw new ServiceError('资源不存在', 404);
      const sign = randomBytes(15).toString('base64url').slice(0, 20);
      cachePut(ctx, `attach-download:${sign}`, file.id, 3600);
      return ok(c, {
        download_url: `${ctx.options.publicUrl.replace(/\/$/, '')}/api/v3/course/attach-download?sign=${sign}`,
      });
    });
    app.get('/api/v3/course/attach-download', (c) => {
      const id = cachePull<number>(ctx, `attach-download:${c.req.query('sign') ?? ''}`);
      const file =
        id === undefined
          ? undefined
          : (db.prepare('SELECT * FROM course_attach WHERE id = ?').get(id) as AttachRow | undefined);
      if (!file) return fail(c, '参数错误');
      return sendAttach(file);
    });
  }

  commentRoutes(app, ctx);

  mediaRoutes(app, ctx);

  memberRoutes(app, ctx, auth);
}

interface MemberCourseRow {
  course_id: number;
  user_id: number;
  created_at: number;
  charge?: number;
}

/** watch_record / last_view_video / course / learned_count of a member's course list (v3). */
function withLearning(ctx: ServerContext, userId: number, rows: MemberCourseRow[]) {
  const db = ctx.db;
  const ids = rows.map((r) => r.course_id);
  const json = JSON.stringify(ids);
  const learned = new Map(
    (
      db
        .prepare(
          `SELECT course_id, COUNT(*) AS n FROM user_video_watch_records
           WHERE user_id = ? AND watched_at IS NOT NULL AND course_id IN (SELECT value FROM json_each(?)) GROUP BY course_id`,
        )
        .all(userId, json) as Array<{ course_id: number; n: number }>
    ).map((r) => [r.course_id, r.n]),
  );
  const records = new Map(
    (
      db
        .prepare(
          'SELECT * FROM course_user_records WHERE user_id = ? AND course_id IN (SELECT value FROM json_each(?))',
        )
        .all(userId, json) as CourseRecordRow[]
    ).map((r) => [r.course_id, r]),
  );
  const lastViews = new Map(
    (
      db
        .prepare(
          `SELECT w.* FROM user_video_watch_records w
           WHERE w.user_id = ? AND w.course_id IN (SELECT value FROM json_each(?))
           AND w.id = (SELECT w2.id FROM user_video_watch_records w2 WHERE w2.user_id = w.user_id AND w2.course_id = w.course_id
                       ORDER BY w2.updated_at DESC, w2.id DESC LIMIT 1)`,
        )
        .all(userId, json) as WatchRow[]
    ).map((r) => [r.course_id, r]),
  );
  const courses = courseSummaries(ctx, ids);
  return rows.map((row) => {
    const record = records.get(row.course_id);
    const last = lastViews.get(row.course_id);
    return {
      learned_count: learned.get(row.course_id) ?? 0,
      watch_record: record
        ? {
            id: record.id,
            course_id: record.course_id,
            user_id: record.user_id,
            is_watched: record.is_watched,
            watched_at: record.watched_at === null ? null : rawDateTime(record.watched_at),
            progress: record.progress,
            created_at: isoDateTime(record.created_at),
            updated_at: isoDateTime(record.updated_at),
          }
        : [],
      // A raw DB::select row, so every datetime is raw; the documented `video` key is never set.
      last_view_video: last
        ? {
            id: last.id,
            user_id: last.user_id,
            course_id: last.course_id,
            video_id: last.video_id,
            watch_seconds: last.watch_seconds,
            watched_at: last.watched_at === null ? null : rawDateTime(last.watched_at),
            created_at: rawDateTime(last.created_at),
            updated_at: rawDateTime(last.updated_at),
          }
        : [],
      course: courses.get(row.course_id) ?? [],
    };
  });
}

/** The `course` object of the member course lists, by course id; a missing course has no entry. */
function courseSummaries(ctx: ServerContext, ids: number[]) {
  const rows = ctx.db
    .prepare('SELECT id, title, charge FROM courses WHERE id IN (SELECT value FROM json_each(?))')
    .all(JSON.stringify(ids)) as Array<{ id: number; title: string; charge: number }>;
  const counts = videosCount(ctx, ids);
  return new Map(
    rows.map((course) => [
      course.id,
      {
        id: course.id,
        title: course.title,
        thumb: courseThumb(ctx, course),
        charge: course.charge,
        videos_count: counts.get(course.id) ?? 0,
      },
    ]),
  );
}

function memberRoutes(app: Hono<AppEnv>, ctx: ServerContext, auth: ReturnType<typeof requireAuth>) {
  const db = ctx.db;

  app.get('/api/v3/member/courses', auth, async (c) => {
    const userId = currentUserId(c);
    const { rows, total } = memberPage<MemberCourseRow>(
      db,
      userId,
      paging(await readInput(c), 'size', 10),
      'user_course',
      'SELECT course_id, user_id, charge, created_at FROM user_course WHERE user_id = ? ORDER BY created_at DESC, id DESC',
    );
    const extra = withLearning(ctx, userId, rows);
    const data = rows.map((r, i) => ({
      course_id: r.course_id,
      user_id: r.user_id,
      charge: r.charge ?? 0,
      created_at: rawDateTime(r.created_at),
      ...extra[i],
    }));
    return ok(c, simplePage(data, total));
  });

  learnedRoutes(app, ctx, auth, (userId, ids) =>
    withLearning(
      ctx,
      userId,
      ids.map((course_id) => ({ course_id, user_id: userId, created_at: 0 })),
    ),
  );

  app.get('/api/v3/member/courses/like', auth, async (c) => {
    const userId = currentUserId(c);
    const { rows, total } = memberPage<MemberCourseRow>(
      db,
      userId,
      paging(await readInput(c), 'size', 10),
      'user_like_courses',
      'SELECT course_id, user_id, created_at FROM user_like_courses WHERE user_id = ? ORDER BY created_at DESC, id DESC',
    );
    const extra = withLearning(ctx, userId, rows);
    const data = rows.map((r, i) => ({
      course_id: r.course_id,
      user_id: r.user_id,
      created_at: isoDateTime(r.created_at),
      ...extra[i],
    }));
    return ok(c, simplePage(data, total));
  });
}
