import type { ServerModule } from '../../module.js';
import { sellable } from '../shared/deps.js';
import { PATH_GOODS, learnPathPurchaseRoutes } from './purchase.js';
import { renderPathBlock } from './blocks.js';
import { learnPathRoutes } from './routes.js';
import { LEARNPATHS_SCHEMA } from './schema.js';
import { seedLearnPaths } from './seed.js';

export const learnPathsModule: ServerModule = {
  name: 'addon-learnpaths',
  schema: LEARNPATHS_SCHEMA,
  seed: seedLearnPaths,
  routes(app, ctx) {
    learnPathPurchaseRoutes(app, ctx);
    learnPathRoutes(app, ctx);
  },
  viewBlocks: { 'pc-learnPath-v1': renderPathBlock, 'h5-learnPath-v1': renderPathBlock },
  goods: sellable(PATH_GOODS),
};
