import type { Hono } from 'hono';
import type { ServerContext } from '#server/context.js';
import { currentUserId, requireAuth, type AppEnv } from '#server/http/auth.js';
import { atomicWrite } from '#server/http/atomic-write.js';
import { ok, ServiceError } from '#server/http/envelope.js';
import { readInput, validate } from '#server/http/input.js';
import { simplePage } from '#server/http/paginate.js';
import { coverUrl } from '../../media/index.js';
import { goodsInfo, type GoodsType } from '../goods/index.js';
import { getUser, publicUsers } from '../shared/deps.js';
import { anyPaging } from '../shared/http.js';
import { iso } from '../shared/time.js';
import { memberPage } from '#server/db/member-page.js';

const BASE = '/addons/MultiLevelShare/api/v1';

/** Commission rates in percent for a direct invitee's purchase and for the next level down. */
export const RATES = [
  { level: 1, rate: 10 },
  { level: 2, rate: 5 },
];

/** What members may promote, in this order. */
const SHARED_GOODS: [GoodsType, number][] = [
  ['vod', 2],
  ['live', 1],
  ['book', 1],
  ['learnPath', 1],
];

const balance = (ctx: ServerContext, userId: number) =>
  (
    ctx.db.prepare('SELECT COALESCE(SUM(sum), 0) AS n FROM share_balance_records WHERE user_id = ?').get(userId) as {
      n: number;
    }
  ).n;

export function shareRoutes(app: Hono<AppEnv>, ctx: ServerContext) {
  const db = ctx.db;

  app.get(`${BASE}/config`, (c) =>
    ok(c, {
      enabled: 1,
      levels: RATES,
      rules: '<p>邀请好友注册并购买课程，您可获得实付金额 10% 的奖励；好友再邀请的用户购买，您可获得 5% 的奖励。</p>',
      min_withdraw: 10,
    }),
  );

  app.get(`${BASE}/poster/list`, (c) =>
    ok(
      c,
      ['春季学习季', '好课推荐', 'VIP 限时优惠'].map((name, i) => ({
        id: i + 1,
        name,
        thumb: coverUrl(ctx, `poster-${i + 1}`, name, 'banner'),
      })),
    ),
  );

  app.get(`${BASE}/user`, requireAuth(ctx), (c) => {
    const userId = currentUserId(c);
    const rel = db.prepare('SELECT parent_id FROM share_relations WHERE user_id = ?').get(userId) as
      { parent_id: number } | undefined;
    const invited = (
      db.prepare('SELECT COUNT(*) AS n FROM share_relations WHERE parent_id = ?').get(userId) as { n: number }
    ).n;
    const parent = rel ? publicUsers(ctx, [rel.parent_id])[rel.parent_id] : undefined;
    // The public client's share page reads invite_count and invite_balance (frontend-v3 src/pages/share/index.tsx).
    return ok(c, {
      msv: String(userId),
      invite_balance: balance(ctx, userId),
      invite_count: invited,
      parent: parent ?? [],
    });
  });

  // Nested one level deeper (data.data.data), each row named the way the share page reads it.
  app.get(`${BASE}/user/goods`, requireAuth(ctx), async (c) => {
    const page = anyPaging(await readInput(c), 9);
    const goods = SHARED_GOODS.map(([type, id]) => goodsInfo(ctx, type, id))
      .filter((g) => g !== null && g.charge > 0)
      .map((g, i) => ({
        id: i + 1,
        goods_id: g!.id,
        goods_type: g!.type,
        goods_title: g!.title,
        goods_thumb: g!.thumb,
        goods_charge: g!.charge,
        reward: Math.floor((g!.charge * RATES[0].rate) / 100),
      }));
    return ok(c, { data: simplePage(goods.slice(page.offset, page.offset + page.size), goods.length) });
  });

  // What promoting one of those items earns: the item's price times each level's rate (yuan, rounded down).
  app.get(`${BASE}/user/goods/reward`, requireAuth(ctx), async (c) => {
    const v = validate(await readInput(c), {
      goods_id: [{ required: '参数错误' }, { integer: '参数错误' }],
      goods_type: [{ required: '参数错误' }, { in: SHARED_GOODS.map(([t]) => t), message: '参数错误' }],
    });
    const type = v.goods_type as GoodsType;
    const id = Number(v.goods_id);
    const shared = SHARED_GOODS.some(([t, i]) => t === type && i === id);
    const g = shared ? goodsInfo(ctx, type, id) : null;
    if (!g || g.charge <= 0) throw new ServiceError('推广商品不存在');
    return ok(c, {
      goods_id: g.id,
      goods_type: g.type,
      goods_title: g.title,
      goods_charge: g.charge,
      rewards: RATES.map((r) => ({ ...r, reward: Math.floor((g.charge * r.rate) / 100) })),
    });
  });

  // The client binds the inviter on start-up; a member keeps their first inviter for good.
  app.post(
    `${BASE}/user/bind`,
    requireAuth(ctx),
    atomicWrite(ctx, (c, input) => {
      const { msv } = validate(input, { msv: [{ required: '参数错误' }, { integer: '参数错误' }] });
      const userId = currentUserId(c);
      const parentId = Number(msv);
      if (parentId === userId) throw new ServiceError('不能绑定自己');
      if (parentId <= 0 || !getUser(ctx, parentId)) throw new ServiceError('推广用户不存在');
      if (db.prepare('SELECT 1 FROM share_relations WHERE user_id = ?').get(userId))
        throw new ServiceError('请勿重复绑定');
      // A member's own invitee cannot become their inviter.
      if (db.prepare('SELECT 1 FROM share_relations WHERE user_id = ? AND parent_id = ?').get(parentId, userId)) {
        throw new ServiceError('不能绑定下级用户');
      }
      db.prepare('INSERT INTO share_relations (user_id, parent_id, created_at) VALUES (?, ?, ?)').run(
        userId,
        parentId,
        ctx.options.now(),
      );
      return ok(c);
    }),
  );

  app.post(
    `${BASE}/user/withdraw`,
    requireAuth(ctx),
    atomicWrite(ctx, (c, input) => {
      const v = validate(input, {
        amount: [{ required: '请输入提现金额' }, { integer: '提现金额格式错误' }],
        channel: [{ required: '请选择提现方式' }, { in: ['alipay', 'wechat'], message: '请选择提现方式' }],
        account: [{ required: '请输入收款账号' }, { max: 64, message: '收款账号格式错误' }],
        name: [{ required: '请输入真实姓名' }, { max: 20, message: '真实姓名格式错误' }],
      });
      const amount = Number(v.amount);
      if (amount < 10) throw new ServiceError('最低提现10元');
      const userId = currentUserId(c);
      if (balance(ctx, userId) < amount) throw new ServiceError('余额不足');
      db.prepare('INSERT INTO share_balance_records (user_id, sum, remark, created_at) VALUES (?, ?, ?, ?)').run(
        userId,
        -amount,
        `提现到${v.channel === 'alipay' ? '支付宝' : '微信'}`,
        ctx.options.now(),
      );
      return ok(c);
    }),
  );

  app.get(`${BASE}/user/balanceRecords`, requireAuth(ctx), async (c) => {
    const userId = currentUserId(c);
    const page = anyPaging(await readInput(c), 10);
    const { rows, total } = memberPage<{ id: number; sum: number; remark: string; created_at: number }>(
      db,
      userId,
      page,
      'share_balance_records',
      'SELECT id, sum, remark, created_at FROM share_balance_records WHERE user_id = ? ORDER BY id DESC',
    );
    return ok(
      c,
      simplePage(
        rows.map((r) => ({ ...r, created_at: iso(r.created_at) })),
        total,
      ),
    );
  });
}
