import type { ServerContext } from '../../context.js';
import { rawDateTime } from '../../db/index.js';
import { sitePath } from '../../http/public-url.js';
import { courseThumb } from '../content/index.js';
import { getRole } from '../content/deps.js';
import { coverUrl } from '../media/index.js';
import { ORDER_STATUS } from './schema.js';

const DAY = 86_400_000;

export function seedOrders(ctx: ServerContext): void {
  const db = ctx.db;
  const now = ctx.options.now();
  let seq = 0;
  const insertOrder = db.prepare(
    `INSERT INTO orders (user_id, charge, order_id, status, payment, payment_method, promo_code_id, discount, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, 0, 0, ?, ?)`,
  );
  const insertGoods = db.prepare(
    `INSERT INTO order_goods (oid, user_id, goods_id, goods_type, goods_name, goods_thumb, goods_charge, goods_ori_charge, num, charge, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?)`,
  );
  const order = (
    userId: number,
    at: number,
    status: number,
    payment: string,
    method: string,
    goods: { id: number; type: 'COURSE' | 'ROLE' | 'VIDEO'; name: string; thumb: string; charge: number },
  ) => {
    seq += 1;
    const no = `${userId}${rawDateTime(at).slice(11).replace(/:/g, '')}${String(seq % 100).padStart(2, '0')}`;
    const id = Number(insertOrder.run(userId, goods.charge, no, status, payment, method, at, at).lastInsertRowid);
    insertGoods.run(
      id,
      userId,
      goods.id,
      goods.type,
      goods.name,
      sitePath(ctx, goods.thumb),
      goods.charge,
      goods.charge,
      goods.charge,
      at,
    );
  };
  const course = (id: number) => {
    const row = db.prepare('SELECT id, title, charge FROM courses WHERE id = ?').get(id) as
      { id: number; title: string; charge: number } | undefined;
    if (!row) throw new Error(`seed: no course ${id}`);
    return { id: row.id, type: 'COURSE' as const, name: row.title, thumb: courseThumb(ctx, row), charge: row.charge };
  };

  // Every purchase in the content seed was paid through an order.
  const purchases = db
    .prepare('SELECT user_id, course_id, created_at FROM user_course ORDER BY created_at')
    .all() as Array<{ user_id: number; course_id: number; created_at: number }>;
  purchases.forEach((p, i) =>
    order(
      p.user_id,
      p.created_at - 5 * 60_000,
      ORDER_STATUS.PAID,
      i % 2 ? 'wechat' : 'alipay',
      i % 2 ? 'scan' : 'pc',
      course(p.course_id),
    ),
  );
  const videos = db
    .prepare(
      `SELECT uv.user_id, uv.created_at, uv.charge, v.id, v.title, v.course_id, c.title AS course_title
       FROM user_video uv JOIN videos v ON v.id = uv.video_id JOIN courses c ON c.id = v.course_id`,
    )
    .all() as Array<{
    user_id: number;
    created_at: number;
    charge: number;
    id: number;
    title: string;
    course_id: number;
    course_title: string;
  }>;
  for (const v of videos) {
    order(v.user_id, v.created_at - 3 * 60_000, ORDER_STATUS.PAID, 'alipay', 'pc', {
      id: v.id,
      type: 'VIDEO',
      name: v.title,
      thumb: courseThumb(ctx, { id: v.course_id, title: v.course_title }),
      charge: v.charge,
    });
  }

  // The demo member's other orders: an expired VIP purchase, one cancelled, one being paid, one awaiting payment.
  const role = getRole(ctx, 1);
  if (role) {
    order(1, now - 420 * DAY, ORDER_STATUS.PAID, 'alipay', 'pc', {
      id: role.id,
      type: 'ROLE',
      name: role.name,
      thumb: coverUrl(ctx, `role-${role.id}`, role.name),
      charge: role.charge,
    });
  }
  order(1, now - 18 * DAY, ORDER_STATUS.CANCELLED, '', '', course(15));
  order(1, now - 3 * 3600_000, ORDER_STATUS.PAYING, 'alipay', 'pc', course(27));
  order(1, now - 2 * DAY, ORDER_STATUS.UNPAID, '', '', course(11));

  const insertPromo = db.prepare(
    `INSERT INTO promo_codes (code, user_id, expired_at, invite_user_reward, invited_user_reward, use_times, used_times, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const created = now - 30 * DAY;
  const promos: Array<
    [
      code: string,
      owner: number,
      expires: number | null,
      inviteReward: number,
      reward: number,
      useTimes: number,
      used: number,
    ]
  > = [
    ['MEEDU2023', 0, now + 60 * DAY, 0, 10, 0, 37],
    ['NEWUSER20', 0, now + 30 * DAY, 0, 20, 0, 12],
    // Worth more than any course or role: orders with it are paid on creation.
    ['FULLFREE', 0, now + 365 * DAY, 0, 9999, 0, 3],
    ['EXPIRED10', 0, now - DAY, 0, 10, 0, 50],
    ['ONCE50', 0, null, 0, 50, 1, 1],
    // Members' own invite codes (U + id): the owner cannot use theirs.
    ['U1A2B3', 1, null, 10, 5, 0, 0],
    ['U2C4D6', 2, null, 10, 5, 0, 4],
  ];
  for (const [code, owner, expires, inviteReward, reward, useTimes, used] of promos) {
    insertPromo.run(code, owner, expires, inviteReward, reward, useTimes, used, created, created);
  }
}
