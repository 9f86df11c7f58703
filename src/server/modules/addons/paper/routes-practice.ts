import type { Hono } from 'hono';
import type { ServerContext } from '../../../context.js';
import { currentUserId, optionalAuth, requireAuth, type AppEnv } from '../../../http/auth.js';
import { atomicWrite } from '../../../http/atomic-write.js';
import { ok, ServiceError } from '../../../http/envelope.js';
import { readInput } from '../../../http/input.js';
import { simplePage } from '../../../http/paginate.js';
import { categoryBrief, categoryChildren, topCategories } from '../shared/categories.js';
import { needId } from '../shared/http.js';
import { iso, rawDateTime } from '../shared/time.js';
import { addToWrongbook, answerTargets } from './answers.js';
import { isBuy, mustPractice, shownPage, type PracticeRow } from './access.js';
import { answerRows, grade, loadQuestions, parseJson, questionView, type QuestionRow } from './questions.js';
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

/** Top-level questions of the practice the member has answered (a compound counts once). */
export function practiceSubmitCount(
  ctx: ServerContext,
  userId: number,
  practiceId: number,
  chapterId?: number,
): number {
  const scope = chapterId ? practiceQuestionIds(ctx, practiceId, chapterId) : null;
  const rows = ctx.db
    .prepare(
      `SELECT DISTINCT CASE WHEN q.parent_id > 0 THEN q.parent_id ELSE q.id END AS top
       FROM practice_answers a JOIN paper_questions q ON q.id = a.question_id WHERE a.user_id = ? AND a.practice_id = ?`,
    )
    .all(userId, practiceId) as { top: number }[];
  return scope ? rows.filter((r) => scope.includes(r.top)).length : rows.length;
}

interface StoredPracticeAnswer {
  question_id: number;
  answer: string;
  thumbs: string;
  is_correct: number;
  score: number;
}

/** Practice shows the answer and explanation of a question once the member has answered it. */
function practiceEntries(ctx: ServerContext, userId: number, practiceId: number, ids: number[]) {
  const { rows, parts } = loadQuestions(ctx, ids);
  const stored = new Map(
    (
      ctx.db
        .prepare(
          'SELECT question_id, answer, thumbs, is_correct, score FROM practice_answers WHERE user_id = ? AND practice_id = ?',
        )
        .all(userId, practiceId) as StoredPracticeAnswer[]
    ).map((r) => [r.question_id, r]),
  );
  const unit = (q: QuestionRow) => {
    const s = stored.get(q.id);
    return {
      question_id: q.id,
      answer_content: s?.answer ?? '',
      answer_contents_rows: s ? answerRows(q.type, s.answer) : [],
      thumbs_rows: s ? parseJson<string[]>(s.thumbs, []) : [],
      is_correct: s ? s.is_correct : -1,
      score: s?.score ?? 0,
    };
  };
  return rows.map((q) => {
    if (q.type !== 6) return { ...unit(q), question: questionView(q, undefined, stored.has(q.id)) };
    const children = parts.get(q.id) ?? [];
    const answered = children.every((p) => stored.has(p.id)) && children.length > 0;
    const childUnits = children.map(unit);
    return {
      question_id: q.id,
      question: questionView(q, children, answered),
      answer_content: '',
      answer_contents_rows: [],
      thumbs_rows: [],
      is_correct: answered ? (childUnits.every((u) => u.is_correct === 1) ? 1 : 0) : -1,
      score: childUnits.reduce((sum, u) => sum + u.score, 0),
      children: childUnits,
    };
  });
}

function practiceItem(ctx: ServerContext, p: PracticeRow, userId: number | null) {
  const chapters = (
    ctx.db.prepare('SELECT COUNT(*) AS n FROM practice_chapters WHERE practice_id = ?').get(p.id) as { n: number }
  ).n;
  return {
    id: p.id,
    name: p.name,
    charge: p.charge,
    is_vip_free: p.is_vip_free,
    chapters_count: chapters,
    questions_count: practiceQuestionIds(ctx, p.id).length,
    category_id: p.category_id,
    category: categoryBrief(ctx, p.category_id),
    cur_user_can_join: userId !== null && isBuy(ctx, userId, 'practice', p),
    created_at: iso(p.created_at),
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
    return ok(c, {
      data: simplePage(
        rows.map((p) => practiceItem(ctx, p, userId)),
        total,
      ),
      categories: topCategories(ctx, 'practice'),
      category_children: categoryChildren(ctx, 'practice'),
    });
  });

  app.get(`${PAPER_V1}/practice/:id`, optionalAuth(ctx), (c) => {
    const p = mustPractice(ctx, needId(c));
    const userId = c.get('userId');
    const chapters = db
      .prepare('SELECT id, name, sort FROM practice_chapters WHERE practice_id = ? ORDER BY sort, id')
      .all(p.id) as { id: number; name: string; sort: number }[];
    const correct =
      userId === null
        ? 0
        : (
            db
              .prepare(
                'SELECT COUNT(*) AS n FROM practice_answers WHERE user_id = ? AND practice_id = ? AND is_correct = 1',
              )
              .get(userId, p.id) as {
              n: number;
            }
          ).n;
    return ok(c, {
      practice: { ...practiceItem(ctx, p, userId), description: p.description },
      chapters: chapters.map((ch) => ({
        ...ch,
        questions_count: practiceQuestionIds(ctx, p.id, ch.id).length,
        submit_count: userId === null ? 0 : practiceSubmitCount(ctx, userId, p.id, ch.id),
      })),
      is_buy: isBuy(ctx, userId, 'practice', p),
      submit_count: userId === null ? 0 : practiceSubmitCount(ctx, userId, p.id),
      correct_count: correct,
    });
  });

  app.get(`${PAPER_V1}/practice/:id/day`, requireAuth(ctx), (c) => {
    const p = mustPractice(ctx, needId(c));
    const userId = currentUserId(c);
    mustBuy(ctx, userId, p);
    const date = rawDateTime(ctx.options.now()).slice(0, 10);
    const ids = dailyPick(practiceQuestionIds(ctx, p.id), `${p.id}:${date}`, DAILY_COUNT);
    return ok(c, { date, practice: practiceItem(ctx, p, userId), questions: practiceEntries(ctx, userId, p.id, ids) });
  });

  app.get(`${PAPER_V1}/practice/:id/join/:chapterId`, requireAuth(ctx), (c) => {
    const p = mustPractice(ctx, needId(c));
    const chapter = db
      .prepare('SELECT id, name, sort FROM practice_chapters WHERE id = ? AND practice_id = ?')
      .get(needId(c, 'chapterId'), p.id) as { id: number; name: string; sort: number } | undefined;
    if (!chapter) throw new ServiceError('章节不存在');
    const userId = currentUserId(c);
    mustBuy(ctx, userId, p);
    return ok(c, {
      practice: practiceItem(ctx, p, userId),
      chapter,
      questions: practiceEntries(ctx, userId, p.id, practiceQuestionIds(ctx, p.id, chapter.id)),
    });
  });

  app.get(`${PAPER_V1}/practice/:id/join/question/:qid`, requireAuth(ctx), (c) => {
    const p = mustPractice(ctx, needId(c));
    const qid = needId(c, 'qid');
    const userId = currentUserId(c);
    mustBuy(ctx, userId, p);
    if (!practiceQuestionIds(ctx, p.id).includes(qid)) throw new ServiceError('试题不存在');
    return ok(c, practiceEntries(ctx, userId, p.id, [qid])[0]);
  });

  app.post(
    `${PAPER_V1}/practice/:id/join/question/:qid`,
    requireAuth(ctx),
    atomicWrite(ctx, (c, input) => {
      const p = mustPractice(ctx, needId(c));
      const qid = needId(c, 'qid');
      const userId = currentUserId(c);
      mustBuy(ctx, userId, p);
      const ids = practiceQuestionIds(ctx, p.id);
      const targets = answerTargets(ctx, ids, qid, input.answer, input.images);
      const now = ctx.options.now();
      const upsert = db.prepare(
        `INSERT INTO practice_answers (user_id, practice_id, question_id, answer, thumbs, is_correct, score, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (user_id, practice_id, question_id) DO UPDATE SET answer = excluded.answer, thumbs = excluded.thumbs,
           is_correct = excluded.is_correct, score = excluded.score, updated_at = excluded.updated_at`,
      );
      for (const t of targets) {
        const g = grade(t.question, t.answer);
        upsert.run(userId, p.id, t.question.id, t.answer, JSON.stringify(t.thumbs), g.is_correct, g.score, now, now);
        if (g.is_correct !== 1) addToWrongbook(ctx, userId, t.question);
      }
      const top = targets[0].question.parent_id && !ids.includes(qid) ? targets[0].question.parent_id : qid;
      const entry = practiceEntries(ctx, userId, p.id, [top])[0];
      const units = entry.children ?? [entry];
      const answered = units.filter((u) => targets.some((t) => t.question.id === u.question_id));
      return ok(c, {
        ...entry,
        is_correct: answered.every((u) => u.is_correct === 1) ? 1 : 0,
        score: answered.reduce((sum, u) => sum + u.score, 0),
      });
    }),
  );
}
