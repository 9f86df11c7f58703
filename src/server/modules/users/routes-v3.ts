import type { Context, Hono } from 'hono';
import type { ServerContext } from '../../context.js';
import { currentUserId, requireAuth, type AppEnv } from '../../http/auth.js';
import { clientIp } from '../../http/client-ip.js';
import { ok, ServiceError } from '../../http/envelope.js';
import { mobileRules, readInput, validate } from '../../http/input.js';
import { allowedRedirect, redirectOrigins, redirectTo, refusedReturn } from '../../http/redirect.js';
import { requestDeletion, tokenLogin } from './accounts.js';
import { qrDataUrl } from './qr.js';
import { mobileBindRequired, wechatScanEnabled } from './site-settings.js';
import {
  assertCanLogin,
  autoRegister,
  bindingByOpenid,
  bindSocialite,
  forgetLoginCode,
  forgetPendingWechatProfile,
  issueLoginCode,
  issueScanCode,
  loginCodeEntry,
  oauthLogin,
  type OAuthLogin,
  pendingWechatProfile,
  registerWithSocialite,
  scanResult,
  userOrUndefined,
} from './socialite.js';
import {
  faceSession,
  readOAuthState,
  redeemProviderCode,
  saveOAuthState,
  startFaceSession,
} from './simulated-providers.js';
import { findUserByMobile, getUser } from './store.js';
import { requireSmsCode } from './verification.js';
import { wechatScanRoutes } from './wechat-scan.js';
import { since } from '../../version.js';

/** Appends query parameters to a caller-supplied URL, keeping its own query and fragment. */
export function withQuery(url: string, params: Record<string, string>): string {
  const hashAt = url.indexOf('#');
  const base = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const hash = hashAt >= 0 ? url.slice(hashAt) : '';
  const qs = new URLSearchParams(params).toString();
  return `${base}${base.includes('?') ? '&' : '?'}${qs}${hash}`;
}

/** Contract section 2, v3 auth flows, plus the v3 member account endpoints. */
export function v3Routes(app: Hono<AppEnv>, ctx: ServerContext): void {
  const auth = requireAuth(ctx);
  const base = () => ctx.options.publicUrl.replace(/\/$/, '');
  const devScanUrl = (code: string) => `${base()}/__dev/wechat/scan?code=${encodeURIComponent(code)}`;
  // Without a WeChat official account there is nothing to scan in production.
  const assertScanEnabled = () => {
    if (ctx.options.production || !wechatScanEnabled(ctx)) throw new ServiceError('未开启微信公众号扫码登录');
  };

  app.get('/api/v3/status', (c) => ok(c));

  // WeChat scan login: rebuilt in 4.9.12 (wechat-scan.ts); the old routes until then.
  if (since(ctx, '4.9.12')) wechatScanRoutes(app, ctx);
  else oldWechatScanRoutes();
  if (since(ctx, '4.9.12') && !since(ctx, '4.9.16')) {
    // 4.9.12 deleted the method behind this route but left the route until 4.9.16.
    app.get('/api/v3/member/wechatScanBind', auth, () => {
      throw new ServiceError('错误');
    });
  }

  function oldWechatScanRoutes() {
    const scanLogin = (c: Context) => {
      assertScanEnabled();
      const code = issueScanCode(ctx);
      return ok(c, { code, image: qrDataUrl(devScanUrl(code)) });
    };
    app.get('/api/v3/auth/login/wechat/scan', scanLogin);
    app.get('/api/v2/login/wechatScan', scanLogin);

    app.get('/api/v3/auth/login/wechat/scan/query', async (c) => {
      const code = c.req.query('code') ?? '';
      if (!code) throw new ServiceError('参数错误');
      const result = scanResult(ctx, code);
      if (!result) return ok(c, { success: -1 });
      if ('user_id' in result) return ok(c, { success: 1, token: await tokenLogin(ctx, c, result.user_id, 'PC') });
      return ok(c, { success: 0, action: 'bind_mobile', code: result.bind_code });
    });

    // The v2 twin answers {status:0} until a bound member has scanned.
    app.get('/api/v2/login/wechatScan/query', async (c) => {
      const code = c.req.query('code') ?? '';
      if (!code) throw new ServiceError('参数错误');
      const result = scanResult(ctx, code);
      if (!result || !('user_id' in result)) return ok(c, { status: 0 });
      return ok(c, { status: 1, token: await tokenLogin(ctx, c, result.user_id, 'PC') });
    });

    app.post('/api/v3/auth/register/withWechatScan', async (c) => {
      const v = validate(await readInput(c), {
        code: [{ required: '参数错误' }],
        mobile: mobileRules('参数错误'),
        mobile_code: [],
      });
      requireSmsCode(ctx, v.mobile, v.mobile_code);
      const profile = pendingWechatProfile(ctx, v.code);
      if (!profile) throw new ServiceError('已过期');
      if (findUserByMobile(ctx, v.mobile)) throw new ServiceError('手机号已存在');
      const user = assertCanLogin(registerWithSocialite(ctx, profile, v.mobile, clientIp(c)));
      forgetPendingWechatProfile(ctx, v.code);
      return ok(c, { token: await tokenLogin(ctx, c, user.id) });
    });

    app.get('/api/v3/member/wechatScanBind', auth, (c) => {
      assertScanEnabled();
      const code = `bind_v2_${currentUserId(c)}`;
      return ok(c, { code, image: qrDataUrl(devScanUrl(code)) });
    });
  }

  // Socialite (QQ) and WeChat OAuth --------------------------------------------------------
  // One browser round trip for both providers: park the return addresses under a state id, send
  // the browser to the (simulated) provider, turn its answer into a login_code.
  const startOAuth = async (c: Context, login: OAuthLogin | undefined) => {
    const input = await readInput(c);
    const v = validate(input, {
      s_url: [{ required: '参数错误' }, { max: 255, message: '参数错误' }],
      f_url: [{ required: '参数错误' }, { max: 255, message: '参数错误' }],
      action: [{ required: '参数错误' }, { in: ['login', 'bind'], message: '参数错误' }],
    });
    // Only the simulated providers exist, and in production there are none: no credentials.
    if (!login || ctx.options.production || !login.enabled(ctx)) throw new ServiceError('登录应用不存在');
    // Only the site's own addresses: anything else would hand the login_code to another host.
    // Checked as sent, untrimmed: a tab or newline around an address is bad input, not padding.
    const origins = redirectOrigins(c, ctx);
    const sUrl = allowedRedirect(input.s_url, origins);
    const fUrl = allowedRedirect(input.f_url, origins);
    if (sUrl === null) throw new ServiceError(refusedReturn(input.s_url, origins, '登录返回地址'));
    if (fUrl === null) throw new ServiceError(refusedReturn(input.f_url, origins, '登录返回地址'));
    const state = saveOAuthState(ctx, {
      app: login.app,
      s_url: sUrl,
      f_url: fUrl,
      action: v.action as 'login' | 'bind',
    });
    return redirectTo(c, `${base()}/__dev/socialite/${login.app}/authorize?state=${encodeURIComponent(state)}`, ctx);
  };

  const finishOAuth = (c: Context, login: OAuthLogin | undefined) => {
    const state = readOAuthState(ctx, c.req.query('data') ?? '');
    // A state started for one provider cannot be finished on the other's callback.
    if (!login || !state || state.app !== login.app) throw new ServiceError('参数错误');
    // Checked when the flow started; checked again in case the allowed origins changed since.
    const origins = redirectOrigins(c, ctx);
    if (allowedRedirect(state.s_url, origins) === null || allowedRedirect(state.f_url, origins) === null) {
      throw new ServiceError('参数错误');
    }
    const fail = (message: string) =>
      redirectTo(c, withQuery(state.f_url, { login_err_msg: message, action: state.action }), ctx);
    if (c.req.query('error')) return fail('用户取消了授权');
    const profile = redeemProviderCode(ctx, c.req.query('code') ?? '');
    if (!profile || profile.app !== state.app) return fail('授权已失效，请重试');
    let userId = bindingByOpenid(ctx, profile.app, profile.openid)?.user_id ?? null;
    if (userId === null && state.action === 'login' && !mobileBindRequired(ctx)) {
      userId = autoRegister(ctx, profile, clientIp(c)).id;
    }
    const loginCode = issueLoginCode(ctx, { action: state.action, profile, user_id: userId });
    return redirectTo(c, withQuery(state.s_url, { login_code: loginCode, action: state.action }), ctx);
  };

  // socialite/{app} serves QQ only; WeChat's OAuth has its own path, as in 4.9.5.
  const socialiteApp = (c: Context) => (c.req.param('app') === 'qq' ? oauthLogin('qq') : undefined);
  app.get('/api/v3/auth/login/socialite/:app', (c) => startOAuth(c, socialiteApp(c)));
  app.get('/api/v3/auth/login/socialite/:app/callback', (c) => finishOAuth(c, socialiteApp(c)));
  app.get('/api/v3/auth/login/wechat/oauth', (c) => startOAuth(c, oauthLogin('wechat')));
  app.get('/api/v3/auth/login/wechat/oauth/callback', (c) => finishOAuth(c, oauthLogin('wechat')));

  app.post('/api/v3/auth/login/code', async (c) => {
    const v = validate(await readInput(c), { code: [{ required: '参数错误' }] });
    const entry = loginCodeEntry(ctx, v.code);
    if (!entry) throw new ServiceError('已过期');
    if (entry.action !== 'login') throw new ServiceError('参数错误');
    if (entry.user_id === null) return ok(c, { success: 0, action: 'bind_mobile', code: v.code });
    const user = assertCanLogin(userOrUndefined(ctx, entry.user_id));
    forgetLoginCode(ctx, v.code);
    return ok(c, { success: 1, token: await tokenLogin(ctx, c, user.id) });
  });

  app.post('/api/v3/auth/register/withSocialite', async (c) => {
    const v = validate(await readInput(c), {
      code: [{ required: '参数错误' }],
      mobile: mobileRules('参数错误'),
      mobile_code: [],
    });
    requireSmsCode(ctx, v.mobile, v.mobile_code);
    const entry = loginCodeEntry(ctx, v.code);
    if (!entry || entry.user_id !== null) throw new ServiceError('已过期');
    if (findUserByMobile(ctx, v.mobile)) throw new ServiceError('手机号已存在');
    const user = assertCanLogin(registerWithSocialite(ctx, entry.profile, v.mobile, clientIp(c)));
    forgetLoginCode(ctx, v.code);
    return ok(c, { token: await tokenLogin(ctx, c, user.id) });
  });

  app.post('/api/v3/member/socialite/bindWithCode', auth, async (c) => {
    const v = validate(await readInput(c), { code: [{ required: '参数错误' }] });
    const entry = loginCodeEntry(ctx, v.code);
    if (!entry) throw new ServiceError('已过期');
    bindSocialite(ctx, currentUserId(c), entry.profile);
    forgetLoginCode(ctx, v.code);
    return ok(c);
  });

  // Account deletion and face verification -------------------------------------------------
  app.post('/api/v3/member/destroy', auth, (c) => {
    requestDeletion(ctx, currentUserId(c));
    return ok(c);
  });

  app.post('/api/v3/member/tencent/faceVerify', auth, async (c) => {
    const input = await readInput(c);
    validate(input, { s_url: [{ required: '参数错误' }, { max: 500, message: '参数错误' }] });
    const user = getUser(ctx, currentUserId(c));
    if (!user) throw new ServiceError('用户不存在');
    if (user.is_face_verify === 1) throw new ServiceError('当前学员已完成实人认证');
    // No Tencent Cloud credentials exist in production, so a verification cannot start there.
    if (ctx.options.production) throw new ServiceError('无法发起实名认证');
    const redirect = allowedRedirect(
      input.s_url === 'PC' ? `${base()}/face-verify-success` : input.s_url,
      redirectOrigins(c, ctx),
    );
    if (redirect === null) throw new ServiceError('参数错误');
    const { bizToken, session } = startFaceSession(ctx, user.id, redirect);
    return ok(c, {
      url: `${base()}/__dev/face/verify?biz_token=${encodeURIComponent(bizToken)}`,
      rule_id: session.rule_id,
      biz_token: bizToken,
      request_id: session.request_id,
    });
  });

  app.get('/api/v3/member/tencent/faceVerify', auth, async (c) => {
    const v = validate(await readInput(c), {
      biz_token: [{ required: '参数错误' }],
      rule_id: [{ required: '参数错误' }],
    });
    const userId = currentUserId(c);
    const session = faceSession(ctx, v.biz_token);
    if (!session || session.user_id !== userId || session.rule_id !== v.rule_id || session.status !== 'passed') {
      // The PHP controller passes the array to success() as its *code* argument (contract 10.4).
      return c.json({ code: { status: 5 }, message: '', data: [] }, 200);
    }
    const now = ctx.options.now();
    ctx.db.transaction(() => {
      ctx.db.prepare('UPDATE users SET is_face_verify = 1, updated_at = ? WHERE id = ?').run(now, userId);
      ctx.db
        .prepare(
          `INSERT INTO user_profiles (user_id, real_name, id_number, created_at, updated_at) VALUES (?, ?, ?, ?, ?)
           ON CONFLICT(user_id) DO UPDATE SET real_name = excluded.real_name, id_number = excluded.id_number, updated_at = excluded.updated_at`,
        )
        .run(userId, session.real_name, session.id_number, now, now);
    })();
    return ok(c, { status: 9 });
  });
}
