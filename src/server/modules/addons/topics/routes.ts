import type { Context, Hono } from 'hono';
import type { ServerContext } from '#server/context.js';
import { currentUserId, optionalAuth, requireAuth, unauthenticated, type AppEnv } from '#server/http/auth.js';
import { ok, ServiceError } from '#server/http/envelope.js';
import { readInput } from '#server/http/input.js';
import { simplePage } from '#server/http/paginate.js';
import { cataloguePage, recommendedRows, type Catalogue } from '../shared/catalogue.js';
import { topCategories } from '../shared/categories.js';
import { addComment, pageComments, readCommentPost, threadParam } from '../shared/comments.js';
import { anyPaging, needId, sizePaging } from '../shared/http.js';
import { iso } from '../shared/time.js';
import { findTopic, topicIsBuy, topicListItems, topicsById, type TopicRow } from './data.js';
import { memberPage } from '#server/db/member-page.js';

const V1 = '/addons/MeeduTopics/api/v1';
const V2 = '/addons/MeeduTopics/api/v2';

const CATALOGUE: Catalogue = {
  table: 'topics',
  scope: 'topic',
  scenes: {
    default: 'published_at DESC, id DESC',
    hot: 'view_times DESC, id DESC',
    free: 'published_at DESC, id DESC',
  },
};

function mustTopic(ctx: ServerContext, id: number): TopicRow {
  const topic = findTopic(ctx, id);
  if (!topic) throw new ServiceError('图文不存在');
  return topic;
}

/** Vote and collect are toggles; `ok` is 1 when the mark is now set, 0 when it was removed. */
function toggle(ctx: ServerContext, table: 'topic_votes' | 'topic_collects', userId: number, topicId: number): number {
  const exists = ctx.db.prepare(`SELECT 1 FROM ${table} WHERE user_id = ? AND topic_id = ?`).get(userId, topicId);
  if (exists) {
    ctx.db.prepare(`DELETE FROM ${table} WHERE user_id = ? AND topic_id = ?`).run(userId, topicId);
    return 0;
  }
  ctx.db
    .prepare(`INSERT INTO ${table} (user_id, topic_id, created_at) VALUES (?, ?, ?)`)
    .run(userId, topicId, ctx.options.now());
  return 1;
}

const marked = (ctx: ServerContext, table: 'topic_votes' | 'topic_collects', userId: number | null, topicId: number) =>
  userId !== null && !!ctx.db.prepare(`SELECT 1 FROM ${table} WHERE user_id = ? AND topic_id = ?`).get(userId, topicId);

/** The items of a member's topic list: each named by its topic, with the row's own fields and the topic (`[]` when gone). */
function topicItems<R extends { topic_id: number }>(
  ctx: ServerContext,
  userId: number,
  rows: R[],
  fields: (r: R) => Record<string, unknown>,
) {
  const topics = topicsById(
    ctx,
    rows.map((r) => r.topic_id),
  );
  return rows.map((r) => ({
    id: r.topic_id,
    topic_id: r.topic_id,
    user_id: userId,
    ...fields(r),
    topic: topics.get(r.topic_id) ?? [],
  }));
}

function memberTopicPage(
  ctx: ServerContext,
  table: 'topic_users' | 'topic_collects',
  userId: number,
  page: { size: number; offset: number },
) {
  const charge = table === 'topic_users' ? 'charge' : '0 AS charge';
  const { rows, total } = memberPage<{ topic_id: number; charge: number; created_at: number }>(
    ctx.db,
    userId,
    page,
    table,
    `SELECT topic_id, ${charge}, created_at FROM ${table} WHERE user_id = ? ORDER BY created_at DESC`,
  );
  return simplePage(
    topicItems(ctx, userId, rows, (r) => ({ charge: r.charge, created_at: iso(r.created_at) })),
    total,
  );
}

export function topicsRoutes(app: Hono<AppEnv>, ctx: ServerContext) {
  const db = ctx.db;

  app.get(`${V1}/topics`, async (c) => {
    const { rows, total } = cataloguePage<TopicRow>(ctx, CATALOGUE, await readInput(c));
    return ok(c, { data: simplePage(topicListItems(ctx, rows), total), categories: topCategories(ctx, 'topic') });
  });

  app.get(`${V1}/config/pcListPageRec`, (c) => ok(c, topicListItems(ctx, recommendedRows<TopicRow>(ctx, CATALOGUE))));

  app.get(`${V1}/topic/:id`, optionalAuth(ctx), (c) => {
    const topic = mustTopic(ctx, needId(c));
    const userId = c.get('userId');
    // Members-only topics behave like any protected page: the visitor is sent to log in.
    if (topic.is_need_login === 1 && userId === null) return unauthenticated(c);
    const isBuy = topicIsBuy(ctx, userId, topic);
    const now = ctx.options.now();
    db.prepare('UPDATE topics SET view_times = view_times + 1 WHERE id = ?').run(topic.id);
    if (userId !== null) {
      db.prepare(
        `INSERT INTO topic_view_records (user_id, topic_id, created_at, updated_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (user_id, topic_id) DO UPDATE SET updated_at = excluded.updated_at`,
      ).run(userId, topic.id, now, now);
    }
    const [item] = topicListItems(ctx, [{ ...topic, view_times: topic.view_times + 1 }]);
    return ok(c, {
      topic: {
        ...item,
        render_content: isBuy ? topic.content : '',
        free_content_render: topic.free_content,
      },
      is_buy: isBuy,
      is_collect: marked(ctx, 'topic_collects', userId, topic.id),
      is_vote: marked(ctx, 'topic_votes', userId, topic.id),
    });
  });

  app.post(`${V1}/topic/:id/comment`, requireAuth(ctx), async (c) => {
    const topic = mustTopic(ctx, needId(c));
    const input = await readInput(c);
    const post = readCommentPost(input);
    const userId = currentUserId(c);
    if (!topicIsBuy(ctx, userId, topic)) throw new ServiceError('无权限');
    const id = addComment(ctx, 'topic', topic.id, userId, post);
    return ok(c, { id, comment_id: id });
  });

  const vote = (c: Context<AppEnv>) =>
    ok(c, { ok: toggle(ctx, 'topic_votes', currentUserId(c), mustTopic(ctx, needId(c)).id) });
  const collect = (c: Context<AppEnv>) =>
    ok(c, { ok: toggle(ctx, 'topic_collects', currentUserId(c), mustTopic(ctx, needId(c)).id) });
  // Clients call these with either verb.
  app.on(['GET', 'POST'], `${V1}/topic/:id/vote`, requireAuth(ctx), vote);
  app.on(['GET', 'POST'], `${V1}/topic/:id/collect`, requireAuth(ctx), collect);

  app.get(`${V1}/user/buyTopics`, requireAuth(ctx), async (c) => {
    const page = sizePaging(await readInput(c), 10);
    return ok(c, { data: memberTopicPage(ctx, 'topic_users', currentUserId(c), page) });
  });

  app.get(`${V1}/user/collect`, requireAuth(ctx), async (c) => {
    const page = sizePaging(await readInput(c), 10);
    return ok(c, { data: memberTopicPage(ctx, 'topic_collects', currentUserId(c), page) });
  });

  app.get(`${V2}/topic/:id/comments`, async (c) => {
    const topic = mustTopic(ctx, needId(c));
    const input = await readInput(c);
    return ok(c, pageComments(ctx, 'topic', topic.id, threadParam(input), anyPaging(input, 10)));
  });

  app.get(`${V2}/member/topics/view`, requireAuth(ctx), async (c) => {
    const userId = currentUserId(c);
    const page = sizePaging(await readInput(c), 10);
    const { rows, total } = memberPage<{ topic_id: number; updated_at: number; is_subscribe: number }>(
      db,
      userId,
      page,
      'topic_view_records',
      `SELECT v.topic_id, v.updated_at,
                EXISTS (SELECT 1 FROM topic_users tu WHERE tu.user_id = v.user_id AND tu.topic_id = v.topic_id) AS is_subscribe
         FROM topic_view_records v WHERE v.user_id = ? ORDER BY v.updated_at DESC`,
    );
    return ok(
      c,
      simplePage(
        topicItems(ctx, userId, rows, (r) => ({ is_subscribe: r.is_subscribe, created_at: iso(r.updated_at) })),
        total,
      ),
    );
  });
}
