import type { ServerContext } from '#server/context.js';
import { DEMO_USER_ID } from '../shared/deps.js';
import { DAY } from '../shared/time.js';

const GOODS: [title: string, charge: number, isV: number, vType: string, vId: number, stock: number, desc: string][] = [
  [
    'MeEdu 定制帆布包',
    800,
    0,
    '',
    0,
    120,
    '<p>加厚帆布材质，可装 15 寸笔记本电脑。</p><p>兑换后 7 个工作日内发货。</p>',
  ],
  ['程序员机械键盘（茶轴）', 5000, 0, '', 0, 10, '<p>87 键紧凑布局，PBT 键帽。</p>'],
  ['《深入浅出 TypeScript》电子书', 300, 1, 'book', 1, 999, '<p>兑换后立即开通电子书阅读权限。</p>'],
  ['Go 高并发实战直播营', 1500, 1, 'live', 1, 200, '<p>兑换后可观看全部直播与回放。</p>'],
  ['Vue3 企业级项目实战（录播课）', 1200, 1, 'vod', 2, 200, '<p>兑换后立即开通课程。</p>'],
  ['VIP 月卡', 2000, 1, 'vip', 1, 50, '<p>兑换后立即开通 VIP 会员。</p>'],
  ['限量马克杯', 500, 0, '', 0, 0, '<p>已兑完，敬请期待补货。</p>'],
];

export function seedCredit1Mall(ctx: ServerContext): void {
  const db = ctx.db;
  const now = ctx.options.now();
  const insert = db.prepare(
    `INSERT INTO credit1_goods (title, charge, is_v, v_type, v_id, stock, description, is_show, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?)`,
  );
  const ids = GOODS.map(([title, charge, isV, vType, vId, stock, desc], i) =>
    Number(insert.run(title, charge, isV, vType, vId, stock, desc, now - (30 - i) * DAY).lastInsertRowid),
  );
  const address = ['张小明', '13800138000', '上海市', '上海市', '浦东新区', '张江高科技园区博云路 2 号'];
  db.prepare(
    'INSERT INTO credit1_addresses (user_id, name, mobile, province, city, area, street, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  ).run(DEMO_USER_ID, ...address, now - 40 * DAY, now - 40 * DAY);
  const order = db.prepare(
    `INSERT INTO credit1_orders (user_id, goods_id, goods_title, goods_is_v, goods_v_type, goods_v_id, total_charge,
       name, mobile, province, city, area, street, is_send, express_number, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  order.run(
    DEMO_USER_ID,
    ids[0],
    GOODS[0][0],
    0,
    '',
    0,
    GOODS[0][1],
    ...address,
    1,
    'SF1234567890123',
    now - 25 * DAY,
    now - 23 * DAY,
  );
  order.run(
    DEMO_USER_ID,
    ids[2],
    GOODS[2][0],
    1,
    'book',
    1,
    GOODS[2][1],
    '',
    '',
    '',
    '',
    '',
    '',
    1,
    '',
    now - 12 * DAY,
    now - 12 * DAY,
  );
  order.run(DEMO_USER_ID, ids[0], GOODS[0][0], 0, '', 0, GOODS[0][1], ...address, 0, '', now - 2 * DAY, now - 2 * DAY);
}
