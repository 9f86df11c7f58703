import type { ServerContext } from '../../context.js';
import { sampleLesson } from './media.js';
import { escapeHtml } from './php.js';
import { END_SLACK_SECONDS } from './watch.js';
import { CATEGORIES, COMMENTS, COURSE_ONE_DESC, COURSES, PROVINCES, type SeedCourse } from './seed-data.js';

const DAY = 86_400_000;
const MINUTE = 60_000;
const HOUR = 3_600_000;

/** Deterministic pseudo-random numbers, so every fresh database holds the same demo data. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A one-page PDF with a line of ASCII text: enough for a real download a viewer opens. */
export function tinyPdf(text: string): Buffer {
  const safe = text.replace(/[^\x20-\x7e]/g, '?').replace(/([()\\])/g, '\\$1');
  const stream = `BT /F1 24 Tf 72 720 Td (${safe}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

function chapterNames(count: number): string[] {
  const names: Record<number, string[]> = {
    2: ['基础篇', '实战篇'],
    3: ['基础篇', '进阶篇', '实战篇'],
    4: ['准备篇', '基础篇', '进阶篇', '实战篇'],
  };
  const numerals = ['一', '二', '三', '四'];
  return names[count].map((n, i) => `第${numerals[i]}章 ${n}`);
}

function courseDesc(c: SeedCourse, lessons: string[]): string {
  const items = lessons.map((l) => `<li>${escapeHtml(l)}</li>`).join('\n');
  return `<h2>课程简介</h2>
<p>${escapeHtml(c.short)}</p>
<h3>课程大纲</h3>
<ol>
${items}
</ol>
<h3>适合人群</h3>
<p>希望系统学习「${escapeHtml(c.category)}」相关知识的开发者与在校学生。每节课都配有讲义与练习，学完可获得结课证书。</p>`;
}

/** Ids chosen for the demo member (id 1): the orders module turns its purchases into paid orders. */
export const DEMO_BOUGHT_COURSES: Array<[courseId: number, daysAgo: number]> = [
  [1, 40],
  [4, 32],
  [10, 21],
  [20, 12],
  [22, 5],
];
const DEMO_LIKED_COURSES = [2, 3, 5, 10];
/** Course whose videos are sold one by one (and one of which the demo member bought). */
const SINGLE_SALE_COURSE = 2;
/** Course announced with every lesson still scheduled: its detail has no videos. */
const UPCOMING_LESSONS_COURSE = COURSES.findIndex((c) => c.title === '程序员的时间管理') + 1;
/**
 * Every lesson plays the opening of the sample lesson (media.ts), so lessons last between this and
 * the sample's length, and trials are shorter than any lesson.
 */
const SHORTEST_LESSON_SECONDS = 6;
const TRIAL_SECONDS = [5, 3];
/** Published in the future: hidden from lists and detail until then. */
const SCHEDULED_COURSE = COURSES.length - 1;
/** Taken off the shelf: out of lists, but its detail page still opens. */
const HIDDEN_COURSE = COURSES.length;
/** Comments switched off (is_allow_comment 0, shown from 4.9.15). */
export const COMMENTS_CLOSED_COURSE = 12;
/** Open to VIP members from 4.9.26 (is_vip_free 1); before, VIP opens every course. */
export const VIP_FREE_COURSES = [6, 9, 15, 21, 27, 34];
/** Two replies, the second answering the first. */
const REPLIES = ['同意，这部分我也反复看了两遍。', '是的，配合课后练习效果更好。'];

export function seedContent(ctx: ServerContext): void {
  const db = ctx.db;
  const now = ctx.options.now();
  const rnd = prng(20231031);
  const pick = <T>(list: T[]) => list[Math.floor(rnd() * list.length)];
  const between = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
  const longestLesson = Math.max(SHORTEST_LESSON_SECONDS, Math.floor(sampleLesson()?.duration ?? 10));

  const insertCategory = db.prepare(
    'INSERT INTO course_categories (name, parent_id, sort, is_show, created_at, updated_at) VALUES (?, ?, ?, 1, ?, ?)',
  );
  const categoryIds = new Map<string, number>();
  CATEGORIES.forEach((top, i) => {
    const at = now - 400 * DAY;
    const id = Number(insertCategory.run(top.name, 0, i + 1, at, at).lastInsertRowid);
    categoryIds.set(top.name, id);
    top.children.forEach((child, j) => {
      categoryIds.set(child, Number(insertCategory.run(child, id, j + 1, at, at).lastInsertRowid));
    });
  });

  const insertCourse = db.prepare(
    `INSERT INTO courses (title, slug, charge, short_description, render_desc, seo_keywords, seo_description, published_at,
       is_rec, is_show, user_count, category_id, is_free, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertChapter = db.prepare('INSERT INTO course_chapters (course_id, title, sort) VALUES (?, ?, ?)');
  const insertVideo = db.prepare(
    `INSERT INTO videos (course_id, chapter_id, title, slug, view_num, short_description, render_desc, seo_keywords,
       seo_description, published_at, charge, duration, is_ban_sell, free_seconds, ban_drag, format, is_show, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?)`,
  );
  const courseVideos = new Map<number, Array<{ id: number; duration: number; published: number }>>();

  COURSES.forEach((c, i) => {
    const id = i + 1;
    const published = id === SCHEDULED_COURSE ? now + 10 * DAY : now - (i * 9 + 2) * DAY - between(1, 20) * 3600_000;
    const lessons = c.lessons.split('|');
    const categoryId = categoryIds.get(c.category);
    if (!categoryId) throw new Error(`seed: unknown category ${c.category}`);
    const courseId = Number(
      insertCourse.run(
        c.title,
        `course-${id}`,
        c.charge,
        c.short,
        id === 1 ? COURSE_ONE_DESC : courseDesc(c, lessons),
        `${c.category},${c.title}`,
        c.short,
        published,
        c.rec ? 1 : 0,
        id === HIDDEN_COURSE ? 0 : 1,
        c.charge === 0 ? between(800, 9000) : between(30, 3000),
        categoryId,
        c.charge === 0 ? 1 : 0,
        published - DAY,
        published,
      ).lastInsertRowid,
    );

    const chapterCount = c.flat ? 0 : lessons.length <= 5 ? 2 : lessons.length <= 7 ? 3 : 4;
    const chapterIds = chapterNames(Math.max(chapterCount, 2))
      .slice(0, chapterCount)
      .map((title, k) => Number(insertChapter.run(courseId, title, k + 1).lastInsertRowid));
    const list: Array<{ id: number; duration: number; published: number }> = [];
    lessons.forEach((lesson, k) => {
      const chapterId = chapterCount ? chapterIds[Math.floor((k * chapterCount) / lessons.length)] : 0;
      const videoPublished =
        courseId === UPCOMING_LESSONS_COURSE ? now + (k + 3) * 7 * DAY : published + k * 30 * MINUTE;
      // Two draws, as many as when lengths were drawn in minutes, so the demo data after them stays the same.
      const drawn = between(4, 38) * 60 + between(0, 59);
      const duration = SHORTEST_LESSON_SECONDS + (drawn % (longestLesson - SHORTEST_LESSON_SECONDS + 1));
      const sellsSingly = courseId === SINGLE_SALE_COURSE;
      // Paid courses let visitors try the opening lessons for a few seconds.
      const freeSeconds = c.charge > 0 && k < TRIAL_SECONDS.length ? TRIAL_SECONDS[k] : 0;
      // Every other lesson streams as HLS, so both formats (and both as trials) are in the demo.
      const format = k % 2 === 1 ? 'm3u8' : 'mp4';
      const title = `${String(k + 1).padStart(2, '0')} ${lesson}`;
      const videoId = Number(
        insertVideo.run(
          courseId,
          chapterId,
          title,
          `video-${courseId}-${k + 1}`,
          between(120, 25000),
          `${c.title}：${lesson}`,
          `<p>本节讲解「${escapeHtml(lesson)}」。</p>`,
          lesson,
          `${c.title} - ${lesson}`,
          videoPublished,
          sellsSingly ? between(9, 19) : 0,
          duration,
          sellsSingly ? 0 : 1,
          freeSeconds,
          k === 0 ? 0 : courseId % 7 === 0 ? 1 : 0,
          format,
          videoPublished,
          videoPublished,
        ).lastInsertRowid,
      );
      list.push({ id: videoId, duration, published: videoPublished });
    });
    courseVideos.set(courseId, list);
  });

  // Comments from members 2..20 on the first twenty courses and on their opening videos.
  const insertCourseComment = db.prepare(
    `INSERT INTO course_comments (course_id, user_id, original_content, render_content, ip, ip_province, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertVideoComment = db.prepare(
    `INSERT INTO video_comments (video_id, user_id, original_content, render_content, ip, ip_province, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const fakeIp = () => `${between(36, 223)}.${between(0, 255)}.${between(0, 255)}.${between(1, 254)}`;
  for (let courseId = 1; courseId <= 20; courseId++) {
    const count = between(2, 6);
    for (let k = 0; k < count; k++) {
      const text = pick(COMMENTS);
      insertCourseComment.run(
        courseId,
        between(2, 20),
        text,
        text,
        fakeIp(),
        pick(PROVINCES),
        now - between(1, 60) * DAY + k * MINUTE,
      );
    }
    const first = courseVideos.get(courseId)?.[0];
    if (first && courseId <= 10) {
      for (let k = between(1, 3); k > 0; k--) {
        const text = pick(COMMENTS);
        insertVideoComment.run(
          first.id,
          between(2, 20),
          text,
          text,
          fakeIp(),
          pick(PROVINCES),
          now - between(1, 30) * DAY + k * MINUTE,
        );
      }
    }
  }

  const insertAttach = db.prepare(
    'INSERT INTO course_attach (course_id, name, extension, mime, content, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const attachments: Array<[number, string, string, string, Buffer]> = [
    [1, '课程讲义.pdf', 'pdf', 'application/pdf', tinyPdf('JavaScript Data Structures and Algorithms - Slides')],
    [
      1,
      '示例代码.txt',
      'txt',
      'text/plain; charset=utf-8',
      Buffer.from('// 二分查找\nfunction binarySearch(arr, target) {\n  // 完整代码见课程第 7 节\n}\n', 'utf8'),
    ],
    [
      2,
      '项目源码说明.md',
      'md',
      'text/markdown; charset=utf-8',
      Buffer.from('# 后台管理系统\n\n```bash\npnpm install\npnpm dev\n```\n', 'utf8'),
    ],
    [3, '学习路线图.pdf', 'pdf', 'application/pdf', tinyPdf('Vue 3 Learning Roadmap')],
    [10, 'Go 语言速查表.pdf', 'pdf', 'application/pdf', tinyPdf('Go Cheat Sheet')],
  ];
  for (const [courseId, name, ext, mime, content] of attachments)
    insertAttach.run(courseId, name, ext, mime, content, now - 30 * DAY);

  // The demo member's learning: purchases, a single bought video, likes and watch progress.
  const DEMO = 1;
  const insertUserCourse = db.prepare(
    'INSERT INTO user_course (user_id, course_id, charge, created_at) VALUES (?, ?, ?, ?)',
  );
  for (const [courseId, daysAgo] of DEMO_BOUGHT_COURSES) {
    insertUserCourse.run(DEMO, courseId, COURSES[courseId - 1].charge, now - daysAgo * DAY);
  }
  const singleVideo = courseVideos.get(SINGLE_SALE_COURSE)![1];
  const singleCharge = (db.prepare('SELECT charge FROM videos WHERE id = ?').get(singleVideo.id) as { charge: number })
    .charge;
  db.prepare('INSERT INTO user_video (user_id, video_id, charge, created_at) VALUES (?, ?, ?, ?)').run(
    DEMO,
    singleVideo.id,
    singleCharge,
    now - 15 * DAY,
  );
  // Other members' purchases, so their comments come from buyers.
  for (let userId = 2; userId <= 12; userId++) {
    const courseId = 1 + ((userId * 7) % 20);
    if (COURSES[courseId - 1].charge > 0)
      insertUserCourse.run(userId, courseId, COURSES[courseId - 1].charge, now - between(10, 90) * DAY);
  }
  const insertLike = db.prepare('INSERT INTO user_like_courses (user_id, course_id, created_at) VALUES (?, ?, ?)');
  DEMO_LIKED_COURSES.forEach((courseId, k) => insertLike.run(DEMO, courseId, now - (20 - k * 3) * DAY));

  const insertWatch = db.prepare(
    `INSERT INTO user_video_watch_records (user_id, course_id, video_id, watch_seconds, watched_at, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertCourseRecord = db.prepare(
    `INSERT INTO course_user_records (user_id, course_id, is_watched, watched_at, progress, created_at, updated_at)
     VALUES (?, ?, 0, NULL, ?, ?, ?)`,
  );
  // Course 1: the first four lessons watched to the end, the fifth left halfway.
  const c1 = courseVideos.get(1)!;
  c1.slice(0, 4).forEach((v, k) => {
    const at = now - (30 - k * 2) * DAY;
    insertWatch.run(DEMO, 1, v.id, v.duration, at, at - v.duration * 1000, at);
  });
  const halfway = c1[4];
  // Halfway, but short of what a progress report would count as the end.
  const halfwaySeconds = Math.min(Math.floor(halfway.duration / 2), halfway.duration - END_SLACK_SECONDS - 1);
  insertWatch.run(DEMO, 1, halfway.id, halfwaySeconds, null, now - 3 * DAY, now - 2 * DAY);
  insertCourseRecord.run(DEMO, 1, Math.floor((4 * 100) / c1.length), now - 30 * DAY, now - 2 * DAY);
  // Course 4: a couple of seconds into the opening lesson.
  const c4 = courseVideos.get(4)!;
  insertWatch.run(DEMO, 4, c4[0].id, 2, null, now - 6 * DAY, now - 6 * DAY);
  insertCourseRecord.run(DEMO, 4, 0, now - 6 * DAY, now - 6 * DAY);

  // Last, so the random draws above stay what they were. Replies (shown from 4.9.22, where
  // comments are threads): on the newest comment of courses
  // 1 to 3, a member answers it and another answers that reply.
  const insertMeta = db.prepare(
    'INSERT INTO comment_meta (kind, comment_id, parent_id, reply_id, is_check) VALUES (?, ?, ?, ?, 1)',
  );
  for (let courseId = 1; courseId <= 3; courseId++) {
    const thread = db
      .prepare('SELECT id, user_id, created_at FROM course_comments WHERE course_id = ? ORDER BY id DESC LIMIT 1')
      .get(courseId) as { id: number; user_id: number; created_at: number };
    let answered = 0;
    REPLIES.forEach((text, k) => {
      const userId = 2 + ((thread.user_id + k) % 18);
      const id = Number(
        insertCourseComment.run(courseId, userId, text, text, '', PROVINCES[k], thread.created_at + (k + 1) * HOUR)
          .lastInsertRowid,
      );
      insertMeta.run('course', id, thread.id, answered);
      answered = id;
    });
  }
  // Comments are open everywhere but on one course; a few courses are free for VIP members
  // (what opens a course to VIP from 4.9.26).
  db.prepare('INSERT INTO course_flags (course_id, is_allow_comment, is_vip_free) VALUES (?, 0, 0)').run(
    COMMENTS_CLOSED_COURSE,
  );
  const vipFree = db.prepare('INSERT INTO course_flags (course_id, is_allow_comment, is_vip_free) VALUES (?, 1, 1)');
  for (const courseId of VIP_FREE_COURSES) vipFree.run(courseId);
}
