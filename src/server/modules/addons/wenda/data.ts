import type { ServerContext } from '#server/context.js';
import { ServiceError } from '#server/http/envelope.js';
import { absoluteUrl } from '#server/http/public-url.js';
import { validate, type Input } from '#server/http/input.js';
import { categoryBrief } from '../shared/categories.js';
import { commentHtml, publicUsers } from '../shared/deps.js';
import { countsById } from '../shared/counts.js';
import { iso } from '../shared/time.js';

export interface QuestionRow {
  id: number;
  category_id: number;
  user_id: number;
  title: string;
  original_content: string;
  render_content: string;
  images: string;
  credit1: number;
  status: number;
  view_times: number;
  last_answer_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface AnswerRow {
  id: number;
  question_id: number;
  user_id: number;
  original_content: string;
  render_content: string;
  images: string;
  is_correct: number;
  created_at: number;
}

export const LIMITS = { titleMax: 120, contentMax: 10_000, imagesMax: 9, creditMax: 10_000 };

export const statusText = (status: number) => (status === 1 ? '已解决' : '未解决');

export function mustQuestion(ctx: ServerContext, id: number): QuestionRow {
  const q = ctx.db.prepare('SELECT * FROM wenda_questions WHERE id = ?').get(id) as QuestionRow | undefined;
  if (!q) throw new ServiceError('问题不存在');
  return q;
}

export function mustAnswer(ctx: ServerContext, id: number): AnswerRow {
  const a = ctx.db.prepare('SELECT * FROM wenda_answers WHERE id = ?').get(id) as AnswerRow | undefined;
  if (!a) throw new ServiceError('回答不存在');
  return a;
}

export function images(value: unknown): string[] {
  if (value === undefined || value === null || value === '') return [];
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      list = value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
    }
  }
  if (!Array.isArray(list)) throw new ServiceError('图片格式错误');
  if (list.length > LIMITS.imagesMax) throw new ServiceError(`最多上传${LIMITS.imagesMax}张图片`);
  return list.map((u) => {
    if (typeof u !== 'string' || !/^https?:\/\/[^\s<>"']{1,500}$/.test(u)) throw new ServiceError('图片格式错误');
    return u;
  });
}

/** Stored images as answered: absolute, site paths under the public address. */
export const imageList = (ctx: ServerContext, json: string): string[] => {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v.map((u) => (typeof u === 'string' ? absoluteUrl(ctx, u) : u)) : [];
  } catch {
    return [];
  }
};

/**
 * Answer text: `original_content` (or `content`), stored as written. Answers render like every
 * comment (commentHtml), so a `render_content` sent by the client is never trusted.
 */
export function answerContent(input: Input): { original: string; render: string } {
  const source =
    input.original_content !== undefined
      ? { original_content: input.original_content }
      : { original_content: input.content };
  const { original_content } = validate(source, {
    original_content: [
      { required: '请输入回答内容' },
      { max: LIMITS.contentMax, message: `内容不能超过${LIMITS.contentMax}个字` },
    ],
  });
  return { original: original_content, render: commentHtml(original_content) };
}

export const voteCounts = (ctx: ServerContext, type: 'question' | 'answer', ids: number[]) =>
  countsById(
    ctx,
    'SELECT target_id AS id, COUNT(*) AS n FROM wenda_votes WHERE target_type = ? AND target_id IN (?) GROUP BY target_id',
    ids,
    type,
  );

export const answerCounts = (ctx: ServerContext, ids: number[]) =>
  countsById(
    ctx,
    'SELECT question_id AS id, COUNT(*) AS n FROM wenda_answers WHERE question_id IN (?) GROUP BY question_id',
    ids,
  );

export const voted = (ctx: ServerContext, userId: number | null, type: 'question' | 'answer', id: number) =>
  userId !== null &&
  !!ctx.db
    .prepare('SELECT 1 FROM wenda_votes WHERE user_id = ? AND target_type = ? AND target_id = ?')
    .get(userId, type, id);

/**
 * The fields a question opens with in lists and in its detail: itself, its author (`[]` when the
 * member is gone) and its category. `users` is publicUsers for at least the question's author.
 */
export function questionHead(ctx: ServerContext, q: QuestionRow, users: ReturnType<typeof publicUsers>) {
  return {
    id: q.id,
    title: q.title,
    user_id: q.user_id,
    user: users[q.user_id] ?? [],
    category_id: q.category_id,
    category: categoryBrief(ctx, q.category_id),
  };
}

/** The list-item form of a question. */
export function questionItems(ctx: ServerContext, rows: QuestionRow[]) {
  const ids = rows.map((r) => r.id);
  const votes = voteCounts(ctx, 'question', ids);
  const answers = answerCounts(ctx, ids);
  const users = publicUsers(
    ctx,
    rows.map((r) => r.user_id),
  );
  return rows.map((q) => ({
    ...questionHead(ctx, q, users),
    status: q.status,
    status_text: statusText(q.status),
    credit: q.credit1,
    view_times: q.view_times,
    vote_count: votes.get(q.id) ?? 0,
    answer_count: answers.get(q.id) ?? 0,
    last_answer_at: iso(q.last_answer_at),
    created_at: iso(q.created_at),
  }));
}
