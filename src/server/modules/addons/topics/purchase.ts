import type { Hono } from 'hono';
import type { ServerContext } from '../../../context.js';
import { requireAuth, type AppEnv } from '../../../http/auth.js';
import type { SellableKind } from '../shared/deps.js';
import { buyFromPath } from '../shared/purchase.js';
import { findTopic, grantTopic, topicThumb, userBoughtTopic } from './data.js';

/** `文章`: the goods type the public client's order list links to the topic page. */
export const TOPIC_GOODS: SellableKind = {
  type: '文章',
  find(ctx, id) {
    const topic = findTopic(ctx, id);
    return topic && { name: topic.title, thumb: topicThumb(ctx, topic), charge: topic.charge };
  },
  owned: (ctx, userId, id) => userBoughtTopic(ctx, userId, id),
  deliver: (ctx, userId, id, charge) => grantTopic(ctx, userId, id, charge),
  missing: '图文不存在',
  free: '当前图文无法购买',
};

export function topicsPurchaseRoutes(app: Hono<AppEnv>, ctx: ServerContext) {
  app.post('/addons/MeeduTopics/api/v1/topic/:id/buy', requireAuth(ctx), buyFromPath(ctx, TOPIC_GOODS));
}
