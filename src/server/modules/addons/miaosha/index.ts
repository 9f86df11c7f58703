import type { ServerModule } from '../../module.js';
import { renderMiaoshaBlock } from './blocks.js';
import { miaoshaRoutes } from './routes.js';
import { MIAOSHA_SCHEMA } from './schema.js';
import { seedMiaosha } from './seed.js';

export const miaoshaModule: ServerModule = {
  name: 'addon-miaosha',
  schema: MIAOSHA_SCHEMA,
  seed: seedMiaosha,
  routes: miaoshaRoutes,
  viewBlocks: { 'pc-ms-v1': renderMiaoshaBlock, 'h5-ms-v1': renderMiaoshaBlock },
};
