import type { ServerModule } from '../../module.js';
import { sellable } from '../shared/deps.js';
import { TOPIC_GOODS, topicsPurchaseRoutes } from './purchase.js';
import { renderTopicBlock, searchTopics } from './blocks.js';
import { topicsRoutes } from './routes.js';
import { TOPICS_SCHEMA } from './schema.js';
import { seedTopics } from './seed.js';

export const topicsModule: ServerModule = {
  name: 'addon-topics',
  schema: TOPICS_SCHEMA,
  seed: seedTopics,
  routes(app, ctx) {
    topicsPurchaseRoutes(app, ctx);
    topicsRoutes(app, ctx);
  },
  viewBlocks: { 'pc-topic-v1': renderTopicBlock, 'h5-topic-v1': renderTopicBlock },
  goods: sellable(TOPIC_GOODS),
  searchables: { topic: searchTopics },
};
