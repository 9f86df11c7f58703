import type { Hono } from 'hono';
import type { ServerContext } from '#server/context.js';
import { currentUserId, optionalAuth, requireAuth, type AppEnv } from '#server/http/auth.js';
import { atomically, atomicWrite } from '#server/http/atomic-write.js';
import { ok, ServiceError } from '#server/http/envelope.js';
import { readInput } from '#server/http/input.js';
import { simplePage } from '#server/http/paginate.js';
import { categories, categoryChildren, topCategories } from '../shared/categories.js';
import { anyPaging, groupBy, needId, needInt, optionalInt, phpMap, placeholders } from '../shared/http.js';
import { iso, raw } from '../shared/time.js';
import {
  answerTargets,
  finaliseAnswers,
  fullScore,
  hasEssay,
  questionRef,
  recordEntries,
  saveRecordAnswers,
} from './answers.js';
import {
  attempts,
  isBuy,
  joinRefusal,
  listedItemTail,
  mustPaper,
  paperQuestionIds,
  requiredCourses,
  type PaperRow,
} from './access.js';
import { loadQuestions, TYPE_TEXT } from './questions.js';

export const PAPER_V1 = '/addons/Paper/api/v1';

interface RecordRow {
  id: number;
  paper_id: number;
  user_id: number;
  status: number;
  score: number;
  started_at: number;
  expired_at: number;
  submitted_at: number | null;
  created_at: number;
}

/** An attempt: its deadline `ended_at` in PRC wall time without a zone, as MeEdu writes it. */
const recordView = (r: RecordRow) => ({
  id: r.id,
  paper_id: r.paper_id,
  status: r.status,
  score: r.score,
  ended_at: raw(r.expired_at),
  created_at: iso(r.created_at),
});

export function paperItem(ctx: ServerContext, p: PaperRow, userId: number | null) {
  const ids = paperQuestionIds(ctx, p.id);
  return {
    id: p.id,
    title: p.title,
    charge: p.charge,
    is_vip_free: p.is_vip_free,
    expired_minutes: p.expired_minutes,
    questions_count: ids.length,
    score: fullScore(ctx, ids),
    pass_score: p.pass_score,
    try_times: p.try_times,
    ...listedItemTail(ctx, p, joinRefusal(ctx, userId, p) === null),
  };
}

/**
 * Hands an attempt in: scored (status 2), or waiting for a teacher (status 3) when the paper is
 * marked by hand and has essays, whose score then counts for nothing yet.
 */
function handIn(ctx: ServerContext, record: RecordRow, at: number): RecordRow {
  const paper = ctx.db.prepare('SELECT * FROM papers WHERE id = ?').get(record.paper_id) as PaperRow | undefined;
  const ids = paperQuestionIds(ctx, record.paper_id);
  const marking = !!paper?.manual_marking && hasEssay(ctx, ids);
  const total = finaliseAnswers(ctx, 'paper', record.id, record.user_id, ids, marking);
  const status = marking ? 3 : 2;
  ctx.db
    .prepare('UPDATE paper_records SET status = ?, score = ?, submitted_at = ? WHERE id = ?')
    .run(status, total, at, record.id);
  return { ...record, status, score: total, submitted_at: at };
}

/** A running attempt past its deadline is handed in as it stands. */
function settle(ctx: ServerContext, record: RecordRow): RecordRow {
  if (record.status !== 1 || record.expired_at > ctx.options.now()) return record;
  return atomically(ctx, () => handIn(ctx, record, record.expired_at));
}

function mustRecord(ctx: ServerContext, paperId: number, recordId: number, userId: number): RecordRow {
  const record = ctx.db
    .prepare('SELECT * FROM paper_records WHERE id = ? AND paper_id = ? AND user_id = ?')
    .get(recordId, paperId, userId) as RecordRow | undefined;
  if (!record) throw new ServiceError('考试记录不存在');
  return settle(ctx, record);
}

export function paperRoutes(app: Hono<AppEnv>, ctx: ServerContext) {
  const db = ctx.db;

  app.get(`${PAPER_V1}/papers`, optionalAuth(ctx), async (c) => {
    const input = await readInput(c);
    const page = anyPaging(input, 10);
    const cid1 = optionalInt(input, 'cid1');
    const cid2 = optionalInt(input, 'cid2');
    const all = categories(ctx, 'paper');
    let where = 'is_show = 1';
    const args: number[] = [];
    const filter = cid2 ? [cid2] : cid1 ? [cid1, ...all.filter((x) => x.parent_id === cid1).map((x) => x.id)] : [];
    if (cid1 || cid2) {
      where += ` AND category_id IN (${placeholders(filter.length)})`;
      args.push(...filter);
    }
    const total = (db.prepare(`SELECT COUNT(*) AS n FROM papers WHERE ${where}`).get(...args) as { n: number }).n;
    const rows = db
      .prepare(`SELECT * FROM papers WHERE ${where} ORDER BY id DESC LIMIT ? OFFSET ?`)
      .all(...args, page.size, page.offset) as PaperRow[];
    const userId = c.get('userId');
    const userPapers: Record<string, { id: number; score: number; status: number }> = {};
    if (userId !== null && rows.length) {
      const latest = db
        .prepare(
          `SELECT id, paper_id, score, status FROM paper_records WHERE user_id = ? AND paper_id IN (${placeholders(rows.length)})
           ORDER BY id`,
        )
        .all(userId, ...rows.map((r) => r.id)) as { id: number; paper_id: number; score: number; status: number }[];
      for (const r of latest) userPapers[r.paper_id] = { id: r.id, score: r.score, status: r.status };
    }
    return ok(c, {
      data: simplePage(
        rows.map((r) => paperItem(ctx, r, userId)),
        total,
      ),
      categories: topCategories(ctx, 'paper'),
      category_children: categoryChildren(ctx, 'paper'),
      user_papers: phpMap(userPapers),
    });
  });

  app.get(`${PAPER_V1}/paper/:id`, optionalAuth(ctx), (c) => {
    const paper = mustPaper(ctx, needId(c));
    const userId = c.get('userId');
    const ids = paperQuestionIds(ctx, paper.id);
    const { rows } = loadQuestions(ctx, ids);
    const records =
      userId === null
        ? []
        : (db
            .prepare('SELECT * FROM paper_records WHERE user_id = ? AND paper_id = ? ORDER BY id DESC')
            .all(userId, paper.id) as RecordRow[]);
    return ok(c, {
      paper: { ...paperItem(ctx, paper, userId), description: paper.description, enabled_invite: paper.enabled_invite },
      // The outline grouped by question type, as the public client counts it (frontend-v3 paper/detail).
      questions: phpMap(
        groupBy(
          rows.map((q) => ({ id: q.id, type: q.type, type_text: TYPE_TEXT[q.type], score: q.score })),
          (q) => q.type,
        ),
      ),
      user_papers: records.map((r) => recordView(settle(ctx, r))),
      can_join: joinRefusal(ctx, userId, paper) === null,
      join_count: attempts(ctx, userId, paper.id),
      required_courses: requiredCourses(ctx, paper),
      is_buy: isBuy(ctx, userId, 'paper', paper),
    });
  });

  app.get(
    `${PAPER_V1}/paper/:id/join`,
    requireAuth(ctx),
    atomicWrite(ctx, (c) => {
      const paper = mustPaper(ctx, needId(c));
      const userId = currentUserId(c);
      const now = ctx.options.now();
      // An attempt still under way is resumed rather than a second one opened.
      const running = db
        .prepare(
          'SELECT * FROM paper_records WHERE user_id = ? AND paper_id = ? AND status = 1 ORDER BY id DESC LIMIT 1',
        )
        .get(userId, paper.id) as RecordRow | undefined;
      if (running && settle(ctx, running).status === 1) return ok(c, { record_id: running.id });
      const refusal = joinRefusal(ctx, userId, paper);
      if (refusal) throw new ServiceError(refusal);
      const info = db
        .prepare(
          'INSERT INTO paper_records (paper_id, user_id, status, score, started_at, expired_at, created_at) VALUES (?, ?, 1, 0, ?, ?, ?)',
        )
        .run(paper.id, userId, now, now + paper.expired_minutes * 60_000, now);
      return ok(c, { record_id: Number(info.lastInsertRowid) });
    }),
  );

  app.get(`${PAPER_V1}/paper/:pid/join/:rid`, requireAuth(ctx), (c) => {
    const paper = mustPaper(ctx, needId(c, 'pid'));
    const record = mustRecord(ctx, paper.id, needId(c, 'rid'), currentUserId(c));
    const ids = paperQuestionIds(ctx, paper.id);
    return ok(c, {
      paper: { ...paperItem(ctx, paper, currentUserId(c)), description: paper.description },
      user_paper: recordView(record),
      // Answers are shown once scored; an attempt waiting for marking keeps them hidden.
      questions: recordEntries(ctx, 'paper', record.id, ids, record.status === 2),
    });
  });

  app.get(`${PAPER_V1}/paper/:id/joinRecords`, requireAuth(ctx), async (c) => {
    const paper = mustPaper(ctx, needId(c));
    const userId = currentUserId(c);
    const page = anyPaging(await readInput(c), 10);
    const total = attempts(ctx, userId, paper.id);
    const rows = db
      .prepare('SELECT * FROM paper_records WHERE user_id = ? AND paper_id = ? ORDER BY id DESC LIMIT ? OFFSET ?')
      .all(userId, paper.id, page.size, page.offset) as RecordRow[];
    return ok(
      c,
      simplePage(
        rows.map((r) => recordView(settle(ctx, r))),
        total,
      ),
    );
  });

  app.post(
    `${PAPER_V1}/paper/:id/submit/single`,
    requireAuth(ctx),
    atomicWrite(ctx, (c, input) => {
      const paper = mustPaper(ctx, needId(c));
      const userId = currentUserId(c);
      const record = mustRecord(ctx, paper.id, needInt(input, 'pid'), userId);
      if (record.status !== 1) throw new ServiceError('考试已结束');
      const targets = answerTargets(
        ctx,
        paperQuestionIds(ctx, paper.id),
        questionRef(input.question_id),
        input.answer,
        input.images,
      );
      saveRecordAnswers(ctx, 'paper', record.id, userId, targets);
      return ok(c);
    }),
  );

  app.post(
    `${PAPER_V1}/paper/:id/submit/all`,
    requireAuth(ctx),
    atomicWrite(ctx, (c, input) => {
      const paper = mustPaper(ctx, needId(c));
      const record = mustRecord(ctx, paper.id, needInt(input, 'pid'), currentUserId(c));
      if (record.status !== 1) throw new ServiceError('试卷已交卷');
      const done = handIn(ctx, record, ctx.options.now());
      return ok(c, { status: done.status, total_score: done.score });
    }),
  );
}
