import { env } from '../env/index.js';
import { CONFIG_STORAGE_KEY } from '../storage/index.js';
import type { SystemConfig } from '../site/index.js';
import { setConfig } from '../session/index.js';
import type { StartOptions, StartupDeps } from './types.js';

/**
 * The site's system config: the last config the server gave is kept in local storage. When the
 * start-up call fails (only logged, as the spec says) that copy stands in, so the header keeps its
 * logo, site name and menu, and the call is tried again in the background, on the environment
 * clock, until an answer comes and is put in place. Embeds go without: their host page has its
 * own header.
 */

/** Waits between background attempts: doubling from 2 s to at most a minute. */
export const CONFIG_RETRY = { initialMs: 2000, maxMs: 60_000 } as const;

export const configRetryDelay = (attempt: number): number =>
  Math.min(CONFIG_RETRY.maxMs, CONFIG_RETRY.initialMs * 2 ** Math.max(0, attempt));

/** The kept copy, or null when there is none or it is not a config object. */
export function keptConfig(): SystemConfig | null {
  const raw = env().local.getItem(CONFIG_STORAGE_KEY);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as SystemConfig) : null;
  } catch {
    return null;
  }
}

function keep(cfg: SystemConfig): SystemConfig {
  try {
    env().local.setItem(CONFIG_STORAGE_KEY, JSON.stringify(cfg));
  } catch (err) {
    // A full or refused storage costs the fallback, nothing else.
    env().log('keeping the system config failed', err);
  }
  return cfg;
}

/**
 * Start-up's server calls with the config call backed by the kept copy. A later answer of the
 * background attempts is put in place with `options` (the same ones start-up gets), without the
 * mobile hand-off, which belongs to start-up.
 */
export function withLastGoodConfig(deps: StartupDeps, options: StartOptions = {}): StartupDeps {
  // The executor runs now, so a synchronous throw is a failure like any other.
  const fetch = () => new Promise<SystemConfig>((resolve) => resolve(deps.getConfig())).then(keep);
  const retry = (attempt: number): void => {
    env().clock.setTimeout(() => {
      fetch().then(
        (cfg) => setConfig(cfg, { vipDisabledByBuild: options.vipDisabledByBuild }),
        (err) => {
          env().log('system config failed again', err);
          retry(attempt + 1);
        },
      );
    }, configRetryDelay(attempt));
  };
  return {
    ...deps,
    getConfig: () =>
      fetch().catch((err: unknown) => {
        retry(0);
        const last = keptConfig();
        if (!last) throw err;
        env().log('system config failed; the last one kept stands in', err);
        return last;
      }),
  };
}
