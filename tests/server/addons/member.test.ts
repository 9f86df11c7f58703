import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { data, failure, isUnauthenticated, startAddonServer, type AddonServer } from './helper.js';

let s: AddonServer;
beforeAll(async () => {
  s = await startAddonServer();
});
afterAll(() => s.close());

describe('group-buy and flash-sale orders', () => {
  it('lists group-buy orders (P2) with goods and status', async () => {
    const path = '/addons/TuanGou/api/v1/t/member/orders';
    expect(isUnauthenticated(await s.get(path), path)).toBe(true);
    const d = data(await s.get(path, { token: await s.token(1), query: { page: 1, size: 10 } }));
    expect(d.total).toBe(3);
    expect(d.data.map((o: { status: number }) => o.status).sort()).toEqual([0, 1, 3]);
    const paid = d.data.find((o: { status: number }) => o.status === 1);
    expect(paid).toMatchObject({ charge: 99, status_text: '已支付' });
    expect(typeof paid.item_id).toBe('number');
    expect(paid.goods).toMatchObject({ goods_type: 'course', other_id: 2, goods_id: 2, goods_type_text: '录播课程' });
    expect(paid.goods.goods_title).toBe('Vue 3 + TypeScript 企业级项目实战');
    expect(paid.goods.goods_thumb).toMatch(/^http/);
    expect(paid.updated_at).toMatch(/Z$/);
    const empty = data(await s.get(path, { token: await s.token(20) }));
    expect(empty).toEqual({ data: [], total: 0 });
  });

  it('lists flash-sale orders (P2)', async () => {
    const path = '/addons/MiaoSha/api/v1/m/user/orders';
    expect(isUnauthenticated(await s.get(path), path)).toBe(true);
    const d = data(await s.get(path, { token: await s.token(1), query: { page: 1, size: 1 } }));
    expect(d.total).toBe(2);
    expect(d.data).toHaveLength(1);
    expect(d.data[0]).toMatchObject({ status: 0, charge: 59 });
    expect(d.data[0].goods).toMatchObject({ goods_type: 'course', goods_id: 2 });
    const page2 = data(await s.get(path, { token: await s.token(1), query: { page: 2, size: 1 } }));
    expect(page2.data[0].goods).toMatchObject({ goods_type: 'live', goods_type_text: '直播课程' });
  });
});

describe('certificates', () => {
  it('lists the member certificates with their template image', async () => {
    const path = '/addons/Cert/api/v1/member/cert';
    expect(isUnauthenticated(await s.get(path), path)).toBe(true);
    const d = data(await s.get(path, { token: await s.token(1), query: { page: 1, size: 10 } }));
    expect(d.total).toBe(2);
    expect(d.data[0].cert).toMatchObject({ name: 'Go 高并发实战结业证书' });
    expect(d.data[0].cert.template_image).toMatch(/\/addons\/Cert\/template\/\d+\.svg$/);
    expect(d.data[0].created_at).toMatch(/Z$/);
    const image = await fetch(d.data[0].cert.template_image);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('downloads a certificate with ?token= and refuses someone else', async () => {
    const d = data(await s.get('/addons/Cert/api/v1/member/cert', { token: await s.token(1) }));
    const certId = d.data[0].cert.id;
    const res = await fetch(`${s.url}/addons/Cert/api/v1/member/cert/${certId}/download?token=${await s.token(1)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('attachment');
    const svg = await res.text();
    expect(svg).toContain('MEEDU-CERT-2026-0002');
    expect(svg).toContain('荣誉证书');
    // 查看证书 opens the same file in the browser instead of saving it.
    const inline = await fetch(
      `${s.url}/addons/Cert/api/v1/member/cert/${certId}/download?token=${await s.token(1)}&inline=1`,
    );
    expect(inline.headers.get('content-disposition')).toMatch(/^inline; filename="cert-/);
    expect(
      failure(await s.get(`/addons/Cert/api/v1/member/cert/${certId}/download`, { token: await s.token(9) })),
    ).toBe('证书不存在');
  });
});

describe('browsing history and likes', () => {
  const H = '/addons/templateOne/api/v1/history/record';

  it('records a visit for members and accepts visitors without recording', async () => {
    const t = await s.token(7);
    data(await s.post(H, { type: 'book', id: 2, title: '产品经理的第一本书' }, { token: t }));
    data(await s.post(H, { type: 'book', id: 2, title: '产品经理的第一本书（更新）' }, { token: t }));
    const rows = s.ctx.db.prepare('SELECT title FROM template_one_history WHERE user_id = 7').all() as {
      title: string;
    }[];
    expect(rows).toEqual([{ title: '产品经理的第一本书（更新）' }]);
    data(await s.post(H, { type: 'live', id: 1, title: 'Go' }));
  });

  it('validates type, id and title', async () => {
    const t = await s.token(7);
    expect(failure(await s.post(H, { type: 'hack', id: 1, title: 'x' }, { token: t }))).toBe('参数错误');
    expect(failure(await s.post(H, { type: 'book', id: 'abc', title: 'x' }, { token: t }))).toBe('参数错误');
    expect(failure(await s.post(H, { type: 'book', id: 0, title: 'x' }, { token: t }))).toBe('参数错误');
    expect(failure(await s.post(H, { type: 'book', id: 1 }, { token: t }))).toBe('请传递标题');
    expect(failure(await s.post(H, { type: 'book', id: 1, title: '长'.repeat(256) }, { token: t }))).toBe(
      '标题不能超过255个字',
    );
    expect(failure(await s.post(H, { type: "book'; DROP TABLE users; --", id: 1, title: 'x' }, { token: t }))).toBe(
      '参数错误',
    );
    expect(failure(await s.post(H, '{not json', { token: t }))).toBe('请求数据格式错误');
  });

  it('toggles likes and lists liked items', async () => {
    const L = '/addons/templateOne/api/v1/like';
    const t = await s.token(8);
    expect(data(await s.get(`${L}/status`, { query: { id: 1, type: 'book' } }))).toEqual({ like: false });
    expect(data(await s.get(`${L}/hit`, { token: t, query: { id: 1, type: 'book' } }))).toEqual({ like: true });
    expect(data(await s.get(`${L}/status`, { token: t, query: { id: 1, type: 'book' } }))).toEqual({ like: true });
    const list = data(await s.get(`${L}/courses`, { token: t, query: { type: 'book' } }));
    expect(list.data[0]).toMatchObject({ type: 'book', other_id: 1, title: '深入浅出 TypeScript' });
    expect(data(await s.get(`${L}/hit`, { token: t, query: { id: 1, type: 'book' } }))).toEqual({ like: false });
    expect(failure(await s.get(`${L}/hit`, { token: t, query: { id: 404, type: 'book' } }))).toBe('内容不存在');
    expect(failure(await s.get(`${L}/status`, { query: { id: 1, type: 'paper' } }))).toBe('参数错误');
    // VIP time and points are goods too, but not content a member keeps and can like.
    expect(failure(await s.get(`${L}/hit`, { token: t, query: { id: 1, type: 'vip' } }))).toBe('参数错误');
    expect(failure(await s.get(`${L}/hit`, { token: t, query: { id: 10, type: 'credit1' } }))).toBe('参数错误');
    expect(failure(await s.get(`${L}/courses`, { token: t, query: { type: 'vip' } }))).toBe('参数错误');
    expect(isUnauthenticated(await s.get(`${L}/hit`, { query: { id: 1, type: 'book' } }), L)).toBe(true);
  });
});

describe('multi-level share', () => {
  const S = '/addons/MultiLevelShare/api/v1';

  it('binds an inviter once', async () => {
    const t = await s.token(9);
    expect(isUnauthenticated(await s.post(`${S}/user/bind`, { msv: 1 }), S)).toBe(true);
    expect(failure(await s.post(`${S}/user/bind`, {}, { token: t }))).toBe('参数错误');
    expect(failure(await s.post(`${S}/user/bind`, { msv: 'abc' }, { token: t }))).toBe('参数错误');
    expect(failure(await s.post(`${S}/user/bind`, { msv: 9 }, { token: t }))).toBe('不能绑定自己');
    expect(failure(await s.post(`${S}/user/bind`, { msv: 99999 }, { token: t }))).toBe('推广用户不存在');
    data(await s.post(`${S}/user/bind`, { msv: '2' }, { token: t }));
    expect(failure(await s.post(`${S}/user/bind`, { msv: 3 }, { token: t }))).toBe('请勿重复绑定');
    const me = data(await s.get(`${S}/user`, { token: t }));
    expect(me).toMatchObject({ msv: '9', parent: { id: 2 } });
    expect(failure(await s.post(`${S}/user/bind`, { msv: 5 }, { token: await s.token(1) }))).toBe('不能绑定下级用户');
  });

  it('shows balance records and withdraws within the balance', async () => {
    const t = await s.token(1);
    // The share page reads invite_balance and invite_count (frontend-v3 src/pages/share/index.tsx).
    const me = data(await s.get(`${S}/user`, { token: t }));
    expect(me).toMatchObject({ invite_balance: 62, invite_count: 3 });
    expect(
      failure(
        await s.post(
          `${S}/user/withdraw`,
          { amount: 100, channel: 'alipay', account: 'a@b.c', name: '张三' },
          { token: t },
        ),
      ),
    ).toBe('余额不足');
    expect(
      failure(
        await s.post(
          `${S}/user/withdraw`,
          { amount: 5, channel: 'alipay', account: 'a@b.c', name: '张三' },
          { token: t },
        ),
      ),
    ).toBe('最低提现10元');
    data(
      await s.post(
        `${S}/user/withdraw`,
        { amount: 20, channel: 'wechat', account: 'wx_abc', name: '张三' },
        { token: t },
      ),
    );
    const records = data(await s.get(`${S}/user/balanceRecords`, { token: t }));
    expect(records.total).toBe(4);
    expect(records.data[0]).toMatchObject({ sum: -20, remark: '提现到微信' });
  });

  it('lists promotable goods nested one level deeper, named as the share page reads them', async () => {
    const t = await s.token(1);
    const goods = data(await s.get(`${S}/user/goods`, { token: t, query: { page: 1, size: 9 } }));
    expect(goods.data.total).toBe(4);
    expect(goods.data.data[0]).toEqual({
      id: 1,
      goods_id: 2,
      goods_type: 'vod',
      goods_title: expect.any(String),
      goods_thumb: expect.stringMatching(/^https?:\/\//),
      goods_charge: expect.any(Number),
      reward: Math.floor(goods.data.data[0].goods_charge / 10),
    });
    expect(goods.data.data.map((g: { goods_type: string }) => g.goods_type)).toEqual([
      'vod',
      'live',
      'book',
      'learnPath',
    ]);
    const second = data(await s.get(`${S}/user/goods`, { token: t, query: { page: 2, size: 3 } }));
    expect(second.data.data.map((g: { id: number }) => g.id)).toEqual([4]);
    expect(isUnauthenticated(await s.get(`${S}/user/goods`), S)).toBe(true);
  });

  it('tells what promoting one item earns at each level, and refuses items it does not promote', async () => {
    const t = await s.token(1);
    const path = `${S}/user/goods/reward`;
    const goods = data(await s.get(`${S}/user/goods`, { token: t, query: { page: 1, size: 9 } }));
    const vod = goods.data.data[0];
    const reward = data(await s.get(path, { token: t, query: { goods_id: vod.goods_id, goods_type: 'vod' } }));
    expect(reward).toEqual({
      goods_id: vod.goods_id,
      goods_type: 'vod',
      goods_title: vod.goods_title,
      goods_charge: vod.goods_charge,
      rewards: [
        { level: 1, rate: 10, reward: Math.floor(vod.goods_charge / 10) },
        { level: 2, rate: 5, reward: Math.floor(vod.goods_charge / 20) },
      ],
    });
    expect(failure(await s.get(path, { token: t, query: { goods_id: 1, goods_type: 'vod' } }))).toBe('推广商品不存在');
    expect(failure(await s.get(path, { token: t, query: { goods_id: 'x', goods_type: 'vod' } }))).toBe('参数错误');
    expect(failure(await s.get(path, { token: t, query: { goods_id: 1, goods_type: 'vip' } }))).toBe('参数错误');
    expect(failure(await s.get(path, { token: t }))).toBe('参数错误,参数错误');
    expect(isUnauthenticated(await s.get(path), S)).toBe(true);
  });
});
