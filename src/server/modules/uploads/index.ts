import type { ServerModule } from '../module.js';
import { uploadRoutes } from './routes.js';
import { UPLOADS_SCHEMA } from './schema.js';

/** Images members upload for the pictures in their questions and answers. */
export const uploadsModule: ServerModule = {
  name: 'uploads',
  schema: UPLOADS_SCHEMA,
  routes: uploadRoutes,
};
