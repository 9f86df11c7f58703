import type { ServerContext } from '#server/context.js';
import { ServiceError } from '#server/http/envelope.js';
import type { Input } from '#server/http/input.js';
import { canSee } from '../shared/access.js';
import { categoryBrief, categoryCondition } from '../shared/categories.js';
import { courseRowsByIds, userBoughtCourse, userHasActiveVip } from '../shared/deps.js';
import { anyPaging, optionalInt } from '../shared/http.js';
import { iso } from '../shared/time.js';
import { parseJson } from './questions.js';

export type PurchaseKind = 'paper' | 'mock' | 'practice';

/** The columns a paper and a mock paper share. */
interface SatPaperRow {
  id: number;
  category_id: number;
  title: string;
  description: string;
  charge: number;
  is_vip_free: number;
  expired_minutes: number;
  pass_score: number;
  is_show: number;
  created_at: number;
}

export interface PaperRow extends SatPaperRow {
  try_times: number;
  enabled_invite: number;
  required_courses: string;
  /** Absent in a database made before the column existed: no marking. */
  manual_marking?: number;
}

export interface MockPaperRow extends SatPaperRow {
  question_category_id: number;
  rules: string;
}

export interface PracticeRow {
  id: number;
  category_id: number;
  name: string;
  description: string;
  charge: number;
  is_vip_free: number;
  is_show: number;
  created_at: number;
}

/** How a paper, a mock paper and a practice end their list item: category, whether the member may begin, creation. */
export const listedItemTail = (
  ctx: ServerContext,
  row: { category_id: number; created_at: number },
  canJoin: boolean,
) => ({
  category_id: row.category_id,
  category: categoryBrief(ctx, row.category_id),
  cur_user_can_join: canJoin,
  created_at: iso(row.created_at),
});

export function bought(ctx: ServerContext, userId: number | null, kind: PurchaseKind, id: number): boolean {
  if (userId === null) return false;
  return !!ctx.db
    .prepare('SELECT 1 FROM paper_purchases WHERE user_id = ? AND kind = ? AND other_id = ?')
    .get(userId, kind, id);
}

/** Gives a member a paper, mock paper or practice (a paid order); repeating it changes nothing. */
export function grantPurchase(
  ctx: ServerContext,
  userId: number,
  kind: PurchaseKind,
  id: number,
  charge: number,
): void {
  ctx.db
    .prepare(
      'INSERT OR IGNORE INTO paper_purchases (user_id, kind, other_id, charge, created_at) VALUES (?, ?, ?, ?, ?)',
    )
    .run(userId, kind, id, charge, ctx.options.now());
}

export const isBuy = (
  ctx: ServerContext,
  userId: number | null,
  kind: PurchaseKind,
  row: { id: number; charge: number; is_vip_free: number },
) => canSee(ctx, userId, row, bought(ctx, userId, kind, row.id));

export function mustPaper(ctx: ServerContext, id: number): PaperRow {
  const row = ctx.db.prepare('SELECT * FROM papers WHERE id = ? AND is_show = 1').get(id) as PaperRow | undefined;
  if (!row) throw new ServiceError('试卷不存在');
  return row;
}

export function mustMockPaper(ctx: ServerContext, id: number): MockPaperRow {
  const row = ctx.db.prepare('SELECT * FROM mock_papers WHERE id = ? AND is_show = 1').get(id) as
    MockPaperRow | undefined;
  if (!row) throw new ServiceError('模拟试卷不存在');
  return row;
}

export function mustPractice(ctx: ServerContext, id: number): PracticeRow {
  const row = ctx.db.prepare('SELECT * FROM practices WHERE id = ? AND is_show = 1').get(id) as PracticeRow | undefined;
  if (!row) throw new ServiceError('练习不存在');
  return row;
}

/**
 * One page of the shown mock papers or practices for a list route's `page`/`size` or `page_size`
 * (10 a page), `cid` (or `cid1`): that category and its direct children, and `cid2`: only that
 * sub-category (the public client sends `cid1` + `cid2`). Newest first.
 */
export function shownPage<T>(
  ctx: ServerContext,
  kind: 'mock_paper' | 'practice',
  input: Input,
): { rows: T[]; total: number } {
  const table = kind === 'mock_paper' ? 'mock_papers' : 'practices';
  const page = anyPaging(input, 10);
  const cid = optionalInt(input, 'cid') || optionalInt(input, 'cid1');
  const child = optionalInt(input, 'cid2');
  const byCategory = child ? { sql: 'category_id = ?', args: [child] } : cid ? categoryCondition(ctx, kind, cid) : null;
  const where = byCategory ? `is_show = 1 AND ${byCategory.sql}` : 'is_show = 1';
  const args = byCategory?.args ?? [];
  const total = (ctx.db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`).get(...args) as { n: number }).n;
  const rows = ctx.db
    .prepare(`SELECT * FROM ${table} WHERE ${where} ORDER BY id DESC LIMIT ? OFFSET ?`)
    .all(...args, page.size, page.offset) as T[];
  return { rows, total };
}

export function paperQuestionIds(ctx: ServerContext, paperId: number): number[] {
  return (
    ctx.db
      .prepare('SELECT question_id FROM paper_question_links WHERE paper_id = ? ORDER BY sort, question_id')
      .all(paperId) as {
      question_id: number;
    }[]
  ).map((r) => r.question_id);
}

/** Vod courses a paper asks the member to own first (rows of courses that still exist). */
export function requiredCourses(ctx: ServerContext, paper: PaperRow) {
  const ids = parseJson<number[]>(paper.required_courses, []).filter((n) => Number.isInteger(n));
  return ids.length ? courseRowsByIds(ctx, ids) : [];
}

export function attempts(ctx: ServerContext, userId: number | null, paperId: number): number {
  if (userId === null) return 0;
  return (
    ctx.db
      .prepare('SELECT COUNT(*) AS n FROM paper_records WHERE user_id = ? AND paper_id = ?')
      .get(userId, paperId) as {
      n: number;
    }
  ).n;
}

/** Why the member may not start the paper, or null when they may. */
export function joinRefusal(ctx: ServerContext, userId: number | null, paper: PaperRow): string | null {
  if (userId === null) return '请登录';
  if (!isBuy(ctx, userId, 'paper', paper)) return '请购买试卷';
  if (paper.try_times > 0 && attempts(ctx, userId, paper.id) >= paper.try_times) return '考试次数已用完';
  const vip = userHasActiveVip(ctx, userId);
  for (const course of requiredCourses(ctx, paper)) {
    if (course.charge > 0 && !vip && !userBoughtCourse(ctx, userId, course.id)) return '请先购买指定课程';
  }
  return null;
}
