/**
 * The development tools (/__dev) answer only the site's own origins: the API's development-mode
 * `CORS *` does not cover them, and a browser request from another site is refused outright.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { api, apiData, DEMO_MOBILE, sendSmsCode, startTestServer, type TestServer } from './helpers.js';

const FOREIGN = 'https://evil.example';
const REFUSED = { message: '开发工具只接受本站页面的请求' };

let server: TestServer;
let site: string;
let examples: string;
beforeAll(async () => {
  server = await startTestServer({ examplesPort: 0 });
  site = new URL(server.url).origin;
  examples = new URL(server.examplesUrl!).origin;
});
afterAll(() => server.close());

const preflight = (path: string, origin: string, method = 'PUT') =>
  fetch(new URL(path, server.url), {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': method,
      'Access-Control-Request-Headers': 'content-type',
    },
  });

describe('requests from another site', () => {
  test('preflights are refused with 403 and no CORS headers', async () => {
    for (const [path, method] of [
      ['/__dev/config', 'PUT'],
      ['/__dev/sms/latest?mobile=13800138000', 'GET'],
      ['/__dev/faults', 'POST'],
    ] as const) {
      const res = await preflight(path, FOREIGN, method);
      expect(res.status).toBe(403);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect(res.headers.get('access-control-allow-methods')).toBeNull();
      expect(await res.json()).toEqual(REFUSED);
    }
  });

  test('a simple GET never reaches the handler: no SMS code, no CORS header', async () => {
    await sendSmsCode(server, DEMO_MOBILE, 'login');
    const res = await api(server, '/__dev/sms/latest', {
      query: { mobile: DEMO_MOBILE },
      headers: { Origin: FOREIGN },
    });
    expect(res.status).toBe(403);
    expect(res.json).toEqual(REFUSED);
    expect(res.text).not.toMatch(/mobile_code/);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  test('a form POST (no preflight in a browser) is refused and changes nothing', async () => {
    const before = await apiData(server, '/__dev/clock');
    const res = await api(server, '/__dev/clock', {
      method: 'POST',
      body: 'advance_seconds=86400',
      headers: { Origin: FOREIGN, 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(403);
    expect(res.json).toEqual(REFUSED);
    expect((await apiData(server, '/__dev/clock')).offset_seconds).toBe(before.offset_seconds);

    const config = await api(server, '/__dev/config', {
      method: 'PUT',
      body: { webname: '被改掉了' },
      headers: { Origin: FOREIGN },
    });
    expect(config.status).toBe(403);
    expect((await apiData(server, '/__dev/config')).webname).not.toBe('被改掉了');
  });

  test('Origin: null (sandboxed frames, file pages) and look-alike origins are foreign too', async () => {
    const port = new URL(server.url).port;
    for (const origin of [
      'null',
      `http://127.0.0.1.evil.example:${port}`,
      `${site}.evil.example`,
      `https://127.0.0.1:${port}`,
    ]) {
      expect((await api(server, '/__dev/clock', { headers: { Origin: origin } })).status).toBe(403);
    }
  });

  test('an encoded path is the same development path', async () => {
    const res = await api(server, '/%5F%5Fdev/clock', { headers: { Origin: FOREIGN } });
    expect(res.status).not.toBe(200);
    expect(res.text).not.toMatch(/offset_seconds/);
  });

  test('the API itself keeps its development CORS * for any origin', async () => {
    const res = await api(server, '/api/v2/roles', { headers: { Origin: FOREIGN } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const pre = await preflight('/api/v2/login/password', FOREIGN, 'POST');
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('the site’s own origins', () => {
  test('the server’s public address and the examples origin pass preflight with their own origin echoed', async () => {
    for (const origin of [site, examples]) {
      const res = await preflight('/__dev/config', origin);
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      expect(res.headers.get('access-control-allow-methods')).toContain('PUT');
    }
  });

  test('their requests are answered, with CORS for that origin only', async () => {
    for (const origin of [site, examples]) {
      const res = await api(server, '/__dev/clock', { headers: { Origin: origin } });
      expect(res.status).toBe(200);
      expect(res.json.code).toBe(0);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      expect(res.headers.get('vary')).toContain('Origin');
    }
  });

  test('requests without Origin (tools, tests, navigations) are answered', async () => {
    const res = await api(server, '/__dev/clock');
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  test('a configured public address is the allowed origin, not the listening one', async () => {
    const other = await startTestServer({ publicUrl: 'https://demo.example/meedu/' });
    try {
      // other.url is the public address; requests go to the listening one.
      const listening = `http://127.0.0.1:${other.port}`;
      expect((await api(listening, '/__dev/clock', { headers: { Origin: 'https://demo.example' } })).status).toBe(200);
      expect((await api(listening, '/__dev/clock', { headers: { Origin: listening } })).status).toBe(403);
    } finally {
      await other.close();
    }
  });
});

describe('production', () => {
  test('the development tools stay off, whatever the origin', async () => {
    const prod = await startTestServer({ production: true, jwtSecret: 'x7Qp2LmZ9vR4tY8wK3nB6cF1hJ5gD0sA' });
    try {
      for (const origin of [undefined, FOREIGN, new URL(prod.url).origin]) {
        const res = await api(prod, '/__dev/clock', { headers: origin ? { Origin: origin } : {} });
        expect(res.status).toBe(404);
      }
    } finally {
      await prod.close();
    }
  });
});
