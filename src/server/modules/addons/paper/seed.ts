import type { ServerContext } from '#server/context.js';
import { seedCategories } from '../shared/categories.js';
import { DEMO_USER_ID } from '../shared/deps.js';
import { DAY, HOUR, MINUTE } from '../shared/time.js';
import { answerTargets, finaliseAnswers, questionRef, saveRecordAnswers, type RecordKind } from './answers.js';
import { findQuestion, grade, normaliseAnswer } from './questions.js';
import { GENERAL_BANK, insertBank, JS_BANK, MYSQL_BANK } from './seed-bank.js';

/** Answers a finished attempt the way a member would have, then hands it in. */
function seedAttempt(
  ctx: ServerContext,
  kind: RecordKind,
  recordId: number,
  userId: number,
  topIds: number[],
  answers: [number | string, unknown][],
): number {
  for (const [qid, value] of answers)
    saveRecordAnswers(ctx, kind, recordId, userId, answerTargets(ctx, topIds, questionRef(qid), value, []));
  return finaliseAnswers(ctx, kind, recordId, userId, topIds);
}

export function seedPaper(ctx: ServerContext): void {
  const db = ctx.db;
  const now = ctx.options.now();
  const [front, back, general] = seedCategories(ctx, 'paper', ['前端开发', '后端开发', '通用基础']);
  const [jsCat] = seedCategories(ctx, 'paper', ['JavaScript'], front);
  seedCategories(ctx, 'paper', ['CSS'], front);
  const [mysqlCat] = seedCategories(ctx, 'paper', ['MySQL'], back);
  const created = now - 90 * DAY;
  const js = insertBank(ctx, jsCat, JS_BANK, created);
  const mysql = insertBank(ctx, mysqlCat, MYSQL_BANK, created);
  const net = insertBank(ctx, general, GENERAL_BANK, created);

  // Papers: fixed questions, timed.
  const insertPaper = db.prepare(
    `INSERT INTO papers (category_id, title, description, charge, is_vip_free, expired_minutes, pass_score, try_times, enabled_invite, required_courses, manual_marking, is_show, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?)`,
  );
  const link = db.prepare('INSERT INTO paper_question_links (paper_id, question_id, sort) VALUES (?, ?, ?)');
  // [category, title, description, charge, VIP-free, minutes, pass score, tries, required courses, questions, marked by a teacher]
  const papers: [number, string, string, number, number, number, number, number, number[], number[], number?][] = [
    [jsCat, 'JavaScript 基础能力测试', '覆盖数据类型、数组方法与事件循环，六种题型齐全。', 0, 0, 60, 40, 0, [], js],
    [mysqlCat, 'MySQL 进阶测评', '事务、索引与慢查询优化专项测评，VIP 会员免费。', 29, 1, 45, 30, 0, [], mysql],
    [
      general,
      'Web 开发综合认证考试',
      '需先购买指定课程；每人限考两次。',
      0,
      0,
      90,
      30,
      2,
      [1],
      [...net, js[0], mysql[0]],
    ],
    [general, '网络基础主观题测验', '含问答题，交卷后由老师阅卷，阅卷完成后公布成绩。', 0, 0, 30, 20, 0, [], net, 1],
  ];
  const paperIds = papers.map(
    ([cat, title, desc, charge, vip, minutes, pass, tries, courses, questions, marking], i) => {
      const id = Number(
        insertPaper.run(
          cat,
          title,
          desc,
          charge,
          vip,
          minutes,
          pass,
          tries,
          0,
          JSON.stringify(courses),
          marking ?? 0,
          created + i * DAY,
        ).lastInsertRowid,
      );
      questions.forEach((qid, k) => link.run(id, qid, k + 1));
      return id;
    },
  );

  const purchase = db.prepare(
    'INSERT INTO paper_purchases (user_id, kind, other_id, charge, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  purchase.run(DEMO_USER_ID, 'paper', paperIds[1], 29, now - 20 * DAY);

  const record = db.prepare(
    `INSERT INTO paper_records (paper_id, user_id, status, score, started_at, expired_at, submitted_at, created_at)
     VALUES (?, ?, 2, 0, ?, ?, ?, ?)`,
  );
  const finish = db.prepare('UPDATE paper_records SET score = ? WHERE id = ?');
  const attempt = (
    paperId: number,
    userId: number,
    at: number,
    topIds: number[],
    answers: [number | string, unknown][],
  ) => {
    const rid = Number(record.run(paperId, userId, at, at + HOUR, at + 40 * MINUTE, at).lastInsertRowid);
    finish.run(seedAttempt(ctx, 'paper', rid, userId, topIds, answers), rid);
  };
  attempt(paperIds[0], DEMO_USER_ID, now - 15 * DAY, js, [
    [js[0], 'option3'],
    [js[1], 'option1'],
    [js[2], 'option1,option2'],
    [js[3], ['find', 'indexOf']],
    [js[4], '0'],
    [js[5], '每个宏任务执行完后都会清空微任务队列。'],
    [`${js[6]}-cap-0`, 'option2'],
    [`${js[6]}-cap-1`, 1],
    [`${js[6]}-cap-2`, ['3']],
  ]);
  attempt(paperIds[0], DEMO_USER_ID, now - 5 * DAY, js, [
    [js[0], 'option3'],
    [js[1], 'option2'],
    [js[2], 'option1,option2,option4'],
    [js[3], ['find', 'findIndex']],
    [js[4], '1'],
  ]);
  attempt(paperIds[1], DEMO_USER_ID, now - 18 * DAY, mysql, [
    [mysql[0], 'option3'],
    [mysql[1], 'option1,option3,option4'],
    [mysql[2], '0'],
    [mysql[3], ['explain']],
  ]);
  for (let u = 2; u <= 8; u++)
    attempt(paperIds[0], u, now - u * DAY, js, [
      [js[0], u % 2 ? 'option3' : 'option1'],
      [js[4], '0'],
    ]);

  // Mock papers: a random draw per attempt.
  const [mockFront, mockBack] = seedCategories(ctx, 'mock_paper', ['前端模考', '后端模考']);
  const insertMock = db.prepare(
    `INSERT INTO mock_papers (category_id, question_category_id, title, description, charge, is_vip_free, expired_minutes, pass_score, rules, is_show, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?)`,
  );
  const rules = (pairs: [number, number][]) => JSON.stringify(pairs.map(([type, count]) => ({ type, count })));
  const mock1 = Number(
    insertMock.run(
      mockFront,
      front,
      '前端工程师模拟考试（随机组卷）',
      '每次考试从前端题库随机抽题。',
      0,
      0,
      30,
      30,
      rules([
        [1, 2],
        [2, 1],
        [3, 1],
        [4, 1],
        [5, 1],
        [6, 1],
      ]),
      created,
    ).lastInsertRowid,
  );
  insertMock.run(
    mockBack,
    back,
    '数据库工程师模拟考试',
    '从 MySQL 题库随机组卷，限时 40 分钟。',
    19,
    1,
    40,
    25,
    rules([
      [1, 1],
      [2, 1],
      [3, 1],
      [5, 1],
      [6, 1],
    ]),
    created,
  );
  const drawn = [js[0], js[1], js[2], js[3], js[5], js[4], js[6]];
  const mockRecord = Number(
    db
      .prepare(
        `INSERT INTO mock_paper_records (mock_paper_id, user_id, status, score, question_ids, started_at, expired_at, submitted_at, created_at)
         VALUES (?, ?, 1, 0, ?, ?, ?, ?, ?)`,
      )
      .run(
        mock1,
        DEMO_USER_ID,
        JSON.stringify(drawn),
        now - 7 * DAY,
        now - 7 * DAY + 30 * MINUTE,
        now - 7 * DAY + 25 * MINUTE,
        now - 7 * DAY,
      ).lastInsertRowid,
  );
  const mockScore = seedAttempt(ctx, 'mock', mockRecord, DEMO_USER_ID, drawn, [
    [js[0], 'option3'],
    [js[1], 'option2'],
    [js[2], 'option1,option2,option4'],
    [js[4], '0'],
  ]);
  db.prepare('UPDATE mock_paper_records SET score = ? WHERE id = ?').run(mockScore, mockRecord);

  // Practices: chapters worked through at the member's pace.
  const [pFront, pBack, pNet] = seedCategories(ctx, 'practice', ['前端', '数据库', '网络']);
  const insertPractice = db.prepare(
    'INSERT INTO practices (category_id, name, description, charge, is_vip_free, is_show, created_at) VALUES (?, ?, ?, ?, ?, 1, ?)',
  );
  const insertChapter = db.prepare('INSERT INTO practice_chapters (practice_id, name, sort) VALUES (?, ?, ?)');
  const chapterQuestion = db.prepare(
    'INSERT INTO practice_chapter_questions (chapter_id, question_id, sort) VALUES (?, ?, ?)',
  );
  const practice = (
    cat: number,
    name: string,
    desc: string,
    charge: number,
    vip: number,
    chapters: [string, number[]][],
  ) => {
    const id = Number(insertPractice.run(cat, name, desc, charge, vip, created).lastInsertRowid);
    chapters.forEach(([title, qids], i) => {
      const ch = Number(insertChapter.run(id, title, i + 1).lastInsertRowid);
      qids.forEach((q, k) => chapterQuestion.run(ch, q, k + 1));
    });
    return id;
  };
  const p1 = practice(pFront, 'JavaScript 每日一练', '每天五道题，巩固 JavaScript 基础。', 0, 0, [
    ['基础语法', [js[0], js[1], js[4]]],
    ['进阶专题', [js[2], js[3], js[5], js[6]]],
  ]);
  practice(pBack, 'MySQL 专项练习', '事务、索引与优化专项训练。', 9, 1, [
    ['事务与索引', [mysql[0], mysql[1], mysql[2]]],
    ['综合应用', [mysql[3], mysql[4], mysql[5]]],
  ]);
  practice(pNet, '网络基础 100 题', 'HTTP 与 TCP 常考知识点。', 0, 0, [['HTTP 与 TCP', net]]);

  const practiceAnswer = db.prepare(
    `INSERT INTO practice_answers (user_id, practice_id, question_id, answer, thumbs, is_correct, score, created_at, updated_at)
     VALUES (?, ?, ?, ?, '[]', ?, ?, ?, ?)`,
  );
  for (const [qid, value, daysAgo] of [
    [js[0], 'option3', 3],
    [js[1], 'option1', 3],
    [js[4], '0', 2],
  ] as [number, string, number][]) {
    const q = findQuestion(ctx, qid)!;
    const answer = normaliseAnswer(q, value);
    const g = grade(q, answer);
    practiceAnswer.run(DEMO_USER_ID, p1, qid, answer, g.is_correct, g.score, now - daysAgo * DAY, now - daysAgo * DAY);
  }

  const collect = db.prepare('INSERT INTO paper_collections (user_id, question_id, created_at) VALUES (?, ?, ?)');
  [js[5], js[6], mysql[4]].forEach((qid, i) => collect.run(DEMO_USER_ID, qid, now - (i + 1) * DAY));
  db.prepare(
    `INSERT INTO paper_wrongbook (user_id, question_id, wrong_times, created_at, updated_at) VALUES (?, ?, 1, ?, ?)
     ON CONFLICT (user_id, question_id) DO NOTHING`,
  ).run(DEMO_USER_ID, net[3], now - 2 * DAY, now - 2 * DAY);
}
