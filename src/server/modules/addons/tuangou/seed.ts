import type { ServerContext } from '#server/context.js';
import { DEMO_USER_ID } from '../shared/deps.js';
import { DAY, HOUR } from '../shared/time.js';

export function seedTuangou(ctx: ServerContext): void {
  const db = ctx.db;
  const now = ctx.options.now();
  const goods = db.prepare(
    'INSERT INTO tg_goods (goods_type, other_id, charge, people_num, started_at, ended_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const items: [string, number, number, number][] = [
    ['course', 2, 99, 3],
    ['live', 1, 129, 2],
    ['book', 1, 29, 2],
    ['learnPath', 1, 199, 5],
  ];
  const ids = items.map(([type, otherId, charge, people]) =>
    Number(goods.run(type, otherId, charge, people, now - 5 * DAY, now + 25 * DAY, now - 6 * DAY).lastInsertRowid),
  );
  const group = db.prepare('INSERT INTO tg_groups (goods_id, leader_id, status, created_at) VALUES (?, ?, ?, ?)');
  const order = db.prepare(
    'INSERT INTO tg_orders (user_id, goods_id, group_id, charge, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const g1 = Number(group.run(ids[0], 5, 1, now - 4 * DAY).lastInsertRowid);
  for (const u of [5, 6]) order.run(u, ids[0], g1, 99, 1, now - 4 * DAY, now - 4 * DAY);
  order.run(DEMO_USER_ID, ids[0], g1, 99, 1, now - 3 * DAY, now - 3 * DAY);
  const g2 = Number(group.run(ids[2], DEMO_USER_ID, 0, now - 2 * HOUR).lastInsertRowid);
  order.run(DEMO_USER_ID, ids[2], g2, 29, 0, now - 2 * HOUR, now - 2 * HOUR);
  const g3 = Number(group.run(ids[1], 9, 2, now - 20 * DAY).lastInsertRowid);
  order.run(DEMO_USER_ID, ids[1], g3, 129, 3, now - 20 * DAY, now - 18 * DAY);

  // Course 5 (not bought by the demo member, no flash sale) shows the group-buy box on its detail
  // page: a group opened by member 7 two hours ago waits for two more. Older than the others so
  // the home block (newest four) is unchanged.
  const nextJs = Number(goods.run('course', 5, 129, 3, now - 6 * DAY, now + 25 * DAY, now - 7 * DAY).lastInsertRowid);
  const g4 = Number(group.run(nextJs, 7, 0, now - 2 * HOUR).lastInsertRowid);
  order.run(7, nextJs, g4, 129, 1, now - 2 * HOUR, now - 2 * HOUR);

  // Course 6: a two-member group buy with no group yet, so one member opens a group and a second
  // completes it. Older still, for the same reason.
  goods.run('course', 6, 89, 2, now - 7 * DAY, now + 25 * DAY, now - 8 * DAY);
}
