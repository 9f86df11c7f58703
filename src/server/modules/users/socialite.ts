import type { ServerContext } from '../../context.js';
import { cacheForget, cacheGet, cachePut } from '../../db/cache.js';
import { ServiceError } from '../../http/envelope.js';
import { createUser, placeholderMobile, randomString } from './accounts.js';
import { mobileBindRequired, qqLoginEnabled, wechatOAuthEnabled } from './site-settings.js';
import { getUser, type UserRow } from './store.js';

export type SocialApp = 'qq' | 'wechat';

/** What a provider tells us about its user. */
export interface SocialProfile {
  app: SocialApp;
  openid: string;
  unionid: string;
  nickname: string;
  avatar: string;
}

interface BindingRow {
  id: number;
  user_id: number;
  app: string;
  app_user_id: string;
  union_id: string;
}

/** Scan results (c::wechat:scan:{code}) and the WeChat profile awaiting a mobile live an hour. */
export const WECHAT_SCAN_TTL_SECONDS = 3600;
/** USER_SOCIALITE_LOGIN: the login_code put on the s_url redirect lives 600 s. */
export const SOCIALITE_LOGIN_TTL_SECONDS = 600;

const scanKey = (code: string) => `c::wechat:scan:${code}`;
const scanIssuedKey = (code: string) => `wechat:scan:issued:${code}`;
const pendingKey = (code: string) => `socialite:pending:${code}`;
const loginCodeKey = (code: string) => `socialite:login:${code}`;

export function bindingByOpenid(ctx: ServerContext, app: SocialApp, openid: string): BindingRow | undefined {
  return ctx.db.prepare('SELECT * FROM user_socialites WHERE app = ? AND app_user_id = ?').get(app, openid) as
    BindingRow | undefined;
}

export function bindingOfUser(ctx: ServerContext, userId: number, app: SocialApp): BindingRow | undefined {
  return ctx.db.prepare('SELECT * FROM user_socialites WHERE user_id = ? AND app = ?').get(userId, app) as
    BindingRow | undefined;
}

/** Binds a provider account to a member, with the PHP server's three refusals in its order. */
export function bindSocialite(ctx: ServerContext, userId: number, profile: SocialProfile): void {
  if (bindingOfUser(ctx, userId, profile.app)) throw new ServiceError('您已经绑定了该渠道的账号');
  if (bindingByOpenid(ctx, profile.app, profile.openid)) throw new ServiceError('当前渠道账号已绑定了其它账号');
  if (profile.unionid) {
    const clash = ctx.db
      .prepare('SELECT 1 FROM user_socialites WHERE union_id = ? AND user_id != ?')
      .get(profile.unionid, userId);
    if (clash) throw new ServiceError('同渠道账号已绑定其它用户');
  }
  ctx.db
    .prepare(
      'INSERT INTO user_socialites (user_id, app, app_user_id, union_id, nickname, avatar, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    )
    .run(userId, profile.app, profile.openid, profile.unionid, profile.nickname, profile.avatar, ctx.options.now());
}

/** A member created from a provider account plus a verified mobile (withWechatScan / withSocialite). */
export function registerWithSocialite(ctx: ServerContext, profile: SocialProfile, mobile: string, ip: string): UserRow {
  return ctx.db.transaction(() => {
    if (bindingByOpenid(ctx, profile.app, profile.openid)) throw new ServiceError('当前渠道账号已绑定了其它账号');
    const base = [...(profile.nickname || (profile.app === 'qq' ? 'QQ用户' : '微信用户'))].slice(0, 19).join('');
    const user = createUser(ctx, {
      mobile,
      nickName: `${base}_${randomString(4)}`,
      avatar: profile.avatar,
      ip,
    });
    bindSocialite(ctx, user.id, profile);
    return user;
  })();
}

export function assertCanLogin(user: UserRow | undefined): UserRow {
  if (!user) throw new ServiceError('用户不存在');
  if (user.is_lock === 1) throw new ServiceError('用户已锁定无法登录');
  return user;
}

// WeChat scan ------------------------------------------------------------------------------

export type ScanResult = { user_id: number } | { bind_code: string };

export function issueScanCode(ctx: ServerContext): string {
  const code = `scan_v2_${randomString(10)}`;
  cachePut(ctx, scanIssuedKey(code), 1, WECHAT_SCAN_TTL_SECONDS);
  return code;
}

export function scanCodeIssued(ctx: ServerContext, code: string): boolean {
  return cacheGet(ctx, scanIssuedKey(code)) !== undefined;
}

export function scanResult(ctx: ServerContext, code: string): ScanResult | undefined {
  return cacheGet<ScanResult>(ctx, scanKey(code));
}

/**
 * A provider account nobody has bound, when mobile binding is not forced: it becomes a member
 * straight away with a placeholder mobile (is_bind_mobile 0).
 */
export function autoRegister(ctx: ServerContext, profile: SocialProfile, ip = ''): UserRow {
  return registerWithSocialite(ctx, profile, placeholderMobile(ctx), ip);
}

/**
 * What MpWechatScanEvtSubHook does when the QR code is scanned: a WeChat account bound to a
 * member logs that member in; an unknown one either becomes a member at once or, when mobile
 * binding is forced, is parked (1 h) until it registers with a mobile.
 */
export function recordScan(ctx: ServerContext, code: string, profile: SocialProfile): ScanResult {
  const bound = bindingByOpenid(ctx, 'wechat', profile.openid);
  let result: ScanResult;
  if (bound) {
    result = { user_id: bound.user_id };
  } else if (!mobileBindRequired(ctx)) {
    result = { user_id: autoRegister(ctx, profile).id };
  } else {
    const bindCode = randomString(32);
    cachePut(ctx, pendingKey(bindCode), profile, WECHAT_SCAN_TTL_SECONDS);
    result = { bind_code: bindCode };
  }
  cachePut(ctx, scanKey(code), result, WECHAT_SCAN_TTL_SECONDS);
  return result;
}

export function pendingWechatProfile(ctx: ServerContext, code: string): SocialProfile | undefined {
  return cacheGet<SocialProfile>(ctx, pendingKey(code));
}

export function forgetPendingWechatProfile(ctx: ServerContext, code: string): void {
  cacheForget(ctx, pendingKey(code));
}

// OAuth sign-in (QQ, WeChat OAuth) ---------------------------------------------------------

/**
 * A provider whose sign-in is a browser round trip: start → provider page → callback → a
 * login_code on s_url. QQ and WeChat's official-account OAuth share every step; WeChat OAuth lands
 * in the same `wechat` binding as a scan, because both identify the user by the same official
 * account's openid.
 */
export interface OAuthLogin {
  app: SocialApp;
  /** Provider name on the simulated authorize page. */
  label: string;
  enabled(ctx: ServerContext): boolean;
  /** Where the provider sends the browser back to. */
  callbackPath: string;
}

const OAUTH_LOGINS: Record<SocialApp, OAuthLogin> = {
  qq: { app: 'qq', label: 'QQ', enabled: qqLoginEnabled, callbackPath: '/api/v3/auth/login/socialite/qq/callback' },
  wechat: {
    app: 'wechat',
    label: '微信',
    enabled: wechatOAuthEnabled,
    callbackPath: '/api/v3/auth/login/wechat/oauth/callback',
  },
};

/** The OAuth provider named `app`; own keys only, so `constructor` and friends are not providers. */
export function oauthLogin(app: string | undefined): OAuthLogin | undefined {
  return app !== undefined && Object.hasOwn(OAUTH_LOGINS, app) ? OAUTH_LOGINS[app as SocialApp] : undefined;
}

// Socialite login codes (QQ, WeChat OAuth) -------------------------------------------------

export interface LoginCodeEntry {
  action: 'login' | 'bind';
  profile: SocialProfile;
  /** The member the provider account is bound to, when it is. */
  user_id: number | null;
}

export function issueLoginCode(ctx: ServerContext, entry: LoginCodeEntry): string {
  const code = randomString(32);
  cachePut(ctx, loginCodeKey(code), entry, SOCIALITE_LOGIN_TTL_SECONDS);
  return code;
}

export function loginCodeEntry(ctx: ServerContext, code: string): LoginCodeEntry | undefined {
  return cacheGet<LoginCodeEntry>(ctx, loginCodeKey(code));
}

export function forgetLoginCode(ctx: ServerContext, code: string): void {
  cacheForget(ctx, loginCodeKey(code));
}

export function userOrUndefined(ctx: ServerContext, id: number | null): UserRow | undefined {
  return id === null ? undefined : getUser(ctx, id);
}
