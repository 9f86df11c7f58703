/**
 * Every call that takes a mobile number checks it is a mainland number (1[3-9] + 9 ASCII digits)
 * before anything is sent or stored; password login keeps the contract's `required` only.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  api,
  apiData,
  login,
  loginWithSms,
  sendSmsCode,
  solveCaptcha,
  startTestServer,
  type TestServer,
} from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const FORMAT = '请输入正确的手机号';
const BAD_MOBILES = [
  'abc',
  "13800138000' OR 1=1",
  '13800138000" OR "1"="1',
  '-13800138000',
  '-1',
  '１３８００１３８０００', // full-width copy of a real number: refused, not normalised
  '1380013800０',
  '١٣٨٠٠١٣٨٠٠٠',
  '1380013800',
  '138001380001',
  '12800138000',
  '10000000000',
  '+8613800138000',
  '8613800138000',
  '138 0013 8000',
  '138-0013-8000',
  '13800138000\n1',
  '1380013800\t0',
  '1.3800138e10',
  '0x13800138000',
];

const post = (path: string, body: unknown, token?: string, method = 'POST') =>
  api(server, path, { method, body, token });
const userCount = () => (server.ctx.db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n;
const outboxFor = (mobile: string) =>
  (server.ctx.db.prepare('SELECT COUNT(*) AS n FROM sms_outbox WHERE mobile = ?').get(mobile) as { n: number }).n;

/** Asserts every bad mobile gets the format message from `call`, with nothing created. */
async function expectRefused(call: (mobile: string) => Promise<{ status: number; json: any }>, message = FORMAT) {
  const users = userCount();
  for (const mobile of BAD_MOBILES) {
    const res = await call(mobile);
    expect({ mobile, status: res.status, json: res.json }).toEqual({
      mobile,
      status: 200,
      json: { code: 1, message, data: [] },
    });
  }
  expect(userCount()).toBe(users);
}

describe('SMS send', () => {
  test('bad mobiles are refused before the captcha is spent and nothing reaches the outbox', async () => {
    const { key, text } = await solveCaptcha(server);
    await expectRefused((mobile) =>
      post('/api/v2/captcha/sms', { mobile, image_key: key, image_captcha: text, scene: 'register' }),
    );
    for (const mobile of BAD_MOBILES) expect(outboxFor(mobile)).toBe(0);
    // Still the contract's messages for missing fields, joined with ','.
    expect((await post('/api/v2/captcha/sms', {})).json.message).toBe(
      '请输入手机号,请输入图形验证码,参数错误,参数错误',
    );
    expect((await post('/api/v2/captcha/sms', { mobile: 'abc' })).json.message).toBe(
      `${FORMAT},请输入图形验证码,参数错误,参数错误`,
    );
    // The captcha was never looked at, so a good number can still use it.
    expect(
      (
        await post('/api/v2/captcha/sms', {
          mobile: '19912345678',
          image_key: key,
          image_captcha: text,
          scene: 'register',
        })
      ).json.code,
    ).toBe(0);
    expect(outboxFor('19912345678')).toBe(1);
  });
});

describe('sign-up and sign-in', () => {
  test('register, SMS login and password reset refuse bad mobiles (no account is created)', async () => {
    await expectRefused((mobile) =>
      post('/api/v2/register/sms', { mobile, mobile_code: '123456', password: 'abcdef' }),
    );
    await expectRefused((mobile) => post('/api/v2/login/mobile', { mobile, mobile_code: '123456' }));
    await expectRefused((mobile) =>
      post('/api/v2/password/reset', { mobile, mobile_code: '123456', password: 'abcdef' }),
    );
    expect((await post('/api/v2/register/sms', { mobile: 'abc' })).json.message).toBe(
      `${FORMAT},请输入短信验证码,请输入密码`,
    );
    expect((await post('/api/v2/register/sms', {})).json.message).toBe('请输入手机号,请输入短信验证码,请输入密码');
  });

  test('socialite and WeChat-scan registration refuse bad mobiles; missing stays 参数错误', async () => {
    for (const path of ['/api/v3/auth/register/withSocialite', '/api/v3/auth/register/withWechatScan']) {
      await expectRefused((mobile) => post(path, { code: 'x', mobile, mobile_code: '123456' }));
      expect((await post(path, { code: 'x' })).json.message).toBe('参数错误');
    }
  });

  test('a good mobile still signs up; surrounding spaces are trimmed as before', async () => {
    const token = await loginWithSms(server, '17612345678');
    expect((await apiData(server, '/api/v2/member/detail', { token })).mobile).toBe('17612345678');
    const code = await sendSmsCode(server, '15512345678', 'login');
    const { token: t2 } = await apiData(server, '/api/v2/login/mobile', {
      method: 'POST',
      body: { mobile: ' 15512345678 ', mobile_code: code },
    });
    expect((await apiData(server, '/api/v2/member/detail', { token: t2 })).mobile).toBe('15512345678');
  });

  test('password login keeps `required` only and never fails on odd input', async () => {
    for (const mobile of [...BAD_MOBILES, '1'.repeat(200), '%00', '\u0000']) {
      const res = await post('/api/v2/login/password', { mobile, password: 'meedu123' });
      expect({ mobile, status: res.status, json: res.json }).toEqual({
        mobile,
        status: 200,
        json: { code: 1, message: '手机号或密码错误', data: [] },
      });
    }
    for (const mobile of [{ a: 1 }, ['13800138000'], null, '']) {
      const res = await post('/api/v2/login/password', { mobile, password: 'meedu123' });
      expect({ mobile, status: res.status, json: res.json }).toEqual({
        mobile,
        status: 200,
        json: { code: 1, message: '请输入手机号', data: [] },
      });
    }
    expect((await post('/api/v2/login/password', { mobile: 13800138000, password: 'meedu123' })).json.code).toBe(0);
  });
});

describe('member mobile changes', () => {
  test('change password, verify, change and bind mobile refuse bad mobiles', async () => {
    const token = await login(server);
    await expectRefused((mobile) =>
      post('/api/v2/member/detail/password', { mobile, mobile_code: '123456', password: 'abcdef' }, token),
    );
    await expectRefused((mobile) => post('/api/v2/member/verify', { mobile, mobile_code: '123456' }, token));
    await expectRefused((mobile) =>
      post('/api/v2/member/mobile', { mobile, mobile_code: '123456', sign: 'x' }, token, 'PUT'),
    );
    await expectRefused((mobile) => post('/api/v2/member/detail/mobile', { mobile, mobile_code: '123456' }, token));
    expect((await post('/api/v2/member/mobile', { mobile: 'abc' }, token, 'PUT')).json.message).toBe(
      `${FORMAT},请输入短信验证码,参数错误`,
    );
    expect((await apiData(server, '/api/v2/member/detail', { token })).mobile).toBe('13800138000');
  });

  test('placeholder mobiles of provider-only members are stored, not submitted: they still work', async () => {
    await apiData(server, '/__dev/config', { method: 'PUT', body: { 'member.enabled_mobile_bind_alert': '0' } });
    const { code } = await apiData(server, '/api/v3/auth/login/wechat/scan');
    await apiData(server, '/__dev/wechat/scan', { method: 'POST', body: { code, as: 'new', nickname: '占位用户' } });
    const { token } = await apiData(server, '/api/v3/auth/login/wechat/scan/query', { query: { code } });
    const before = await apiData(server, '/api/v2/member/detail', { token });
    expect(before.mobile).toMatch(/^2[a-z0-9]{10}$/);
    expect(before.is_bind_mobile).toBe(0);
    // Changing the password needs a real mobile first.
    const pw = await sendSmsCode(server, '18612345678', 'password_reset');
    expect(
      (
        await post(
          '/api/v2/member/detail/password',
          { mobile: '18612345678', mobile_code: pw, password: 'abcdef' },
          token,
        )
      ).json.message,
    ).toBe('请绑定手机号');
    const bind = await sendSmsCode(server, '18612345679', 'mobile_bind');
    await apiData(server, '/api/v2/member/detail/mobile', {
      method: 'POST',
      token,
      body: { mobile: '18612345679', mobile_code: bind },
    });
    const after = await apiData(server, '/api/v2/member/detail', { token });
    expect([after.mobile, after.is_bind_mobile]).toEqual(['18612345679', 1]);
  });
});
