import type { Flag } from '../client/index.js';
import type { SystemConfig } from '../site/index.js';

/** Feature switches (spec section 3). Only vip is on by default. */
export interface FeatureSwitches {
  vip: boolean;
  live: boolean;
  book: boolean;
  topic: boolean;
  paper: boolean;
  practice: boolean;
  mockPaper: boolean;
  wrongBook: boolean;
  wenda: boolean;
  share: boolean;
  codeExchanger: boolean;
  snapshort: boolean;
  ke: boolean;
  promoCode: boolean;
  daySignIn: boolean;
  credit1Mall: boolean;
  tuangou: boolean;
  miaosha: boolean;
  cert: boolean;
}

export type FeatureName = keyof FeatureSwitches;

export const DEFAULT_SWITCHES: Readonly<FeatureSwitches> = Object.freeze({
  vip: true,
  live: false,
  book: false,
  topic: false,
  paper: false,
  practice: false,
  mockPaper: false,
  wrongBook: false,
  wenda: false,
  share: false,
  codeExchanger: false,
  snapshort: false,
  ke: false,
  promoCode: false,
  daySignIn: false,
  credit1Mall: false,
  tuangou: false,
  miaosha: false,
  cert: false,
});

/**
 * Which addon in `enabled_addons` turns on which switches (documented in docs/features.md).
 * Credit1Mall maps to credit1Mall; DaySignIn also turns it on, as deployments that sell with
 * sign-in points expect. promoCode follows MultiLevelShare. `ke` has no addon.
 */
export const ADDON_SWITCHES: Readonly<Record<string, readonly FeatureName[]>> = Object.freeze({
  Zhibo: ['live'],
  MeeduBooks: ['book'],
  MeeduTopics: ['topic'],
  Paper: ['paper', 'practice', 'mockPaper', 'wrongBook'],
  Wenda: ['wenda'],
  MultiLevelShare: ['share', 'promoCode'],
  CodeExchanger: ['codeExchanger'],
  Snapshot: ['snapshort'],
  DaySignIn: ['daySignIn', 'credit1Mall'],
  Credit1Mall: ['credit1Mall'],
  TuanGou: ['tuangou'],
  MiaoSha: ['miaosha'],
  Cert: ['cert'],
});

/** Truthy in any of the forms a MeEdu server uses: true, 1, "1" (but not "0"). */
export function isOn(value: Flag | string | number | null | undefined): boolean {
  if (typeof value === 'string') return value !== '' && value !== '0' && value.toLowerCase() !== 'false';
  return !!value;
}

export function featureSwitches(
  config: Pick<SystemConfig, 'enabled_addons'> & { disable_vip?: Flag },
  options?: { vipDisabledByBuild?: boolean },
): FeatureSwitches {
  const result: FeatureSwitches = { ...DEFAULT_SWITCHES };
  result.vip = !options?.vipDisabledByBuild && !isOn(config.disable_vip);
  const addons = Array.isArray(config.enabled_addons) ? config.enabled_addons : [];
  for (const addon of addons) {
    // Own keys only: a server-sent name such as "constructor" must not reach Object.prototype.
    if (!Object.prototype.hasOwnProperty.call(ADDON_SWITCHES, addon)) continue;
    for (const name of ADDON_SWITCHES[addon]) result[name] = true;
  }
  return result;
}

/**
 * Whether the server lists `addon` in `enabled_addons`. A call to an addon the server does not
 * list is never sent: real MeEdu answers it 路由不存在, or an HTML 404 on old releases.
 */
export function addonListed(config: Pick<SystemConfig, 'enabled_addons'> | null | undefined, addon: string): boolean {
  return Array.isArray(config?.enabled_addons) && config.enabled_addons.includes(addon);
}
