import type { ServerModule } from '../../module.js';
import { renderMiaoshaBlock } from './blocks.js';
import { FLASH_SALE_GOODS, FLASH_SALE_ORDER_GOODS, miaoshaPurchaseRoutes } from './purchase.js';
import { miaoshaRoutes } from './routes.js';
import { MIAOSHA_SCHEMA } from './schema.js';
import { seedMiaosha } from './seed.js';

export const miaoshaModule: ServerModule = {
  name: 'addon-miaosha',
  schema: MIAOSHA_SCHEMA,
  seed: seedMiaosha,
  routes(app, ctx) {
    miaoshaPurchaseRoutes(app, ctx);
    miaoshaRoutes(app, ctx);
  },
  viewBlocks: { 'pc-ms-v1': renderMiaoshaBlock, 'h5-ms-v1': renderMiaoshaBlock },
  goods: { kinds: [FLASH_SALE_GOODS], orderGoods: [FLASH_SALE_ORDER_GOODS] },
};
