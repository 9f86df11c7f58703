import { randomUUID } from 'node:crypto';
import type { ServerContext } from '../../context.js';
import { hashPassword } from './password.js';
import { DEMO_USER_ID } from './store.js';

export const DEMO_MOBILE = '13800138000';
export const DEMO_PASSWORD = 'meedu123';

const DAY = 86_400_000;

const NICKNAMES = [
  '小明同学',
  '林深时见鹿',
  '程序员阿杰',
  '晴天小猪',
  '学而时习之',
  '北方的狼',
  '橙子不酸',
  '慢慢来',
  '前端小白',
  '数据控',
  '夜猫子学长',
  '青柠薄荷',
  '追风少年',
  '一只咸鱼',
  '考研人',
  '海边的卡夫卡',
  '努力的小张',
  '云淡风轻',
  '栗子同学',
  '清风徐来',
];

const ROLES = [
  {
    name: '月度会员',
    charge: 30,
    expire_days: 31,
    weight: 1,
    description: '全站录播课程免费学习\n会员专属答疑群\n有效期 31 天',
  },
  {
    name: '季度会员',
    charge: 88,
    expire_days: 93,
    weight: 2,
    description: '全站录播课程免费学习\n会员专属答疑群\n电子书免费阅读\n有效期 93 天',
  },
  {
    name: '年度会员',
    charge: 298,
    expire_days: 365,
    weight: 3,
    description: '全站录播课程免费学习\n会员专属答疑群\n电子书免费阅读\n线下活动优先报名\n有效期 365 天',
  },
];

const UNREAD_MESSAGES = [
  '您购买的课程《TypeScript 从入门到实践》已开通，快去学习吧',
  '您的提问「闭包的作用是什么？」收到了新的回答',
  '系统将于本周六凌晨 2:00 - 4:00 进行升级维护',
  '恭喜您获得 50 积分的每日学习奖励',
];

const READ_MESSAGES = ['欢迎加入，祝您学习愉快！', '您已成功绑定手机号 138****8000', '您的订单 1092315 已支付成功'];

const CREDIT1_RECORDS: [number, string, number][] = [
  // [sum, remark, days ago]
  [100, '注册奖励', 60],
  [20, '观看视频《开发环境搭建》奖励', 45],
  [50, '完成课程《HTML 与 CSS 基础》奖励', 30],
  [20, '观看视频《变量与类型》奖励', 12],
  [-60, '积分商城兑换《学习笔记本》', 8],
  [10, '每日签到', 2],
];

export function seedUsers(ctx: ServerContext): void {
  const now = ctx.options.now();
  const { db } = ctx;
  const insertRole = db.prepare(
    `INSERT INTO roles (name, charge, expire_days, weight, description, is_show, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, 1, ?, ?)`,
  );
  for (const r of ROLES)
    insertRole.run(r.name, r.charge, r.expire_days, r.weight, r.description, now - 90 * DAY, now - 90 * DAY);

  const insertUser = db.prepare(
    `INSERT INTO users (id, avatar, nick_name, mobile, password, is_password_set, is_set_nickname, credit1,
       role_id, role_expired_at, register_ip, created_at, updated_at)
     VALUES (@id, @avatar, @nick_name, @mobile, @password, @is_password_set, 1, 0, @role_id, @role_expired_at,
       '127.0.0.1', @created_at, @created_at)`,
  );
  NICKNAMES.forEach((nick, i) => {
    const id = i + 1;
    // Only the two accounts people sign in with get a password (hashing is deliberately slow),
    // and never in production, where a published password would be an open door.
    const password = id <= 2 && !ctx.options.production ? hashPassword(DEMO_PASSWORD) : null;
    insertUser.run({
      id,
      avatar: `gen:user-${id}`,
      nick_name: nick,
      mobile: id === DEMO_USER_ID ? DEMO_MOBILE : String(13800138000 + id),
      password,
      is_password_set: password ? 1 : 0,
      // Member 3 is an active annual VIP so VIP-only paths have a ready example.
      role_id: id === 3 ? 3 : 0,
      role_expired_at: id === 3 ? now + 200 * DAY : null,
      created_at: now - (120 - id) * DAY,
    });
  });

  // Socialite accounts already bound, for the simulated QQ and WeChat flows.
  const bind = db.prepare(
    'INSERT INTO user_socialites (user_id, app, app_user_id, union_id, nickname, avatar, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  bind.run(2, 'qq', 'qq-openid-demo-2', '', NICKNAMES[1], '', now - 50 * DAY);
  bind.run(2, 'wechat', 'wx-openid-demo-2', 'wx-union-demo-2', NICKNAMES[1], '', now - 50 * DAY);

  const note = db.prepare(
    'INSERT INTO user_notifications (id, user_id, message, read_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  READ_MESSAGES.forEach((m, i) => {
    const at = now - (20 - i) * DAY;
    note.run(randomUUID(), DEMO_USER_ID, m, at + 3600_000, at, at + 3600_000);
  });
  UNREAD_MESSAGES.forEach((m, i) => {
    const at = now - (4 - i) * DAY + i * 60_000;
    note.run(randomUUID(), DEMO_USER_ID, m, null, at, at);
  });

  const record = db.prepare('INSERT INTO user_credit1_records (user_id, sum, remark, created_at) VALUES (?, ?, ?, ?)');
  let balance = 0;
  for (const [sum, remark, daysAgo] of CREDIT1_RECORDS) {
    record.run(DEMO_USER_ID, sum, remark, now - daysAgo * DAY);
    balance += sum;
  }
  db.prepare('UPDATE users SET credit1 = ? WHERE id = ?').run(balance, DEMO_USER_ID);
}
