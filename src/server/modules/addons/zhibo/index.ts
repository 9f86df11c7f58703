import type { ServerModule } from '../../module.js';
import { renderLiveBlock, searchLive } from './blocks.js';
import { zhiboRoutes } from './routes.js';
import { ZHIBO_SCHEMA } from './schema.js';
import { seedZhibo } from './seed.js';

export const zhiboModule: ServerModule = {
  name: 'addon-zhibo',
  schema: ZHIBO_SCHEMA,
  seed: seedZhibo,
  routes: zhiboRoutes,
  viewBlocks: { 'pc-live-v1': renderLiveBlock, 'h5-live-v1': renderLiveBlock },
  searchables: { live: searchLive },
};
