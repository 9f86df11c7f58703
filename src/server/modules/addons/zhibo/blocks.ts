import type { ServerContext } from '#server/context.js';
import type { SearchSource } from '../../module.js';
import { publishedBlockRows } from '../shared/blocks.js';
import { matchesKeywords } from '../shared/deps.js';
import { stripTags } from '../shared/text.js';
import { iso } from '../shared/time.js';
import { liveListItems, liveThumb, type LiveCourseRow } from './data.js';

/** pc-live-v1: the block's config with `items` replaced by live course list rows. */
export function renderLiveBlock(ctx: ServerContext, config: Record<string, unknown>) {
  const rows = publishedBlockRows<LiveCourseRow>(ctx, 'zhibo_courses', config, 4);
  return { ...config, items: liveListItems(ctx, rows) };
}

export function searchLive(ctx: ServerContext, keywords: string): SearchSource[] {
  const rows = (
    ctx.db
      .prepare(
        'SELECT * FROM zhibo_courses WHERE is_show = 1 AND published_at <= ? ORDER BY published_at DESC, id DESC',
      )
      .all(ctx.options.now()) as LiveCourseRow[]
  ).filter((r) => matchesKeywords(`${r.title} ${r.short_description} ${stripTags(r.render_desc)}`, keywords));
  return rows.map((r) => ({
    id: r.id,
    resource_type: 'live',
    resource_id: r.id,
    title: r.title,
    charge: r.charge,
    thumb: liveThumb(ctx, r),
    short_desc: r.short_description,
    desc: stripTags(r.render_desc),
    created_at: iso(r.created_at) as string,
    updated_at: iso(r.created_at) as string,
    text: `${r.short_description} ${stripTags(r.render_desc)}`,
  }));
}
