/**
 * Rate limiting (HTTP 429, or envelope code 429 on v2 paths): the server's message once per limit
 * window, reads sent again after Retry-After on the environment's (manual) clock, writes rejected.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { RecordingEnvironment } from '#core/env/index.js';
import { ApiError, createApiClient, type ApiClient } from '#core/client/index.js';
import { fail, ok, useApiServer, type Reply, type TestServer } from './test-server.js';

let server: TestServer;
let e: RecordingEnvironment;
let api: ApiClient;
useApiServer({ server: (s) => (server = s), env: (x) => (e = x) });
// A client of its own per test: the "message already shown" window lives in the client.
beforeEach(() => {
  api = createApiClient({ baseURL: () => server.origin });
});

/** The v2 form (upstream Laravel: envelope code 429, message 错误) and the v3 one (HTTP 429). */
const v2Limited = (retryAfter?: number): Reply => ({
  ...fail('错误', 429),
  headers: retryAfter === undefined ? {} : { 'Retry-After': String(retryAfter) },
});
const v3Limited = (retryAfter?: number, body: unknown = { message: 'Too Many Attempts.' }): Reply => ({
  status: 429,
  json: body,
  headers: retryAfter === undefined ? {} : { 'Retry-After': String(retryAfter) },
});

/** Answers `limited` for the first `times` requests to the route, then `ok(data)`. */
function limitedThen(key: string, times: number, limited: Reply, data: unknown = 'fine') {
  let n = 0;
  server.route(key, () => (n++ < times ? limited : ok(data)));
}

/** Waits (real macrotasks; the manual clock stays put) until the server has seen `n` requests. */
async function requests(n: number): Promise<void> {
  const deadline = Date.now() + 3000;
  while (server.requests.length < n && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
  expect(server.requests).toHaveLength(n);
}

/** Lets every reply already on its way arrive without moving the manual clock. */
const settle = () => new Promise((r) => setTimeout(r, 30));

describe('reads', () => {
  it('v2 envelope 429: the server message once, then the read goes again after Retry-After and resolves', async () => {
    limitedThen('GET /api/v2/courses', 1, v2Limited(2));
    let result: unknown = 'pending';
    const p = api('/api/v2/courses').then((v) => (result = v));
    await requests(1);
    await settle();
    expect(e.toasts).toEqual([{ message: '错误', kind: 'error' }]);
    e.clock.advance(1999);
    await settle();
    expect(server.requests).toHaveLength(1);
    expect(result).toBe('pending');
    e.clock.advance(1);
    await p;
    expect(result).toBe('fine');
    expect(server.requests).toHaveLength(2);
    expect(e.toasts).toHaveLength(1);
  });

  it('HTTP 429 (v3): the body message; without one (a proxy), the generic 错误 as for other failures', async () => {
    limitedThen('GET /api/v3/a', 1, v3Limited(1));
    limitedThen('GET /api/v3/b', 1, v3Limited(1, {}));
    const a = api('/api/v3/a');
    await requests(1);
    await settle();
    e.clock.advance(1000);
    expect(await a).toBe('fine');
    // The first window is over: the next limit is told again.
    e.clock.advance(1);
    const b = api('/api/v3/b');
    await requests(3);
    await settle();
    e.clock.advance(1000);
    expect(await b).toBe('fine');
    expect(e.toasts.map((t) => t.message)).toEqual(['Too Many Attempts.', '错误']);
  });

  it('many reads limited in one window: one toast, and each read resolves after the wait', async () => {
    for (const path of ['/a', '/b', '/c', '/d', '/e']) limitedThen(`GET ${path}`, 1, v2Limited(30), path);
    const all = Promise.all(['/a', '/b', '/c', '/d', '/e'].map((p) => api(p)));
    await requests(5);
    await settle();
    expect(e.toasts).toEqual([{ message: '错误', kind: 'error' }]);
    e.clock.advance(30_000);
    expect(await all).toEqual(['/a', '/b', '/c', '/d', '/e']);
    expect(server.requests).toHaveLength(10);
    expect(e.toasts).toHaveLength(1);
  });

  it('without Retry-After the read waits 5 s; a longer Retry-After is capped at 60 s', async () => {
    limitedThen('GET /none', 1, v2Limited());
    const none = api('/none');
    await requests(1);
    await settle();
    e.clock.advance(4999);
    await settle();
    expect(server.requests).toHaveLength(1);
    e.clock.advance(1);
    expect(await none).toBe('fine');

    limitedThen('GET /long', 1, v3Limited(3600));
    const long = api('/long');
    await requests(3);
    await settle();
    e.clock.advance(59_999);
    await settle();
    expect(server.requests).toHaveLength(3);
    e.clock.advance(1);
    expect(await long).toBe('fine');
    expect(server.requests).toHaveLength(4);
  });

  it('gives up after 3 more tries: rejects with code 429 and the message', async () => {
    server.route('GET /stuck', v2Limited(1));
    let error: unknown;
    const p = api('/stuck').catch((err: unknown) => (error = err));
    for (let n = 1; n <= 4; n++) {
      await requests(n);
      await settle();
      e.clock.advance(1000);
    }
    await p;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 429, message: '错误', status: 200 });
    expect(server.requests).toHaveLength(4);
    // 1 s windows: each new window tells the message again.
    expect(e.toasts.every((t) => t.message === '错误')).toBe(true);
  });

  it('a quiet read is retried without a toast', async () => {
    limitedThen('GET /api/v2/other/config', 1, v2Limited(1), { webname: 'x' });
    const p = api('/api/v2/other/config', { quiet: true });
    await requests(1);
    await settle();
    e.clock.advance(1000);
    expect(await p).toEqual({ webname: 'x' });
    expect(e.toasts).toEqual([]);
  });
});

describe('writes', () => {
  it.each([
    ['v2 envelope', v2Limited(20), '错误', 200],
    ['HTTP 429', v3Limited(20), 'Too Many Attempts.', 429],
  ] as Array<[string, Reply, string, number]>)(
    '%s: rejected at once with the message, never sent again',
    async (_, reply, message, status) => {
      server.route('POST /api/v2/login/password', reply);
      const err = await api('/api/v2/login/password', { method: 'POST', body: {} }).catch((x: unknown) => x);
      expect(err).toBeInstanceOf(ApiError);
      expect(err).toMatchObject({ code: 429, message, status });
      expect(e.toasts).toEqual([{ message, kind: 'error' }]);
      e.clock.advance(60_000);
      await settle();
      expect(server.requests).toHaveLength(1);
    },
  );

  it('a write limited inside a window already told adds no second toast', async () => {
    limitedThen('GET /r', 1, v2Limited(10));
    server.route('POST /w', v2Limited(10));
    const read = api('/r');
    await requests(1);
    await settle();
    await api('/w', { method: 'POST' }).catch(() => {});
    expect(e.toasts).toHaveLength(1);
    e.clock.advance(10_000);
    expect(await read).toBe('fine');
  });
});
