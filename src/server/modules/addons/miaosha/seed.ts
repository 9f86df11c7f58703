import type { ServerContext } from '#server/context.js';
import { DEMO_USER_ID } from '../shared/deps.js';
import { DAY, HOUR } from '../shared/time.js';

export function seedMiaosha(ctx: ServerContext): void {
  const db = ctx.db;
  const now = ctx.options.now();
  const goods = db.prepare(
    'INSERT INTO ms_goods (goods_type, other_id, charge, num, over_num, started_at, ended_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  // One sale running now, one starting tomorrow, one already over.
  const running = Number(
    goods.run('course', 2, 59, 100, 37, now - 2 * HOUR, now + 22 * HOUR, now - DAY).lastInsertRowid,
  );
  goods.run('book', 4, 9, 50, 0, now + DAY, now + 2 * DAY, now - DAY);
  const over = Number(goods.run('live', 4, 19, 30, 30, now - 10 * DAY, now - 9 * DAY, now - 11 * DAY).lastInsertRowid);
  goods.run('learnPath', 1, 149, 20, 3, now - HOUR, now + 47 * HOUR, now - DAY);
  const order = db.prepare(
    'INSERT INTO ms_orders (user_id, goods_id, charge, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  order.run(DEMO_USER_ID, over, 19, 1, now - 10 * DAY, now - 10 * DAY);
  order.run(DEMO_USER_ID, running, 59, 0, now - HOUR, now - HOUR);
  for (const u of [11, 12, 13]) order.run(u, running, 59, 1, now - u * 60_000, now - u * 60_000);
}
