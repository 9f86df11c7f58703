import type { ServerModule } from '../../module.js';
import { renderTuangouBlock } from './blocks.js';
import { tuangouRoutes } from './routes.js';
import { TUANGOU_SCHEMA } from './schema.js';
import { seedTuangou } from './seed.js';

export const tuangouModule: ServerModule = {
  name: 'addon-tuangou',
  schema: TUANGOU_SCHEMA,
  seed: seedTuangou,
  routes: tuangouRoutes,
  viewBlocks: { 'pc-tg-v1': renderTuangouBlock, 'h5-tg-v1': renderTuangouBlock },
};
