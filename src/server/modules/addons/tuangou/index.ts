import type { ServerModule } from '../../module.js';
import { renderTuangouBlock } from './blocks.js';
import { GROUP_BUY_GOODS, GROUP_BUY_ORDER_GOODS, tuangouPurchaseRoutes } from './purchase.js';
import { tuangouRoutes } from './routes.js';
import { TUANGOU_SCHEMA } from './schema.js';
import { seedTuangou } from './seed.js';

export const tuangouModule: ServerModule = {
  name: 'addon-tuangou',
  schema: TUANGOU_SCHEMA,
  seed: seedTuangou,
  routes(app, ctx) {
    tuangouPurchaseRoutes(app, ctx);
    tuangouRoutes(app, ctx);
  },
  viewBlocks: { 'pc-tg-v1': renderTuangouBlock, 'h5-tg-v1': renderTuangouBlock },
  goods: { kinds: [GROUP_BUY_GOODS], orderGoods: [GROUP_BUY_ORDER_GOODS] },
};
