import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { api, apiData, DEMO_MOBILE, login, startTestServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('fault injection', () => {
  test('X-Meedu-Fault: 500 answers HTTP 500 without touching the handler', async () => {
    const res = await api(server, '/api/v2/roles', { headers: { 'X-Meedu-Fault': '500' } });
    expect(res.status).toBe(500);
    expect(res.json).toEqual({ message: 'Server Error' });
  });

  test('malformed: HTTP 200 labelled JSON that does not parse', async () => {
    const res = await api(server, '/api/v2/roles', { headers: { 'X-Meedu-Fault': 'malformed' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(() => JSON.parse(res.text)).toThrow();
  });

  test('refused: HTTP 200 with a non-zero code and a message, as MeEdu refuses', async () => {
    const res = await api(server, '/api/v3/search?keywords=Vue', { headers: { 'X-Meedu-Fault': 'refused' } });
    expect([res.status, res.json]).toEqual([200, { code: 1, message: '服务暂不可用', data: [] }]);
  });

  test('401 takes the form of the path’s version', async () => {
    const v2 = await api(server, '/api/v2/roles', { headers: { 'X-Meedu-Fault': '401' } });
    expect([v2.status, v2.json]).toEqual([200, { code: 401, message: '错误', data: [] }]);
    const v3 = await api(server, '/api/v3/status', { headers: { 'X-Meedu-Fault': '401' } });
    expect([v3.status, v3.json]).toEqual([401, { message: 'Unauthenticated.' }]);
    const addon = await api(server, '/addons/Paper/api/v1/papers', { headers: { 'X-Meedu-Fault': '401' } });
    expect(addon.status).toBe(401);
  });

  test('latency delays the normal answer; combined with a failure it delays that', async () => {
    let t = Date.now();
    const slow = await api(server, '/api/v2/roles', { headers: { 'X-Meedu-Fault': 'latency=300' } });
    expect(Date.now() - t).toBeGreaterThanOrEqual(290);
    expect(slow.json.code).toBe(0);
    t = Date.now();
    const both = await api(server, '/api/v2/roles', { headers: { 'X-Meedu-Fault': 'latency=200,500' } });
    expect(Date.now() - t).toBeGreaterThanOrEqual(190);
    expect(both.status).toBe(500);
  });

  test('the __fault query parameter works like the header', async () => {
    const res = await api(server, '/api/v2/roles', { query: { __fault: '500' } });
    expect(res.status).toBe(500);
  });

  test('network: the connection is dropped', async () => {
    await expect(fetch(`${server.url}/api/v2/roles`, { headers: { 'X-Meedu-Fault': 'network' } })).rejects.toThrow();
  });

  test('an unknown fault is refused with HTTP 400', async () => {
    const res = await api(server, '/api/v2/roles', { headers: { 'X-Meedu-Fault': 'explode' } });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe(1);
  });

  test('rules: next N matching requests by path prefix (and method), then normal; DELETE clears', async () => {
    const rule = await apiData(server, '/__dev/faults', {
      method: 'POST',
      body: { path: '/api/v2/role', fault: '500', times: 2 },
    });
    expect(rule).toMatchObject({ path: '/api/v2/role', fault: '500', remaining: 2, method: null });
    expect((await api(server, '/api/v2/captcha/image')).status).toBe(200); // other paths untouched
    expect((await api(server, '/api/v2/roles')).status).toBe(500);
    expect((await api(server, '/api/v2/role/1')).status).toBe(500);
    expect((await api(server, '/api/v2/roles')).status).toBe(200);

    await apiData(server, '/__dev/faults', {
      method: 'POST',
      body: { path: '/api/v2/login', fault: '401', method: 'POST', times: 0 },
    });
    expect(
      (
        await api(server, '/api/v2/login/password', {
          method: 'POST',
          body: { mobile: DEMO_MOBILE, password: 'meedu123' },
        })
      ).json.code,
    ).toBe(401);
    expect(
      (
        await api(server, '/api/v2/login/password', {
          method: 'POST',
          body: { mobile: DEMO_MOBILE, password: 'meedu123' },
        })
      ).json.code,
    ).toBe(401);
    expect((await apiData(server, '/__dev/faults')).length).toBe(1);
    await apiData(server, '/__dev/faults', { method: 'DELETE' });
    expect(
      (
        await api(server, '/api/v2/login/password', {
          method: 'POST',
          body: { mobile: DEMO_MOBILE, password: 'meedu123' },
        })
      ).json.code,
    ).toBe(0);
  });

  test('rule validation', async () => {
    expect((await api(server, '/__dev/faults', { method: 'POST', body: { fault: '500' } })).json.code).toBe(1);
    expect(
      (await api(server, '/__dev/faults', { method: 'POST', body: { path: '/api', fault: 'nope' } })).json.code,
    ).toBe(1);
    expect(
      (await api(server, '/__dev/faults', { method: 'POST', body: { path: 'api', fault: '500' } })).json.code,
    ).toBe(1);
    expect(
      (await api(server, '/__dev/faults', { method: 'POST', body: { path: '/api', fault: '500', times: 'x' } })).json
        .code,
    ).toBe(1);
    expect(await apiData(server, '/__dev/faults')).toEqual([]);
  });

  test('the /__dev endpoints are never faulted', async () => {
    await apiData(server, '/__dev/faults', { method: 'POST', body: { path: '/', fault: '500', times: 0 } });
    try {
      expect((await api(server, '/__dev/faults')).status).toBe(200);
      expect((await api(server, '/api/v2/roles')).status).toBe(500);
    } finally {
      await apiData(server, '/__dev/faults', { method: 'DELETE' });
    }
  });

  test('preflight allows the fault header cross-origin', async () => {
    const res = await fetch(`${server.url}/api/v2/roles`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://other.test',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'x-meedu-fault,authorization',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-meedu-fault');
  });
});

describe('rate limit', () => {
  test('per IP per minute: v2 envelope 429, v3 HTTP 429, window rolls over', async () => {
    const limited = await startTestServer({ rateLimitPerMinute: 5 });
    try {
      for (let i = 0; i < 4; i++) expect((await api(limited, '/api/v2/roles')).json.code).toBe(0);
      const fifth = await api(limited, '/api/v2/roles');
      expect(fifth.headers.get('x-ratelimit-limit')).toBe('5');
      expect(fifth.headers.get('x-ratelimit-remaining')).toBe('0');
      const v2 = await api(limited, '/api/v2/roles');
      expect([v2.status, v2.json]).toEqual([200, { code: 429, message: '错误', data: [] }]);
      expect(Number(v2.headers.get('retry-after'))).toBeGreaterThan(0);
      const v3 = await api(limited, '/api/v3/status');
      expect([v3.status, v3.json]).toEqual([429, { message: 'Too Many Attempts.' }]);
      // Images and the development endpoints are not API paths.
      expect((await fetch(`${limited.url}/images/avatar/1.svg`)).status).toBe(200);
      limited.clock.advance(60);
      expect((await api(limited, '/api/v2/roles')).json.code).toBe(0);
    } finally {
      await limited.close();
    }
  });

  test('0 turns it off', async () => {
    for (let i = 0; i < 150; i++) await api(server, '/api/v3/status');
    expect((await api(server, '/api/v3/status')).status).toBe(200);
  });
});

describe('bad input', () => {
  const post = (path: string, body: string, type = 'application/json') =>
    api(server, path, { method: 'POST', body, headers: { 'Content-Type': type } });

  test('bodies over 1 MB: HTTP 413 with a Chinese envelope message (declared or chunked)', async () => {
    const big = JSON.stringify({ mobile: DEMO_MOBILE, password: 'x'.repeat(1024 * 1024) });
    const res = await post('/api/v2/login/password', big);
    expect(res.status).toBe(413);
    expect(res.json.code).toBe(1);
    expect(res.json.message).toMatch(/[\u4e00-\u9fa5]/);

    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 20) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const chunked = await fetch(`${server.url}/api/v2/login/password`, {
      method: 'POST',
      body: stream,
      headers: { 'Content-Type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
  });

  test('just under 1 MB is accepted and answered normally', async () => {
    const body = JSON.stringify({ mobile: DEMO_MOBILE, password: 'meedu123', pad: 'x'.repeat(1000 * 1000) });
    expect((await post('/api/v2/login/password', body)).json.code).toBe(0);
  });

  test('invalid JSON, JSON arrays and unknown content types', async () => {
    for (const body of ['{"mobile":', '[1,2]', 'null', '"text"']) {
      const res = await post('/api/v2/login/password', body);
      expect(res.status).toBe(200);
      expect(res.json.code).toBe(1);
      expect(res.json.message).toMatch(/[\u4e00-\u9fa5]/);
    }
    const xml = await post('/api/v2/login/password', '<a/>', 'application/xml');
    expect(xml.json.code).toBe(1);
  });

  test('form-encoded bodies work like JSON', async () => {
    const res = await post(
      '/api/v2/login/password',
      `mobile=${DEMO_MOBILE}&password=meedu123`,
      'application/x-www-form-urlencoded',
    );
    expect(res.json.code).toBe(0);
  });

  test('wrong types and over-long strings', async () => {
    const obj = await api(server, '/api/v2/login/password', {
      method: 'POST',
      body: { mobile: { $ne: 1 }, password: ['a'] },
    });
    expect(obj.json.code).toBe(1);
    const num = await api(server, '/api/v2/login/password', {
      method: 'POST',
      body: { mobile: 13800138000, password: 'meedu123' },
    });
    expect(num.json.code).toBe(0);
    const long = await api(server, '/api/v2/login/password', {
      method: 'POST',
      body: { mobile: '1'.repeat(20_000), password: 'x' },
    });
    expect(long.json).toEqual({ code: 1, message: '参数错误', data: [] });
  });

  test('SQL metacharacters are plain data', async () => {
    const res = await api(server, '/api/v2/login/password', {
      method: 'POST',
      body: { mobile: "' OR '1'='1", password: "' OR '1'='1" },
    });
    expect(res.json.message).toBe('手机号或密码错误');
    const before = (server.ctx.db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n;
    const token = await login(server, '13800138003', 'meedu123').catch(() => null);
    expect(token).toBeNull();
    const t = await login(server);
    const nick = "x'); DROP TABLE users;--";
    server.ctx.db.prepare('UPDATE users SET is_set_nickname = 0 WHERE id = 1').run();
    expect(
      (await api(server, '/api/v2/member/detail/nickname', { method: 'POST', token: t, body: { nick_name: nick } }))
        .json.code,
    ).toBe(0);
    expect((await apiData(server, '/api/v2/member/detail', { token: t })).nick_name).toBe(nick);
    expect((server.ctx.db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n).toBe(before);
  });

  test('unknown routes: v2 envelope 错误, v3 HTTP 404; bad ids; wrong methods', async () => {
    expect((await api(server, '/api/v2/nope')).json).toEqual({ code: 1, message: '错误', data: [] });
    expect((await api(server, '/api/v2/role/1%27%20OR%201=1')).json).toEqual({ code: 1, message: '错误', data: [] });
    expect((await api(server, '/api/v2/role/99999999999999999999')).json.code).toBe(1);
    expect((await api(server, '/api/v2/roles', { method: 'DELETE' })).json.code).toBe(1);
    const v3 = await api(server, '/api/v3/nope');
    expect(v3.status).toBe(404);
  });

  test('a token in a weird shape is just unauthenticated', async () => {
    for (const token of ['a.b.c', 'x'.repeat(5000), 'eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.']) {
      const res = await api(server, '/api/v2/member/detail', { token });
      expect(res.json.code).toBe(401);
    }
  });

  test('nothing above produced a 500 or leaked a stack trace', async () => {
    const res = await api(server, '/api/v2/member/messages', {
      token: await login(server),
      query: { page: '-5', page_size: 'abc' },
    });
    expect(res.json.code).toBe(0);
    expect(res.text).not.toMatch(/at .*\.ts:\d+/);
  });
});
