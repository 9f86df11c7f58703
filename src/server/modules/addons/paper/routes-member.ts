import type { Hono } from 'hono';
import type { ServerContext } from '#server/context.js';
import { currentUserId, optionalAuth, requireAuth, type AppEnv } from '#server/http/auth.js';
import { ok } from '#server/http/envelope.js';
import { readInput } from '#server/http/input.js';
import { simplePage } from '#server/http/paginate.js';
import { anyPaging, placeholders } from '../shared/http.js';
import { iso } from '../shared/time.js';
import { fullScore } from './answers.js';
import { paperQuestionIds } from './access.js';
import { parseJson } from './questions.js';
import { practiceQuestionIds, practiceSubmitCount } from './routes-practice.js';

const PAPER_V2 = '/addons/Paper/api/v2';

const count = (ctx: ServerContext, sql: string, ...args: number[]) =>
  (ctx.db.prepare(sql).get(...args) as { n: number }).n;

/**
 * Where a kind of paper keeps its papers and the member's sittings of them; mock papers draw their
 * questions per sitting and tell one sitting's draw.
 */
const PAPER = { papers: 'papers', records: 'paper_records', paperId: 'paper_id', more: '' } as const;
const MOCK_PAPER = {
  papers: 'mock_papers',
  records: 'mock_paper_records',
  paperId: 'mock_paper_id',
  more: ', MAX(question_ids) AS question_ids',
} as const;

interface JoinedRow {
  paper_id: number;
  max_score: number;
  join_count: number;
  last_at: number;
}

/**
 * One page of the papers the member sat, latest sitting first: the best score, the sittings and the
 * paper (`[]` when gone) with what `questions` tells of its questions.
 */
function joinedPage<R extends JoinedRow = JoinedRow>(
  ctx: ServerContext,
  userId: number,
  page: { size: number; offset: number },
  kind: typeof PAPER | typeof MOCK_PAPER,
  questions: (paperId: number, row: R) => Record<string, unknown>,
) {
  const { papers, records, paperId, more } = kind;
  const total = count(ctx, `SELECT COUNT(DISTINCT ${paperId}) AS n FROM ${records} WHERE user_id = ?`, userId);
  const rows = ctx.db
    .prepare(
      `SELECT ${paperId} AS paper_id, MAX(score) AS max_score, COUNT(*) AS join_count, MAX(created_at) AS last_at${more}
       FROM ${records} WHERE user_id = ? GROUP BY ${paperId} ORDER BY last_at DESC LIMIT ? OFFSET ?`,
    )
    .all(userId, page.size, page.offset) as R[];
  const found = new Map(
    (rows.length
      ? (ctx.db
          .prepare(`SELECT id, title, pass_score FROM ${papers} WHERE id IN (${placeholders(rows.length)})`)
          .all(...rows.map((r) => r.paper_id)) as { id: number; title: string; pass_score: number }[])
      : []
    ).map((p) => [p.id, p]),
  );
  return simplePage(
    rows.map((r) => {
      const p = found.get(r.paper_id);
      return {
        paper_id: r.paper_id,
        user_id: userId,
        max_score: r.max_score,
        join_count: r.join_count,
        created_at: iso(r.last_at),
        paper: p ? { id: p.id, title: p.title, pass_score: p.pass_score, ...questions(p.id, r) } : [],
      };
    }),
    total,
  );
}

export function memberPaperRoutes(app: Hono<AppEnv>, ctx: ServerContext) {
  const db = ctx.db;

  app.get(`${PAPER_V2}/stats/index`, optionalAuth(ctx), (c) => {
    const userId = c.get('userId');
    return ok(c, {
      papers_count: count(ctx, 'SELECT COUNT(*) AS n FROM papers WHERE is_show = 1'),
      mock_papers_count: count(ctx, 'SELECT COUNT(*) AS n FROM mock_papers WHERE is_show = 1'),
      practices_count: count(ctx, 'SELECT COUNT(*) AS n FROM practices WHERE is_show = 1'),
      practice_chapters_count: count(
        ctx,
        'SELECT COUNT(*) AS n FROM practice_chapters ch JOIN practices p ON p.id = ch.practice_id WHERE p.is_show = 1',
      ),
      wrong_book_count:
        userId === null ? 0 : count(ctx, 'SELECT COUNT(*) AS n FROM paper_wrongbook WHERE user_id = ?', userId),
      collection_count:
        userId === null ? 0 : count(ctx, 'SELECT COUNT(*) AS n FROM paper_collections WHERE user_id = ?', userId),
    });
  });

  app.get(`${PAPER_V2}/member/joinPapers`, requireAuth(ctx), async (c) => {
    const page = anyPaging(await readInput(c), 10);
    return ok(
      c,
      joinedPage(ctx, currentUserId(c), page, PAPER, (paperId) => {
        const ids = paperQuestionIds(ctx, paperId);
        return { score: fullScore(ctx, ids), questions_count: ids.length };
      }),
    );
  });

  app.get(`${PAPER_V2}/member/joinMockPapers`, requireAuth(ctx), async (c) => {
    const page = anyPaging(await readInput(c), 10);
    return ok(
      c,
      joinedPage<JoinedRow & { question_ids: string }>(ctx, currentUserId(c), page, MOCK_PAPER, (_, r) => {
        const drawn = parseJson<number[]>(r.question_ids, []);
        return { question_count: drawn.length, score: fullScore(ctx, drawn) };
      }),
    );
  });

  app.get(`${PAPER_V2}/member/joinPractices`, requireAuth(ctx), async (c) => {
    const userId = currentUserId(c);
    const page = anyPaging(await readInput(c), 10);
    const total = count(ctx, 'SELECT COUNT(DISTINCT practice_id) AS n FROM practice_answers WHERE user_id = ?', userId);
    const rows = db
      .prepare(
        `SELECT a.practice_id, MAX(a.updated_at) AS last_at, p.name FROM practice_answers a JOIN practices p ON p.id = a.practice_id
         WHERE a.user_id = ? GROUP BY a.practice_id ORDER BY last_at DESC LIMIT ? OFFSET ?`,
      )
      .all(userId, page.size, page.offset) as { practice_id: number; last_at: number; name: string }[];
    return ok(
      c,
      simplePage(
        rows.map((r) => ({
          pid: r.practice_id,
          practice_id: r.practice_id,
          user_id: userId,
          submit_count: practiceSubmitCount(ctx, userId, r.practice_id),
          practice_question_count: practiceQuestionIds(ctx, r.practice_id).length,
          updated_at: iso(r.last_at),
          practice: { id: r.practice_id, name: r.name },
        })),
        total,
      ),
    );
  });
}
