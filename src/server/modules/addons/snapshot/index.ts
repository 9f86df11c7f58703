import type { ServerModule } from '../../module.js';
import { snapshotRoutes } from './routes.js';
import { SNAPSHOT_SCHEMA } from './schema.js';

/** Learning photos taken while a member studies (camera snapshots or their own uploads). */
export const snapshotModule: ServerModule = {
  name: 'addon-snapshot',
  schema: SNAPSHOT_SCHEMA,
  routes: snapshotRoutes,
};
