import type { Hono } from 'hono';
import type { ServerContext } from '#server/context.js';
import { currentUserId, optionalAuth, requireAuth, type AppEnv } from '#server/http/auth.js';
import { atomically, atomicWrite } from '#server/http/atomic-write.js';
import { ok, ServiceError } from '#server/http/envelope.js';
import { readInput } from '#server/http/input.js';
import { simplePage } from '#server/http/paginate.js';
import { categoryChildren, categoryWithChildren, topCategories } from '../shared/categories.js';
import { anyPaging, needId, phpMap, placeholders } from '../shared/http.js';
import { iso, raw } from '../shared/time.js';
import { answerTargets, finaliseAnswers, fullScore, questionRef, recordEntries, saveRecordAnswers } from './answers.js';
import { isBuy, listedItemTail, mustMockPaper, shownPage, type MockPaperRow } from './access.js';
import { parseJson } from './questions.js';
import { PAPER_V1 } from './routes-papers.js';

interface MockRecordRow {
  id: number;
  mock_paper_id: number;
  user_id: number;
  status: number;
  score: number;
  question_ids: string;
  started_at: number;
  expired_at: number;
  submitted_at: number | null;
  created_at: number;
}

interface Rule {
  type: number;
  count: number;
}

const rulesOf = (m: MockPaperRow) =>
  parseJson<Rule[]>(m.rules, []).filter((r) => Number.isInteger(r.type) && r.count > 0);

/** The bank a mock paper draws from: top-level questions of its bank category and sub-categories. */
function pool(ctx: ServerContext, m: MockPaperRow, type: number): { id: number; score: number }[] {
  const cats = m.question_category_id ? categoryWithChildren(ctx, 'paper', m.question_category_id) : [];
  const where = cats.length ? ` AND category_id IN (${placeholders(cats.length)})` : '';
  return ctx.db
    .prepare(`SELECT id, score FROM paper_questions WHERE parent_id = 0 AND type = ?${where} ORDER BY id`)
    .all(type, ...cats) as { id: number; score: number }[];
}

/** The rule's keys per question type, as MeEdu's admin writes a mock paper's `rule`. */
const RULE_KEYS: Record<number, string> = { 1: 'choice', 2: 'select', 3: 'input', 4: 'qa', 5: 'judge', 6: 'cap' };

/** What one attempt draws: questions per type (as many as the bank holds) and the expected full marks. */
function drawPlan(ctx: ServerContext, m: MockPaperRow) {
  const num: Record<string, number> = {};
  let score = 0;
  for (const rule of rulesOf(m)) {
    const candidates = pool(ctx, m, rule.type);
    const n = Math.min(rule.count, candidates.length);
    const key = RULE_KEYS[rule.type];
    if (key) num[key] = (num[key] ?? 0) + n;
    // Expected full marks: the draw is random, so the bank's average per type stands in.
    const each = candidates.length
      ? fullScore(
          ctx,
          candidates.map((q) => q.id),
        ) / candidates.length
      : 0;
    score += Math.round(each * n);
  }
  return { num, count: Object.values(num).reduce((a, b) => a + b, 0), score };
}

function mockItem(ctx: ServerContext, m: MockPaperRow, userId: number | null) {
  const plan = drawPlan(ctx, m);
  return {
    id: m.id,
    title: m.title,
    charge: m.charge,
    is_vip_free: m.is_vip_free,
    expired_minutes: m.expired_minutes,
    pass_score: m.pass_score,
    questions_count: plan.count,
    score: plan.score,
    ...listedItemTail(ctx, m, userId !== null && isBuy(ctx, userId, 'mock', m)),
  };
}

/**
 * An attempt as the play page reads it: 0 running, 1 handed in; `get_score` the member's score,
 * `total_score` the drawn questions' full marks, `expired_at` the deadline in PRC wall time.
 */
const recordView = (ctx: ServerContext, r: MockRecordRow) => ({
  id: r.id,
  mock_paper_id: r.mock_paper_id,
  status: r.status,
  get_score: r.score,
  total_score: fullScore(ctx, parseJson<number[]>(r.question_ids, [])),
  expired_at: raw(r.expired_at),
  created_at: iso(r.created_at),
});

/** Scores an attempt and closes it at `at`. */
function handIn(ctx: ServerContext, r: MockRecordRow, at: number): MockRecordRow {
  const total = finaliseAnswers(ctx, 'mock', r.id, r.user_id, parseJson<number[]>(r.question_ids, []));
  ctx.db
    .prepare('UPDATE mock_paper_records SET status = 1, score = ?, submitted_at = ? WHERE id = ?')
    .run(total, at, r.id);
  return { ...r, status: 1, score: total, submitted_at: at };
}

/** A running attempt past its deadline is handed in as it stands. */
function settle(ctx: ServerContext, r: MockRecordRow): MockRecordRow {
  if (r.status !== 0 || r.expired_at > ctx.options.now()) return r;
  return atomically(ctx, () => handIn(ctx, r, r.expired_at));
}

function mustRecord(ctx: ServerContext, recordId: number, userId: number): MockRecordRow {
  const r = ctx.db.prepare('SELECT * FROM mock_paper_records WHERE id = ? AND user_id = ?').get(recordId, userId) as
    MockRecordRow | undefined;
  if (!r) throw new ServiceError('考试记录不存在');
  return settle(ctx, r);
}

function shuffle<T>(items: T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

export function mockPaperRoutes(app: Hono<AppEnv>, ctx: ServerContext) {
  const db = ctx.db;

  app.get(`${PAPER_V1}/mock_papers`, optionalAuth(ctx), async (c) => {
    const { rows, total } = shownPage<MockPaperRow>(ctx, 'mock_paper', await readInput(c));
    const userId = c.get('userId');
    // The member's latest attempt per mock paper of the page (the list's 已参考).
    const attempted: Record<string, { id: number }> = {};
    if (userId !== null && rows.length) {
      const latest = db
        .prepare(
          `SELECT MAX(id) AS id, mock_paper_id FROM mock_paper_records
           WHERE user_id = ? AND mock_paper_id IN (${placeholders(rows.length)}) GROUP BY mock_paper_id`,
        )
        .all(userId, ...rows.map((m) => m.id)) as { id: number; mock_paper_id: number }[];
      for (const r of latest) attempted[r.mock_paper_id] = { id: r.id };
    }
    return ok(c, {
      data: simplePage(
        rows.map((m) => mockItem(ctx, m, userId)),
        total,
      ),
      categories: topCategories(ctx, 'mock_paper'),
      category_children: categoryChildren(ctx, 'mock_paper'),
      user_papers: phpMap(attempted),
    });
  });

  app.get(`${PAPER_V1}/mock_paper/:id`, optionalAuth(ctx), (c) => {
    const m = mustMockPaper(ctx, needId(c));
    const userId = c.get('userId');
    const records =
      userId === null
        ? []
        : (db
            .prepare(
              'SELECT * FROM mock_paper_records WHERE user_id = ? AND mock_paper_id = ? ORDER BY id DESC LIMIT 10',
            )
            .all(userId, m.id) as MockRecordRow[]);
    const joined =
      userId === null
        ? 0
        : (
            db
              .prepare('SELECT COUNT(*) AS n FROM mock_paper_records WHERE user_id = ? AND mock_paper_id = ?')
              .get(userId, m.id) as { n: number }
          ).n;
    return ok(c, {
      paper: {
        ...mockItem(ctx, m, userId),
        description: m.description,
        enabled_invite: 0,
        // JSON text, as MeEdu stores it: questions drawn per type.
        rule: JSON.stringify({ num: drawPlan(ctx, m).num }),
      },
      can: userId !== null && isBuy(ctx, userId, 'mock', m),
      user_papers: records.map((r) => recordView(ctx, settle(ctx, r))),
      join_count: joined,
      required_courses: [],
    });
  });

  // POST on the paper starts an attempt with a fresh random draw.
  app.post(
    `${PAPER_V1}/mock_paper/:id`,
    requireAuth(ctx),
    atomicWrite(ctx, (c) => {
      const m = mustMockPaper(ctx, needId(c));
      const userId = currentUserId(c);
      if (!isBuy(ctx, userId, 'mock', m)) throw new ServiceError('请购买模拟试卷');
      const ids: number[] = [];
      for (const rule of rulesOf(m))
        ids.push(
          ...shuffle(pool(ctx, m, rule.type))
            .slice(0, rule.count)
            .map((q) => q.id),
        );
      if (!ids.length) throw new ServiceError('试题不足，暂时无法考试');
      const now = ctx.options.now();
      const info = db
        .prepare(
          `INSERT INTO mock_paper_records (mock_paper_id, user_id, status, score, question_ids, started_at, expired_at, created_at)
           VALUES (?, ?, 0, 0, ?, ?, ?, ?)`,
        )
        .run(m.id, userId, JSON.stringify(ids), now, now + m.expired_minutes * 60_000, now);
      return ok(c, { recordId: Number(info.lastInsertRowid) });
    }),
  );

  app.get(`${PAPER_V1}/mock_paper/record/:rid`, requireAuth(ctx), (c) => {
    const userId = currentUserId(c);
    const r = mustRecord(ctx, needId(c, 'rid'), userId);
    const m = mustMockPaper(ctx, r.mock_paper_id);
    return ok(c, {
      paper: { ...mockItem(ctx, m, userId), description: m.description },
      record: recordView(ctx, r),
      questions: recordEntries(ctx, 'mock', r.id, parseJson<number[]>(r.question_ids, []), r.status === 1),
    });
  });

  app.get(`${PAPER_V1}/mock_paper/:id/records`, requireAuth(ctx), async (c) => {
    const m = mustMockPaper(ctx, needId(c));
    const userId = currentUserId(c);
    const page = anyPaging(await readInput(c), 10);
    const total = (
      db
        .prepare('SELECT COUNT(*) AS n FROM mock_paper_records WHERE user_id = ? AND mock_paper_id = ?')
        .get(userId, m.id) as { n: number }
    ).n;
    const rows = db
      .prepare(
        'SELECT * FROM mock_paper_records WHERE user_id = ? AND mock_paper_id = ? ORDER BY id DESC LIMIT ? OFFSET ?',
      )
      .all(userId, m.id, page.size, page.offset) as MockRecordRow[];
    return ok(
      c,
      simplePage(
        rows.map((r) => recordView(ctx, settle(ctx, r))),
        total,
      ),
    );
  });

  // The deadline is checked when the answer has arrived, not when its request began.
  app.post(
    `${PAPER_V1}/mock_paper/record/:id/submit/single`,
    requireAuth(ctx),
    atomicWrite(ctx, (c, input) => {
      const userId = currentUserId(c);
      const r = mustRecord(ctx, needId(c), userId);
      if (r.status !== 0) throw new ServiceError('考试已结束');
      const targets = answerTargets(
        ctx,
        parseJson<number[]>(r.question_ids, []),
        questionRef(input.question_id),
        input.answer,
        input.images,
      );
      saveRecordAnswers(ctx, 'mock', r.id, userId, targets);
      return ok(c);
    }),
  );

  app.post(
    `${PAPER_V1}/mock_paper/record/:id/submit`,
    requireAuth(ctx),
    atomicWrite(ctx, (c) => {
      const r = mustRecord(ctx, needId(c), currentUserId(c));
      if (r.status !== 0) throw new ServiceError('试卷已交卷');
      return ok(c, { status: 1, total_score: handIn(ctx, r, ctx.options.now()).score });
    }),
  );
}
