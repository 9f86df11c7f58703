import type { ServerContext } from '#server/context.js';
import type { SearchSource } from '../../module.js';
import { publishedBlockRows } from '../shared/blocks.js';
import { matchesKeywords } from '../shared/deps.js';
import { stripTags } from '../shared/text.js';
import { iso } from '../shared/time.js';
import { bookListItems, bookThumb, type BookRow } from './data.js';

/** pc-book-v1: the block's config with `items` replaced by book list rows. */
export function renderBookBlock(ctx: ServerContext, config: Record<string, unknown>) {
  const rows = publishedBlockRows<BookRow>(ctx, 'books', config, 4);
  return { ...config, items: bookListItems(ctx, rows) };
}

export function searchBooks(ctx: ServerContext, keywords: string): SearchSource[] {
  const rows = (
    ctx.db
      .prepare('SELECT * FROM books WHERE is_show = 1 AND published_at <= ? ORDER BY published_at DESC, id DESC')
      .all(ctx.options.now()) as BookRow[]
  ).filter((r) => matchesKeywords(`${r.name} ${r.short_desc} ${stripTags(r.render_desc)}`, keywords));
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
    text: `${r.short_desc} ${stripTags(r.render_desc)}`,
  }));
}
