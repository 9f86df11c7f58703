import type { Context, Hono } from 'hono';
import type { ServerContext } from '#server/context.js';
import { currentUserId, requireAuth, type AppEnv } from '#server/http/auth.js';
import { atomicWrite } from '#server/http/atomic-write.js';
import { ok, ServiceError } from '#server/http/envelope.js';
import { readInput } from '#server/http/input.js';
import { simplePage } from '#server/http/paginate.js';
import { anyPaging, needId, needInt, optionalInt, phpMap, placeholders } from '../shared/http.js';
import { categoryTree, categoryWithChildren } from '../shared/categories.js';
import { iso } from '../shared/time.js';
import { answerSeen, answerShown, inRunningAttempt } from './answer-access.js';
import { addToWrongbook, answerTargets, isEmpty } from './answers.js';
import { questionView } from './question-view.js';
import { grade, loadQuestions, TYPE_TEXT } from './questions.js';
import { PAPER_V1 } from './routes-papers.js';

const PAPER_V2 = '/addons/Paper/api/v2';
const RANDOM_COUNT = 10;

/**
 * Questions a member may review outside an exam: the ones in their wrong-book or collection, and
 * among those only ones whose answer they have been shown (a row collected before that rule
 * existed does not count).
 */
function reviewable(ctx: ServerContext, userId: number, questionId: number): boolean {
  const kept = ctx.db
    .prepare(
      `SELECT 1 FROM paper_wrongbook WHERE user_id = ? AND question_id = ?
       UNION SELECT 1 FROM paper_collections WHERE user_id = ? AND question_id = ?`,
    )
    .get(userId, questionId, userId, questionId);
  return !!kept && answerSeen(ctx, userId, questionId);
}

function views(ctx: ServerContext, ids: number[], reveal: boolean) {
  const { rows, parts } = loadQuestions(ctx, ids);
  return new Map(rows.map((q) => [q.id, questionView(ctx, q, parts.get(q.id), reveal)]));
}

function typeFilter(input: Record<string, unknown>): number {
  const t = optionalInt(input, 'type');
  return t >= 1 && t <= 6 ? t : 0;
}

interface BookRow {
  id: number;
  question_id: number;
  created_at: number;
  updated_at?: number;
  wrong_times?: number;
}

/** A page of wrong-book or collection rows, optionally of one question type. */
function bookPage(
  ctx: ServerContext,
  table: 'paper_wrongbook' | 'paper_collections',
  userId: number,
  type: number,
  page: { size: number; offset: number },
) {
  const cols =
    table === 'paper_wrongbook'
      ? 'b.id, b.question_id, b.created_at, b.updated_at, b.wrong_times'
      : 'b.rowid AS id, b.question_id, b.created_at';
  const where = `b.user_id = ?${type ? ' AND q.type = ?' : ''}`;
  const args = type ? [userId, type] : [userId];
  const total = (
    ctx.db
      .prepare(`SELECT COUNT(*) AS n FROM ${table} b JOIN paper_questions q ON q.id = b.question_id WHERE ${where}`)
      .get(...args) as {
      n: number;
    }
  ).n;
  const rows = ctx.db
    .prepare(
      `SELECT ${cols} FROM ${table} b JOIN paper_questions q ON q.id = b.question_id WHERE ${where} ORDER BY b.created_at DESC, b.question_id DESC LIMIT ? OFFSET ?`,
    )
    .all(...args, page.size, page.offset) as BookRow[];
  return { rows, total };
}

/**
 * What the wrong-book and collection pages of the public client read (frontend-v3
 * src/pages/exam/wrongbook, src/pages/exam/collection): `types_count` — questions per type, all
 * six types present — and, for the play pages' category filter, the question categories as a tree
 * with `categories_count` per category id (a top category counts its sub-categories' questions
 * too), of one type when `question_type` is given.
 */
function bookStats(
  ctx: ServerContext,
  table: 'paper_wrongbook' | 'paper_collections',
  userId: number,
  input: Record<string, unknown>,
) {
  const byType = new Map(
    (
      ctx.db
        .prepare(
          `SELECT q.type, COUNT(*) AS n FROM ${table} b JOIN paper_questions q ON q.id = b.question_id WHERE b.user_id = ? GROUP BY q.type`,
        )
        .all(userId) as { type: number; n: number }[]
    ).map((r) => [r.type, r.n]),
  );
  const type = optionalInt(input, 'question_type') || typeFilter(input);
  const byCategory = new Map(
    (
      ctx.db
        .prepare(
          `SELECT q.category_id AS id, COUNT(*) AS n FROM ${table} b JOIN paper_questions q ON q.id = b.question_id
           WHERE b.user_id = ? AND (? = 0 OR q.type = ?) GROUP BY q.category_id`,
        )
        .all(userId, type, type) as { id: number; n: number }[]
    ).map((r) => [r.id, r.n]),
  );
  const tree = categoryTree(ctx, 'paper');
  const counts: Record<string, number> = {};
  for (const top of tree) {
    for (const child of top.children) counts[child.id] = byCategory.get(child.id) ?? 0;
    counts[top.id] = (byCategory.get(top.id) ?? 0) + top.children.reduce((sum, child) => sum + counts[child.id], 0);
  }
  return {
    types_count: Object.fromEntries(Object.keys(TYPE_TEXT).map((t) => [t, byType.get(Number(t)) ?? 0])),
    categories: tree,
    categories_count: phpMap(counts),
  };
}

/**
 * Grades an answer to a reviewable question (never one on an exam under way); a wrong answer goes
 * to the wrong-book again. Nothing answered (`[]` from the public client) records nothing.
 */
function answerOne(ctx: ServerContext, c: Context<AppEnv>, questionId: number, input: Record<string, unknown>) {
  const userId = currentUserId(c);
  if (!reviewable(ctx, userId, questionId) || inRunningAttempt(ctx, userId, questionId))
    throw new ServiceError('试题不存在');
  const targets = answerTargets(ctx, [questionId], { id: questionId, part: null }, input.answer, input.images).filter(
    (t) => !isEmpty(t),
  );
  if (targets.some((t) => grade(t.question, t.answer).is_correct !== 1))
    addToWrongbook(ctx, userId, targets[0].question);
  return ok(c);
}

/**
 * Every question id of a member's wrong-book or collection, newest first, of one type (0 = all)
 * and category: `cid2` one sub-category, else `cid1` a category with its sub-categories.
 */
function bookQuestionIds(
  ctx: ServerContext,
  table: 'paper_wrongbook' | 'paper_collections',
  userId: number,
  filter: { type: number; cid1: number; cid2: number },
): number[] {
  const cats = filter.cid2 ? [filter.cid2] : filter.cid1 ? categoryWithChildren(ctx, 'paper', filter.cid1) : [];
  const conditions = ['b.user_id = ?'];
  const args: number[] = [userId];
  if (filter.type) {
    conditions.push('q.type = ?');
    args.push(filter.type);
  }
  if (filter.cid1 || filter.cid2) {
    conditions.push(`q.category_id IN (${placeholders(Math.max(cats.length, 1))})`);
    args.push(...(cats.length ? cats : [-1]));
  }
  const rows = ctx.db
    .prepare(
      `SELECT b.question_id FROM ${table} b JOIN paper_questions q ON q.id = b.question_id
       WHERE ${conditions.join(' AND ')} ORDER BY b.created_at DESC, b.question_id DESC`,
    )
    .all(...args) as { question_id: number }[];
  return rows.map((r) => r.question_id);
}

/** A question of a replay: answered up front (对答案 reveals locally) when the member may see it now. */
const replayQuestion = (ctx: ServerContext, userId: number, id: number) =>
  views(ctx, [id], answerShown(ctx, userId, id)).get(id) ?? [];

/** A replay's start: the ids in order and the first question, `[]` when there is none. */
function replayStart(ctx: ServerContext, userId: number, ids: number[]) {
  return { questions_ids: ids, first_question: ids.length ? replayQuestion(ctx, userId, ids[0]) : [] };
}

export function reviewRoutes(app: Hono<AppEnv>, ctx: ServerContext) {
  const db = ctx.db;
  const auth = requireAuth(ctx);

  app.get(`${PAPER_V1}/wrongbook`, auth, async (c) =>
    ok(c, bookStats(ctx, 'paper_wrongbook', currentUserId(c), await readInput(c))),
  );

  app.get(`${PAPER_V1}/wrongbook/random`, auth, async (c) => {
    const input = await readInput(c);
    const size = Math.min(50, optionalInt(input, 'size') || RANDOM_COUNT);
    const ids = (
      db
        .prepare('SELECT question_id FROM paper_wrongbook WHERE user_id = ? ORDER BY random() LIMIT ?')
        .all(currentUserId(c), size) as {
        question_id: number;
      }[]
    ).map((r) => r.question_id);
    const userId = currentUserId(c);
    return ok(c, {
      questions: ids.map((id) => replayQuestion(ctx, userId, id)).filter((q) => !Array.isArray(q)),
      ...replayStart(ctx, userId, ids),
    });
  });

  app.delete(`${PAPER_V1}/wrongbook/:id`, auth, (c) => {
    const info = db
      .prepare('DELETE FROM paper_wrongbook WHERE user_id = ? AND question_id = ?')
      .run(currentUserId(c), needId(c));
    if (!info.changes) throw new ServiceError('错题不存在');
    return ok(c);
  });

  app.get(`${PAPER_V1}/collection/stats`, auth, async (c) =>
    ok(c, bookStats(ctx, 'paper_collections', currentUserId(c), await readInput(c))),
  );

  // Each question with its answer when the member may see it now (answerShown), without otherwise.
  app.get(`${PAPER_V1}/collection/questions`, auth, async (c) => {
    const input = await readInput(c);
    const userId = currentUserId(c);
    const { rows, total } = bookPage(ctx, 'paper_collections', userId, typeFilter(input), anyPaging(input, 10));
    const ids = rows.map((r) => r.question_id);
    const shown = new Set(ids.filter((id) => answerShown(ctx, userId, id)));
    const revealed = views(
      ctx,
      ids.filter((id) => shown.has(id)),
      true,
    );
    const hidden = views(
      ctx,
      ids.filter((id) => !shown.has(id)),
      false,
    );
    return ok(c, {
      data: simplePage(
        rows.map((r) => ({
          question_id: r.question_id,
          created_at: iso(r.created_at),
          question: revealed.get(r.question_id) ?? hidden.get(r.question_id) ?? [],
        })),
        total,
      ),
    });
  });

  // Reads, but POST with a JSON body, as the public client calls them (frontend-v3 src/api/practice.ts).
  app.post(`${PAPER_V1}/collection/status`, auth, async (c) => {
    const qid = needInt(await readInput(c), 'question_id');
    const hit = db
      .prepare('SELECT 1 FROM paper_collections WHERE user_id = ? AND question_id = ?')
      .get(currentUserId(c), qid);
    return ok(c, { status: hit ? 1 : 0 });
  });

  app.post(`${PAPER_V1}/collection/status/multi`, auth, async (c) => {
    const list = (await readInput(c)).question_ids;
    const ids = (Array.isArray(list) ? list : [])
      .map((v) => (typeof v === 'number' || typeof v === 'string' ? String(v).trim() : ''))
      .filter((v) => /^\d{1,12}$/.test(v))
      .map(Number)
      .slice(0, 200);
    if (!ids.length) throw new ServiceError('参数错误');
    const userId = currentUserId(c);
    const stmt = db.prepare('SELECT 1 FROM paper_collections WHERE user_id = ? AND question_id = ?');
    return ok(c, Object.fromEntries(ids.map((id) => [id, stmt.get(userId, id) ? 1 : 0])));
  });

  // Taking a question out is always allowed; putting one in only when its answer has been shown.
  app.post(
    `${PAPER_V1}/collection/action`,
    auth,
    atomicWrite(ctx, (c, input) => {
      const qid = needInt(input, 'question_id');
      const userId = currentUserId(c);
      const removed = db
        .prepare('DELETE FROM paper_collections WHERE user_id = ? AND question_id = ?')
        .run(userId, qid).changes;
      if (removed) return ok(c, { status: 0 });
      const q = db.prepare('SELECT id, parent_id FROM paper_questions WHERE id = ?').get(qid) as
        { id: number; parent_id: number } | undefined;
      if (!q || q.parent_id !== 0 || !answerSeen(ctx, userId, qid)) throw new ServiceError('试题不存在');
      db.prepare('INSERT INTO paper_collections (user_id, question_id, created_at) VALUES (?, ?, ?)').run(
        userId,
        qid,
        ctx.options.now(),
      );
      return ok(c, { status: 1 });
    }),
  );

  app.post(
    `${PAPER_V1}/questions/practice`,
    auth,
    atomicWrite(ctx, (c, input) => answerOne(ctx, c, needInt(input, 'question_id'), input)),
  );

  app.get(`${PAPER_V2}/question/:id`, auth, (c) => {
    const id = needId(c);
    const userId = currentUserId(c);
    if (!reviewable(ctx, userId, id)) throw new ServiceError('试题不存在');
    return ok(c, { question: replayQuestion(ctx, userId, id) });
  });

  app.post(
    `${PAPER_V2}/question/:id/answer`,
    auth,
    atomicWrite(ctx, (c, input) => answerOne(ctx, c, needId(c), input)),
  );

  // The replay pages (frontend-v3 exam/wrongbook/play: orderMode reads `first_question` and
  // `questions_ids`, then asks v2/question/{id} for each next one), by type and category.
  for (const [path, table] of [
    ['wrongbook/questions', 'paper_wrongbook'],
    ['collection/questions', 'paper_collections'],
  ] as const) {
    app.get(`${PAPER_V2}/${path}`, auth, async (c) => {
      const input = await readInput(c);
      const userId = currentUserId(c);
      const ids = bookQuestionIds(ctx, table, userId, {
        type: typeFilter(input),
        cid1: optionalInt(input, 'cid1'),
        cid2: optionalInt(input, 'cid2'),
      });
      return ok(c, replayStart(ctx, userId, ids));
    });
  }
}
