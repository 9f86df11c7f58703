/**
 * Every redirect the server emits stays on the site's own origins: the OAuth return addresses
 * (QQ, WeChat OAuth), face verification, the payment gateway's returns and the static folders.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { api, apiData, loginWithSms, startTestServer, type TestServer, setDevConfig } from './helpers.js';
import { tokenFor } from './content/support.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await setDevConfig(server, { 'socialites.qq': '1', 'socialites.wechat_oauth': '1' });
});
afterAll(() => server.close());

const REFUSED = { code: 1, message: '参数错误', data: [] };

/** The origin of a well-formed web address of another site (no credentials), else null. */
function otherSite(value: string, own: string): string | null {
  if (!/^https?:\/\/[^/\\\s]/i.test(value.trim())) return null;
  try {
    const url = new URL(value.trim());
    return url.username || url.password || url.origin === own ? null : url.origin;
  } catch {
    return null;
  }
}

/** The refusal of a well-formed address of another site: named, with the setting that allows it. */
const notListed = (origin: string, what = '支付返回地址') => ({
  code: 1,
  message: `${what} ${origin} 不在本站允许的地址中，请在服务器设置 MEEDU_SITE_ORIGINS 中加入该地址`,
  data: [],
});

/** What a refused return address is told: another site by name, anything else 参数错误. */
const refusal = (value: string, own: string, what: string) => {
  const other = otherSite(value, own);
  return other ? notListed(other, what) : REFUSED;
};

/** Values a return address must never be; `own` is the server's origin (http://127.0.0.1:<port>). */
function hostile(own: string): string[] {
  const { host, port } = new URL(own);
  return [
    'https://evil.example/cb',
    'HTTPS://EVIL.EXAMPLE/cb',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example', // ?s_url=/%09/evil.example as typed in the address bar
    '/\n/evil.example', // ?s_url=/%0A/evil.example
    '/%09/evil.example', // the escape itself, for clients that decode before navigating
    '/%0A/evil.example',
    '/%0d%0aSet-Cookie:%20a=1',
    '/ok\r\nSet-Cookie: a=1',
    '\t/evil',
    '/evil\u0000',
    '/%C2%85/evil.example',
    '/%2F/evil.example',
    '/%5Cevil.example',
    '/..//evil.example',
    '/%2e%2e//evil.example',
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'evil.example/cb',
    'https:evil.example',
    'http://localhost.evil.example',
    `http://${host}.evil.example/`,
    'http://user@evil.example',
    `http://${host}@evil.example/`,
    `${own}@evil.example/`,
    `http://user:pass@${host}/`,
    `${own}\\@evil.example/`,
    `http://127.0.0.1:${Number(port) + 1}/`,
    `https://${host}/`,
  ];
}

describe('QQ and WeChat OAuth return addresses', () => {
  const starts = ['/api/v3/auth/login/socialite/qq', '/api/v3/auth/login/wechat/oauth'];

  test('a foreign, network-path, script or control-character s_url / f_url is refused, never a redirect', async () => {
    for (const start of starts) {
      for (const bad of hostile(server.url)) {
        for (const query of [
          { s_url: bad, f_url: `${server.url}/error`, action: 'login' },
          { s_url: '/login/callback', f_url: bad, action: 'bind' },
        ]) {
          const res = await api(server, start, { query });
          // Another site's address says which one and what allows it; anything else is 参数错误.
          expect({ start, bad, status: res.status, json: res.json, location: res.headers.get('location') }).toEqual({
            start,
            bad,
            status: 200,
            json: refusal(bad, server.url, '登录返回地址'),
            location: null,
          });
        }
      }
    }
  });

  test('the login_code only ever reaches the site: own origin, same-origin path, and the parsed-equal forms', async () => {
    const own = new URL(server.url);
    for (const [sUrl, expected] of [
      [`${server.url}/login/callback?redirect=%2Fmember`, `${server.url}/login/callback`],
      ['/login/callback', `${server.url}/login/callback`],
      [`HTTP://${own.host.toUpperCase()}/login/callback`, `${server.url}/login/callback`],
      ['/课程/详情', `${server.url}/%E8%AF%BE%E7%A8%8B/%E8%AF%A6%E6%83%85`],
    ]) {
      const start = await api(server, starts[0], { query: { s_url: sUrl, f_url: '/error', action: 'login' } });
      expect(start.status).toBe(302);
      const authorize = new URL(start.headers.get('location')!);
      authorize.searchParams.set('as', 'user:2');
      const callback = await fetch(authorize, { redirect: 'manual' });
      const back = await fetch(new URL(callback.headers.get('location')!, server.url), { redirect: 'manual' });
      expect(back.status).toBe(302);
      const landed = new URL(back.headers.get('location')!, server.url);
      expect(`${landed.origin}${landed.pathname}`).toBe(expected);
      expect(landed.searchParams.get('login_code')).toMatch(/^[A-Za-z0-9]{32}$/);
    }
  });

  test('a state whose address is no longer allowed is 参数错误 on the callback, not a redirect', async () => {
    let other = await startTestServer({ siteOrigins: ['https://school.example'] });
    try {
      await setDevConfig(other, { 'socialites.qq': '1' });
      const start = await api(other, starts[0], {
        query: {
          s_url: 'https://school.example/login/callback',
          f_url: 'https://school.example/error',
          action: 'login',
        },
      });
      expect(start.status).toBe(302);
      const authorize = new URL(start.headers.get('location')!);
      authorize.searchParams.set('as', 'deny');
      const callback = new URL((await fetch(authorize, { redirect: 'manual' })).headers.get('location')!, other.url);
      // Same database (the state survives), but school.example is no longer a site origin.
      other = await other.restart({ siteOrigins: [] });
      const res = await api(other, `${callback.pathname}${callback.search}`);
      expect(res.json).toEqual(REFUSED);
      expect(res.headers.get('location')).toBeNull();
    } finally {
      await other.close();
    }
  });
});

describe('allowed origins', () => {
  test('configured site origins (MEEDU_SITE_ORIGINS) are allowed; other ports, schemes and hosts are not', async () => {
    const other = await startTestServer({ siteOrigins: ['https://school.example', 'http://localhost:5173'] });
    try {
      await setDevConfig(other, { 'socialites.qq': '1' });
      const start = (s_url: string) =>
        api(other, '/api/v3/auth/login/socialite/qq', { query: { s_url, f_url: '/error', action: 'login' } });
      for (const ok of [
        'https://school.example/login/callback',
        'https://SCHOOL.example:443/x',
        'http://localhost:5173/',
        `${other.url}/x`,
      ]) {
        expect({ ok, status: (await start(ok)).status }).toEqual({ ok, status: 302 });
      }
      for (const bad of [
        'http://school.example/x',
        'https://school.example:8443/x',
        'https://school.example.evil.example/',
        'https://x@school.example/',
        'http://localhost:5174/',
      ]) {
        expect({ bad, json: (await start(bad)).json }).toEqual({ bad, json: refusal(bad, other.url, '登录返回地址') });
      }
    } finally {
      await other.close();
    }
  });

  test('by default the examples origin is allowed too', async () => {
    const other = await startTestServer({ examplesPort: 0 });
    try {
      await setDevConfig(other, { 'socialites.qq': '1' });
      const res = await api(other, '/api/v3/auth/login/socialite/qq', {
        query: {
          s_url: `${other.examplesUrl}/examples/login.html`,
          f_url: `${other.examplesUrl}/examples/`,
          action: 'login',
        },
      });
      expect(res.status).toBe(302);
    } finally {
      await other.close();
    }
  });
});

describe('face verification return address', () => {
  test('hostile s_url values are 参数错误; PC and the site itself work', async () => {
    const token = await loginWithSms(server, '13944440090');
    for (const bad of hostile(server.url)) {
      const res = await api(server, '/api/v3/member/tencent/faceVerify', {
        method: 'POST',
        token,
        body: { s_url: bad },
      });
      expect({ bad, json: res.json }).toEqual({ bad, json: REFUSED });
    }
    const start = await apiData(server, '/api/v3/member/tencent/faceVerify', {
      method: 'POST',
      token,
      body: { s_url: '/face-check?step=2' },
    });
    const page = new URL(start.url);
    page.searchParams.set('result', 'pass');
    const back = await fetch(page, { redirect: 'manual' });
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toMatch(/^\/face-check\?step=2&biz_token=[^&]+&rule_id=/);
  });
});

describe('payment gateway return addresses', () => {
  const orderFor = async (userId: number, courseId: number) => {
    const token = await tokenFor(server, userId);
    const order = await apiData(server, '/api/v2/order/course', { token, body: { course_id: courseId } });
    return { token, order_id: order.order_id as string };
  };
  const status = async (token: string, order_id: string) =>
    (await apiData(server, '/api/v2/order/status', { token, query: { order_id } })).status;

  test('hostile redirect / s_url / f_url are refused and leave the order untouched', async () => {
    const { token, order_id } = await orderFor(12, 18);
    for (const bad of hostile(server.url)) {
      // Another site's address says which one and what allows it; anything else is 参数错误.
      const other = otherSite(bad, server.url);
      for (const field of ['redirect', 's_url', 'f_url']) {
        const res = await api(server, '/api/v2/order/pay/redirect', {
          query: { token, order_id, payment: 'alipay', payment_scene: 'pc', [field]: bad },
        });
        expect({ bad, field, status: res.status, json: res.json, location: res.headers.get('location') }).toEqual({
          bad,
          field,
          status: 200,
          json: other ? notListed(other) : REFUSED,
          location: null,
        });
      }
    }
    expect(await status(token, order_id)).toBe(1);
  });

  test('a site on an origin the server does not list (MeEdu’s PC client on its own port) is told what to set', async () => {
    const { token, order_id } = await orderFor(14, 18);
    // What the public PC client sends from http://127.0.0.1:7003 (frontend-v3 pages/order).
    const res = await api(server, '/api/v2/order/pay/redirect', {
      query: {
        token,
        order_id,
        payment: 'alipay',
        payment_scene: 'pc',
        redirect: 'http://127.0.0.1:7003/success',
        cancel_redirect: 'http://127.0.0.1:7003/order',
      },
    });
    expect(res.json).toEqual(notListed('http://127.0.0.1:7003'));
    const listed = await startTestServer({ siteOrigins: ['http://127.0.0.1:7003'] });
    try {
      const again = await api(listed, '/api/v2/order/pay/redirect', {
        query: {
          token: await tokenFor(listed, 14),
          order_id: (
            await apiData(listed, '/api/v2/order/course', {
              token: await tokenFor(listed, 14),
              body: { course_id: 18 },
            })
          ).order_id,
          payment: 'alipay',
          payment_scene: 'pc',
          redirect: 'http://127.0.0.1:7003/success',
        },
      });
      expect(again.status).toBe(302);
    } finally {
      await listed.close();
    }
  });

  test('own addresses are followed after paying and cancelling', async () => {
    const { token, order_id } = await orderFor(13, 19);
    const res = await api(server, '/api/v2/order/pay/redirect', {
      query: {
        token,
        order_id,
        payment: 'alipay',
        payment_scene: 'pc',
        redirect: `${server.url}/order/success`,
        f_url: '/order/pay',
      },
    });
    expect(res.status).toBe(302);
    const ticket = new URL(res.headers.get('location')!).searchParams.get('ticket')!;
    const post = (action: string) =>
      fetch(`${server.url}/pay/gateway`, {
        method: 'POST',
        body: new URLSearchParams({ ticket, action }),
        redirect: 'manual',
      });
    expect((await post('cancel')).headers.get('location')).toBe('/order/pay');
    expect((await post('pay')).headers.get('location')).toBe(`${server.url}/order/success`);
  });
});

describe('static folders', () => {
  let dir: string;
  let site: TestServer;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'meedu-redirect-site-'));
    mkdirSync(join(dir, 'guide'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>site</title>');
    writeFileSync(join(dir, 'guide', 'index.html'), '<!doctype html><title>guide</title>');
    site = await startTestServer({ staticDir: dir });
  });
  afterAll(async () => {
    await site.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('a folder without its slash gets a same-origin path, even when asked for as //guide', async () => {
    for (const path of ['/guide', '//guide', '///guide']) {
      const res = await fetch(`${site.url}${path}?a=1`, { headers: { Accept: 'text/html' }, redirect: 'manual' });
      expect({ path, status: res.status, location: res.headers.get('location') }).toEqual({
        path,
        status: 301,
        location: '/guide/?a=1',
      });
    }
  });
});
