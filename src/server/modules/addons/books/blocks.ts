import type { ServerContext } from '../../../context.js';
import type { SearchSource } from '../../module.js';
import { blockSelection, inOrder, likePattern } from '../shared/blocks.js';
import { placeholders } from '../shared/http.js';
import { stripTags } from '../shared/text.js';
import { iso } from '../shared/time.js';
import { bookListItems, bookThumb, type BookRow } from './data.js';

/** pc-book-v1: the block's config with `items` replaced by book list rows. */
export function renderBookBlock(ctx: ServerContext, config: Record<string, unknown>) {
  const { ids, limit } = blockSelection(config, 4);
  const now = ctx.options.now();
  const rows = ids
    ? inOrder(
        ctx.db
          .prepare(`SELECT * FROM books WHERE is_show = 1 AND published_at <= ? AND id IN (${placeholders(ids.length)})`)
          .all(now, ...ids) as BookRow[],
        ids,
      )
    : (ctx.db
        .prepare('SELECT * FROM books WHERE is_show = 1 AND published_at <= ? ORDER BY published_at DESC LIMIT ?')
        .all(now, limit) as BookRow[]);
  return { ...config, items: bookListItems(ctx, rows) };
}

export function searchBooks(ctx: ServerContext, keywords: string): SearchSource[] {
  const like = likePattern(keywords);
  const rows = ctx.db
    .prepare(
      `SELECT * FROM books WHERE is_show = 1 AND published_at <= ?
       AND (name LIKE ? ESCAPE '\\' OR short_desc LIKE ? ESCAPE '\\' OR render_desc LIKE ? ESCAPE '\\')
       ORDER BY published_at DESC LIMIT 300`,
    )
    .all(ctx.options.now(), like, like, like) as BookRow[];
  return rows.map((r) => ({
    id: r.id,
    resource_type: 'book',
    resource_id: r.id,
    title: r.name,
    charge: r.charge,
    thumb: bookThumb(ctx, r),
    short_desc: r.short_desc,
    desc: stripTags(r.render_desc),
    created_at: iso(r.created_at) as string,
    updated_at: iso(r.created_at) as string,
    text: `${r.name} ${r.short_desc} ${stripTags(r.render_desc)}`,
  }));
}
