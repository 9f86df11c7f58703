import { bindWithCode, getMemberDetail, loginWithCode } from '../api/auth.js';
import { bindDistribution, getConfig } from '../api/site.js';
import type { StartupDeps } from '../startup/types.js';

/** Start-up's server calls, wired to the API client. */
export const startupDeps: StartupDeps = { getConfig, getMemberDetail, loginWithCode, bindDistribution, bindWithCode };
