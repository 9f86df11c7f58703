import type { ServerModule } from '../../module.js';
import { codeExchangerRoutes } from './routes.js';
import { CODE_EXCHANGER_SCHEMA } from './schema.js';
import { seedCodeExchanger } from './seed.js';

export const codeExchangerModule: ServerModule = {
  name: 'addon-code-exchanger',
  schema: CODE_EXCHANGER_SCHEMA,
  seed: seedCodeExchanger,
  routes: codeExchangerRoutes,
};
