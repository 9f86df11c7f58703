import type { ServerContext } from '#server/context.js';
import { DEMO_USER_ID } from '../shared/deps.js';
import { DAY } from '../shared/time.js';

export function seedShare(ctx: ServerContext): void {
  const now = ctx.options.now();
  const relate = ctx.db.prepare('INSERT INTO share_relations (user_id, parent_id, created_at) VALUES (?, ?, ?)');
  for (const u of [5, 6, 7]) relate.run(u, DEMO_USER_ID, now - (20 - u) * DAY);
  relate.run(8, 5, now - 10 * DAY);
  const record = ctx.db.prepare(
    'INSERT INTO share_balance_records (user_id, sum, remark, created_at) VALUES (?, ?, ?, ?)',
  );
  record.run(DEMO_USER_ID, 19, '一级推广奖励：Go 语言高并发实战直播营', now - 12 * DAY);
  record.run(DEMO_USER_ID, 4, '二级推广奖励：深入浅出 TypeScript', now - 8 * DAY);
  record.run(DEMO_USER_ID, 39, '一级推广奖励：前端工程师成长路径', now - 5 * DAY);
}
