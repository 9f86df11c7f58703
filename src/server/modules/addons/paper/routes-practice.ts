import type { Hono } from 'hono';
import type { ServerContext } from '#server/context.js';
import { currentUserId, optionalAuth, requireAuth, type AppEnv } from '#server/http/auth.js';
import { atomicWrite } from '#server/http/atomic-write.js';
import { ok, ServiceError } from '#server/http/envelope.js';
import { readInput } from '#server/http/input.js';
import { simplePage } from '#server/http/paginate.js';
import { categoryChildren, topCategories } from '../shared/categories.js';
import { needId, phpMap } from '../shared/http.js';
import { rawDateTime } from '../shared/time.js';
import { inRunningAttempt } from './answer-access.js';
import { addToWrongbook, answerTargets, isEmpty } from './answers.js';
import { isBuy, listedItemTail, mustPractice, shownPage, type PracticeRow } from './access.js';
import { questionView } from './question-view.js';
import { grade, loadQuestions } from './questions.js';
import { PAPER_V1 } from './routes-papers.js';

/** Questions of a day's practice: a fixed handful per practice per calendar day. */
const DAILY_COUNT = 5;

export function practiceQuestionIds(ctx: ServerContext, practiceId: number, chapterId?: number): number[] {
  const rows = ctx.db
    .prepare(
      `SELECT cq.question_id FROM practice_chapter_questions cq JOIN practice_chapters ch ON ch.id = cq.chapter_id
       WHERE ch.practice_id = ?${chapterId ? ' AND ch.id = ?' : ''} ORDER BY ch.sort, ch.id, cq.sort, cq.question_id`,
    )
    .all(...(chapterId ? [practiceId, chapterId] : [practiceId])) as { question_id: number }[];
  return rows.map((r) => r.question_id);
}

/** The practice's top-level questions the member has answered (what its number sheet marks). */
function practisedIds(ctx: ServerContext, userId: number, practiceId: number, scope: number[]): number[] {
  const rows = ctx.db
    .prepare(
      `SELECT DISTINCT CASE WHEN q.parent_id > 0 THEN q.parent_id ELSE q.id END AS top
       FROM practice_answers a JOIN paper_questions q ON q.id = a.question_id WHERE a.user_id = ? AND a.practice_id = ?`,
    )
    .all(userId, practiceId) as { top: number }[];
  const done = new Set(rows.map((r) => r.top));
  return scope.filter((id) => done.has(id));
}

/** How many top-level questions of the practice (or one chapter) the member has answered. */
export const practiceSubmitCount = (ctx: ServerContext, userId: number, practiceId: number, chapterId?: number) =>
  practisedIds(ctx, userId, practiceId, practiceQuestionIds(ctx, practiceId, chapterId)).length;

/**
 * A practice question as the play page reveals it locally on 对答案: with its answer and
 * explanation, unless it is on a paper or mock paper the member is sitting now.
 */
export function practiceQuestion(ctx: ServerContext, userId: number, questionId: number) {
  const { rows, parts } = loadQuestions(ctx, [questionId]);
  const q = rows[0];
  return q ? questionView(ctx, q, parts.get(q.id), !inRunningAttempt(ctx, userId, q.id)) : [];
}

function practiceItem(ctx: ServerContext, p: PracticeRow, userId: number | null) {
  const ids = practiceQuestionIds(ctx, p.id);
  return {
    id: p.id,
    name: p.name,
    charge: p.charge,
    is_vip_free: p.is_vip_free,
    question_count: ids.length,
    // How many of its questions the member has practised (the list's 练习中 / 已练习).
    user_count: userId === null ? 0 : practisedIds(ctx, userId, p.id, ids).length,
    ...listedItemTail(ctx, p, userId !== null && isBuy(ctx, userId, 'practice', p)),
  };
}

function mustBuy(ctx: ServerContext, userId: number, p: PracticeRow) {
  if (!isBuy(ctx, userId, 'practice', p)) throw new ServiceError('请购买练习');
}

/** A stable pseudo-random pick for the day: the same questions all day, different the next. */
function dailyPick(ids: number[], seed: string, count: number): number[] {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619) >>> 0;
  const scored = ids.map((id) => ({ id, key: Math.imul(id ^ h, 2654435761) >>> 0 }));
  return scored
    .sort((a, b) => a.key - b.key)
    .slice(0, count)
    .map((x) => x.id);
}

export function practiceRoutes(app: Hono<AppEnv>, ctx: ServerContext) {
  const db = ctx.db;

  app.get(`${PAPER_V1}/practices`, optionalAuth(ctx), async (c) => {
    const { rows, total } = shownPage<PracticeRow>(ctx, 'practice', await readInput(c));
    const userId = c.get('userId');
    const items = rows.map((p) => practiceItem(ctx, p, userId));
    return ok(c, {
      data: simplePage(items, total),
      categories: topCategories(ctx, 'practice'),
      category_children: categoryChildren(ctx, 'practice'),
      // The practices of this page the member has begun, as the other exam lists name attempts.
      user_papers: phpMap(
        Object.fromEntries(items.filter((p) => p.user_count).map((p) => [p.id, { submit_count: p.user_count }])),
      ),
    });
  });

  app.get(`${PAPER_V1}/practice/:id`, optionalAuth(ctx), (c) => {
    const p = mustPractice(ctx, needId(c));
    const userId = c.get('userId');
    const chapters = db
      .prepare('SELECT id, name, sort FROM practice_chapters WHERE practice_id = ? ORDER BY sort, id')
      .all(p.id) as { id: number; name: string; sort: number }[];
    const byChapter: Record<string, { submit_count: number }> = {};
    if (userId !== null) {
      for (const ch of chapters) {
        const n = practiceSubmitCount(ctx, userId, p.id, ch.id);
        if (n) byChapter[ch.id] = { submit_count: n };
      }
    }
    const submitted = userId === null ? 0 : practiceSubmitCount(ctx, userId, p.id);
    return ok(c, {
      practice: { ...practiceItem(ctx, p, userId), description: p.description },
      chapters: chapters.map((ch) => ({ ...ch, question_count: practiceQuestionIds(ctx, p.id, ch.id).length })),
      can: userId !== null && isBuy(ctx, userId, 'practice', p),
      practice_user_record: submitted ? { submit_count: submitted } : null,
      user_chapter_records: phpMap(byChapter),
    });
  });

  // The day's set: a fixed handful of the practice's questions, the same all day.
  app.get(`${PAPER_V1}/practice/:id/day`, requireAuth(ctx), (c) => {
    const p = mustPractice(ctx, needId(c));
    const userId = currentUserId(c);
    mustBuy(ctx, userId, p);
    const date = rawDateTime(ctx.options.now()).slice(0, 10);
    const ids = dailyPick(practiceQuestionIds(ctx, p.id), `${p.id}:${date}`, DAILY_COUNT);
    return ok(c, {
      practice: practiceItem(ctx, p, userId),
      first_question: ids.length ? practiceQuestion(ctx, userId, ids[0]) : [],
      qid_arr: ids,
    });
  });

  app.get(`${PAPER_V1}/practice/:id/join/:chapterId`, requireAuth(ctx), (c) => {
    const p = mustPractice(ctx, needId(c));
    const chapter = db
      .prepare('SELECT id FROM practice_chapters WHERE id = ? AND practice_id = ?')
      .get(needId(c, 'chapterId'), p.id) as { id: number } | undefined;
    if (!chapter) throw new ServiceError('章节不存在');
    const userId = currentUserId(c);
    mustBuy(ctx, userId, p);
    const ids = practiceQuestionIds(ctx, p.id, chapter.id);
    return ok(c, {
      practice: practiceItem(ctx, p, userId),
      first_question: ids.length ? practiceQuestion(ctx, userId, ids[0]) : [],
      qid_arr: ids,
      has_practice_question_ids: practisedIds(ctx, userId, p.id, ids),
    });
  });

  app.get(`${PAPER_V1}/practice/:id/join/question/:qid`, requireAuth(ctx), (c) => {
    const p = mustPractice(ctx, needId(c));
    const qid = needId(c, 'qid');
    const userId = currentUserId(c);
    mustBuy(ctx, userId, p);
    if (!practiceQuestionIds(ctx, p.id).includes(qid)) throw new ServiceError('试题不存在');
    return ok(c, { question: practiceQuestion(ctx, userId, qid) });
  });

  // 对答案: the answer is kept and graded (a wrong one goes to the wrong-book). Nothing answered
  // (the public client sends `[]` for a choice it has not stored yet) records nothing.
  app.post(
    `${PAPER_V1}/practice/:id/join/question/:qid/answer`,
    requireAuth(ctx),
    atomicWrite(ctx, (c, input) => {
      const p = mustPractice(ctx, needId(c));
      const qid = needId(c, 'qid');
      const userId = currentUserId(c);
      mustBuy(ctx, userId, p);
      if (inRunningAttempt(ctx, userId, qid)) throw new ServiceError('试题不存在');
      const targets = answerTargets(
        ctx,
        practiceQuestionIds(ctx, p.id),
        { id: qid, part: null },
        input.answer,
        input.images,
      );
      const now = ctx.options.now();
      const upsert = db.prepare(
        `INSERT INTO practice_answers (user_id, practice_id, question_id, answer, thumbs, is_correct, score, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (user_id, practice_id, question_id) DO UPDATE SET answer = excluded.answer, thumbs = excluded.thumbs,
           is_correct = excluded.is_correct, score = excluded.score, updated_at = excluded.updated_at`,
      );
      for (const t of targets.filter((x) => !isEmpty(x))) {
        const g = grade(t.question, t.answer);
        upsert.run(userId, p.id, t.question.id, t.answer, JSON.stringify(t.thumbs), g.is_correct, g.score, now, now);
        if (g.is_correct !== 1) addToWrongbook(ctx, userId, t.question);
      }
      return ok(c);
    }),
  );
}
