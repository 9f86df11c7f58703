// @vitest-environment node
/**
 * Transport failures (spec section 8 leaves them to "reject with the response"): a user action
 * tells the user in one clear toast, a background read stays silent (its page shows the error
 * state with 重试), and the rejection carries the same words. Every fault is produced by a real
 * HTTP server on 127.0.0.1.
 */
import { describe, expect, it } from 'vitest';
import type { RecordingEnvironment } from '#core/env/index.js';
import {
  NETWORK_ERROR,
  configureApi,
  createApiClient,
  mainApi,
  OFFLINE_MESSAGE,
  SERVER_ERROR_MESSAGE,
  TIMEOUT_MESSAGE,
} from '#core/client/index.js';
import { getCaptchaImage, getMemberDetail, loginWithPassword } from '#core/auth/index.js';
import { closedOrigin, fail, rejection, useApiServer, type Reply, type TestServer } from './test-server.js';

let server: TestServer;
let e: RecordingEnvironment;
const restores = useApiServer({ server: (s) => (server = s), env: (x) => (e = x) });

const LOGIN = 'POST /api/v2/login/password';
const login = () => loginWithPassword({ mobile: '13800138000', password: 'x' });

const FAULTS: Array<[string, Reply, string, number]> = [
  [
    'HTTP 500 with an HTML page',
    { status: 500, text: '<h1>Internal Server Error</h1>', contentType: 'text/html' },
    SERVER_ERROR_MESSAGE,
    500,
  ],
  ['HTTP 500 with JSON but no envelope', { status: 500, json: { message: 'Server Error' } }, SERVER_ERROR_MESSAGE, 500],
  ['HTTP 502 empty', { status: 502, text: '' }, SERVER_ERROR_MESSAGE, 502],
  [
    'malformed JSON',
    { text: '{"code":0,"message":"","data":{"token":', contentType: 'application/json' },
    SERVER_ERROR_MESSAGE,
    200,
  ],
  ['a non-JSON 200 body', { text: '<html>maintenance</html>', contentType: 'text/html' }, SERVER_ERROR_MESSAGE, 200],
  ['a dropped connection', { drop: true }, OFFLINE_MESSAGE, 0],
];

describe('a user action (the login call) failing for a transport reason', () => {
  it.each(FAULTS)(
    '%s: one error toast with clear words, rejected with the same words',
    async (_, reply, message, status) => {
      server.route(LOGIN, reply);
      const err = await rejection(login());
      expect(err).toMatchObject({ code: NETWORK_ERROR, message, status });
      expect(e.toasts).toEqual([{ message, kind: 'error' }]);
      expect(e.navigations).toEqual([]);
      expect(server.requests).toHaveLength(1);
    },
  );

  it('no server at all (connection refused): the network message', async () => {
    restores.push(configureApi({ baseURL: await closedOrigin() }));
    const err = await rejection(login());
    expect(err).toMatchObject({ code: NETWORK_ERROR, message: OFFLINE_MESSAGE, status: 0 });
    expect(err.cause).toBeInstanceOf(Error);
    expect(e.toasts).toEqual([{ message: OFFLINE_MESSAGE, kind: 'error' }]);
  });

  it('a server that never answers: the timeout message once the (short) timeout passes', async () => {
    server.route('POST /slow', { hang: true });
    const client = createApiClient({ baseURL: () => server.origin, timeout: 100 });
    const err = await rejection(client('/slow', { method: 'POST', body: {} }));
    expect(err).toMatchObject({ code: NETWORK_ERROR, message: TIMEOUT_MESSAGE, status: 0 });
    expect(e.toasts).toEqual([{ message: TIMEOUT_MESSAGE, kind: 'error' }]);
  });

  it('server codes keep the spec rules: the server message only, no transport toast', async () => {
    server.route(LOGIN, fail('手机号或密码错误'));
    expect((await rejection(login())).message).toBe('手机号或密码错误');
    expect(e.toasts).toEqual([{ message: '手机号或密码错误', kind: 'error' }]);
  });

  it('GETs a user starts say so too (the captcha image, the member load that ends a login)', async () => {
    server.route('GET /api/v2/captcha/image', { status: 500, text: '' });
    server.route('GET /api/v2/member/detail', { drop: true });
    await rejection(getCaptchaImage());
    await rejection(getMemberDetail(true));
    expect(e.toasts).toEqual([
      { message: SERVER_ERROR_MESSAGE, kind: 'error' },
      { message: OFFLINE_MESSAGE, kind: 'error' },
    ]);
  });
});

describe('background calls stay silent', () => {
  it.each(FAULTS)('a page read, %s: rejected with the words, no toast', async (_, reply, message, status) => {
    server.route('GET /api/v2/courses', reply);
    expect(await rejection(mainApi('/api/v2/courses'))).toMatchObject({ code: NETWORK_ERROR, message, status });
    expect(e.toasts).toEqual([]);
  });

  it('the member load of start-up, a quiet write, and a write marked as no action', async () => {
    server.route('GET /api/v2/member/detail', { status: 500, text: '' });
    server.route('POST /bind', { status: 500, text: '' });
    await rejection(getMemberDetail());
    await rejection(mainApi('/bind', { method: 'POST', quiet: true }));
    await rejection(mainApi('/bind', { method: 'POST', action: false }));
    expect(e.toasts).toEqual([]);
  });
});
