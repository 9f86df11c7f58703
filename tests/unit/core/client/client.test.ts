import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureEnvironment, recordingEnvironment, type RecordingEnvironment } from '#core/env/index.js';
import { STORAGE_KEYS } from '#core/storage/index.js';
import { clearSession, getToken, isLogin, loginUser, logout, saveToken, user } from '#core/session/index.js';
import {
  NETWORK_ERROR,
  apiBaseURL,
  configureApi,
  mainApi,
  secondApi,
  secondaryApiBaseURL,
} from '#core/client/index.js';
import { getMemberDetail } from '#core/auth/index.js';
import { type User } from '#core/member/index.js';
import { logout as logoutAndLeave } from '#core/app/logout.js';
import { fail, ok, rejection, startServer, type TestServer } from './test-server.js';

let server: TestServer;
let other: TestServer;
let e: RecordingEnvironment;
const restores: Array<() => void> = [];

const member = { id: 7, nick_name: 'x', avatar: 'a', is_face_verify: false } as unknown as User;

beforeAll(async () => {
  server = await startServer();
  other = await startServer();
});

afterAll(async () => {
  await server.close();
  await other.close();
});

beforeEach(() => {
  server.reset();
  other.reset();
  e = recordingEnvironment();
  restores.push(configureEnvironment(e));
  user.set(null);
  isLogin.set(false);
  delete window.meedu_api_url;
  delete window.meedu_api_go_url;
});

afterEach(() => {
  while (restores.length) restores.pop()!();
  delete window.meedu_api_url;
  delete window.meedu_api_go_url;
});

const useServer = () => restores.push(configureApi({ baseURL: server.origin }));

describe('headers', () => {
  it('sends Accept: application/json and no Authorization without a token', async () => {
    useServer();
    await mainApi('/api/v2/anything');
    const [req] = server.requests;
    expect(req.headers.accept).toBe('application/json');
    expect(req.headers.authorization).toBeUndefined();
  });

  it('sends the stored token as a Bearer header, read on every request', async () => {
    useServer();
    saveToken('tok-1');
    await mainApi('/api/v2/a');
    saveToken('tok-2');
    await mainApi('/api/v2/b');
    e.local.removeItem(STORAGE_KEYS.token);
    await mainApi('/api/v2/c');
    expect(server.requests.map((r) => r.headers.authorization)).toEqual(['Bearer tok-1', 'Bearer tok-2', undefined]);
  });
});

describe('base address', () => {
  it('falls back to the same origin when nothing is set', async () => {
    expect(apiBaseURL()).toBe('');
    expect(secondaryApiBaseURL()).toBe('');
    // A relative request goes to the page's own origin: point the page at the test server.
    const { happyDOM } = window as unknown as { happyDOM: { setURL(url: string): void } };
    const page = window.location.href;
    happyDOM.setURL(`${server.origin}/courses`);
    try {
      expect(await mainApi('/api/v2/same-origin')).toBeNull();
    } finally {
      happyDOM.setURL(page);
    }
    expect(server.requests.map((r) => r.path)).toEqual(['/api/v2/same-origin']);
  });

  it('uses window.meedu_api_url when set after load', async () => {
    window.meedu_api_url = server.origin;
    expect(apiBaseURL()).toBe(server.origin);
    await mainApi('/api/v2/global');
    expect(server.requests.map((r) => r.path)).toEqual(['/api/v2/global']);
  });

  it('ignores an empty page-level global', () => {
    window.meedu_api_url = '';
    expect(apiBaseURL()).toBe('');
  });

  it('prefers configureApi over the page-level global, and restores', async () => {
    window.meedu_api_url = other.origin;
    const restore = configureApi({ baseURL: server.origin });
    await mainApi('/api/v2/explicit');
    restore();
    expect(apiBaseURL()).toBe(other.origin);
    await mainApi('/api/v2/after-restore');
    expect(server.requests.map((r) => r.path)).toEqual(['/api/v2/explicit']);
    expect(other.requests.map((r) => r.path)).toEqual(['/api/v2/after-restore']);
  });

  it('joins a base with a trailing slash or a sub-path', async () => {
    restores.push(configureApi({ baseURL: `${server.origin}/meedu/` }));
    await mainApi('/api/v2/x');
    expect(server.requests[0].path).toBe('/meedu/api/v2/x');
  });

  it('runs the second client on window.meedu_api_go_url, the main one elsewhere', async () => {
    window.meedu_api_url = server.origin;
    window.meedu_api_go_url = other.origin;
    await secondApi('/api/v1/second');
    await mainApi('/api/v2/main');
    expect(other.requests.map((r) => r.path)).toEqual(['/api/v1/second']);
    expect(server.requests.map((r) => r.path)).toEqual(['/api/v2/main']);
  });

  it('second client: configureApi wins, and it falls back to the main base', async () => {
    window.meedu_api_url = server.origin;
    expect(secondaryApiBaseURL()).toBe(server.origin);
    await secondApi('/api/v1/fallback');
    window.meedu_api_go_url = server.origin;
    restores.push(configureApi({ secondaryBaseURL: other.origin }));
    await secondApi('/api/v1/explicit');
    expect(server.requests.map((r) => r.path)).toEqual(['/api/v1/fallback']);
    expect(other.requests.map((r) => r.path)).toEqual(['/api/v1/explicit']);
  });

  it('the second client behaves like the first (token, envelope, 401)', async () => {
    restores.push(configureApi({ secondaryBaseURL: other.origin }));
    saveToken('t');
    other.route('GET /ok', ok({ n: 1 }));
    other.route('GET /gone', { status: 401, json: { message: 'Unauthenticated.' } });
    expect(await secondApi('/ok')).toEqual({ n: 1 });
    expect(other.requests[0].headers.authorization).toBe('Bearer t');
    expect((await rejection(secondApi('/gone'))).code).toBe(401);
    expect(e.navigations).toEqual([{ path: '/login?redirect=%2F', replace: false }]);
  });
});

describe('envelope', () => {
  beforeEach(useServer);

  it('resolves with data', async () => {
    server.route('GET /api/v2/member/detail', ok(member));
    expect(await getMemberDetail()).toEqual(member);
    expect(e.toasts).toEqual([]);
  });

  it('resolves an empty success (data: []) as []', async () => {
    server.route('POST /api/v2/logout', ok([]));
    expect(await mainApi('/api/v2/logout', { method: 'POST' })).toEqual([]);
  });

  it('sends method, JSON body and query', async () => {
    await mainApi('/api/v2/x', {
      method: 'PUT',
      body: { a: 1, b: 'c' },
      query: { page: 2, keep: 'y', skip: undefined },
    });
    const [req] = server.requests;
    expect(req.method).toBe('PUT');
    expect(req.body).toEqual({ a: 1, b: 'c' });
    expect(req.headers['content-type']).toBe('application/json');
    expect(Object.fromEntries(req.query)).toEqual({ page: '2', keep: 'y' });
  });

  it('resolves the faceVerify failure object found in code', async () => {
    server.route('GET /api/v3/member/tencent/faceVerify', { json: { code: { status: 5 }, message: '', data: [] } });
    expect(await mainApi('/api/v3/member/tencent/faceVerify')).toEqual({ status: 5 });
    expect(e.toasts).toEqual([]);
  });
});

describe('401', () => {
  beforeEach(() => {
    useServer();
    e.setLocation('/member/orders?page=2');
    saveToken('old');
    e.local.setItem(STORAGE_KEYS.faceCheck, 'ok');
    e.local.setItem(STORAGE_KEYS.bindMobile, 'ok');
    loginUser(member);
  });

  const expectLoggedOut = () => {
    expect(e.toasts).toEqual([{ message: '请重新登录', kind: 'error' }]);
    expect(getToken()).toBeNull();
    expect(e.local.getItem(STORAGE_KEYS.faceCheck)).toBeNull();
    expect(e.local.getItem(STORAGE_KEYS.bindMobile)).toBeNull();
    expect(user.get()).toBeNull();
    expect(isLogin.get()).toBe(false);
    // The way back: signing in again returns to the page.
    expect(e.navigations).toEqual([{ path: '/login?redirect=%2Fmember%2Forders%3Fpage%3D2', replace: false }]);
  };

  it('envelope code 401 (v2): toast, session cleared, /login, rejected', async () => {
    server.route('GET /api/v2/member/detail', { json: { code: 401, message: '请重新登录', data: [] } });
    const err = await rejection(getMemberDetail());
    expect(err.code).toBe(401);
    expect(err.status).toBe(200);
    expectLoggedOut();
  });

  it('HTTP 401 on a v3 path: same handling', async () => {
    server.route('GET /api/v3/member/courses', { status: 401, json: { message: 'Unauthenticated.' } });
    const err = await rejection(mainApi('/api/v3/member/courses'));
    expect(err.code).toBe(401);
    expect(err.status).toBe(401);
    expect(err.data).toEqual({ message: 'Unauthenticated.' });
    expect(err.response?.status).toBe(401);
    expectLoggedOut();
  });

  it('a visitor whose page needs a login is sent to /login keeping the way back', async () => {
    clearSession();
    e.setLocation('/topic/detail/8');
    server.route('GET /addons/MeeduTopics/api/v1/topic/8', { status: 401, json: { message: 'Unauthenticated.' } });
    expect((await rejection(mainApi('/addons/MeeduTopics/api/v1/topic/8'))).code).toBe(401);
    expect(e.toasts).toEqual([{ message: '请重新登录', kind: 'error' }]);
    expect(e.navigations).toEqual([{ path: '/login?redirect=%2Ftopic%2Fdetail%2F8', replace: false }]);
  });

  it('on the login pages themselves, plain /login', async () => {
    e.setLocation('/login?redirect=%2Fmember');
    server.route('GET /api/v2/member/detail', { json: { code: 401, message: '请重新登录', data: [] } });
    await rejection(getMemberDetail());
    expect(e.navigations).toEqual([{ path: '/login', replace: false }]);
  });
});

describe('a session that ended or changed while a request was on its way', () => {
  beforeEach(() => {
    useServer();
    saveToken('old');
    loginUser(member);
  });

  it('its 401 is not acted on: no 请重新登录, no /login, the new state untouched', async () => {
    server.route('GET /addons/DaySignIn/api/v1/user', () => {
      // Logged out (and logged in as someone else) while the server was answering.
      clearSession();
      saveToken('new');
      return { status: 401, json: { message: 'Unauthenticated.' } };
    });
    expect((await rejection(mainApi('/addons/DaySignIn/api/v1/user'))).code).toBe(401);
    expect(e.toasts).toEqual([]);
    expect(e.navigations).toEqual([]);
    expect(getToken()).toBe('new');
  });

  it('its successful answer is not handed on either: it is the ended session’s', async () => {
    server.route('GET /api/v2/member/detail', () => {
      clearSession();
      return ok(member);
    });
    expect((await rejection(getMemberDetail())).code).toBe(401);
    expect(e.toasts).toEqual([]);
    expect(e.navigations).toEqual([]);
  });

  it('logout tells the server with the ending token, and its 401 (a token already forgotten) is not acted on', async () => {
    server.route('POST /api/v2/logout', { status: 401, json: { message: 'Unauthenticated.' } });
    const leaving = logoutAndLeave();
    expect(getToken()).toBeNull();
    await leaving;
    expect(server.requests.map((r) => [r.path, r.headers.authorization])).toEqual([['/api/v2/logout', 'Bearer old']]);
    expect(e.toasts).toEqual([{ message: '已安全退出', kind: 'success' }]);
    expect(e.navigations).toEqual([]);
  });

  it('after logout, until it has gone home, a 401 of the page being left is not acted on', async () => {
    server.route('GET /api/v3/member/courses', { status: 401, json: { message: 'Unauthenticated.' } });
    logout();
    expect(e.toasts).toEqual([{ message: '已安全退出', kind: 'success' }]);
    // Asked again as a visitor by a view still on the page: the 401 is the ended session's.
    expect((await rejection(mainApi('/api/v3/member/courses'))).code).toBe(401);
    e.clock.advance(500);
    expect(e.toasts).toHaveLength(1);
    expect(e.navigations).toEqual([{ path: '/', replace: false }]);
  });
});

describe('other failures', () => {
  beforeEach(useServer);

  it('non-zero code: error toast with the server message, ApiError with code and data', async () => {
    server.route('POST /api/v2/login/password', fail('手机号或密码错误'));
    const err = await rejection(mainApi('/api/v2/login/password', { method: 'POST', body: {} }));
    expect(err).toMatchObject({ code: 1, message: '手机号或密码错误', status: 200, data: [] });
    expect(err.response).toBeDefined();
    expect(e.toasts).toEqual([{ message: '手机号或密码错误', kind: 'error' }]);
    expect(e.navigations).toEqual([]);
  });

  it('a failing envelope without message still tells the user something', async () => {
    server.route('GET /api/v2/x', fail(''));
    await rejection(mainApi('/api/v2/x'));
    expect(e.toasts).toEqual([{ message: '错误', kind: 'error' }]);
  });

  it('quiet requests reject without a toast', async () => {
    server.route('GET /api/v2/x', fail('nope'));
    expect((await rejection(mainApi('/api/v2/x', { quiet: true }))).message).toBe('nope');
    expect(e.toasts).toEqual([]);
  });

  it('请勿重复绑定: silent on the main client, shown by the second', async () => {
    restores.push(configureApi({ secondaryBaseURL: server.origin }));
    server.route('POST /bind', fail('请勿重复绑定'));
    const first = await rejection(mainApi('/bind', { method: 'POST' }));
    expect(first.message).toBe('请勿重复绑定');
    expect(e.toasts).toEqual([]);
    await rejection(secondApi('/bind', { method: 'POST' }));
    expect(e.toasts).toEqual([{ message: '请勿重复绑定', kind: 'error' }]);
  });

  it('only the exact message is silent on the main client', async () => {
    server.route('POST /bind', fail('请勿重复绑定!'));
    await rejection(mainApi('/bind', { method: 'POST' }));
    expect(e.toasts).toEqual([{ message: '请勿重复绑定!', kind: 'error' }]);
  });

  it('HTTP 500 without envelope: network error, no toast for a read', async () => {
    server.route('GET /api/v2/boom', { status: 500, text: 'Internal Server Error', contentType: 'text/html' });
    const err = await rejection(mainApi('/api/v2/boom'));
    expect(err).toMatchObject({ code: NETWORK_ERROR, status: 500, data: 'Internal Server Error' });
    expect(err.response?.status).toBe(500);
    expect(e.toasts).toEqual([]);
    expect(e.navigations).toEqual([]);
  });

  it('a non-JSON 200 body: network error, no toast', async () => {
    server.route('GET /api/v2/html', { text: '<html>maintenance</html>', contentType: 'text/html' });
    const err = await rejection(mainApi('/api/v2/html'));
    expect(err).toMatchObject({ code: NETWORK_ERROR, status: 200, data: '<html>maintenance</html>' });
    expect(e.toasts).toEqual([]);
  });

  it('malformed JSON: network error', async () => {
    server.route('GET /api/v2/broken', { text: '{"code":0,', contentType: 'application/json' });
    expect((await rejection(mainApi('/api/v2/broken'))).code).toBe(NETWORK_ERROR);
    expect(e.toasts).toEqual([]);
  });
});
