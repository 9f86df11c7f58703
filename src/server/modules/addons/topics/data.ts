import type { ServerContext } from '#server/context.js';
import { coverUrl } from '../../media/index.js';
import { canSee } from '../shared/access.js';
import { categoryBrief } from '../shared/categories.js';
import { commentCounts } from '../shared/comments.js';
import { countsById } from '../shared/counts.js';
import { placeholders } from '../shared/http.js';
import { iso, raw } from '../shared/time.js';

export interface TopicRow {
  id: number;
  category_id: number;
  title: string;
  charge: number;
  is_vip_free: number;
  is_need_login: number;
  is_rec: number;
  free_content: string;
  content: string;
  view_times: number;
  is_show: number;
  published_at: number;
  created_at: number;
}

export const topicThumb = (ctx: ServerContext, t: { id: number; title: string }) =>
  coverUrl(ctx, `topic-${t.id}`, t.title);

export function findTopic(ctx: ServerContext, id: number): TopicRow | undefined {
  return ctx.db
    .prepare('SELECT * FROM topics WHERE id = ? AND is_show = 1 AND published_at <= ?')
    .get(id, ctx.options.now()) as TopicRow | undefined;
}

export function userBoughtTopic(ctx: ServerContext, userId: number | null, topicId: number): boolean {
  if (userId === null) return false;
  return !!ctx.db.prepare('SELECT 1 FROM topic_users WHERE user_id = ? AND topic_id = ?').get(userId, topicId);
}

export const topicIsBuy = (ctx: ServerContext, userId: number | null, t: TopicRow) =>
  canSee(ctx, userId, t, userBoughtTopic(ctx, userId, t.id));

/** The list-item form of a topic (list pages, home blocks, member lists). */
export function topicListItems(ctx: ServerContext, rows: TopicRow[]) {
  const ids = rows.map((r) => r.id);
  const votes = countsById(
    ctx,
    'SELECT topic_id AS id, COUNT(*) AS n FROM topic_votes WHERE topic_id IN (?) GROUP BY topic_id',
    ids,
  );
  const comments = commentCounts(ctx, 'topic', ids);
  return rows.map((t) => ({
    id: t.id,
    title: t.title,
    thumb: topicThumb(ctx, t),
    charge: t.charge,
    is_vip_free: t.is_vip_free,
    is_need_login: t.is_need_login,
    view_times: t.view_times,
    vote_count: votes.get(t.id) ?? 0,
    comment_times: comments.get(t.id) ?? 0,
    category_id: t.category_id,
    category: categoryBrief(ctx, t.category_id),
    published_at: raw(t.published_at),
    created_at: iso(t.created_at),
  }));
}

export function topicsById(ctx: ServerContext, ids: number[]) {
  if (!ids.length) return new Map<number, ReturnType<typeof topicListItems>[number]>();
  const rows = ctx.db
    .prepare(`SELECT * FROM topics WHERE id IN (${placeholders(ids.length)})`)
    .all(...ids) as TopicRow[];
  return new Map(topicListItems(ctx, rows).map((r) => [r.id, r]));
}

/** Gives a member a paid topic; repeating it changes nothing. */
export function grantTopic(ctx: ServerContext, userId: number, topicId: number, charge: number): void {
  ctx.db
    .prepare('INSERT OR IGNORE INTO topic_users (user_id, topic_id, charge, created_at) VALUES (?, ?, ?, ?)')
    .run(userId, topicId, charge, ctx.options.now());
}
