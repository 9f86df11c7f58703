// @vitest-environment node
// Node, not happy-dom: the reference server is the one in this process, and the client talks to it
// with Node's own fetch, as an SSR host would.
/**
 * The API client against the reference server under a real rate limit (5 requests a minute here,
 * 120 in production): the reads over the limit show the server's message once, wait Retry-After on
 * the client's (manual) clock and succeed once the server's window has rolled; a write over the
 * limit rejects. Both clocks are driven by hand, so nothing sleeps for a minute.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureEnvironment, recordingEnvironment, type RecordingEnvironment } from '#core/env/index.js';
import { ApiError, configureApi, mainApi } from '#core/client/index.js';
import { loginWithPassword } from '#core/auth/index.js';
import { getCourses } from '#core/course/index.js';
import { startTestServer, type TestServer } from '../../../server/helpers.js';

const LIMIT = 5;
let server: TestServer;
let e: RecordingEnvironment;
const restores: Array<() => void> = [];

beforeAll(async () => {
  server = await startTestServer({ rateLimitPerMinute: LIMIT });
});
afterAll(() => server.close());
let hour = 0;
beforeEach(() => {
  // Each test an hour later on the client clock: mainApi remembers the window it last told.
  e = recordingEnvironment(++hour * 3_600_000);
  restores.push(configureEnvironment(e), configureApi({ baseURL: server.url }));
});
afterEach(async () => {
  while (restores.length) restores.pop()!();
  // A fresh window for the next test.
  server.clock.advance(61);
});

/** Resolves once `promises` that are still pending have all started waiting on the client clock. */
async function untilWaiting(count: number): Promise<void> {
  const deadline = Date.now() + 5000;
  while (e.clock.pending() < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
  expect(e.clock.pending()).toBe(count);
}

describe('a real rate limit of the reference server', () => {
  it('reads over the limit: one toast with the server message, then they succeed after the window', async () => {
    const settled: unknown[] = [];
    const reads = Array.from({ length: LIMIT + 3 }, (_, i) =>
      getCourses({ page: 1, page_size: 1 }).then(
        (page) => (settled[i] = page.data.length),
        (err: unknown) => (settled[i] = err),
      ),
    );
    // Three reads were refused and now wait Retry-After (the rest of the server's minute).
    await untilWaiting(3);
    expect(settled.filter((v) => v === 1)).toHaveLength(LIMIT);
    expect(e.toasts).toEqual([{ message: '错误', kind: 'error' }]);

    // The server's window rolls over, the client's wait ends: the three go again and succeed.
    server.clock.advance(60);
    e.clock.advance(60_000);
    await Promise.all(reads);
    expect(settled).toEqual(Array(LIMIT + 3).fill(1));
    expect(e.toasts).toHaveLength(1);
  });

  it('a write over the limit rejects with the message and is not sent again', async () => {
    await Promise.all(Array.from({ length: LIMIT }, () => mainApi('/api/v2/navs')));
    const err = await loginWithPassword({ mobile: '13800138000', password: 'meedu123' }).catch((x: unknown) => x);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ code: 429, message: '错误' });
    expect(e.toasts).toEqual([{ message: '错误', kind: 'error' }]);
    expect(e.clock.pending()).toBe(0);
  });
});
