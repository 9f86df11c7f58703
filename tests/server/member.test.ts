import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { api, apiData, login, loginWithSms, sendSmsCode, startTestServer, type TestServer } from './helpers.js';

let server: TestServer;
let demo: string;
beforeAll(async () => {
  server = await startTestServer();
  demo = await login(server);
});
afterAll(() => server.close());

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const RAW = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('GET /api/v2/member/detail', () => {
  test('every field with its contract type', async () => {
    const d = await apiData(server, '/api/v2/member/detail', { token: demo });
    expect(Object.keys(d).sort()).toEqual(
      [
        'id',
        'avatar',
        'nick_name',
        'mobile',
        'is_lock',
        'is_active',
        'role_id',
        'role_expired_at',
        'invite_balance',
        'is_password_set',
        'is_set_nickname',
        'created_at',
        'credit1',
        'credit2',
        'credit3',
        'role',
        'is_bind_qq',
        'is_bind_wechat',
        'is_bind_mobile',
        'invite_people_count',
        'is_face_verify',
        'profile_real_name',
        'profile_id_number',
      ].sort(),
    );
    expect(d).toMatchObject({ id: 1, nick_name: '小明同学', mobile: '13800138000', role: null, role_expired_at: null });
    expect(d.avatar).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/images\/avatar\/.+\.svg$/);
    expect(d.created_at).toMatch(ISO);
    for (const k of [
      'is_lock',
      'is_active',
      'role_id',
      'invite_balance',
      'is_password_set',
      'is_set_nickname',
      'credit1',
      'credit2',
      'credit3',
      'is_bind_qq',
      'is_bind_wechat',
      'is_bind_mobile',
      'invite_people_count',
    ]) {
      expect(typeof d[k], k).toBe('number');
    }
    expect(d.is_face_verify).toBe(false);
    expect(d.is_bind_mobile).toBe(1);
    expect(d.credit1).toBeGreaterThan(0);
    expect(d.profile_real_name).toBe('');
  });

  test('the avatar follows the address the server is reached at', async () => {
    const d = await apiData(server, '/api/v2/member/detail', { token: demo });
    const svg = await fetch(d.avatar);
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toContain('image/svg+xml');
  });

  test('a VIP member has role {id,name} and a raw expiry; the role lapses when it expires', async () => {
    const token = await login(server, '13800138002', 'meedu123');
    await server.ctx.db
      .prepare('UPDATE users SET role_id = 2, role_expired_at = ? WHERE id = 2')
      .run(server.clock.now() + 3600_000);
    const d = await apiData(server, '/api/v2/member/detail', { token });
    expect(d.role).toEqual({ id: 2, name: '季度会员' });
    expect(d.role_expired_at).toMatch(RAW);
    server.clock.advance(3601);
    const later = await apiData(server, '/api/v2/member/detail', { token });
    expect(later.role).toBeNull();
    expect(later.role_id).toBe(0);
    expect(later.role_expired_at).toBeNull();
  });

  test('member 2 has QQ and WeChat bound', async () => {
    const token = await login(server, '13800138002', 'meedu123');
    const d = await apiData(server, '/api/v2/member/detail', { token });
    expect([d.is_bind_qq, d.is_bind_wechat]).toEqual([1, 1]);
  });
});

describe('notifications', () => {
  test('unread count, messages (P2, UUIDs, newest first), mark one, mark all', async () => {
    const token = await login(server);
    const count = await apiData(server, '/api/v2/member/unreadNotificationCount', { token });
    expect(count).toBe(4);

    const page = await apiData(server, '/api/v2/member/messages', { token });
    expect(Object.keys(page).sort()).toEqual(['data', 'total']);
    expect(page.total).toBe(7);
    expect(page.data).toHaveLength(5); // page_size defaults to 5
    const first = page.data[0];
    expect(Object.keys(first).sort()).toEqual(['created_at', 'data', 'id', 'notifiable_id', 'read_at']);
    expect(first.id).toMatch(UUID);
    expect(first.notifiable_id).toBe(1);
    expect(typeof first.data.message).toBe('string');
    expect(first.read_at).toBeNull();
    expect(first.created_at).toMatch(ISO);
    const times = page.data.map((m: { created_at: string }) => m.created_at);
    expect([...times].sort().reverse()).toEqual(times);

    const rest = await apiData(server, '/api/v2/member/messages', { token, query: { page: 2, page_size: 5 } });
    expect(rest.data).toHaveLength(2);
    expect(rest.data.some((m: { read_at: string | null }) => m.read_at !== null)).toBe(true);
    expect(rest.data[0].read_at === null || ISO.test(rest.data[0].read_at)).toBe(true);

    expect((await api(server, `/api/v2/member/notificationMarkAsRead/${first.id}`, { token })).json).toEqual({
      code: 0,
      message: '',
      data: [],
    });
    expect(await apiData(server, '/api/v2/member/unreadNotificationCount', { token })).toBe(3);
    // Unknown ids (and ids that look like SQL) are ignored silently.
    expect(
      (await api(server, '/api/v2/member/notificationMarkAsRead/00000000-0000-0000-0000-000000000000', { token })).json
        .code,
    ).toBe(0);
    expect(
      (await api(server, `/api/v2/member/notificationMarkAsRead/${encodeURIComponent("1' OR '1'='1")}`, { token })).json
        .code,
    ).toBe(0);
    expect(await apiData(server, '/api/v2/member/unreadNotificationCount', { token })).toBe(3);

    await apiData(server, '/api/v2/member/notificationMarkAllAsRead', { token });
    expect(await apiData(server, '/api/v2/member/unreadNotificationCount', { token })).toBe(0);
    const after = await apiData(server, '/api/v2/member/messages', { token });
    expect(after.data.every((m: { read_at: string | null }) => typeof m.read_at === 'string')).toBe(true);
  });

  test('a member cannot mark someone else’s notification', async () => {
    const other = await login(server, '13800138002', 'meedu123');
    const id = server.ctx.db.prepare('SELECT id FROM user_notifications WHERE user_id = 1 LIMIT 1').get() as {
      id: string;
    };
    server.ctx.db.prepare('UPDATE user_notifications SET read_at = NULL WHERE id = ?').run(id.id);
    await apiData(server, `/api/v2/member/notificationMarkAsRead/${id.id}`, { token: other });
    const row = server.ctx.db.prepare('SELECT read_at FROM user_notifications WHERE id = ?').get(id.id) as {
      read_at: number | null;
    };
    expect(row.read_at).toBeNull();
  });
});

describe('GET /api/v2/member/credit1Records', () => {
  test('P2 of {sum, remark, created_at}, no id, newest first; sums match the balance', async () => {
    const token = await login(server);
    const page = await apiData(server, '/api/v2/member/credit1Records', { token, query: { page_size: 100 } });
    expect(page.total).toBe(6);
    for (const r of page.data) {
      expect(Object.keys(r).sort()).toEqual(['created_at', 'remark', 'sum']);
      expect(Number.isInteger(r.sum)).toBe(true);
      expect(r.created_at).toMatch(ISO);
    }
    const me = await apiData(server, '/api/v2/member/detail', { token });
    expect(page.data.reduce((s: number, r: { sum: number }) => s + r.sum, 0)).toBe(me.credit1);
    expect(page.data[0].remark).toBe('每日签到');
    const small = await apiData(server, '/api/v2/member/credit1Records', { token, query: { page: 2, page_size: 4 } });
    expect(small.data).toHaveLength(2);
    expect(small.total).toBe(6);
  });
});

describe('profile changes', () => {
  test('nickname: required, once only, unique, at most 24 characters', async () => {
    const token = await loginWithSms(server, '13933330001');
    const set = (nick_name?: string) =>
      api(server, '/api/v2/member/detail/nickname', { method: 'POST', token, body: { nick_name } });
    expect((await set()).json.message).toBe('请输入昵称');
    expect((await set('小明同学')).json).toEqual({ code: 1, message: '昵称已经存在', data: [] });
    expect((await set('一'.repeat(25))).json.code).toBe(1);
    expect((await set('新的昵称')).json.code).toBe(0);
    const d = await apiData(server, '/api/v2/member/detail', { token });
    expect([d.nick_name, d.is_set_nickname]).toEqual(['新的昵称', 1]);
    expect((await set('再改一次')).json).toEqual({ code: 1, message: '当前用户已配置昵称', data: [] });
  });

  test('password change needs a code for the member’s own mobile', async () => {
    const mobile = '13933330002';
    const token = await loginWithSms(server, mobile);
    const change = (body: Record<string, string>) =>
      api(server, '/api/v2/member/detail/password', { method: 'POST', token, body });
    expect((await change({ mobile, mobile_code: '000000', password: 'newpass1' })).json.message).toBe('短信验证码错误');
    const other = await sendSmsCode(server, '13933339999', 'password_reset');
    expect((await change({ mobile: '13933339999', mobile_code: other, password: 'newpass1' })).json.message).toBe(
      '参数错误',
    );
    const code = await sendSmsCode(server, mobile, 'password_reset');
    expect((await change({ mobile, mobile_code: code, password: 'newpass1' })).json.code).toBe(0);
    await login(server, mobile, 'newpass1');
  });

  test('verify → sign → PUT mobile: sign checked first, then code, then uniqueness', async () => {
    const mobile = '13933330003';
    const token = await loginWithSms(server, mobile);
    const verify = (body: Record<string, string>) =>
      api(server, '/api/v2/member/verify', { method: 'POST', token, body });
    expect((await verify({ mobile: '13800138000', mobile_code: '1' })).json.message).toBe('参数错误');
    const code = await sendSmsCode(server, mobile, 'mobile_bind');
    const { sign } = (await verify({ mobile, mobile_code: code })).json.data;
    expect(typeof sign).toBe('string');

    const put = (body: Record<string, string>) => api(server, '/api/v2/member/mobile', { method: 'PUT', token, body });
    expect((await put({ mobile: '13933330004', mobile_code: '1', sign: `${sign}x` })).json.message).toBe('参数错误');
    expect((await put({ mobile: '13933330004', mobile_code: '1', sign })).json.message).toBe('短信验证码错误');
    const taken = await sendSmsCode(server, '13800138000', 'mobile_bind');
    expect((await put({ mobile: '13800138000', mobile_code: taken, sign })).json.message).toBe('手机号已存在');
    const fresh = await sendSmsCode(server, '13933330004', 'mobile_bind');
    expect((await put({ mobile: '13933330004', mobile_code: fresh, sign })).json.code).toBe(0);
    expect((await apiData(server, '/api/v2/member/detail', { token })).mobile).toBe('13933330004');

    // Another member's sign is useless, and a sign dies after an hour.
    const demoToken = await login(server);
    const again = await sendSmsCode(server, '13933330005', 'mobile_bind');
    expect(
      (
        await api(server, '/api/v2/member/mobile', {
          method: 'PUT',
          token: demoToken,
          body: { mobile: '13933330005', mobile_code: again, sign },
        })
      ).json.message,
    ).toBe('参数错误');
    server.clock.advance(3601);
    const late = await sendSmsCode(server, '13933330005', 'mobile_bind');
    expect((await put({ mobile: '13933330005', mobile_code: late, sign })).json.message).toBe('参数错误');
  });

  test('binding a mobile: only for members without a real one', async () => {
    const token = await login(server);
    const bind = (mobile: string, mobile_code: string, t = token) =>
      api(server, '/api/v2/member/detail/mobile', { method: 'POST', token: t, body: { mobile, mobile_code } });
    const code = await sendSmsCode(server, '13933330006', 'mobile_bind');
    expect((await bind('13933330006', code)).json).toEqual({ code: 1, message: '已绑定', data: [] });

    // A socialite-only member carries a placeholder mobile.
    const placeholder = server.ctx.db.prepare('SELECT mobile FROM users WHERE id = 5').get() as { mobile: string };
    server.ctx.db.prepare("UPDATE users SET mobile = '2abcdefghij' WHERE id = 5").run();
    const row = server.ctx.db.prepare('SELECT id FROM users WHERE id = 5').get() as { id: number };
    const { token: t5 } = await import('#server/http/auth.js').then((m) => m.issueToken(server.ctx, row.id));
    expect((await apiData(server, '/api/v2/member/detail', { token: t5 })).is_bind_mobile).toBe(0);
    const taken = await sendSmsCode(server, '13800138000', 'mobile_bind');
    expect((await bind('13800138000', taken, t5)).json.message).toBe('手机号已存在');
    const ok = await sendSmsCode(server, placeholder.mobile, 'mobile_bind');
    expect((await bind(placeholder.mobile, ok, t5)).json.code).toBe(0);
    expect((await apiData(server, '/api/v2/member/detail', { token: t5 })).is_bind_mobile).toBe(1);
  });

  test('unbinding a socialite: qq or wechat only; silent when not bound', async () => {
    const token = await login(server, '13800138002', 'meedu123');
    expect((await api(server, '/api/v2/member/socialite/weibo', { method: 'DELETE', token })).json).toEqual({
      code: 1,
      message: '参数错误',
      data: [],
    });
    expect((await api(server, '/api/v2/member/socialite/qq', { method: 'DELETE', token })).json.code).toBe(0);
    expect((await api(server, '/api/v2/member/socialite/qq', { method: 'DELETE', token })).json.code).toBe(0);
    const d = await apiData(server, '/api/v2/member/detail', { token });
    expect([d.is_bind_qq, d.is_bind_wechat]).toEqual([0, 1]);
  });
});

describe('VIP roles', () => {
  test('GET /api/v2/roles: shown roles by weight with desc_rows', async () => {
    const roles = await apiData(server, '/api/v2/roles');
    expect(roles.map((r: { name: string }) => r.name)).toEqual(['月度会员', '季度会员', '年度会员']);
    for (const r of roles) {
      expect(Object.keys(r).sort()).toEqual(['charge', 'desc_rows', 'expire_days', 'id', 'name']);
      expect(Number.isInteger(r.charge)).toBe(true);
      expect(Number.isInteger(r.expire_days)).toBe(true);
      expect(Array.isArray(r.desc_rows)).toBe(true);
      expect(r.desc_rows.length).toBeGreaterThan(1);
    }
  });

  test('GET /api/v2/role/{id}: the same object; hidden, unknown and non-numeric ids fail', async () => {
    const roles = await apiData(server, '/api/v2/roles');
    expect(await apiData(server, `/api/v2/role/${roles[1].id}`)).toEqual(roles[1]);
    expect((await api(server, '/api/v2/role/999')).json).toEqual({ code: 1, message: '错误', data: [] });
    expect((await api(server, '/api/v2/role/abc')).json).toEqual({ code: 1, message: '错误', data: [] });
    server.ctx.db.prepare('UPDATE roles SET is_show = 0 WHERE id = 1').run();
    try {
      expect((await api(server, '/api/v2/role/1')).json.code).toBe(1);
      expect((await apiData(server, '/api/v2/roles')).length).toBe(2);
    } finally {
      server.ctx.db.prepare('UPDATE roles SET is_show = 1 WHERE id = 1').run();
    }
  });
});
