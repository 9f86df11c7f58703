import type { ServerModule } from '../../module.js';
import { sellable } from '../shared/deps.js';
import { LIVE_GOODS, zhiboPurchaseRoutes } from './purchase.js';
import { renderLiveBlock, searchLive } from './blocks.js';
import { zhiboDevRoutes } from './dev.js';
import { zhiboRoutes } from './routes.js';
import { chatSocket } from './socket.js';
import { streamRoutes } from './stream.js';
import { ZHIBO_SCHEMA } from './schema.js';
import { seedZhibo } from './seed.js';

export const zhiboModule: ServerModule = {
  name: 'addon-zhibo',
  schema: ZHIBO_SCHEMA,
  seed: seedZhibo,
  routes(app, ctx) {
    zhiboPurchaseRoutes(app, ctx);
    zhiboRoutes(app, ctx);
    streamRoutes(app, ctx);
    if (!ctx.options.production) zhiboDevRoutes(app, ctx);
  },
  sockets: chatSocket,
  viewBlocks: { 'pc-live-v1': renderLiveBlock, 'h5-live-v1': renderLiveBlock },
  goods: sellable(LIVE_GOODS),
  searchables: { live: searchLive },
};
