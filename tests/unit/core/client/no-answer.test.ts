// @vitest-environment node
/**
 * Requests that get no answer (a dropped connection, no server, a server that never answers), on
 * Node's own fetch: happy-dom's would also print each of them, as a browser's developer tools do.
 */
import { describe, expect, it, vi } from 'vitest';
import type { RecordingEnvironment } from '#core/env/index.js';
import {
  ApiError,
  HTTP_TIMEOUT_MS,
  NETWORK_ERROR,
  configureApi,
  createApiClient,
  mainApi,
} from '#core/client/index.js';
import { closedOrigin, rejection, useApiServer, type TestServer } from './test-server.js';

let server: TestServer;
let e: RecordingEnvironment;
const restores = useApiServer({ server: (s) => (server = s), env: (x) => (e = x) });

describe('no answer', () => {
  it('a dropped connection is not retried', async () => {
    server.route('GET /api/v2/drop', { drop: true });
    expect(await rejection(mainApi('/api/v2/drop'))).toMatchObject({ code: NETWORK_ERROR, status: 0 });
    expect(server.requests).toHaveLength(1);
    expect(e.toasts).toEqual([]);
  });

  it('connection refused: network error without response', async () => {
    restores.push(configureApi({ baseURL: await closedOrigin() }));
    const err = await rejection(mainApi('/api/v2/x'));
    expect(err).toMatchObject({ code: NETWORK_ERROR, status: 0 });
    expect(err.response).toBeUndefined();
    expect(err.cause).toBeInstanceOf(Error);
    expect(e.toasts).toEqual([]);
    expect(e.navigations).toEqual([]);
  });
});

describe('timeout', () => {
  it('defaults to 15000 ms', () => {
    expect(HTTP_TIMEOUT_MS).toBe(15000);
  });

  it('rejects a request the server never answers once the timeout passes', async () => {
    server.route('GET /slow', { hang: true });
    const client = createApiClient({ baseURL: () => server.origin, timeout: 150 });
    const started = Date.now();
    const err = await rejection(client('/slow'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(err).toMatchObject({ code: NETWORK_ERROR, status: 0 });
    expect(String((err.cause as Error).message)).toMatch(/timeout/i);
    expect(server.requests).toHaveLength(1);
    expect(e.toasts).toEqual([]);
  });

  it('the default clients wait 15000 ms, not less', async () => {
    server.route('GET /slow', { hang: true });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let settled: unknown = 'pending';
      const p = mainApi('/slow').catch((err: unknown) => (settled = err));
      // vi.waitFor would advance the fake clock; poll on real macrotasks instead.
      const deadline = Date.now() + 2000;
      while (server.requests.length === 0 && Date.now() < deadline) await new Promise((r) => setImmediate(r));
      expect(server.requests).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS - 1);
      expect(settled).toBe('pending');
      await vi.advanceTimersByTimeAsync(1);
      await p;
      expect(settled).toBeInstanceOf(ApiError);
      expect((settled as ApiError).code).toBe(NETWORK_ERROR);
    } finally {
      vi.useRealTimers();
    }
  });
});
