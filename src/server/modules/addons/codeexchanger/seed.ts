import type { ServerContext } from '#server/context.js';
import { deliverGoods, goodsInfo } from '../goods/index.js';
import { DEMO_USER_ID } from '../shared/deps.js';
import { DAY } from '../shared/time.js';

/** Unused codes documented for demos (docs/server-addons.md). */
export const DEMO_CODES = ['MEEDU-DEMO-2026', 'MEEDU-DEMO-2027', 'MEEDU-DEMO-2028'];

export function seedCodeExchanger(ctx: ServerContext): void {
  const db = ctx.db;
  const now = ctx.options.now();
  const activity = db.prepare('INSERT INTO code_exchanger_activities (name, relate_data, created_at) VALUES (?, ?, ?)');
  const bundle = (name: string, items: { type: string; id: number }[]) =>
    Number(activity.run(name, JSON.stringify(items), now - 30 * DAY).lastInsertRowid);
  const starter = bundle('新人礼包：Vue3 企业级实战课 + TypeScript 电子书', [
    { type: 'vod', id: 2 },
    { type: 'book', id: 1 },
  ]);
  const live = bundle('注会考前冲刺直播课兑换', [{ type: 'live', id: 3 }]);
  const points = bundle('积分红包 200', [{ type: 'credit1', id: 200 }]);
  const vip = bundle('VIP 会员体验', [{ type: 'vip', id: 1 }]);
  const ebook = bundle('电子书兑换：高效学习法', [{ type: 'book', id: 3 }]);
  const article = bundle('图文兑换：Redis 分布式锁的五个坑', [{ type: 'topic', id: 2 }]);

  const code = db.prepare(
    'INSERT INTO code_exchanger_codes (activity_id, code, expired_at, used_user_id, used_at, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  for (const c of DEMO_CODES) code.run(starter, c, null, null, null, now - 30 * DAY);
  code.run(live, 'MEEDU-LIVE-8888', now + 180 * DAY, null, null, now - 30 * DAY);
  code.run(points, 'MEEDU-CREDIT-200', now + 90 * DAY, null, null, now - 30 * DAY);
  code.run(vip, 'MEEDU-VIP-2026', now + 90 * DAY, null, null, now - 30 * DAY);
  code.run(points, 'MEEDU-USED-0001', null, 2, now - 10 * DAY, now - 30 * DAY);
  code.run(points, 'MEEDU-EXPIRED-01', now - DAY, null, null, now - 30 * DAY);
  code.run(article, 'MEEDU-WELCOME-01', null, DEMO_USER_ID, now - 20 * DAY, now - 30 * DAY);
  code.run(ebook, 'MEEDU-WELCOME-02', null, DEMO_USER_ID, now - 6 * DAY, now - 30 * DAY);
  // What those two redemptions handed out (the demo member already owns both, so nothing changes).
  for (const [type, id] of [
    ['topic', 2],
    ['book', 3],
  ] as const) {
    const goods = goodsInfo(ctx, type, id);
    if (goods) deliverGoods(ctx, DEMO_USER_ID, goods, 0, '');
  }
}
