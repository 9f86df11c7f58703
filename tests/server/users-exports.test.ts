import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  addCredit1,
  DEMO_USER_ID,
  getRole,
  getUser,
  grantRole,
  notifyUser,
  publicUsers,
  userHasActiveVip,
} from '#server/modules/users/index.js';
import { apiData, login, startTestServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const DAY = 86_400_000;

describe('functions other modules build on', () => {
  test('seed: demo member 1 and members 2..20 with Chinese nicknames', () => {
    expect(DEMO_USER_ID).toBe(1);
    expect(getUser(server.ctx, 1)).toMatchObject({ mobile: '13800138000', nick_name: '小明同学' });
    const all = publicUsers(
      server.ctx,
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect(Object.keys(all)).toHaveLength(20);
    for (const u of Object.values(all)) {
      expect(u.nick_name).toMatch(/[\u4e00-\u9fa5]/);
      expect(u.avatar.startsWith(server.url)).toBe(true);
      expect(Object.keys(u).sort()).toEqual(['avatar', 'id', 'nick_name']);
    }
  });

  test('member 3 is a seeded active VIP', () => {
    expect(userHasActiveVip(server.ctx, 3)).toBe(true);
    expect(userHasActiveVip(server.ctx, 12345)).toBe(false);
  });

  test('publicUsers skips unknown and odd ids', () => {
    const map = publicUsers(server.ctx, [1, 1, 999, -3, 2.5, 2]);
    expect(Object.keys(map).map(Number).sort()).toEqual([1, 2]);
    expect(publicUsers(server.ctx, [])).toEqual({});
  });

  test('addCredit1 moves the balance and writes a record the member sees', async () => {
    const before = getUser(server.ctx, 4)!.credit1;
    addCredit1(server.ctx, 4, 30, '测试奖励');
    addCredit1(server.ctx, 4, -10, '测试扣减');
    expect(getUser(server.ctx, 4)!.credit1).toBe(before + 20);
    const rows = server.ctx.db
      .prepare('SELECT sum, remark FROM user_credit1_records WHERE user_id = 4 ORDER BY id')
      .all();
    expect(rows).toEqual([
      { sum: 30, remark: '测试奖励' },
      { sum: -10, remark: '测试扣减' },
    ]);
  });

  test('notifyUser adds an unread message', async () => {
    const token = await login(server);
    const before = await apiData(server, '/api/v2/member/unreadNotificationCount', { token });
    server.clock.advance(1);
    const id = notifyUser(server.ctx, 1, '您的订单已支付');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await apiData(server, '/api/v2/member/unreadNotificationCount', { token })).toBe(before + 1);
    const page = await apiData(server, '/api/v2/member/messages', { token });
    expect(page.data[0]).toMatchObject({ id, data: { message: '您的订单已支付' }, read_at: null });
  });

  test('grantRole starts from now, extends the same active role, replaces another', () => {
    const now = server.clock.now();
    const monthly = getRole(server.ctx, 1)!;
    expect(monthly).toMatchObject({ name: '月度会员', expire_days: 31 });
    expect(getRole(server.ctx, 99)).toBeUndefined();
    expect(userHasActiveVip(server.ctx, 8)).toBe(false);

    grantRole(server.ctx, 8, 1);
    expect(getUser(server.ctx, 8)).toMatchObject({ role_id: 1, role_expired_at: now + 31 * DAY });
    expect(userHasActiveVip(server.ctx, 8)).toBe(true);

    grantRole(server.ctx, 8, 1);
    expect(getUser(server.ctx, 8)!.role_expired_at).toBe(now + 62 * DAY);

    grantRole(server.ctx, 8, 3);
    expect(getUser(server.ctx, 8)).toMatchObject({ role_id: 3, role_expired_at: now + 365 * DAY });

    server.clock.advance(365 * 86400);
    expect(userHasActiveVip(server.ctx, 8)).toBe(false);
    expect(getUser(server.ctx, 8)).toMatchObject({ role_id: 0, role_expired_at: null });
    expect(() => grantRole(server.ctx, 8, 99)).toThrow();
  });
});
