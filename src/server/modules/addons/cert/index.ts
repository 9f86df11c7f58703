import type { ServerModule } from '../../module.js';
import { certRoutes } from './routes.js';
import { CERT_SCHEMA } from './schema.js';
import { seedCerts } from './seed.js';

export const certModule: ServerModule = {
  name: 'addon-cert',
  schema: CERT_SCHEMA,
  seed: seedCerts,
  routes: certRoutes,
};
