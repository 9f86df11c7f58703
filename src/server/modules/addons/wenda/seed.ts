import type { ServerContext } from '#server/context.js';
import { seedCategories } from '../shared/categories.js';
import { seedComment } from '../shared/comments.js';
import { commentHtml, DEMO_USER_ID } from '../shared/deps.js';
import { plainToHtml } from '../shared/text.js';
import { DAY, HOUR } from '../shared/time.js';

interface AnswerSeed {
  user: number;
  text: string;
  correct?: boolean;
  votes?: number[];
}

interface QuestionSeed {
  user: number;
  category: number;
  title: string;
  text: string;
  credit: number;
  answers: AnswerSeed[];
  daysAgo: number;
}

const QUESTIONS: QuestionSeed[] = [
  {
    user: 4,
    category: 0,
    title: 'Vue3 中 ref 和 reactive 应该怎么选？',
    text: '项目里两种写法混着用，团队总在争论。\n有没有一个比较通用的选择原则？',
    credit: 20,
    daysAgo: 6,
    answers: [
      {
        user: 7,
        text: '基本类型用 ref，对象可以用 reactive，但解构会丢失响应性，要配合 toRefs。',
        correct: true,
        votes: [2, 3, 5],
      },
      { user: 9, text: '我们团队统一用 ref，心智负担最小，模板里也会自动解包。', votes: [6] },
    ],
  },
  {
    user: DEMO_USER_ID,
    category: 1,
    title: 'MySQL 大表加字段会锁表吗？',
    text: '线上订单表有两千万行，需要加一个字段，担心影响业务。',
    credit: 50,
    daysAgo: 3,
    answers: [
      {
        user: 8,
        text: 'MySQL 8.0 支持 INSTANT 算法，追加列几乎不锁表；5.7 可以用 gh-ost 或 pt-osc 在线变更。',
        votes: [1, 4],
      },
      { user: 12, text: '建议先在从库演练，并选业务低峰期执行。' },
    ],
  },
  {
    user: 10,
    category: 2,
    title: '零基础转行做前端，学习路线怎么安排？',
    text: '目前在做行政工作，每天能抽出三小时学习，希望一年内能找到工作。',
    credit: 0,
    daysAgo: 10,
    answers: [
      {
        user: DEMO_USER_ID,
        text: '先打牢 HTML、CSS、JavaScript 基础，再学一个框架，最后做两三个完整项目放进简历。',
        votes: [10, 11],
      },
      { user: 14, text: '推荐先跟着一门系统课程走，少刷零散视频。' },
    ],
  },
  {
    user: 15,
    category: 0,
    title: 'TypeScript 泛型约束 extends keyof 是什么意思？',
    text: '看到 function get<T, K extends keyof T>(obj: T, key: K) 这种写法，不太理解。',
    credit: 10,
    daysAgo: 1,
    answers: [],
  },
  {
    user: 16,
    category: 1,
    title: 'Redis 缓存和数据库如何保证一致性？',
    text: '先更新数据库再删缓存，还是先删缓存再更新数据库？',
    credit: 30,
    daysAgo: 2,
    answers: [{ user: 17, text: '常用先更新数据库再删除缓存，配合延迟双删与过期时间兜底。', votes: [16] }],
  },
];

export function seedWenda(ctx: ServerContext): void {
  const db = ctx.db;
  const now = ctx.options.now();
  const cats = seedCategories(ctx, 'wenda', ['前端开发', '后端开发', '职业发展']);
  const insertQ = db.prepare(
    `INSERT INTO wenda_questions (category_id, user_id, title, original_content, render_content, images, credit1, status, view_times, last_answer_at, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, '[]', ?, ?, ?, ?, ?, ?)`,
  );
  const insertA = db.prepare(
    'INSERT INTO wenda_answers (question_id, user_id, original_content, render_content, images, is_correct, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const vote = db.prepare('INSERT INTO wenda_votes (user_id, target_type, target_id, created_at) VALUES (?, ?, ?, ?)');
  QUESTIONS.forEach((q, i) => {
    const at = now - q.daysAgo * DAY;
    const solved = q.answers.some((a) => a.correct) ? 1 : 0;
    const lastAnswer = q.answers.length ? at + q.answers.length * HOUR : null;
    const qid = Number(
      insertQ.run(
        cats[q.category],
        q.user,
        q.title,
        q.text,
        plainToHtml(q.text),
        q.credit,
        solved,
        50 + i * 17,
        lastAnswer,
        at,
        at,
      ).lastInsertRowid,
    );
    vote.run(20 - i, 'question', qid, at + HOUR);
    q.answers.forEach((a, k) => {
      // A site path: answers make it absolute under the public address of the day.
      const images =
        k === 0 && i === 1 ? JSON.stringify([`/images/cover/wenda-${qid}.svg?t=%E6%88%AA%E5%9B%BE`]) : '[]';
      const aid = Number(
        insertA.run(qid, a.user, a.text, commentHtml(a.text), images, a.correct ? 1 : 0, at + (k + 1) * HOUR)
          .lastInsertRowid,
      );
      for (const u of a.votes ?? []) vote.run(u, 'answer', aid, at + (k + 2) * HOUR);
      if (k === 0) {
        const cid = seedComment(ctx, 'wenda_answer', aid, 18, '补充一点：注意版本差异。', at + (k + 3) * HOUR);
        seedComment(ctx, 'wenda_answer', aid, a.user, '对，感谢补充。', at + (k + 4) * HOUR, cid);
      }
    });
  });
}
