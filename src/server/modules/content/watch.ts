import type { ServerContext } from '../../context.js';
import { rewardWatchedCourse, rewardWatchedVideo } from './deps.js';
import { canSeeCourse, courseVideos, type CourseRow, type VideoRow, type WatchRow } from './queries.js';

/** Seconds short of the end that still count as "watched to the end" (players stop early). */
export const END_SLACK_SECONDS = 3;

/**
 * Stores how far a member got in a video. Reaching the end marks it watched once (and pays the
 * per-video credit reward); watching every video of a course marks the course watched. The end of a
 * trial is not the end of the lesson: trial positions are kept for resuming and nothing more.
 */
export function recordWatch(
  ctx: ServerContext,
  userId: number,
  course: CourseRow,
  video: VideoRow,
  seconds: number,
  trial: boolean,
) {
  const now = ctx.options.now();
  const db = ctx.db;
  db.transaction(() => {
    const existing = db
      .prepare('SELECT * FROM user_video_watch_records WHERE user_id = ? AND video_id = ?')
      .get(userId, video.id) as WatchRow | undefined;
    const finished = !trial && video.duration > 0 && seconds >= video.duration - END_SLACK_SECONDS;
    const newlyWatched = finished && !existing?.watched_at;
    if (existing) {
      db.prepare(
        'UPDATE user_video_watch_records SET watch_seconds = ?, watched_at = COALESCE(watched_at, ?), updated_at = ? WHERE id = ?',
      ).run(seconds, finished ? now : null, now, existing.id);
    } else {
      db.prepare(
        `INSERT INTO user_video_watch_records (user_id, course_id, video_id, watch_seconds, watched_at, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ).run(userId, course.id, video.id, seconds, finished ? now : null, now, now);
    }
    // Trial viewing is recorded for resuming, but only members who can watch earn credits and progress.
    if (!canSeeCourse(ctx, userId, course)) return;
    if (newlyWatched) rewardWatchedVideo(ctx, userId, video.title);
    updateCourseProgress(ctx, userId, course, now);
  })();
}

function updateCourseProgress(ctx: ServerContext, userId: number, course: CourseRow, now: number) {
  const db = ctx.db;
  const total = courseVideos(ctx, course.id).length;
  const { n: watched } = db
    .prepare(
      'SELECT COUNT(*) AS n FROM user_video_watch_records WHERE user_id = ? AND course_id = ? AND watched_at IS NOT NULL',
    )
    .get(userId, course.id) as { n: number };
  const progress = total ? Math.min(100, Math.floor((watched * 100) / total)) : 0;
  const record = db
    .prepare('SELECT id, is_watched FROM course_user_records WHERE user_id = ? AND course_id = ?')
    .get(userId, course.id) as { id: number; is_watched: number } | undefined;
  const done = progress >= 100;
  if (!record) {
    db.prepare(
      `INSERT INTO course_user_records (user_id, course_id, is_watched, watched_at, progress, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(userId, course.id, done ? 1 : 0, done ? now : null, progress, now, now);
  } else {
    db.prepare(
      `UPDATE course_user_records SET progress = ?, is_watched = ?, watched_at = CASE WHEN ? = 1 THEN COALESCE(watched_at, ?) ELSE watched_at END,
       updated_at = ? WHERE id = ?`,
    ).run(progress, done || record.is_watched ? 1 : 0, done ? 1 : 0, now, now, record.id);
  }
  if (done && !record?.is_watched) rewardWatchedCourse(ctx, userId, course.title);
}
