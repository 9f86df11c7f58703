import type { ServerContext } from '#server/context.js';
import { seedCategories } from '../shared/categories.js';
import { seedComment } from '../shared/comments.js';
import { DEMO_USER_ID } from '../shared/deps.js';
import { DAY, HOUR, MINUTE } from '../shared/time.js';

interface SessionSeed {
  title: string;
  /** Start time relative to seeding, in hours (negative = past). */
  at: number;
  minutes: number;
  /** Recorded (a replay once it has ended); default true. */
  recorded?: boolean;
}

interface CourseSeed {
  title: string;
  category: number;
  teacher: number;
  charge: number;
  vip: number;
  short: string;
  chapters: { name: string; sessions: SessionSeed[] }[];
}

const TEACHERS = [
  ['王晓峰', '十年后端架构经验，曾任某电商平台技术负责人，擅长高并发系统设计。'],
  ['李思雨', '前端工程师，Vue 与 React 社区活跃贡献者，专注工程化与性能优化。'],
  ['陈国栋', '注册会计师，高校财务管理讲师，主讲考证冲刺与实务课程。'],
];

const COURSES: CourseSeed[] = [
  {
    title: 'Go 语言高并发实战直播营',
    category: 0,
    teacher: 0,
    charge: 199,
    vip: 1,
    short: '从 goroutine 调度到分布式限流，六次直播带你写出扛得住流量的服务。',
    chapters: [
      {
        name: '第一章 并发基础',
        sessions: [
          { title: 'goroutine 与调度器原理', at: -72, minutes: 95 },
          { title: 'channel 与 select 的正确用法', at: -48, minutes: 88 },
        ],
      },
      {
        name: '第二章 工程实践',
        sessions: [
          { title: '限流、熔断与降级实战', at: -0.5, minutes: 120 },
          { title: '压测与线上问题排查', at: 48, minutes: 120 },
        ],
      },
    ],
  },
  {
    title: 'Vue3 + TypeScript 企业级项目直播课',
    category: 1,
    teacher: 1,
    charge: 0,
    vip: 0,
    short: '免费公开课：组合式 API、状态管理与组件库搭建，一次讲透。',
    chapters: [
      {
        name: '公开课',
        sessions: [
          { title: '组合式 API 设计思路', at: -120, minutes: 75 },
          { title: 'Pinia 状态管理最佳实践', at: 24, minutes: 90 },
        ],
      },
    ],
  },
  {
    title: '2026 注会《会计》考前冲刺直播',
    category: 2,
    teacher: 2,
    charge: 399,
    vip: 0,
    short: '高频考点串讲 + 真题精析，考前八周陪你冲刺。',
    chapters: [
      {
        name: '冲刺串讲',
        sessions: [
          { title: '长期股权投资高频考点', at: 72, minutes: 150 },
          { title: '合并财务报表专题', at: 168, minutes: 150 },
        ],
      },
      { name: '真题精析', sessions: [{ title: '近三年真题精讲', at: 240, minutes: 180 }] },
    ],
  },
  {
    title: 'MySQL 性能优化直播答疑',
    category: 0,
    teacher: 0,
    charge: 99,
    vip: 1,
    short: '索引、执行计划与慢查询治理，带着你的问题来直播间。',
    chapters: [
      {
        name: '专题答疑',
        sessions: [
          { title: '索引设计与执行计划解读', at: -240, minutes: 100 },
          { title: '慢查询治理实录', at: -200, minutes: 110, recorded: false },
        ],
      },
    ],
  },
];

const COMMENTS = [
  '老师讲得非常清楚，调度器那部分终于听懂了！',
  '回放画质很好，希望能多一些案例代码。',
  '请问课件在哪里下载？',
  '直播节奏刚好，下次限流专题一定准时来。',
  '已经推荐给同事了，物超所值。',
  '第二章的压测环境能分享一下配置吗？',
];

const CHAT = [
  '老师好！',
  '声音很清楚',
  '这个限流算法是令牌桶吗？',
  '打卡签到',
  '能再讲一遍滑动窗口吗',
  '学到了，感谢老师',
];

export function seedZhibo(ctx: ServerContext): void {
  const db = ctx.db;
  const now = ctx.options.now();
  const cats = seedCategories(ctx, 'live', ['后端开发', '前端开发', '财会考证']);
  const teacherIds = TEACHERS.map(([name, desc]) =>
    Number(db.prepare('INSERT INTO zhibo_teachers (name, short_desc) VALUES (?, ?)').run(name, desc).lastInsertRowid),
  );
  const insertCourse = db.prepare(
    `INSERT INTO zhibo_courses (category_id, teacher_id, title, short_description, render_desc, charge, vip_can_view, is_show, published_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?, ?)`,
  );
  const insertChapter = db.prepare('INSERT INTO zhibo_chapters (course_id, name, sort) VALUES (?, ?, ?)');
  const insertVideo = db.prepare(
    `INSERT INTO zhibo_videos (course_id, chapter_id, title, published_at, duration, record_exists, room_is_ban)
     VALUES (?, ?, ?, ?, ?, ?, 0)`,
  );
  const liveVideoIds: number[] = [];
  const courseIds: number[] = [];
  COURSES.forEach((seed, i) => {
    const published = now - (30 - i) * DAY;
    const desc = `<p>${seed.short}</p><h3>课程大纲</h3><ul>${seed.chapters
      .flatMap((ch) => ch.sessions.map((s) => `<li>${s.title}</li>`))
      .join('')}</ul><p>直播结束后提供回放，购买后可反复观看。</p>`;
    const courseId = Number(
      insertCourse.run(
        cats[seed.category],
        teacherIds[seed.teacher],
        seed.title,
        seed.short,
        desc,
        seed.charge,
        seed.vip,
        published,
        published,
      ).lastInsertRowid,
    );
    courseIds.push(courseId);
    seed.chapters.forEach((ch, j) => {
      const chapterId = Number(insertChapter.run(courseId, ch.name, j + 1).lastInsertRowid);
      for (const s of ch.sessions) {
        // Whole seconds, as the raw published_at the API gives says them.
        const start = Math.round((now + s.at * HOUR) / 1000) * 1000;
        const end = start + s.minutes * MINUTE;
        // Relative to seeding: past sessions are replays, one is under way, later ones have not started.
        const started = start <= now;
        const videoId = Number(
          insertVideo.run(courseId, chapterId, s.title, start, s.minutes * 60, s.recorded === false ? 0 : 1)
            .lastInsertRowid,
        );
        if (started && end > now) liveVideoIds.push(videoId);
        if (started) {
          db.prepare(
            'INSERT INTO zhibo_attachments (video_id, name, size, extension, created_at) VALUES (?, ?, ?, ?, ?)',
          ).run(videoId, `${s.title}-课件.pdf`, 1_048_576 + videoId * 3_517, 'pdf', start);
        }
      }
    });
  });

  const buy = db.prepare('INSERT INTO zhibo_course_users (user_id, course_id, charge, created_at) VALUES (?, ?, ?, ?)');
  buy.run(DEMO_USER_ID, courseIds[0], COURSES[0].charge, now - 10 * DAY);
  for (let u = 2; u <= 12; u++)
    buy.run(u, courseIds[u % 2 === 0 ? 0 : 3], COURSES[u % 2 === 0 ? 0 : 3].charge, now - u * DAY);

  const watch = db.prepare(
    'INSERT INTO zhibo_watch_records (user_id, video_id, course_id, duration, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const firstVideos = db
    .prepare(
      'SELECT id FROM zhibo_videos WHERE course_id = ? AND published_at + duration * 1000 <= ? ORDER BY id LIMIT 2',
    )
    .all(courseIds[0], now) as {
    id: number;
  }[];
  firstVideos.forEach((v, i) =>
    watch.run(DEMO_USER_ID, v.id, courseIds[0], 3_600 + i * 600, now - (3 - i) * DAY, now - (2 - i) * DAY),
  );

  COMMENTS.forEach((text, i) =>
    seedComment(ctx, 'live_course', courseIds[i % 2 === 0 ? 0 : 3], 2 + i, text, now - (i + 1) * HOUR),
  );
  seedComment(ctx, 'live_course', courseIds[1], DEMO_USER_ID, '免费公开课也这么用心，点赞！', now - 5 * HOUR);

  const chat = db.prepare(
    'INSERT INTO zhibo_chat_messages (video_id, user_id, content, created_at) VALUES (?, ?, ?, ?)',
  );
  for (const videoId of liveVideoIds)
    CHAT.forEach((text, i) => chat.run(videoId, 3 + i, text, now - (CHAT.length - i) * MINUTE));
}
