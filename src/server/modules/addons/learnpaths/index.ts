import type { ServerModule } from '../../module.js';
import { registerSellable } from '../shared/purchase.js';
import { PATH_GOODS, learnPathPurchaseRoutes } from './purchase.js';
import { renderPathBlock } from './blocks.js';
import { learnPathRoutes } from './routes.js';
import { LEARNPATHS_SCHEMA } from './schema.js';
import { seedLearnPaths } from './seed.js';

registerSellable(PATH_GOODS);

export const learnPathsModule: ServerModule = {
  name: 'addon-learnpaths',
  schema: LEARNPATHS_SCHEMA,
  seed: seedLearnPaths,
  routes(app, ctx) {
    learnPathPurchaseRoutes(app, ctx);
    learnPathRoutes(app, ctx);
  },
  viewBlocks: { 'pc-learnPath-v1': renderPathBlock, 'h5-learnPath-v1': renderPathBlock },
};
