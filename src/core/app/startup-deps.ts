import { bindWithCode, getMemberDetail, loginWithCode } from '../auth/index.js';
import { bindDistribution } from '../share/index.js';
import { getConfig } from '../site/index.js';
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
