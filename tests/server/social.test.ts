import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  api,
  apiData,
  login,
  loginWithSms,
  sendSmsCode,
  startTestServer,
  type TestServer,
  setDevConfig,
} from './helpers.js';
import { dataUrlToBuffer, decodePng } from './png.js';

let server: TestServer;

beforeAll(async () => {
  // The return addresses below stand for a site served from its own origins (MEEDU_SITE_ORIGINS).
  server = await startTestServer({ siteOrigins: ['http://site.test', 'http://a.test'] });
  // Most flows below are the forced-binding variant; "without forced mobile binding" flips it back.
  await setDevConfig(server, { 'member.enabled_mobile_bind_alert': '1' });
});
afterAll(() => server.close());

const me = (token: string) => apiData(server, '/api/v2/member/detail', { token });

/** Follows one redirect hop and returns the Location. */
async function location(url: string): Promise<string> {
  const res = await fetch(url, { redirect: 'manual' });
  expect(res.status).toBe(302);
  return res.headers.get('location')!;
}

/** Starts the QQ flow and lets the simulated provider answer as `as`; returns the final redirect. */
async function qqFlow(
  as: string,
  action: 'login' | 'bind' = 'login',
  sUrl = 'http://site.test/login/callback?redirect=%2Fmember',
) {
  const start = await api(server, '/api/v3/auth/login/socialite/qq', {
    query: { s_url: sUrl, f_url: 'http://site.test/error', action },
  });
  expect(start.status).toBe(302);
  const authorize = new URL(start.headers.get('location')!);
  expect(authorize.pathname).toBe('/__dev/socialite/qq/authorize');
  authorize.searchParams.set('as', as);
  const callback = await location(authorize.toString());
  expect(new URL(callback, server.url).pathname).toBe('/api/v3/auth/login/socialite/qq/callback');
  return new URL(await location(new URL(callback, server.url).toString()), server.url);
}

describe('WeChat scan login', () => {
  test('scan code shape: scan_v2_ + 10 chars and a QR PNG with a space after the comma', async () => {
    const data = await apiData(server, '/api/v3/auth/login/wechat/scan');
    expect(data.code).toMatch(/^scan_v2_[A-Za-z0-9]{10}$/);
    expect(data.image.startsWith('data:image/png;base64, ')).toBe(true);
    const png = decodePng(dataUrlToBuffer(data.image));
    expect([png.width, png.height]).toEqual([300, 300]);
  });

  test('not scanned yet: success -1; missing code: 参数错误', async () => {
    const { code } = await apiData(server, '/api/v3/auth/login/wechat/scan');
    expect(await apiData(server, '/api/v3/auth/login/wechat/scan/query', { query: { code } })).toEqual({ success: -1 });
    expect((await api(server, '/api/v3/auth/login/wechat/scan/query')).json).toEqual({
      code: 1,
      message: '参数错误',
      data: [],
    });
  });

  test('scanned by a bound member: success 1 with a token for that member, on every poll', async () => {
    const { code } = await apiData(server, '/api/v3/auth/login/wechat/scan');
    expect(await apiData(server, '/__dev/wechat/scan', { method: 'POST', body: { code, user_id: 2 } })).toEqual({
      user_id: 2,
    });
    const first = await apiData(server, '/api/v3/auth/login/wechat/scan/query', { query: { code } });
    expect(first.success).toBe(1);
    expect((await me(first.token)).id).toBe(2);
    const again = await apiData(server, '/api/v3/auth/login/wechat/scan/query', { query: { code } });
    expect(again.success).toBe(1);
    const platform = server.ctx.db
      .prepare('SELECT platform FROM user_login_records WHERE user_id = 2 ORDER BY id DESC')
      .get() as { platform: string };
    expect(platform.platform).toBe('PC');
  });

  test('scanning binds WeChat to a member who had none, so the next scan logs them in', async () => {
    const { code } = await apiData(server, '/api/v3/auth/login/wechat/scan');
    await apiData(server, '/__dev/wechat/scan', { method: 'POST', body: { code, user_id: 6 } });
    const r = await apiData(server, '/api/v3/auth/login/wechat/scan/query', { query: { code } });
    expect((await me(r.token)).is_bind_wechat).toBe(1);
  });

  test('a new WeChat user must bind a mobile: withWechatScan registers and logs in', async () => {
    const { code } = await apiData(server, '/api/v3/auth/login/wechat/scan');
    await apiData(server, '/__dev/wechat/scan', { method: 'POST', body: { code, as: 'new', nickname: '微信新人' } });
    const r = await apiData(server, '/api/v3/auth/login/wechat/scan/query', { query: { code } });
    expect(Object.keys(r).sort()).toEqual(['action', 'code', 'success']);
    expect(r.success).toBe(0);
    expect(r.action).toBe('bind_mobile');

    const register = (body: Record<string, string>) =>
      api(server, '/api/v3/auth/register/withWechatScan', { method: 'POST', body });
    expect((await register({ mobile: '13944440001' })).json.message).toBe('参数错误');
    expect((await register({ code: r.code, mobile: '13944440001', mobile_code: '1' })).json.message).toBe(
      '短信验证码错误',
    );
    const taken = await sendSmsCode(server, '13800138000', 'mobile_bind');
    expect((await register({ code: r.code, mobile: '13800138000', mobile_code: taken })).json.message).toBe(
      '手机号已存在',
    );
    const wrongCode = await sendSmsCode(server, '13944440001', 'mobile_bind');
    expect((await register({ code: 'nope', mobile: '13944440001', mobile_code: wrongCode })).json.message).toBe(
      '已过期',
    );

    const sms = await sendSmsCode(server, '13944440001', 'mobile_bind');
    const done = await register({ code: r.code, mobile: '13944440001', mobile_code: sms });
    expect(done.json.code).toBe(0);
    const user = await me(done.json.data.token);
    expect(user.mobile).toBe('13944440001');
    expect(user.nick_name).toMatch(/^微信新人_[A-Za-z0-9]{4}$/);
    expect(user.is_bind_wechat).toBe(1);
    // The parked profile is gone once used.
    const again = await sendSmsCode(server, '13944440002', 'mobile_bind');
    expect((await register({ code: r.code, mobile: '13944440002', mobile_code: again })).json.message).toBe('已过期');
  });

  test('the parked WeChat profile expires after an hour', async () => {
    const { code } = await apiData(server, '/api/v3/auth/login/wechat/scan');
    await apiData(server, '/__dev/wechat/scan', { method: 'POST', body: { code, as: 'new' } });
    const r = await apiData(server, '/api/v3/auth/login/wechat/scan/query', { query: { code } });
    server.clock.advance(3601);
    const sms = await sendSmsCode(server, '13944440003', 'mobile_bind');
    expect(
      (
        await api(server, '/api/v3/auth/register/withWechatScan', {
          method: 'POST',
          body: { code: r.code, mobile: '13944440003', mobile_code: sms },
        })
      ).json.message,
    ).toBe('已过期');
  });

  test('the dev scan endpoint refuses codes that were never issued', async () => {
    expect(
      (await api(server, '/__dev/wechat/scan', { method: 'POST', body: { code: 'scan_v2_madeupcode', user_id: 1 } }))
        .json.code,
    ).toBe(1);
  });

  test('v2 twins: login/wechatScan and its query {status}', async () => {
    const { code } = await apiData(server, '/api/v2/login/wechatScan');
    expect(await apiData(server, '/api/v2/login/wechatScan/query', { query: { code } })).toEqual({ status: 0 });
    await apiData(server, '/__dev/wechat/scan', { method: 'POST', body: { code, user_id: 2 } });
    const r = await apiData(server, '/api/v2/login/wechatScan/query', { query: { code } });
    expect(r.status).toBe(1);
    expect((await me(r.token)).id).toBe(2);
  });

  test('wechatScanBind: bind_v2_<id>; scanning binds WeChat to the member', async () => {
    const token = await loginWithSms(server, '13944440010');
    const user = await me(token);
    const data = await apiData(server, '/api/v3/member/wechatScanBind', { token });
    expect(data.code).toBe(`bind_v2_${user.id}`);
    expect(data.image.startsWith('data:image/png;base64, ')).toBe(true);
    await apiData(server, '/__dev/wechat/scan', { method: 'POST', body: { code: data.code } });
    expect((await me(token)).is_bind_wechat).toBe(1);
    const twice = await api(server, '/__dev/wechat/scan', { method: 'POST', body: { code: data.code } });
    expect(twice.json.message).toBe('您已经绑定了该渠道的账号');
  });
});

describe('QQ login (simulated provider)', () => {
  test('parameters: s_url, f_url, action all required; unknown app', async () => {
    const bad = await api(server, '/api/v3/auth/login/socialite/qq', { query: { s_url: 'http://a.test/' } });
    expect(bad.status).toBe(200);
    expect(bad.json.code).toBe(1);
    expect(bad.json.message.split(',').every((m: string) => m === '参数错误')).toBe(true);
    const other = await api(server, '/api/v3/auth/login/socialite/weibo', {
      query: { s_url: 'http://a.test/', f_url: 'http://a.test/e', action: 'login' },
    });
    expect(other.json).toEqual({ code: 1, message: '登录应用不存在', data: [] });
    const script = await api(server, '/api/v3/auth/login/socialite/qq', {
      query: { s_url: 'javascript:alert(1)', f_url: 'http://a.test/e', action: 'login' },
    });
    expect(script.json.message).toBe('参数错误');
    const protocolRelative = await api(server, '/api/v3/auth/login/socialite/qq', {
      query: { s_url: '//evil.test/', f_url: 'http://a.test/e', action: 'login' },
    });
    expect(protocolRelative.json.message).toBe('参数错误');
  });

  test('a same-site path works as s_url', async () => {
    const back = await qqFlow('user:2', 'login', '/login/callback');
    expect(back.origin).toBe(server.url);
    expect(back.pathname).toBe('/login/callback');
    expect(back.searchParams.get('login_code')).toMatch(/^[A-Za-z0-9]{32}$/);
  });

  test('a bound QQ account: s_url gets login_code and action; login/code gives a token once', async () => {
    const back = await qqFlow('user:2');
    expect(back.origin + back.pathname).toBe('http://site.test/login/callback');
    expect(back.searchParams.get('redirect')).toBe('/member');
    expect(back.searchParams.get('action')).toBe('login');
    const loginCode = back.searchParams.get('login_code')!;
    expect(loginCode).toMatch(/^[A-Za-z0-9]{32}$/);
    const r = await apiData(server, '/api/v3/auth/login/code', { method: 'POST', body: { code: loginCode } });
    expect(r.success).toBe(1);
    expect((await me(r.token)).id).toBe(2);
    expect((await api(server, '/api/v3/auth/login/code', { method: 'POST', body: { code: loginCode } })).json).toEqual({
      code: 1,
      message: '已过期',
      data: [],
    });
    expect((await api(server, '/api/v3/auth/login/code', { method: 'POST', body: {} })).json.message).toBe('参数错误');
  });

  test('a new QQ user: bind_mobile, then withSocialite registers with nickname_xxxx', async () => {
    const back = await qqFlow('new');
    const loginCode = back.searchParams.get('login_code')!;
    const r = await apiData(server, '/api/v3/auth/login/code', { method: 'POST', body: { code: loginCode } });
    expect(r).toEqual({ success: 0, action: 'bind_mobile', code: loginCode });

    const sms = await sendSmsCode(server, '13944440020', 'mobile_bind');
    const done = await apiData(server, '/api/v3/auth/register/withSocialite', {
      method: 'POST',
      body: { code: r.code, mobile: '13944440020', mobile_code: sms },
    });
    const user = await me(done.token);
    expect(user.nick_name).toMatch(/^QQ用户[A-Za-z0-9]{6}_[A-Za-z0-9]{4}$/);
    expect(user.is_bind_qq).toBe(1);
    expect(user.mobile).toBe('13944440020');
  });

  test('login codes live 600 s', async () => {
    const back = await qqFlow('user:2');
    server.clock.advance(600);
    expect(
      (
        await api(server, '/api/v3/auth/login/code', {
          method: 'POST',
          body: { code: back.searchParams.get('login_code') },
        })
      ).json.message,
    ).toBe('已过期');
  });

  test('a locked member cannot log in with a login code', async () => {
    const back = await qqFlow('user:7');
    server.ctx.db.prepare('UPDATE users SET is_lock = 1 WHERE id = 7').run();
    const res = await api(server, '/api/v3/auth/login/code', {
      method: 'POST',
      body: { code: back.searchParams.get('login_code') },
    });
    expect(res.json).toEqual({ code: 1, message: '用户已锁定无法登录', data: [] });
  });

  test('denying on the provider page lands on f_url with login_err_msg', async () => {
    const back = await qqFlow('deny');
    expect(back.origin + back.pathname).toBe('http://site.test/error');
    expect(back.searchParams.get('login_err_msg')).toBeTruthy();
    expect(back.searchParams.get('action')).toBe('login');
  });

  test('the provider page without a choice is an HTML page offering one', async () => {
    const start = await api(server, '/api/v3/auth/login/socialite/qq', {
      query: { s_url: 'http://site.test/', f_url: 'http://site.test/error', action: 'login' },
    });
    const res = await fetch(start.headers.get('location')!);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('as=new');
    expect(html).toContain('as=deny');
  });

  test('bind action + bindWithCode binds QQ to the logged-in member, with the refusals', async () => {
    const token = await loginWithSms(server, '13944440030');
    const back = await qqFlow('new', 'bind');
    expect(back.searchParams.get('action')).toBe('bind');
    const code = back.searchParams.get('login_code')!;
    const bind = (c: string, t = token) =>
      api(server, '/api/v3/member/socialite/bindWithCode', { method: 'POST', token: t, body: { code: c } });
    expect((await bind('')).json.message).toBe('参数错误');
    expect((await bind('unknown-code')).json.message).toBe('已过期');
    expect((await bind(code)).json).toEqual({ code: 0, message: '', data: [] });
    expect((await me(token)).is_bind_qq).toBe(1);

    const second = (await qqFlow('new', 'bind')).searchParams.get('login_code')!;
    expect((await bind(second)).json.message).toBe('您已经绑定了该渠道的账号');
    const someoneElses = (await qqFlow('user:2', 'bind')).searchParams.get('login_code')!;
    const fresh = await loginWithSms(server, '13944440031');
    expect((await bind(someoneElses, fresh)).json.message).toBe('当前渠道账号已绑定了其它账号');
    expect(
      (await api(server, '/api/v3/member/socialite/bindWithCode', { method: 'POST', body: { code: someoneElses } }))
        .status,
    ).toBe(401);
  });

  test('a login code from the bind action cannot log in', async () => {
    const back = await qqFlow('user:2', 'bind');
    expect(
      (
        await api(server, '/api/v3/auth/login/code', {
          method: 'POST',
          body: { code: back.searchParams.get('login_code') },
        })
      ).json.code,
    ).toBe(1);
  });
});

describe('face verification (simulated provider)', () => {
  test('start, verify on the provider page, query: {status:9}; then 当前学员已完成实人认证', async () => {
    const token = await loginWithSms(server, '13944440040');
    expect(
      (await api(server, '/api/v3/member/tencent/faceVerify', { method: 'POST', token, body: {} })).json.message,
    ).toBe('参数错误');
    const start = await apiData(server, '/api/v3/member/tencent/faceVerify', {
      method: 'POST',
      token,
      body: { s_url: 'PC' },
    });
    expect(Object.keys(start).sort()).toEqual(['biz_token', 'request_id', 'rule_id', 'url']);
    for (const v of Object.values(start)) expect(typeof v).toBe('string');

    // Before the verification happened: the {code:{status:5}} quirk.
    const pending = await api(server, '/api/v3/member/tencent/faceVerify', {
      token,
      query: { biz_token: start.biz_token, rule_id: start.rule_id },
    });
    expect(pending.json).toEqual({ code: { status: 5 }, message: '', data: [] });
    expect(
      (await api(server, '/api/v3/member/tencent/faceVerify', { token, query: { biz_token: start.biz_token } })).json
        .message,
    ).toBe('参数错误');

    const providerPage = new URL(start.url);
    providerPage.searchParams.set('result', 'pass');
    const back = new URL(await location(providerPage.toString()));
    expect(back.origin).toBe(server.url);
    expect(back.pathname).toBe('/face-verify-success');

    const done = await apiData(server, '/api/v3/member/tencent/faceVerify', {
      token,
      query: { biz_token: start.biz_token, rule_id: start.rule_id },
    });
    expect(done).toEqual({ status: 9 });
    const user = await me(token);
    expect(user.is_face_verify).toBe(true);
    expect(user.profile_real_name).toBe('张*三');
    expect(user.profile_id_number).toBe('110101****1234');
    expect(
      (await api(server, '/api/v3/member/tencent/faceVerify', { method: 'POST', token, body: { s_url: 'PC' } })).json
        .message,
    ).toBe('当前学员已完成实人认证');
  });

  test('a failed verification and someone else’s biz_token both give the quirk', async () => {
    const token = await loginWithSms(server, '13944440041');
    const start = await apiData(server, '/api/v3/member/tencent/faceVerify', {
      method: 'POST',
      token,
      body: { s_url: 'http://site.test/face' },
    });
    const res = await apiData(server, '/__dev/face/verify', {
      method: 'POST',
      body: { biz_token: start.biz_token, result: 'fail' },
    });
    expect(res.status).toBe('failed');
    expect(res.redirect.startsWith('http://site.test/face?')).toBe(true);
    const q = { biz_token: start.biz_token, rule_id: start.rule_id };
    expect((await api(server, '/api/v3/member/tencent/faceVerify', { token, query: q })).json.code).toEqual({
      status: 5,
    });

    const other = await login(server);
    await apiData(server, '/__dev/face/verify', {
      method: 'POST',
      body: { biz_token: start.biz_token, result: 'pass' },
    });
    expect((await api(server, '/api/v3/member/tencent/faceVerify', { token: other, query: q })).json.code).toEqual({
      status: 5,
    });
    expect(await apiData(server, '/api/v3/member/tencent/faceVerify', { token, query: q })).toEqual({ status: 9 });
  });
});

describe('site configuration switches', () => {
  test('without forced mobile binding a new WeChat or QQ user becomes a member at once', async () => {
    await setDevConfig(server, { 'member.enabled_mobile_bind_alert': '0' });
    try {
      const { code } = await apiData(server, '/api/v3/auth/login/wechat/scan');
      await apiData(server, '/__dev/wechat/scan', { method: 'POST', body: { code, as: 'new', nickname: '直接登录' } });
      const r = await apiData(server, '/api/v3/auth/login/wechat/scan/query', { query: { code } });
      expect(r.success).toBe(1);
      const wx = await me(r.token);
      expect(wx.is_bind_mobile).toBe(0);
      expect(wx.is_bind_wechat).toBe(1);
      expect(wx.nick_name).toMatch(/^直接登录_/);

      const back = await qqFlow('new');
      const q = await apiData(server, '/api/v3/auth/login/code', {
        method: 'POST',
        body: { code: back.searchParams.get('login_code') },
      });
      expect(q.success).toBe(1);
      const qq = await me(q.token);
      expect([qq.is_bind_mobile, qq.is_bind_qq]).toEqual([0, 1]);
    } finally {
      await setDevConfig(server, { 'member.enabled_mobile_bind_alert': '1' });
    }
  });

  test('switched-off providers', async () => {
    await setDevConfig(server, { 'socialites.qq': '0', 'socialites.wechat_scan': '0' });
    try {
      expect((await api(server, '/api/v3/auth/login/wechat/scan')).json).toEqual({
        code: 1,
        message: '未开启微信公众号扫码登录',
        data: [],
      });
      const qq = await api(server, '/api/v3/auth/login/socialite/qq', {
        query: { s_url: 'http://site.test/', f_url: 'http://site.test/e', action: 'login' },
      });
      expect(qq.json).toEqual({ code: 1, message: '登录应用不存在', data: [] });
    } finally {
      await setDevConfig(server, { 'socialites.qq': '1', 'socialites.wechat_scan': '1' });
    }
  });
});

test('GET /api/v3/status', async () => {
  expect((await api(server, '/api/v3/status')).json).toEqual({ code: 0, message: '', data: [] });
});
