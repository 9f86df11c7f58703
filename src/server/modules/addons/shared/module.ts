import type { ServerModule } from '../../module.js';
import { CATEGORIES_SCHEMA } from './categories.js';
import { COMMENTS_SCHEMA } from './comments.js';

/** Tables every addon shares (categories, comment threads); no routes of its own. */
export const addonSharedModule: ServerModule = {
  name: 'addons-shared',
  schema: [...CATEGORIES_SCHEMA, ...COMMENTS_SCHEMA],
  routes() {},
};
