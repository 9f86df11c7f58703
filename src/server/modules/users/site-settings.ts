import type { ServerContext } from '../../context.js';
import { getSetting } from '../site/settings.js';

/**
 * Switches the sign-in flows read from the site configuration (the site module's `settings`
 * table, editable through PUT /__dev/config). If that module is absent the PHP defaults apply.
 */
function setting(ctx: ServerContext, key: string, fallback: string): string {
  try {
    return getSetting(ctx, key);
  } catch {
    return fallback;
  }
}

/** meedu.member.socialite.qq.enabled (reported to clients as config `socialites.qq`). */
export const qqLoginEnabled = (ctx: ServerContext) => setting(ctx, 'socialites.qq', '1') === '1';

/** meedu.mp_wechat.enabled_scan_login (config `socialites.wechat_scan`). */
export const wechatScanEnabled = (ctx: ServerContext) => setting(ctx, 'socialites.wechat_scan', '1') === '1';

/**
 * meedu.mp_wechat.enabled_oauth_login (config `socialites.wechat_oauth`): sign-in through the
 * official account's OAuth page, used inside the WeChat browser. Off unless switched on, as in PHP.
 */
export const wechatOAuthEnabled = (ctx: ServerContext) => setting(ctx, 'socialites.wechat_oauth', '0') === '1';

/**
 * meedu.member.enabled_mobile_bind_alert: when on, a provider account nobody has bound must
 * register with a mobile (`action: bind_mobile`); when off it becomes a member at once, with a
 * placeholder mobile.
 */
export const mobileBindRequired = (ctx: ServerContext) => setting(ctx, 'member.enabled_mobile_bind_alert', '0') === '1';
