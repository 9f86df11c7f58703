import type { ServerContext } from '#server/context.js';
import type { SearchSource } from '../../module.js';
import { publishedBlockRows } from '../shared/blocks.js';
import { matchesKeywords } from '../shared/deps.js';
import { stripTags } from '../shared/text.js';
import { iso } from '../shared/time.js';
import { topicListItems, topicThumb, type TopicRow } from './data.js';

/** pc-topic-v1: the block's config with `items` replaced by topic list rows. */
export function renderTopicBlock(ctx: ServerContext, config: Record<string, unknown>) {
  const rows = publishedBlockRows<TopicRow>(ctx, 'topics', config, 6);
  return { ...config, items: topicListItems(ctx, rows) };
}

/** Only the free preview is searchable: paid text must not leak through search snippets. */
export function searchTopics(ctx: ServerContext, keywords: string): SearchSource[] {
  const rows = ctx.db
    .prepare('SELECT * FROM topics WHERE is_show = 1 AND published_at <= ? ORDER BY published_at DESC, id DESC')
    .all(ctx.options.now()) as TopicRow[];
  const out: SearchSource[] = [];
  for (const r of rows) {
    const text = stripTags(r.charge === 0 ? r.content : r.free_content);
    if (!matchesKeywords(`${r.title} ${text}`, keywords)) continue;
    out.push({
      id: r.id,
      resource_type: 'topic',
      resource_id: r.id,
      title: r.title,
      charge: r.charge,
      thumb: topicThumb(ctx, r),
      short_desc: [...text].slice(0, 80).join(''),
      desc: text,
      created_at: iso(r.created_at) as string,
      updated_at: iso(r.created_at) as string,
      text,
    });
  }
  return out;
}
