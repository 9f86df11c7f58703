import { env } from '../env/index.js';
import { handoffIfMobile } from '../handoff/index.js';
import { withLastGoodConfig } from '../startup/config.js';
import { startApp } from '../startup/start.js';
import type { StartOptions, StartupDeps } from '../startup/types.js';
import type { SystemConfig } from '../site/index.js';
import { watchSession } from '../startup/watch.js';
import { openLogin } from './open-login.js';
import { startupDeps } from './startup-deps.js';

/** This page's address without a social login's `login_code` and `action`. */
function withoutLoginCode(): string {
  const { pathname, search } = env().location();
  const query = new URLSearchParams(search);
  query.delete('login_code');
  query.delete('action');
  const rest = query.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

/**
 * The site's start-up calls: once a social login's code is spent (exchanged for a token, or a
 * binding tried), it and `action` are taken off the address with a history replace, before
 * signing in reloads the page or leaves for the redirect, so a reload or a shared link does not
 * offer a spent code (已过期).
 */
export function spendingLoginCodes(deps: StartupDeps): StartupDeps {
  const spent = () => env().navigate(withoutLoginCode(), { replace: true });
  return {
    ...deps,
    loginWithCode: (payload) =>
      deps.loginWithCode(payload).then((result) => {
        if (result.success === 1) spent();
        return result;
      }),
    bindWithCode: deps.bindWithCode && ((payload) => deps.bindWithCode!(payload).finally(spent)),
  };
}

/**
 * Site start-up: config (the last good one when the call fails), member, silent login, hand-off to
 * h5_url, cross-tab session sync. `config` is one the page already carries (a server-rendered page
 * embeds the one it was rendered with): start-up takes it instead of asking for it again.
 */
export function bootSite(options: StartOptions = {}, config?: SystemConfig): Promise<void> {
  watchSession(startupDeps);
  const deps = config ? { ...startupDeps, getConfig: () => Promise.resolve(config) } : startupDeps;
  return startApp(withLastGoodConfig(spendingLoginCodes(deps), options), {
    handoff: handoffIfMobile,
    onBindMobileRequired: (code) => void openLogin('bindMobile', { code, via: 'socialite' }),
    ...options,
  });
}
