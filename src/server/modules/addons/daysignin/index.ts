import type { ServerModule } from '../../module.js';
import { daySignInRoutes } from './routes.js';
import { DAY_SIGN_IN_SCHEMA } from './schema.js';

/** Daily sign-in: points once a day, by the server's calendar (UTC+8). */
export const daySignInModule: ServerModule = {
  name: 'addon-daysignin',
  schema: DAY_SIGN_IN_SCHEMA,
  routes: daySignInRoutes,
};
