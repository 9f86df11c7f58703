import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  api,
  apiData,
  DEMO_MOBILE,
  DEMO_PASSWORD,
  login,
  loginWithSms,
  sendSmsCode,
  startTestServer,
  type TestServer,
} from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const post = (path: string, body: unknown, token?: string) => api(server, path, { method: 'POST', body, token });

describe('POST /api/v2/login/password', () => {
  test('demo member gets a 14-day HS256 token whose subject is the member id', async () => {
    const res = await post('/api/v2/login/password', { mobile: DEMO_MOBILE, password: DEMO_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ code: 0, message: '' });
    expect(Object.keys(res.json.data)).toEqual(['token']);
    const [header, payload] = res.json.data.token
      .split('.')
      .slice(0, 2)
      .map((p: string) => JSON.parse(Buffer.from(p, 'base64url').toString()));
    expect(header.alg).toBe('HS256');
    expect(payload.sub).toBe('1');
    expect(payload.exp - payload.iat).toBe(20160 * 60);
    for (const claim of ['iss', 'iat', 'exp', 'nbf', 'sub', 'jti', 'prv']) expect(payload).toHaveProperty(claim);
  });

  test('wrong password and unknown mobile give the same message', async () => {
    const wrong = await post('/api/v2/login/password', { mobile: DEMO_MOBILE, password: 'nope1234' });
    const unknown = await post('/api/v2/login/password', { mobile: '13000000000', password: DEMO_PASSWORD });
    expect(wrong.json).toEqual({ code: 1, message: '手机号或密码错误', data: [] });
    expect(unknown.json).toEqual({ code: 1, message: '手机号或密码错误', data: [] });
  });

  test('missing fields: every message joined with a comma', async () => {
    expect((await post('/api/v2/login/password', {})).json).toEqual({
      code: 1,
      message: '请输入手机号,请输入密码',
      data: [],
    });
    expect((await post('/api/v2/login/password', { mobile: DEMO_MOBILE })).json.message).toBe('请输入密码');
  });

  test('a locked member is refused after the password check', async () => {
    server.ctx.db.prepare('UPDATE users SET is_lock = 1 WHERE id = 2').run();
    try {
      const res = await post('/api/v2/login/password', { mobile: '13800138002', password: DEMO_PASSWORD });
      expect(res.json).toEqual({ code: 1, message: '账号已被锁定', data: [] });
      const wrong = await post('/api/v2/login/password', { mobile: '13800138002', password: 'bad-password' });
      expect(wrong.json.message).toBe('手机号或密码错误');
    } finally {
      server.ctx.db.prepare('UPDATE users SET is_lock = 0 WHERE id = 2').run();
    }
  });

  test('the login is recorded with its platform header', async () => {
    await api(server, '/api/v2/login/password', {
      method: 'POST',
      body: { mobile: DEMO_MOBILE, password: DEMO_PASSWORD },
      headers: { 'meedu-platform': 'pc' },
    });
    const row = server.ctx.db
      .prepare('SELECT platform FROM user_login_records WHERE user_id = 1 ORDER BY id DESC LIMIT 1')
      .get() as { platform: string };
    expect(row.platform).toBe('PC');
  });
});

describe('SMS login, registration and password reset', () => {
  test('login/mobile registers an unknown mobile with a random 12-char nickname', async () => {
    const token = await loginWithSms(server, '13911110001');
    const me = await apiData(server, '/api/v2/member/detail', { token });
    expect(me.mobile).toBe('13911110001');
    expect(me.nick_name).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(me.is_password_set).toBe(0);
    expect(me.is_set_nickname).toBe(0);
    // A second SMS login is the same member, not a new one.
    const again = await loginWithSms(server, '13911110001');
    expect((await apiData(server, '/api/v2/member/detail', { token: again })).id).toBe(me.id);
  });

  test('login/mobile with a wrong or missing code', async () => {
    await sendSmsCode(server, '13911110002');
    expect((await post('/api/v2/login/mobile', { mobile: '13911110002', mobile_code: '000000x' })).json).toEqual({
      code: 1,
      message: '短信验证码错误',
      data: [],
    });
    expect((await post('/api/v2/login/mobile', { mobile: '13911110002' })).json.message).toBe('短信验证码错误');
    expect((await post('/api/v2/login/mobile', { mobile_code: '123456' })).json.message).toBe('请输入手机号');
  });

  test('register then log in with the new password; no token from register', async () => {
    const mobile = '13911110003';
    const code = await sendSmsCode(server, mobile, 'register');
    const res = await post('/api/v2/register/sms', { mobile, mobile_code: code, password: 'secret99' });
    expect(res.json).toEqual({ code: 0, message: '', data: [] });
    const token = await login(server, mobile, 'secret99');
    const me = await apiData(server, '/api/v2/member/detail', { token });
    expect(me.is_password_set).toBe(1);
  });

  test('register: validation, then code, then existing mobile', async () => {
    expect((await post('/api/v2/register/sms', {})).json.message).toBe('请输入手机号,请输入短信验证码,请输入密码');
    expect(
      (await post('/api/v2/register/sms', { mobile: '13900000001', mobile_code: '1', password: '12345' })).json.message,
    ).toBe('密码长度不能少于6个字符');
    expect(
      (await post('/api/v2/register/sms', { mobile: '13900000001', mobile_code: '1', password: '12345678901234567' }))
        .json.message,
    ).toBe('密码长度不能多于16个字符');
    // Existing mobile with a wrong code: the code is checked first.
    expect(
      (await post('/api/v2/register/sms', { mobile: DEMO_MOBILE, mobile_code: '999999', password: 'abcdef' })).json
        .message,
    ).toBe('短信验证码错误');
    const code = await sendSmsCode(server, DEMO_MOBILE, 'register');
    expect(
      (await post('/api/v2/register/sms', { mobile: DEMO_MOBILE, mobile_code: code, password: 'abcdef' })).json,
    ).toEqual({
      code: 1,
      message: '手机号已存在',
      data: [],
    });
  });

  test('password reset: code, then unknown mobile, then the new password works', async () => {
    const mobile = '13911110004';
    await loginWithSms(server, mobile);
    expect((await post('/api/v2/password/reset', { mobile, mobile_code: '1', password: 'x' })).json.message).toBe(
      '短信验证码错误',
    );
    const stranger = await sendSmsCode(server, '13911119999', 'password_reset');
    expect(
      (await post('/api/v2/password/reset', { mobile: '13911119999', mobile_code: stranger, password: 'abc' })).json
        .message,
    ).toBe('手机号不存在');
    const code = await sendSmsCode(server, mobile, 'password_reset');
    // No length rule on reset.
    expect((await post('/api/v2/password/reset', { mobile, mobile_code: code, password: 'abc' })).json.code).toBe(0);
    const token = await login(server, mobile, 'abc');
    expect((await apiData(server, '/api/v2/member/detail', { token })).is_password_set).toBe(1);
  });
});

describe('logout and unauthenticated answers', () => {
  test('logout blacklists the token; it needs the Authorization header', async () => {
    const token = await login(server);
    const viaQuery = await api(server, '/api/v2/logout', { method: 'POST', query: { token } });
    expect(viaQuery.json).toEqual({ code: 1, message: '错误', data: [] });
    expect((await api(server, '/api/v2/member/detail', { token })).json.code).toBe(0);

    expect((await post('/api/v2/logout', {}, token)).json).toEqual({ code: 0, message: '', data: [] });
    expect((await api(server, '/api/v2/member/detail', { token })).json).toEqual({
      code: 401,
      message: '错误',
      data: [],
    });
    const destroy = await api(server, '/api/v3/member/destroy', { method: 'POST', token });
    expect(destroy.status).toBe(401);
    expect(destroy.json).toEqual({ message: 'Unauthenticated.' });
  });

  test('v2 answers envelope code 401 with HTTP 200; v3 and addon paths answer HTTP 401', async () => {
    const v2 = await api(server, '/api/v2/member/detail');
    expect(v2.status).toBe(200);
    expect(v2.json).toEqual({ code: 401, message: '错误', data: [] });
    const v3 = await api(server, '/api/v3/member/wechatScanBind');
    expect(v3.status).toBe(401);
    expect(v3.json).toEqual({ message: 'Unauthenticated.' });
    const garbage = await api(server, '/api/v2/member/detail', { token: 'not.a.jwt' });
    expect(garbage.json.code).toBe(401);
  });

  test('an expired token is unauthenticated (14 days)', async () => {
    const token = await login(server);
    server.clock.advance(20160 * 60 - 5);
    expect((await api(server, '/api/v2/member/detail', { token })).json.code).toBe(0);
    server.clock.advance(10);
    expect((await api(server, '/api/v2/member/detail', { token })).json.code).toBe(401);
  });

  test('a token signed with another secret is refused', async () => {
    const other = await startTestServer();
    try {
      const foreign = await login(other);
      expect((await api(server, '/api/v2/member/detail', { token: foreign })).json.code).toBe(401);
    } finally {
      await other.close();
    }
  });

  test('one-device rule (3): an older token gets 请重新登录, rule 1 allows both', async () => {
    const first = await login(server, '13800138002', DEMO_PASSWORD);
    const second = await login(server, '13800138002', DEMO_PASSWORD);
    expect((await api(server, '/api/v2/member/detail', { token: first })).json.code).toBe(0);
    await apiData(server, '/__dev/settings', { method: 'POST', body: { login_limit_rule: 3 } });
    try {
      expect((await api(server, '/api/v2/member/detail', { token: first })).json).toEqual({
        code: 401,
        message: '请重新登录',
        data: [],
      });
      expect((await api(server, '/api/v2/member/detail', { token: second })).json.code).toBe(0);
    } finally {
      await apiData(server, '/__dev/settings', { method: 'POST', body: { login_limit_rule: 1 } });
    }
  });
});

describe('account deletion', () => {
  test('destroy once, refuse twice, a later login cancels it', async () => {
    const mobile = '13911110005';
    const token = await loginWithSms(server, mobile);
    expect((await api(server, '/api/v3/member/destroy', { method: 'POST', token })).json).toEqual({
      code: 0,
      message: '',
      data: [],
    });
    expect((await api(server, '/api/v3/member/destroy', { method: 'POST', token })).json).toEqual({
      code: 1,
      message: '用户已申请注销',
      data: [],
    });
    await loginWithSms(server, mobile);
    expect((await api(server, '/api/v3/member/destroy', { method: 'POST', token })).json.code).toBe(0);
  });

  test('after 7 days without a login the account is anonymised and its mobile is free again', async () => {
    const mobile = '13911110006';
    const token = await loginWithSms(server, mobile);
    const { id } = await apiData(server, '/api/v2/member/detail', { token });
    await apiData(server, '/api/v3/member/destroy', { method: 'POST', token });
    server.clock.advance(7 * 86400 + 1);
    const fresh = await loginWithSms(server, mobile);
    const me = await apiData(server, '/api/v2/member/detail', { token: fresh });
    expect(me.id).not.toBe(id);
    expect((await api(server, '/api/v2/member/detail', { token })).json.code).toBe(401);
  });
});
