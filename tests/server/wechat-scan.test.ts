/**
 * The WeChat scan login and binding of MeEdu 4.9.12+ over real HTTP: the PC's key, the phone's
 * page through the (simulated) WeChat OAuth, the poll, the login code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiData, DEMO_MOBILE, DEMO_PASSWORD, startTestServer, type TestServer } from './helpers.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ meeduVersion: '4.9.30' });
  await apiData(server, '/__dev/config', { method: 'PUT', body: { 'socialites.wechat_oauth': '1' } });
});
afterAll(() => server.close());

/** Opens the scan page as the phone would and signs in there as `as`; returns the page's text. */
async function scanWithPhone(url: string, as: string): Promise<string> {
  const page = await fetch(url);
  const html = await page.text();
  const oauth = /href="([^"]+)"/.exec(html)![1].replace(/&amp;/g, '&');
  let next = new URL(oauth);
  // The OAuth start, the simulated provider (answering as `as`), the callback, back to the page.
  for (let hop = 0; hop < 3; hop++) {
    if (next.pathname === '/__dev/socialite/wechat/authorize') next.searchParams.set('as', as);
    const res = await fetch(next, { redirect: 'manual' });
    expect(res.status).toBe(302);
    next = new URL(res.headers.get('location')!, server.url);
  }
  expect(next.pathname).toBe('/api/v3/auth/login/wechat-scan/page');
  return (await fetch(next)).text();
}

describe('login', () => {
  it('the key answers "0" until the phone signs in, then a login code that login/code turns into a token', async () => {
    const { url, key, expire } = await apiData(server, '/api/v3/auth/login/wechat-scan/url', {
      method: 'POST',
      body: { action: 'login' },
    });
    expect(url).toBe(`${server.url}/api/v3/auth/login/wechat-scan/page?key=${key}&action=login`);
    expect(key).toMatch(/^\w{20}$/);
    expect(expire).toBe(Math.floor(server.clock.now() / 1000) + 300);
    expect(await apiData(server, '/api/v3/auth/login/wechat-scan/query', { query: { key } })).toEqual({ code: '0' });

    // Member 2's WeChat is bound: the phone's sign-in is theirs.
    expect(await scanWithPhone(url, 'user:2')).toContain('登录成功');
    const { code } = await apiData(server, '/api/v3/auth/login/wechat-scan/query', { query: { key } });
    expect(code).not.toBe('0');
    const login = await apiData(server, '/api/v3/auth/login/code', { method: 'POST', body: { code } });
    expect(login.success).toBe(1);
    expect((await apiData(server, '/api/v2/member/detail', { token: login.token })).id).toBe(2);
  });

  it('a key lives 300 s; a wrong action is 参数错误', async () => {
    const { key } = await apiData(server, '/api/v3/auth/login/wechat-scan/url', {
      method: 'POST',
      body: { action: 'login' },
    });
    server.clock.advance(301);
    const expired = await api(server, '/api/v3/auth/login/wechat-scan/query', { query: { key } });
    expect([expired.json.code, expired.json.message]).toEqual([1, '参数错误']);
    const bad = await api(server, '/api/v3/auth/login/wechat-scan/url', { body: { action: 'logout' } });
    expect([bad.json.code, bad.json.message]).toEqual([1, '参数错误']);
  });
});

describe('binding', () => {
  it('action=bind: the scan yields a login code the member binds with bindWithCode', async () => {
    const token = (
      await apiData(server, '/api/v2/login/password', { body: { mobile: DEMO_MOBILE, password: DEMO_PASSWORD } })
    ).token;
    expect((await apiData(server, '/api/v2/member/detail', { token })).is_bind_wechat).toBe(0);
    const { url, key } = await apiData(server, '/api/v3/auth/login/wechat-scan/url', {
      method: 'POST',
      body: { action: 'bind' },
      token,
    });
    expect(await scanWithPhone(url, 'new')).toContain('授权成功');
    const { code } = await apiData(server, '/api/v3/auth/login/wechat-scan/query', { query: { key } });
    await apiData(server, '/api/v3/member/socialite/bindWithCode', { method: 'POST', body: { code }, token });
    expect((await apiData(server, '/api/v2/member/detail', { token })).is_bind_wechat).toBe(1);
  });
});
