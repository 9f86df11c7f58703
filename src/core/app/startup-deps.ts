import { bindWithCode, getMemberDetail, loginWithCode } from '../api/auth.js';
import { bindDistribution, getConfig } from '../api/site.js';
import { addonListed } from '../features/index.js';
import { config } from '../session/index.js';
import type { StartupDeps } from '../startup/types.js';

/** Start-up's server calls, wired to the API client. */
export const startupDeps: StartupDeps = {
  getConfig,
  getMemberDetail,
  loginWithCode,
  // The referral binding is MultiLevelShare's: not asked of a server that does not list it.
  bindDistribution: (msv) => (addonListed(config.get(), 'MultiLevelShare') ? bindDistribution(msv) : Promise.resolve()),
  bindWithCode,
};
