import { env } from '../env/index.js';
import { handoffIfMobile } from '../handoff/index.js';
import { startApp } from '../startup/start.js';
import type { StartOptions } from '../startup/types.js';
import { watchSession } from '../startup/watch.js';
import { loginDialog } from './login-dialog.js';
import { startupDeps } from './startup-deps.js';

/** Site start-up: config, member, silent login, hand-off to h5_url, cross-tab session sync. */
export function bootSite(options: StartOptions = {}): Promise<void> {
  watchSession(startupDeps);
  return startApp(startupDeps, {
    handoff: handoffIfMobile,
    onBindMobileRequired: (code) => loginDialog().open('bindMobile', { code, via: 'socialite' }),
    onLoginCodeUsed: (address) => env().navigate(address, { replace: true }),
    ...options,
  });
}
