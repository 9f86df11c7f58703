import type { ServerContext } from '../../context.js';
import { isoDateTime, rawDateTime } from '../../db/index.js';
import type { SearchSource, ServerModule } from '../module.js';
import { matchesKeywords } from '../site/text-match.js';
import { htmlToText } from './php.js';
import { courseThumb, shownCoursesByIds, type CourseRow } from './queries.js';
import { contentRoutes } from './routes.js';
import { CONTENT_SCHEMA } from './schema.js';
import { FLAGS_SCHEMA } from './flags.js';
import { COMMENTS_SCHEMA } from './comments.js';
import { seedContent } from './seed.js';

export {
  courseRowsByIds,
  userBoughtCourse,
  canSeeCourse,
  publishedCourse,
  courseThumb,
  type CourseRow,
} from './queries.js';
export { phpMap, escapeHtml, htmlToText } from './php.js';
export { commentHtml } from './comment-text.js';
export { DEMO_BOUGHT_COURSES } from './seed.js';
export { bytesResponse, hlsPlaylist, sampleLesson, videoMedia } from './media.js';
export { initWithDuration, shiftedFragment } from './fmp4.js';

/** Gives a member a course they paid for (or were granted); repeating it changes nothing. */
export function grantCourse(ctx: ServerContext, userId: number, courseId: number, charge: number): void {
  const added = ctx.db
    .prepare('INSERT OR IGNORE INTO user_course (user_id, course_id, charge, created_at) VALUES (?, ?, ?, ?)')
    .run(userId, courseId, charge, ctx.options.now());
  if (added.changes) ctx.db.prepare('UPDATE courses SET user_count = user_count + 1 WHERE id = ?').run(courseId);
}

/** Gives a member one video bought on its own. */
export function grantVideo(ctx: ServerContext, userId: number, videoId: number, charge: number): void {
  ctx.db
    .prepare('INSERT OR IGNORE INTO user_video (user_id, video_id, charge, created_at) VALUES (?, ?, ?, ?)')
    .run(userId, videoId, charge, ctx.options.now());
}

function vodBlockItems(ctx: ServerContext, config: Record<string, unknown>) {
  const ids = (Array.isArray(config.items) ? config.items : [])
    .map((item) => Number((item as { id?: unknown })?.id))
    .filter((id) => Number.isInteger(id) && id > 0);
  const rows = shownCoursesByIds(ctx, ids);
  const cats = new Map(
    (
      ctx.db
        .prepare('SELECT id, name FROM course_categories WHERE id IN (SELECT value FROM json_each(?))')
        .all(JSON.stringify(rows.map((r) => r.category_id))) as Array<{ id: number; name: string }>
    ).map((r) => [r.id, r]),
  );
  return {
    ...config,
    items: rows.map((c) => ({
      id: c.id,
      title: c.title,
      thumb: courseThumb(ctx, c),
      charge: c.charge,
      user_count: c.user_count,
      short_description: c.short_description,
      published_at: rawDateTime(c.published_at),
      category_id: c.category_id,
      is_rec: c.is_rec,
      is_free: c.is_free,
      created_at: isoDateTime(c.created_at),
      category: cats.get(c.category_id) ?? [],
    })),
  };
}

function searchCourses(ctx: ServerContext, keywords: string): SearchSource[] {
  const rows = ctx.db
    .prepare('SELECT * FROM courses WHERE is_show = 1 AND published_at <= ? ORDER BY published_at DESC, id DESC')
    .all(ctx.options.now()) as CourseRow[];
  const out: SearchSource[] = [];
  for (const c of rows) {
    const desc = htmlToText(c.render_desc);
    // Descriptions usually open with the short description; the snippet should not say it twice.
    const text = desc.includes(c.short_description) ? desc : `${c.short_description} ${desc}`;
    if (!matchesKeywords(`${c.title} ${text}`, keywords)) continue;
    out.push({
      id: c.id,
      resource_type: 'vod',
      resource_id: c.id,
      title: c.title,
      charge: c.charge,
      thumb: courseThumb(ctx, c),
      short_desc: c.short_description,
      desc,
      created_at: isoDateTime(c.created_at),
      updated_at: isoDateTime(c.updated_at),
      text,
    });
  }
  return out;
}

/** Search record ids for videos sit above course ids so the two never collide. */
const VIDEO_SEARCH_ID_BASE = 100_000;

function searchVideos(ctx: ServerContext, keywords: string): SearchSource[] {
  const now = ctx.options.now();
  const rows = ctx.db
    .prepare(
      `SELECT v.id, v.title, v.short_description, v.render_desc, v.created_at, v.updated_at, c.id AS course_id,
              c.title AS course_title, c.charge AS course_charge
       FROM videos v JOIN courses c ON c.id = v.course_id
       WHERE v.is_show = 1 AND v.published_at <= ? AND c.is_show = 1 AND c.published_at <= ?
       ORDER BY v.published_at DESC, v.id DESC`,
    )
    .all(now, now) as Array<{
    id: number;
    title: string;
    short_description: string;
    render_desc: string;
    created_at: number;
    updated_at: number;
    course_id: number;
    course_title: string;
    course_charge: number;
  }>;
  const out: SearchSource[] = [];
  for (const v of rows) {
    const desc = htmlToText(v.render_desc);
    const text = `${v.short_description} ${desc}`;
    if (!matchesKeywords(`${v.title} ${text}`, keywords)) continue;
    out.push({
      id: VIDEO_SEARCH_ID_BASE + v.id,
      resource_type: 'video',
      resource_id: v.id,
      title: v.title,
      charge: v.course_charge,
      thumb: courseThumb(ctx, { id: v.course_id, title: v.course_title }),
      short_desc: v.short_description,
      desc,
      created_at: isoDateTime(v.created_at),
      updated_at: isoDateTime(v.updated_at),
      text,
    });
  }
  return out;
}

export const contentModule: ServerModule = {
  name: 'content',
  schema: [...CONTENT_SCHEMA, ...FLAGS_SCHEMA, ...COMMENTS_SCHEMA],
  seed: seedContent,
  routes: contentRoutes,
  viewBlocks: {
    'pc-vod-v1': vodBlockItems,
    'h5-vod-v1': vodBlockItems,
  },
  searchables: {
    vod: searchCourses,
    video: searchVideos,
  },
};
