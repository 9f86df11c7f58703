import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { setSetting } from '#server/modules/site/settings.js';
import { api, apiData, loginWithSms, sendSmsCode, startTestServer, type TestServer, setDevConfig } from './helpers.js';

const START = '/api/v3/auth/login/wechat/oauth';
const CALLBACK = '/api/v3/auth/login/wechat/oauth/callback';
const AUTHORIZE = '/__dev/socialite/wechat/authorize';

let server: TestServer;
const me = (token: string) => apiData(server, '/api/v2/member/detail', { token });

beforeAll(async () => {
  // The return addresses below stand for a site served from its own origins (MEEDU_SITE_ORIGINS).
  server = await startTestServer({ siteOrigins: ['http://site.test', 'http://a.test'] });
  // WeChat OAuth is off by default; most flows below also force mobile binding for new accounts.
  await setDevConfig(server, { 'socialites.wechat_oauth': '1', 'member.enabled_mobile_bind_alert': '1' });
});
afterAll(() => server.close());

/** Follows one redirect hop and returns the Location, resolved against the server. */
async function location(url: string): Promise<URL> {
  const res = await fetch(url, { redirect: 'manual' });
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location')!, server.url);
}

/** Starts the flow and returns the simulated provider page it redirects to. */
async function start(action: 'login' | 'bind' = 'login', sUrl = 'http://site.test/login/callback?redirect=%2Fmember') {
  const res = await api(server, START, { query: { s_url: sUrl, f_url: 'http://site.test/error', action } });
  expect(res.status).toBe(302);
  const authorize = new URL(res.headers.get('location')!);
  expect(authorize.origin).toBe(server.url);
  expect(authorize.pathname).toBe(AUTHORIZE);
  return authorize;
}

/** The whole round trip with the provider answering as `as`; returns the final redirect. */
async function wechatFlow(as: string, action: 'login' | 'bind' = 'login', sUrl?: string): Promise<URL> {
  const authorize = await start(action, sUrl);
  authorize.searchParams.set('as', as);
  const callback = await location(authorize.toString());
  expect(callback.pathname).toBe(CALLBACK);
  return location(callback.toString());
}

const loginCode = (back: URL) => back.searchParams.get('login_code')!;

describe('GET /api/v3/auth/login/wechat/oauth: parameters and switches', () => {
  test('s_url, f_url and action are required; action is login or bind; every failure is 参数错误', async () => {
    const missing = await api(server, START, { query: { s_url: 'http://a.test/' } });
    expect(missing.status).toBe(200);
    expect(missing.json.code).toBe(1);
    expect(missing.json.message.split(',').every((m: string) => m === '参数错误')).toBe(true);
    const cases: Record<string, string>[] = [
      { s_url: 'http://a.test/', f_url: 'http://a.test/e', action: 'logout' },
      { s_url: `http://a.test/${'x'.repeat(250)}`, f_url: 'http://a.test/e', action: 'login' },
      { s_url: 'javascript:alert(1)', f_url: 'http://a.test/e', action: 'login' },
      { s_url: 'http://a.test/', f_url: '//evil.test/', action: 'bind' },
    ];
    for (const query of cases) {
      expect((await api(server, START, { query })).json, JSON.stringify(query)).toEqual({
        code: 1,
        message: '参数错误',
        data: [],
      });
    }
  });

  test('switched off (the default): 登录应用不存在, after the parameters are checked; config reports the switch', async () => {
    expect((await apiData(server, '/api/v2/other/config')).socialites.wechat_oauth).toBe(1);
    await setDevConfig(server, { 'socialites.wechat_oauth': '0' });
    try {
      expect((await apiData(server, '/api/v2/other/config')).socialites.wechat_oauth).toBe(0);
      const off = await api(server, START, {
        query: { s_url: 'http://a.test/', f_url: 'http://a.test/e', action: 'login' },
      });
      expect(off.status).toBe(200);
      expect(off.json).toEqual({ code: 1, message: '登录应用不存在', data: [] });
      expect((await api(server, START, { query: { action: 'login' } })).json.message.split(',')[0]).toBe('参数错误');
    } finally {
      await setDevConfig(server, { 'socialites.wechat_oauth': '1' });
    }
  });

  test('the switches are independent: QQ off leaves WeChat OAuth on, and socialite/wechat is not this flow', async () => {
    await setDevConfig(server, { 'socialites.qq': '0' });
    try {
      await start();
    } finally {
      await setDevConfig(server, { 'socialites.qq': '1' });
    }
    const socialite = await api(server, '/api/v3/auth/login/socialite/wechat', {
      query: { s_url: 'http://a.test/', f_url: 'http://a.test/e', action: 'login' },
    });
    expect(socialite.json).toEqual({ code: 1, message: '登录应用不存在', data: [] });
  });
});

describe('login', () => {
  test('a WeChat account already bound (member 2): s_url gets login_code + action, login/code gives a token once', async () => {
    const back = await wechatFlow('user:2');
    expect(back.origin + back.pathname).toBe('http://site.test/login/callback');
    expect(back.searchParams.get('redirect')).toBe('/member');
    expect(back.searchParams.get('action')).toBe('login');
    expect(loginCode(back)).toMatch(/^[A-Za-z0-9]{32}$/);
    const r = await apiData(server, '/api/v3/auth/login/code', { method: 'POST', body: { code: loginCode(back) } });
    expect(Object.keys(r).sort()).toEqual(['success', 'token']);
    expect(r.success).toBe(1);
    expect((await me(r.token)).id).toBe(2);
    expect(
      (await api(server, '/api/v3/auth/login/code', { method: 'POST', body: { code: loginCode(back) } })).json,
    ).toEqual({
      code: 1,
      message: '已过期',
      data: [],
    });
  });

  test('scan and OAuth share the WeChat identity: a member created by a scan signs in through OAuth', async () => {
    const openid = 'wx-openid-shared-by-scan';
    await setDevConfig(server, { 'member.enabled_mobile_bind_alert': '0' });
    let scanned: number;
    try {
      const { code } = await apiData(server, '/api/v3/auth/login/wechat/scan');
      scanned = (await apiData(server, '/__dev/wechat/scan', { method: 'POST', body: { code, as: 'new', openid } }))
        .user_id;
    } finally {
      await setDevConfig(server, { 'member.enabled_mobile_bind_alert': '1' });
    }
    const members = () => (server.ctx.db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n;
    const before = members();
    // The simulated page answers as the WeChat account with that openid.
    const authorize = await start();
    authorize.searchParams.set('as', 'new');
    authorize.searchParams.set('openid', openid);
    const back = await location((await location(authorize.toString())).toString());
    const r = await apiData(server, '/api/v3/auth/login/code', { method: 'POST', body: { code: loginCode(back) } });
    expect(r.success).toBe(1);
    expect((await me(r.token)).id).toBe(scanned);
    expect(members()).toBe(before);
  });

  test('a same-site path works as s_url and f_url', async () => {
    const back = await wechatFlow('user:2', 'login', '/login/callback');
    expect(back.origin).toBe(server.url);
    expect(back.pathname).toBe('/login/callback');
    expect(loginCode(back)).toMatch(/^[A-Za-z0-9]{32}$/);
  });

  test('a new WeChat user under forced binding: bind_mobile, then withSocialite registers with a mobile', async () => {
    const back = await wechatFlow('new');
    const r = await apiData(server, '/api/v3/auth/login/code', { method: 'POST', body: { code: loginCode(back) } });
    expect(r).toEqual({ success: 0, action: 'bind_mobile', code: loginCode(back) });

    const register = (body: Record<string, string>) =>
      api(server, '/api/v3/auth/register/withSocialite', { method: 'POST', body });
    const taken = await sendSmsCode(server, '13800138000', 'mobile_bind');
    expect((await register({ code: r.code, mobile: '13800138000', mobile_code: taken })).json.message).toBe(
      '手机号已存在',
    );
    const sms = await sendSmsCode(server, '13966660001', 'mobile_bind');
    const done = await register({ code: r.code, mobile: '13966660001', mobile_code: sms });
    expect(done.json.code).toBe(0);
    const user = await me(done.json.data.token);
    expect(user.mobile).toBe('13966660001');
    expect(user.nick_name).toMatch(/^微信用户[A-Za-z0-9]{6}_[A-Za-z0-9]{4}$/);
    expect([user.is_bind_wechat, user.is_bind_qq, user.is_bind_mobile]).toEqual([1, 0, 1]);
    // The code was spent by the registration.
    const again = await sendSmsCode(server, '13966660002', 'mobile_bind');
    expect((await register({ code: r.code, mobile: '13966660002', mobile_code: again })).json.message).toBe('已过期');
  });

  test('a new WeChat user without forced binding becomes a member at once', async () => {
    await setDevConfig(server, { 'member.enabled_mobile_bind_alert': '0' });
    try {
      const r = await apiData(server, '/api/v3/auth/login/code', {
        method: 'POST',
        body: { code: loginCode(await wechatFlow('new')) },
      });
      expect(r.success).toBe(1);
      const user = await me(r.token);
      expect([user.is_bind_wechat, user.is_bind_mobile]).toEqual([1, 0]);
    } finally {
      await setDevConfig(server, { 'member.enabled_mobile_bind_alert': '1' });
    }
  });

  test('login codes live 600 s', async () => {
    const back = await wechatFlow('user:2');
    server.clock.advance(600);
    expect(
      (await api(server, '/api/v3/auth/login/code', { method: 'POST', body: { code: loginCode(back) } })).json.message,
    ).toBe('已过期');
  });

  test('a locked member cannot log in with the code', async () => {
    const back = await wechatFlow('user:9');
    server.ctx.db.prepare('UPDATE users SET is_lock = 1 WHERE id = 9').run();
    const res = await api(server, '/api/v3/auth/login/code', { method: 'POST', body: { code: loginCode(back) } });
    expect(res.json).toEqual({ code: 1, message: '用户已锁定无法登录', data: [] });
  });
});

describe('provider page and callback failures', () => {
  test('without a choice the provider page is HTML offering member, new user and deny', async () => {
    const authorize = await start('bind');
    const res = await fetch(authorize);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('模拟微信授权登录');
    expect(html).toContain('绑定');
    expect(html).toContain(`${AUTHORIZE}?state=${authorize.searchParams.get('state')}`);
    for (const as of ['user%3A2', 'user%3A1', 'new', 'deny']) expect(html).toContain(`as=${as}`);
  });

  test('denying lands on f_url with login_err_msg and the action; no login_code', async () => {
    for (const action of ['login', 'bind'] as const) {
      const back = await wechatFlow('deny', action);
      expect(back.origin + back.pathname).toBe('http://site.test/error');
      expect(back.searchParams.get('login_err_msg')).toBe('用户取消了授权');
      expect(back.searchParams.get('action')).toBe(action);
      expect(back.searchParams.has('login_code')).toBe(false);
    }
  });

  test('a provider code is redeemed once: replaying the callback lands on f_url', async () => {
    const authorize = await start();
    authorize.searchParams.set('as', 'user:2');
    const callback = await location(authorize.toString());
    expect((await location(callback.toString())).searchParams.has('login_code')).toBe(true);
    const replay = await location(callback.toString());
    expect(replay.origin + replay.pathname).toBe('http://site.test/error');
    expect(replay.searchParams.get('login_err_msg')).toBe('授权已失效，请重试');
  });

  test('an unknown or expired state: the callback answers 参数错误, the provider page 400', async () => {
    expect((await api(server, CALLBACK, { query: { data: 'nope', code: 'x' } })).json).toEqual({
      code: 1,
      message: '参数错误',
      data: [],
    });
    expect((await api(server, CALLBACK)).json.message).toBe('参数错误');
    // States live 600 s: afterwards the page refuses even a denial instead of redirecting.
    const authorize = await start();
    server.clock.advance(601);
    expect((await fetch(authorize)).status).toBe(400);
    authorize.searchParams.set('as', 'deny');
    expect((await fetch(authorize, { redirect: 'manual' })).status).toBe(400);
  });

  test('a WeChat state is refused by the QQ page and callback, and a QQ state by WeChat', async () => {
    const wechat = await start();
    const state = wechat.searchParams.get('state')!;
    expect((await fetch(`${server.url}/__dev/socialite/qq/authorize?state=${state}`)).status).toBe(400);
    const onQq = await api(server, '/api/v3/auth/login/socialite/qq/callback', {
      query: { data: state, error: 'access_denied' },
    });
    expect(onQq.json).toEqual({ code: 1, message: '参数错误', data: [] });
    const onSocialiteWechat = await api(server, '/api/v3/auth/login/socialite/wechat/callback', {
      query: { data: state, error: 'x' },
    });
    expect(onSocialiteWechat.json.message).toBe('参数错误');

    const qq = await api(server, '/api/v3/auth/login/socialite/qq', {
      query: { s_url: 'http://site.test/', f_url: 'http://site.test/e', action: 'login' },
    });
    const qqState = new URL(qq.headers.get('location')!).searchParams.get('state')!;
    expect((await fetch(`${server.url}${AUTHORIZE}?state=${qqState}`)).status).toBe(400);
    expect((await api(server, CALLBACK, { query: { data: qqState, error: 'x' } })).json.message).toBe('参数错误');
  });

  test('providers other than qq and wechat have no simulated page', async () => {
    expect((await api(server, '/__dev/socialite/weibo/authorize', { query: { state: 'x' } })).status).toBe(404);
    expect((await api(server, '/__dev/socialite/constructor/authorize', { query: { state: 'x' } })).status).toBe(404);
  });
});

describe('bind action', () => {
  test('bindWithCode binds WeChat to the logged-in member, with the refusals; the code cannot log in', async () => {
    const token = await loginWithSms(server, '13966660010');
    const bind = (code: string, t: string | null = token) =>
      api(server, '/api/v3/member/socialite/bindWithCode', { method: 'POST', token: t, body: { code } });

    const back = await wechatFlow('new', 'bind');
    expect(back.searchParams.get('action')).toBe('bind');
    const code = loginCode(back);
    expect((await api(server, '/api/v3/auth/login/code', { method: 'POST', body: { code } })).json).toEqual({
      code: 1,
      message: '参数错误',
      data: [],
    });
    expect((await bind(code, null)).status).toBe(401);
    expect((await bind('')).json.message).toBe('参数错误');
    expect((await bind('unknown-code')).json.message).toBe('已过期');
    expect((await bind(code)).json).toEqual({ code: 0, message: '', data: [] });
    const user = await me(token);
    expect([user.is_bind_wechat, user.is_bind_qq]).toEqual([1, 0]);
    expect((await bind(code)).json.message).toBe('已过期');

    expect((await bind(loginCode(await wechatFlow('new', 'bind')))).json.message).toBe('您已经绑定了该渠道的账号');
    const someoneElses = loginCode(await wechatFlow('user:2', 'bind'));
    const fresh = await loginWithSms(server, '13966660011');
    expect((await bind(someoneElses, fresh)).json.message).toBe('当前渠道账号已绑定了其它账号');
  });

  test('the member bound by OAuth then logs in through it', async () => {
    const token = await loginWithSms(server, '13966660020');
    const id = (await me(token)).id;
    const bindCode = loginCode(await wechatFlow('new', 'bind'));
    await apiData(server, '/api/v3/member/socialite/bindWithCode', { method: 'POST', token, body: { code: bindCode } });
    const openid = (
      server.ctx.db.prepare("SELECT app_user_id FROM user_socialites WHERE user_id = ? AND app = 'wechat'").get(id) as {
        app_user_id: string;
      }
    ).app_user_id;
    // The provider page can answer as a given WeChat account: the same openid signs in as that member.
    const authorize = await start();
    authorize.searchParams.set('as', `user:${id}`);
    const back = await location((await location(authorize.toString())).toString());
    const r = await apiData(server, '/api/v3/auth/login/code', { method: 'POST', body: { code: loginCode(back) } });
    expect((await me(r.token)).id).toBe(id);
    const after = server.ctx.db
      .prepare("SELECT app_user_id FROM user_socialites WHERE user_id = ? AND app = 'wechat'")
      .all(id);
    expect(after).toEqual([{ app_user_id: openid }]);
  });
});

describe('production', () => {
  test('no provider credentials: 登录应用不存在 even when switched on, and no simulated page', async () => {
    const prod = await startTestServer({ production: true, jwtSecret: 'k8Jq2vX9mT4rW7zB1nC6yH3pL5sD0fG8aE2uI9oQ' });
    try {
      setSetting(prod.ctx, 'socialites.wechat_oauth', '1');
      const res = await api(prod, START, {
        query: { s_url: 'https://a.test/', f_url: 'https://a.test/e', action: 'login' },
      });
      expect(res.json).toEqual({ code: 1, message: '登录应用不存在', data: [] });
      expect((await api(prod, AUTHORIZE, { query: { state: 'x' } })).status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
