import type { ServerModule } from './module.js';
import { mediaModule } from './media/index.js';
import { usersModule } from './users/index.js';
import { contentModule } from './content/index.js';
import { siteModule } from './site/index.js';
import { ordersModule } from './orders/index.js';
import { addonModules } from './addons/index.js';
import { uploadsModule } from './uploads/index.js';

/**
 * Every slice of the server, in schema order (a module's tables may reference earlier ones):
 * users first, then content, then addons.
 */
export const modules: ServerModule[] = [
  mediaModule,
  usersModule,
  contentModule,
  siteModule,
  ordersModule,
  uploadsModule,
  ...addonModules,
];
