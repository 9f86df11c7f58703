import type { ServerModule } from '../module.js';
import { siteRoutes } from './routes.js';
import { SITE_SCHEMA } from './schema.js';
import { seedSite } from './seed.js';

export { getSetting, setSetting, intSetting, SETTING_DEFAULTS, ALL_ADDONS } from './settings.js';
export { matchesKeywords, highlightSnippet } from './text-match.js';
export { siteConfig } from './routes.js';

export const siteModule: ServerModule = {
  name: 'site',
  schema: SITE_SCHEMA,
  seed: seedSite,
  routes: siteRoutes,
};
