import type { ServerContext } from '#server/context.js';
import { seedCategories } from '../shared/categories.js';
import { DEMO_USER_ID } from '../shared/deps.js';
import { DAY } from '../shared/time.js';

type Item = [type: string, otherId: number];

interface PathSeed {
  name: string;
  desc: string;
  category: number;
  charge: number;
  original: number;
  steps: { name: string; desc: string; items: Item[] }[];
}

/**
 * Items point at demo content by id: vod courses of the content module and this project's
 * books, live courses and exams (all seeded from id 1 upwards on a fresh database).
 */
const PATHS: PathSeed[] = [
  {
    name: '前端工程师成长路径',
    desc: '从 JavaScript 基础到工程化实战，配套电子书、直播答疑与阶段测验。',
    category: 0,
    charge: 299,
    original: 499,
    steps: [
      {
        name: '第一阶段：语言基础',
        desc: '打牢 JavaScript 与 TypeScript 基础。',
        items: [
          ['course', 1],
          ['course', 9],
          ['book', 1],
          ['paper_practice', 1],
        ],
      },
      {
        name: '第二阶段：框架实战',
        desc: '用 Vue3 完成一个企业级项目。',
        items: [
          ['course', 2],
          ['live', 2],
        ],
      },
      {
        name: '第三阶段：能力认证',
        desc: '通过阶段测验检验学习成果。',
        items: [
          ['paper_paper', 1],
          ['paper_mock', 1],
        ],
      },
    ],
  },
  {
    name: '后端开发入门路径',
    desc: 'Go 并发编程与 MySQL 调优，带你写出可靠的后端服务。',
    category: 1,
    charge: 0,
    original: 199,
    steps: [
      {
        name: '并发编程',
        desc: '掌握 goroutine 与 channel。',
        items: [
          ['course', 10],
          ['live', 1],
        ],
      },
      {
        name: '数据库',
        desc: '索引、事务与慢查询。',
        items: [
          ['course', 20],
          ['live', 4],
          ['book', 4],
          ['paper_paper', 2],
        ],
      },
    ],
  },
];

export function seedLearnPaths(ctx: ServerContext): void {
  const db = ctx.db;
  const now = ctx.options.now();
  const cats = seedCategories(ctx, 'learnpath', ['前端', '后端']);
  const insertPath = db.prepare(
    'INSERT INTO learn_paths (category_id, name, description, charge, original_charge, is_show, created_at) VALUES (?, ?, ?, ?, ?, 1, ?)',
  );
  const insertStep = db.prepare('INSERT INTO learn_path_steps (path_id, name, description, sort) VALUES (?, ?, ?, ?)');
  const insertItem = db.prepare(
    'INSERT INTO learn_path_step_items (step_id, type, other_id, sort) VALUES (?, ?, ?, ?)',
  );
  const ids = PATHS.map((p, i) => {
    const pathId = Number(
      insertPath.run(cats[p.category], p.name, p.desc, p.charge, p.original, now - (20 - i) * DAY).lastInsertRowid,
    );
    p.steps.forEach((s, j) => {
      const stepId = Number(insertStep.run(pathId, s.name, s.desc, j + 1).lastInsertRowid);
      s.items.forEach(([type, otherId], k) => insertItem.run(stepId, type, otherId, k + 1));
    });
    return pathId;
  });
  db.prepare('INSERT INTO learn_path_users (user_id, path_id, charge, created_at) VALUES (?, ?, ?, ?)').run(
    DEMO_USER_ID,
    ids[0],
    299,
    now - 9 * DAY,
  );
}
