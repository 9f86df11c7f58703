/** Locking an account (users.is_lock = 1, set in the database as an administrator would) ends its sessions. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { api, apiData, login, loginWithSms, startTestServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const setLock = (userId: number, locked: boolean) =>
  server.ctx.db.prepare('UPDATE users SET is_lock = ? WHERE id = ?').run(locked ? 1 : 0, userId);

describe('a locked member’s tokens', () => {
  test('are refused from the next request: v2 envelope 401, v3 and addon paths HTTP 401', async () => {
    const token = await login(server);
    expect((await apiData(server, '/api/v2/member/detail', { token })).id).toBe(1);
    setLock(1, true);
    try {
      const v2 = await api(server, '/api/v2/member/detail', { token });
      expect([v2.status, v2.json]).toEqual([200, { code: 401, message: '错误', data: [] }]);
      const v3 = await api(server, '/api/v3/member/courses', { token });
      expect([v3.status, v3.json]).toEqual([401, { message: 'Unauthenticated.' }]);
      const addon = await api(server, '/addons/Credit1Mall/api/v1/user/address', { token });
      expect([addon.status, addon.json]).toEqual([401, { message: 'Unauthenticated.' }]);
      // The token in the query string (download and redirect endpoints) is refused the same way.
      const query = await api(server, '/api/v2/member/detail', { query: { token } });
      expect(query.json).toEqual({ code: 401, message: '错误', data: [] });
      // Where signing in is optional the request is served as a guest's: course 1 is not "bought".
      expect((await apiData(server, '/api/v2/course/1', { token })).isBuy).toBe(false);
      expect(
        (await api(server, '/api/v2/login/password', { body: { mobile: '13800138000', password: 'meedu123' } })).json
          .message,
      ).toBe('账号已被锁定');
    } finally {
      setLock(1, false);
    }
    // Unlocking gives the same, unexpired token its member back.
    expect((await apiData(server, '/api/v2/member/detail', { token })).id).toBe(1);
    expect((await apiData(server, '/api/v2/course/1', { token })).isBuy).toBe(true);
  });

  test('every token of the member is refused, not only the newest', async () => {
    const first = await loginWithSms(server, '13944440070');
    const second = await loginWithSms(server, '13944440070');
    const { id } = await apiData(server, '/api/v2/member/detail', { token: first });
    setLock(id, true);
    for (const token of [first, second]) {
      expect((await api(server, '/api/v2/member/unreadNotificationCount', { token })).json).toEqual({
        code: 401,
        message: '错误',
        data: [],
      });
    }
    // Other members are not affected.
    expect((await apiData(server, '/api/v2/member/detail', { token: await login(server) })).id).toBe(1);
  });
});
