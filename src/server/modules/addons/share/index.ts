import type { ServerModule } from '../../module.js';
import { shareRoutes } from './routes.js';
import { SHARE_SCHEMA } from './schema.js';
import { seedShare } from './seed.js';

export const shareModule: ServerModule = {
  name: 'addon-share',
  schema: SHARE_SCHEMA,
  seed: seedShare,
  routes: shareRoutes,
};
