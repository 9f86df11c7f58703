import type { ServerModule } from '../../module.js';
import { credit1MallRoutes } from './routes.js';
import { CREDIT1_MALL_SCHEMA } from './schema.js';
import { seedCredit1Mall } from './seed.js';

export const credit1MallModule: ServerModule = {
  name: 'addon-credit1-mall',
  schema: CREDIT1_MALL_SCHEMA,
  seed: seedCredit1Mall,
  routes: credit1MallRoutes,
};
