import type { ServerModule } from '../../module.js';
import { templateOneRoutes } from './routes.js';
import { TEMPLATE_ONE_SCHEMA } from './schema.js';
import { seedTemplateOne } from './seed.js';

export const templateOneModule: ServerModule = {
  name: 'addon-template-one',
  schema: TEMPLATE_ONE_SCHEMA,
  seed: seedTemplateOne,
  routes: templateOneRoutes,
};
