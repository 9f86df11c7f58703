import type { ServerModule } from '../../module.js';
import { registerSellable } from '../shared/purchase.js';
import { TOPIC_GOODS, topicsPurchaseRoutes } from './purchase.js';
import { renderTopicBlock, searchTopics } from './blocks.js';
import { topicsRoutes } from './routes.js';
import { TOPICS_SCHEMA } from './schema.js';
import { seedTopics } from './seed.js';

registerSellable(TOPIC_GOODS);

export const topicsModule: ServerModule = {
  name: 'addon-topics',
  schema: TOPICS_SCHEMA,
  seed: seedTopics,
  routes(app, ctx) {
    topicsPurchaseRoutes(app, ctx);
    topicsRoutes(app, ctx);
  },
  viewBlocks: { 'pc-topic-v1': renderTopicBlock, 'h5-topic-v1': renderTopicBlock },
  searchables: { topic: searchTopics },
};
