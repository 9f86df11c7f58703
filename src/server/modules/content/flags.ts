import type { ServerContext } from '../../context.js';
import { cachedStatement } from '../../db/statements.js';
import { since } from '../../version.js';

/**
 * Per-course and per-lesson switches of later releases, kept beside the content tables (so a
 * database from before them keeps working): `is_allow_comment` (4.9.15) and `is_vip_free`
 * (4.9.26). A course or lesson without a row takes the defaults below.
 */
export const FLAGS_SCHEMA = [
  `CREATE TABLE IF NOT EXISTS course_flags (
     course_id INTEGER PRIMARY KEY,
     is_allow_comment INTEGER NOT NULL DEFAULT 1,
     is_vip_free INTEGER NOT NULL DEFAULT 0
   )`,
  `CREATE TABLE IF NOT EXISTS video_flags (
     video_id INTEGER PRIMARY KEY,
     is_allow_comment INTEGER NOT NULL DEFAULT 1
   )`,
];

export interface CourseFlags {
  is_allow_comment: number;
  is_vip_free: number;
}

const COURSE_DEFAULTS: CourseFlags = { is_allow_comment: 1, is_vip_free: 0 };

export function courseFlags(ctx: ServerContext, courseId: number): CourseFlags {
  const row = cachedStatement(ctx.db, 'SELECT is_allow_comment, is_vip_free FROM course_flags WHERE course_id = ?').get(
    courseId,
  ) as CourseFlags | undefined;
  return row ?? COURSE_DEFAULTS;
}

export function courseFlagsOf(ctx: ServerContext, courseIds: number[]): Map<number, CourseFlags> {
  const rows = cachedStatement(
    ctx.db,
    'SELECT course_id, is_allow_comment, is_vip_free FROM course_flags WHERE course_id IN (SELECT value FROM json_each(?))',
  ).all(JSON.stringify(courseIds)) as Array<CourseFlags & { course_id: number }>;
  const out = new Map(courseIds.map((id) => [id, COURSE_DEFAULTS]));
  for (const { course_id, ...flags } of rows) out.set(course_id, flags);
  return out;
}

export function videoAllowsComments(ctx: ServerContext, videoId: number): number {
  const row = cachedStatement(ctx.db, 'SELECT is_allow_comment FROM video_flags WHERE video_id = ?').get(videoId) as
    { is_allow_comment: number } | undefined;
  return row?.is_allow_comment ?? 1;
}

/** The fields a course object carries in the release played. */
export function courseFlagFields(ctx: ServerContext, flags: CourseFlags): Partial<CourseFlags> {
  return {
    ...(since(ctx, '4.9.15') ? { is_allow_comment: flags.is_allow_comment } : {}),
    ...(since(ctx, '4.9.26') ? { is_vip_free: flags.is_vip_free } : {}),
  };
}

/** The fields a lesson object carries in the release played. */
export function videoFlagFields(ctx: ServerContext, videoId: number): { is_allow_comment?: number } {
  return since(ctx, '4.9.15') ? { is_allow_comment: videoAllowsComments(ctx, videoId) } : {};
}
