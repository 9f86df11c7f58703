import type { Context, Hono } from 'hono';
import type { ServerContext } from '../../context.js';
import { setLoginLimitRule, type AppEnv } from '../../http/auth.js';
import { ok, ServiceError } from '../../http/envelope.js';
import { parseFault } from '../../http/faults.js';
import { MAX_FIELD_LENGTH, readInput, validate } from '../../http/input.js';
import { allowedRedirect, redirectOrigins, redirectTo } from '../../http/redirect.js';
import type { ServerModule } from '../module.js';
import {
  bindingOfUser,
  bindSocialite,
  oauthLogin,
  recordScan,
  scanCodeIssued,
  type SocialProfile,
} from '../users/socialite.js';
import {
  faceSession,
  finishFaceSession,
  issueProviderCode,
  randomProfile,
  readOAuthState,
} from '../users/simulated-providers.js';
import { addCredit1, getUser } from '../users/store.js';
import { latestSms, peekImageCaptcha } from '../users/verification.js';
import { withQuery } from '../users/routes-v3.js';

const escapeHtml = (s: string) =>
  s.replace(
    /[<>&"']/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[ch] as string,
  );

function page(c: Context, title: string, body: string, status: 200 | 400 = 200) {
  return c.html(
    `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:560px;margin:48px auto;padding:0 16px;color:#333}
a.btn{display:block;margin:10px 0;padding:12px 16px;border-radius:6px;background:#3ca7fa;color:#fff;text-decoration:none}
a.btn.alt{background:#eee;color:#333}.note{color:#888;font-size:13px}</style></head>
<body><h1>${escapeHtml(title)}</h1>${body}<p class="note">开发环境模拟页面，生产模式下不存在。</p></body></html>`,
    status,
  );
}

/** `user:<id>` → that member's account on the provider (created if the member has none). */
function profileFor(
  ctx: ServerContext,
  app: 'qq' | 'wechat',
  as: string,
  input: Record<string, unknown>,
): SocialProfile {
  const member = /^user:(\d{1,9})$/.exec(as);
  if (member) {
    const userId = Number(member[1]);
    const user = getUser(ctx, userId);
    if (!user) throw new ServiceError('用户不存在');
    const existing = bindingOfUser(ctx, userId, app);
    if (existing) {
      return { app, openid: existing.app_user_id, unionid: existing.union_id, nickname: user.nick_name, avatar: '' };
    }
    const profile = randomProfile(app, user.nick_name);
    bindSocialite(ctx, userId, profile);
    return profile;
  }
  if (as === 'new' || as === '') {
    const profile = randomProfile(app, typeof input.nickname === 'string' ? input.nickname.slice(0, 20) : undefined);
    if (typeof input.openid === 'string' && input.openid) profile.openid = input.openid.slice(0, 64);
    return profile;
  }
  throw new ServiceError('参数错误');
}

/**
 * Address-bearing columns of content rows that PUT /__dev/content may overwrite, so tests can put
 * hostile addresses (javascript:, //host...) where the server would hand them to the client.
 * Table and column names come from this list only; values are bound parameters.
 */
const CONTENT_COLUMNS: Record<string, readonly string[]> = {
  sliders: ['thumb', 'url'],
  navs: ['url'],
  links: ['url'],
  users: ['avatar'],
  view_blocks: ['config'],
};

/**
 * Development endpoints (never mounted in production; documented in docs/server.md): the SMS
 * outbox, captcha answers, simulated WeChat/QQ/face-verification providers, fault rules, the
 * login-limit setting and a clock offset.
 */
function devRoutes(app: Hono<AppEnv>, ctx: ServerContext): void {
  app.get('/__dev/sms/latest', (c) => {
    const mobile = c.req.query('mobile') ?? '';
    if (!mobile) throw new ServiceError('请输入手机号');
    const sms = latestSms(ctx, mobile);
    if (!sms) throw new ServiceError('没有发给该手机号的短信');
    return ok(c, sms);
  });

  app.get('/__dev/captcha', (c) => {
    const text = peekImageCaptcha(ctx, c.req.query('key') ?? '');
    if (!text) throw new ServiceError('图形验证码不存在或已失效');
    return ok(c, { text });
  });

  // WeChat scan --------------------------------------------------------------------------------
  const scan = async (c: Context) => {
    const input = await readInput(c);
    const code = typeof input.code === 'string' ? input.code : '';
    const as =
      typeof input.as === 'string' ? input.as : typeof input.user_id !== 'undefined' ? `user:${input.user_id}` : '';
    const bind = /^bind_v2_(\d{1,9})$/.exec(code);
    if (!bind && !scanCodeIssued(ctx, code)) throw new ServiceError('二维码不存在或已过期');
    if (c.req.method === 'GET' && !as) {
      const href = (v: string) => `/__dev/wechat/scan?code=${encodeURIComponent(code)}&as=${encodeURIComponent(v)}`;
      return page(
        c,
        '模拟微信扫码',
        `<p>二维码：<code>${escapeHtml(code)}</code></p>
<a class="btn" href="${href('user:1')}">以会员 #1 的微信扫码</a>
<a class="btn" href="${href('user:2')}">以会员 #2 的微信扫码（已绑定微信）</a>
<a class="btn alt" href="${href('new')}">以一个新的微信用户扫码</a>`,
      );
    }
    if (bind) {
      const userId = Number(bind[1]);
      if (!getUser(ctx, userId)) throw new ServiceError('用户不存在');
      const profile = randomProfile('wechat', typeof input.nickname === 'string' ? input.nickname : undefined);
      if (typeof input.openid === 'string' && input.openid) profile.openid = input.openid.slice(0, 64);
      bindSocialite(ctx, userId, profile);
      return c.req.method === 'GET'
        ? page(c, '绑定成功', '<p>微信已绑定，可以关闭本页。</p>')
        : ok(c, { bound: true, user_id: userId });
    }
    const result = recordScan(ctx, code, profileFor(ctx, 'wechat', as, input));
    if (c.req.method === 'GET') return page(c, '已扫码', '<p>扫码完成，回到登录页面即可看到结果。</p>');
    return ok(c, 'user_id' in result ? { user_id: result.user_id } : { action: 'bind_mobile', code: result.bind_code });
  };
  app.get('/__dev/wechat/scan', scan);
  app.post('/__dev/wechat/scan', scan);

  // QQ / WeChat OAuth authorize page -----------------------------------------------------------
  app.get('/__dev/socialite/:app/authorize', async (c) => {
    const provider = oauthLogin(c.req.param('app'));
    if (!provider) return c.notFound();
    const { app: appName, label } = provider;
    const input = await readInput(c);
    const stateId = c.req.query('state') ?? '';
    const state = readOAuthState(ctx, stateId);
    // A state belongs to the provider it was started for; the other provider's page refuses it.
    if (!state || state.app !== appName) {
      return page(c, '授权请求已失效', `<p>请回到网站重新发起${escapeHtml(label)}登录。</p>`, 400);
    }
    const as = c.req.query('as') ?? '';
    const callback = `${provider.callbackPath}?data=${encodeURIComponent(stateId)}`;
    if (as === 'deny') return redirectTo(c, `${callback}&error=access_denied`, ctx);
    if (!as) {
      const href = (v: string) =>
        `/__dev/socialite/${appName}/authorize?state=${encodeURIComponent(stateId)}&as=${encodeURIComponent(v)}`;
      // Latin names (QQ) get spaces around them inside Chinese text; 微信 does not.
      const name = /^[A-Za-z]/.test(label) ? ` ${escapeHtml(label)} ` : escapeHtml(label);
      return page(
        c,
        `模拟${name}授权登录`,
        `<p>网站请求使用你的${name}账号${state.action === 'bind' ? '绑定' : '登录'}。</p>
<a class="btn" href="${href('user:2')}">以会员 #2 已绑定的${name}授权</a>
<a class="btn" href="${href('user:1')}">以会员 #1 的${name}授权</a>
<a class="btn alt" href="${href('new')}">以一个新的${name}用户授权</a>
<a class="btn alt" href="${href('deny')}">取消授权</a>`,
      );
    }
    const code = issueProviderCode(ctx, profileFor(ctx, appName, as, input));
    return redirectTo(c, `${callback}&code=${encodeURIComponent(code)}`, ctx);
  });

  // Face verification ---------------------------------------------------------------------------
  const face = async (c: Context) => {
    const input = await readInput(c);
    const bizToken = typeof input.biz_token === 'string' ? input.biz_token : '';
    const session = faceSession(ctx, bizToken);
    if (!session) {
      if (c.req.method === 'GET') return page(c, '认证请求已失效', '<p>请回到网站重新发起实名认证。</p>', 400);
      throw new ServiceError('认证请求不存在或已失效');
    }
    const result = typeof input.result === 'string' ? input.result : '';
    if (c.req.method === 'GET' && !result) {
      const href = (v: string) => `/__dev/face/verify?biz_token=${encodeURIComponent(bizToken)}&result=${v}`;
      return page(
        c,
        '模拟实人认证',
        `<a class="btn" href="${href('pass')}">认证通过</a><a class="btn alt" href="${href('fail')}">认证失败</a>`,
      );
    }
    if (result !== 'pass' && result !== 'fail') throw new ServiceError('参数错误');
    const done = finishFaceSession(ctx, bizToken, result === 'pass', {
      real_name: typeof input.real_name === 'string' ? input.real_name.slice(0, 20) : undefined,
      id_number: typeof input.id_number === 'string' ? input.id_number.slice(0, 18) : undefined,
    })!;
    const back = withQuery(done.redirect, { biz_token: bizToken, rule_id: done.rule_id });
    if (c.req.method === 'GET') return redirectTo(c, back, ctx);
    const redirect = allowedRedirect(back, redirectOrigins(c, ctx));
    if (redirect === null) throw new ServiceError('参数错误');
    return ok(c, { status: done.status, redirect });
  };
  app.get('/__dev/face/verify', face);
  app.post('/__dev/face/verify', face);

  // Fault rules ---------------------------------------------------------------------------------
  const runtime = ctx.runtime!;
  app.get('/__dev/faults', (c) => ok(c, runtime.faultRules));
  app.post('/__dev/faults', async (c) => {
    const input = await readInput(c);
    const v = validate(input, {
      path: [{ required: '请提供 path（路径前缀）' }, { max: 500, message: 'path 太长' }],
      fault: [{ required: '请提供 fault' }],
      times: [{ integer: 'times 必须是整数' }],
      method: [{ in: ['GET', 'POST', 'PUT', 'DELETE', 'get', 'post', 'put', 'delete'], message: 'method 不正确' }],
    });
    if (!v.path.startsWith('/')) throw new ServiceError('path 必须以 / 开头');
    if (!parseFault(v.fault)) throw new ServiceError(`无法识别的故障：${v.fault.slice(0, 60)}`);
    const times = v.times === '' ? 1 : Number(v.times);
    if (times < 0 || times > 1_000_000) throw new ServiceError('times 必须在 0 到 1000000 之间');
    const rule = {
      id: runtime.nextFaultId++,
      path: v.path,
      method: v.method ? v.method.toUpperCase() : null,
      fault: v.fault,
      remaining: times,
    };
    runtime.faultRules.push(rule);
    return ok(c, rule);
  });
  app.delete('/__dev/faults', (c) => {
    runtime.faultRules.length = 0;
    return ok(c);
  });

  // Content addresses ---------------------------------------------------------------------------
  app.put('/__dev/content', async (c) => {
    const input = await readInput(c);
    const table = typeof input.table === 'string' ? input.table : '';
    const columns = Object.prototype.hasOwnProperty.call(CONTENT_COLUMNS, table) ? CONTENT_COLUMNS[table] : null;
    if (!columns) throw new ServiceError(`table 只能是 ${Object.keys(CONTENT_COLUMNS).join('、')}`);
    const id = Number(input.id);
    if (!Number.isInteger(id) || id < 1) throw new ServiceError('id 必须是正整数');
    const set = input.set;
    if (!set || typeof set !== 'object' || Array.isArray(set) || !Object.keys(set).length) {
      throw new ServiceError('请提供 set（要改的字段）');
    }
    const entries = Object.entries(set as Record<string, unknown>);
    for (const [column, value] of entries) {
      if (!columns.includes(column)) throw new ServiceError(`${table} 可改的字段只有 ${columns.join('、')}`);
      if (typeof value !== 'string') throw new ServiceError(`${column} 必须是字符串`);
      if (value.length > MAX_FIELD_LENGTH) throw new ServiceError(`${column} 太长`);
    }
    ctx.db.transaction(() => {
      for (const [column, value] of entries) {
        const changed = ctx.db.prepare(`UPDATE ${table} SET ${column} = ? WHERE id = ?`).run(value, id).changes;
        if (!changed) throw new ServiceError('记录不存在');
      }
    })();
    return ok(c, { table, id });
  });

  // Points for a member (the credit mall and paid Q&A need more than a new member has) -----------
  app.post('/__dev/credit1', async (c) => {
    const v = validate(await readInput(c), {
      user_id: [{ required: 'user_id 必须是正整数' }, { integer: 'user_id 必须是正整数' }],
      sum: [{ required: 'sum 必须是整数' }, { integer: 'sum 必须是整数' }],
    });
    const userId = Number(v.user_id);
    const sum = Number(v.sum);
    if (!getUser(ctx, userId)) throw new ServiceError('用户不存在');
    if (Math.abs(sum) > 1_000_000) throw new ServiceError('sum 超出范围');
    addCredit1(ctx, userId, sum, '测试积分');
    return ok(c, { credit1: getUser(ctx, userId)?.credit1 ?? 0 });
  });

  // Settings and clock --------------------------------------------------------------------------
  app.post('/__dev/settings', async (c) => {
    const v = validate(await readInput(c), {
      login_limit_rule: [{ in: ['1', '3'], message: 'login_limit_rule 只能是 1 或 3' }],
    });
    if (v.login_limit_rule) setLoginLimitRule(ctx, Number(v.login_limit_rule));
    return ok(c);
  });

  app.get('/__dev/clock', (c) => ok(c, { now: ctx.options.now(), offset_seconds: runtime.clockOffsetMs / 1000 }));
  app.post('/__dev/clock', async (c) => {
    const input = await readInput(c);
    const v = validate(input, {
      advance_seconds: [{ integer: 'advance_seconds 必须是整数' }],
      offset_seconds: [{ integer: 'offset_seconds 必须是整数' }],
    });
    if (v.offset_seconds !== '') runtime.clockOffsetMs = Number(v.offset_seconds) * 1000;
    if (v.advance_seconds !== '') runtime.clockOffsetMs += Number(v.advance_seconds) * 1000;
    return ok(c, { now: ctx.options.now(), offset_seconds: runtime.clockOffsetMs / 1000 });
  });
}

export const devModule: ServerModule = {
  name: 'dev',
  schema: [],
  routes: devRoutes,
};
