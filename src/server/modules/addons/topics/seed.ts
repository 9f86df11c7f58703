import type { ServerContext } from '#server/context.js';
import { seedCategories } from '../shared/categories.js';
import { seedComment } from '../shared/comments.js';
import { DEMO_USER_ID } from '../shared/deps.js';
import { DAY, HOUR } from '../shared/time.js';

interface TopicSeed {
  title: string;
  category: number;
  charge: number;
  vip: number;
  login: number;
  rec: number;
}

const TOPICS: TopicSeed[] = [
  { title: '一文读懂 HTTP 缓存：强缓存与协商缓存', category: 0, charge: 0, vip: 0, login: 0, rec: 1 },
  { title: 'Redis 分布式锁的五个坑', category: 0, charge: 9, vip: 1, login: 0, rec: 1 },
  { title: '从零搭建个人知识管理系统', category: 1, charge: 0, vip: 0, login: 1, rec: 1 },
  { title: '面试复盘：大厂前端二面真题解析', category: 0, charge: 19, vip: 0, login: 0, rec: 0 },
  { title: '时间管理：番茄工作法实践一个月的感受', category: 1, charge: 0, vip: 0, login: 0, rec: 0 },
  { title: '数据分析入门：用 SQL 回答业务问题', category: 2, charge: 6, vip: 1, login: 0, rec: 0 },
  { title: '增长黑客：拉新活动复盘模板', category: 2, charge: 0, vip: 0, login: 1, rec: 0 },
  { title: 'Kubernetes 滚动发布与回滚实战', category: 0, charge: 12, vip: 0, login: 1, rec: 0 },
];

const COMMENTS = [
  '写得很透彻，收藏了！',
  '第三部分的例子能再展开讲讲吗？',
  '刚好解决了我项目里遇到的问题，感谢分享。',
  '建议配一张流程图会更直观。',
  '已转发给团队的小伙伴。',
];

function body(title: string, paid: boolean): { free: string; full: string } {
  const free = `<p>${title}——这是一个很多人都会遇到的问题。本文先从背景讲起，说明它为什么重要。</p>`;
  const full = `${free}<h3>一、问题出在哪里</h3><p>很多时候我们只看到了表面现象，真正的原因藏在细节里。</p>
<h3>二、解决思路</h3><ol><li>先复现问题，确认边界条件；</li><li>再拆解原因，逐个验证；</li><li>最后总结成可复用的清单。</li></ol>
<h3>三、总结</h3><p>${paid ? '以上是完整的实战经验，' : ''}希望对你有帮助，欢迎在评论区交流。</p>`;
  return { free: paid ? free : '', full };
}

export function seedTopics(ctx: ServerContext): void {
  const db = ctx.db;
  const now = ctx.options.now();
  const cats = seedCategories(ctx, 'topic', ['技术', '效率', '运营']);
  const insert = db.prepare(
    `INSERT INTO topics (category_id, title, charge, is_vip_free, is_need_login, is_rec, free_content, content, view_times, is_show, published_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?)`,
  );
  const ids = TOPICS.map((t, i) => {
    const { free, full } = body(t.title, t.charge > 0);
    const at = now - (40 - i * 3) * DAY;
    return Number(
      insert.run(cats[t.category], t.title, t.charge, t.vip, t.login, t.rec, free, full, 120 + i * 31, at, at)
        .lastInsertRowid,
    );
  });

  const buy = db.prepare('INSERT INTO topic_users (user_id, topic_id, charge, created_at) VALUES (?, ?, ?, ?)');
  buy.run(DEMO_USER_ID, ids[1], TOPICS[1].charge, now - 8 * DAY);
  buy.run(DEMO_USER_ID, ids[3], TOPICS[3].charge, now - 2 * DAY);
  for (let u = 4; u <= 10; u++) buy.run(u, ids[1], TOPICS[1].charge, now - u * DAY);

  const vote = db.prepare('INSERT INTO topic_votes (user_id, topic_id, created_at) VALUES (?, ?, ?)');
  for (let u = 2; u <= 14; u++) vote.run(u, ids[u % 3], now - u * HOUR);
  db.prepare('INSERT INTO topic_collects (user_id, topic_id, created_at) VALUES (?, ?, ?)').run(
    DEMO_USER_ID,
    ids[0],
    now - 3 * DAY,
  );
  db.prepare('INSERT INTO topic_view_records (user_id, topic_id, created_at, updated_at) VALUES (?, ?, ?, ?)').run(
    DEMO_USER_ID,
    ids[1],
    now - 8 * DAY,
    now - 1 * DAY,
  );

  COMMENTS.forEach((text, i) => {
    const id = seedComment(ctx, 'topic', ids[0], 6 + i, text, now - (10 - i) * HOUR);
    if (i === 1) seedComment(ctx, 'topic', ids[0], DEMO_USER_ID, '同问，期待作者更新。', now - 5 * HOUR, id);
  });
}
