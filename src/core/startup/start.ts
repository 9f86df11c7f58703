import { env } from '../env/index.js';
import { getToken, isLogin, loginUser, sessionReady, setConfig, updateUser } from '../session/index.js';
import { STORAGE_KEYS, loginCodeSessionKey } from '../storage/index.js';
import type { SystemConfig } from '../site/index.js';
import { checkMember, signIn } from './member.js';
import type { StartOptions, StartupDeps } from './types.js';

function loadConfig(deps: StartupDeps, options: StartOptions): Promise<SystemConfig | null> {
  // The executor runs now, so the request starts in this tick and a synchronous throw is caught too.
  return new Promise<SystemConfig>((resolve) => resolve(deps.getConfig())).then(
    (cfg) => {
      setConfig(cfg, { vipDisabledByBuild: options.vipDisabledByBuild });
      options.handoff?.(cfg);
      return cfg;
    },
    (err) => {
      env().log('system config failed', err);
      return null;
    },
  );
}

/**
 * Social login lands here with `login_code`. Returns a promise of "logged in by the code", or
 * false when there is nothing to exchange (so the caller need not wait a tick).
 */
function silentLogin(
  deps: StartupDeps,
  query: URLSearchParams,
  msv: string,
  cfg: Promise<SystemConfig | null>,
  options: StartOptions,
): Promise<boolean> | false {
  const code = query.get('login_code');
  const action = query.get('action');
  if (!code) return false;
  if (action === 'bind_mobile') {
    options.onBindMobileRequired?.(code);
    return false;
  }
  const { session, log } = env();
  const key = loginCodeSessionKey(code);
  // A code is single-use on the server; after a reload the token from the first exchange is in storage.
  if (action !== 'login' || session.getItem(key)) return false;
  session.setItem(key, code);
  return (async () => {
    try {
      const result = await deps.loginWithCode({ code, msv });
      if (result.success === 1) {
        const u = await signIn(result.token, deps, cfg, options);
        options.onSilentLogin?.(u);
        return true;
      }
      if (result.action === 'bind_mobile') options.onBindMobileRequired?.(result.code);
    } catch (err) {
      log('login by code failed', err);
    }
    return false;
  })();
}

/**
 * The member started a binding from the member centre (QQ, socialite redirect with action=bind)
 * and came back with its `login_code`: bind it once (the code is single-use; a reload finds it
 * in session storage), then load the member again so the binding shows.
 */
async function bindSocialite(deps: StartupDeps, query: URLSearchParams, options: StartOptions): Promise<void> {
  const code = query.get('login_code');
  if (!code || query.get('action') !== 'bind' || !deps.bindWithCode || !isLogin.get()) return;
  const { session, log, toast } = env();
  const key = loginCodeSessionKey(code);
  if (session.getItem(key)) return;
  session.setItem(key, code);
  try {
    await deps.bindWithCode({ code });
    toast('绑定成功', 'success');
    const u = await deps.getMemberDetail();
    updateUser(u);
    options.onSocialiteBound?.(u);
  } catch (err) {
    // The API client has shown the server's refusal (已过期, 当前渠道账号已绑定了其它账号 …).
    log('socialite binding failed', err);
  }
}

/**
 * Spec section 4 start-up: config, silent login, member, alerts, distribution binding. Failures are
 * logged and never stop it; `sessionReady` is set at the end whatever happened.
 */
export async function startApp(deps: StartupDeps, options: StartOptions = {}): Promise<void> {
  const e = env();
  const query = new URLSearchParams(e.location().search);
  const urlMsv = query.get('msv');
  if (urlMsv) e.local.setItem(STORAGE_KEYS.msv, urlMsv);
  const msv = urlMsv || e.local.getItem(STORAGE_KEYS.msv) || '';
  const cfg = loadConfig(deps, options);
  try {
    try {
      const exchanging = silentLogin(deps, query, msv, cfg, options);
      const byCode = exchanging && (await exchanging);
      if (!byCode && getToken()) {
        const [c, u] = await Promise.all([cfg, deps.getMemberDetail()]);
        loginUser(u);
        checkMember(c, u, options);
      }
    } catch (err) {
      e.log('loading the member failed', err);
    }
    await cfg;
    await bindSocialite(deps, query, options);
    if (msv && isLogin.get()) await deps.bindDistribution(msv);
  } catch (err) {
    e.log('distribution binding failed', err);
  } finally {
    sessionReady.set(true);
  }
}
