import type { Hono } from 'hono';
import type { ServerContext } from '#server/context.js';
import { requireAuth, type AppEnv } from '#server/http/auth.js';
import { rowKind } from '../shared/deps.js';
import { buyFromPath } from '../shared/purchase.js';
import { findTopic, grantTopic, topicThumb, userBoughtTopic } from './data.js';

/** `文章`: the goods type the public client's order list links to the topic page. */
export const TOPIC_GOODS = rowKind('文章', '图文', {
  find: findTopic,
  shows: (ctx, topic) => ({ name: topic.title, thumb: topicThumb(ctx, topic) }),
  owned: userBoughtTopic,
  deliver: grantTopic,
});

export function topicsPurchaseRoutes(app: Hono<AppEnv>, ctx: ServerContext) {
  app.post('/addons/MeeduTopics/api/v1/topic/:id/buy', requireAuth(ctx), buyFromPath(ctx, TOPIC_GOODS));
}
