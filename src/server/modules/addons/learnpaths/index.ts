import type { ServerModule } from '../../module.js';
import { renderPathBlock } from './blocks.js';
import { learnPathRoutes } from './routes.js';
import { LEARNPATHS_SCHEMA } from './schema.js';
import { seedLearnPaths } from './seed.js';

export const learnPathsModule: ServerModule = {
  name: 'addon-learnpaths',
  schema: LEARNPATHS_SCHEMA,
  seed: seedLearnPaths,
  routes: learnPathRoutes,
  viewBlocks: { 'pc-learnPath-v1': renderPathBlock, 'h5-learnPath-v1': renderPathBlock },
};
