import type { ServerContext } from '../../../context.js';
import { ServiceError } from '../../../http/envelope.js';
import {
  answerRows,
  compoundAnswers,
  grade,
  loadQuestions,
  normaliseAnswer,
  normaliseImages,
  parseJson,
  questionView,
  type Grade,
  type QuestionRow,
} from './questions.js';

export type RecordKind = 'paper' | 'mock';

export interface AnswerTarget {
  question: QuestionRow;
  answer: string;
  thumbs: string[];
}

/**
 * Which stored answers one submission makes: a plain question, one part of a compound
 * question, or a whole compound question answered as a `{partId: answer}` map. The question
 * must belong to the attempt.
 */
export function answerTargets(
  ctx: ServerContext,
  topIds: number[],
  questionId: number,
  value: unknown,
  images: unknown,
): AnswerTarget[] {
  const { rows, parts } = loadQuestions(ctx, topIds);
  const top = rows.find((q) => q.id === questionId);
  const thumbs = normaliseImages(images);
  if (top && top.type !== 6)
    return [{ question: top, answer: normaliseAnswer(top, value), thumbs: top.type === 4 ? thumbs : [] }];
  if (top) {
    const map = compoundAnswers(value);
    const children = parts.get(top.id) ?? [];
    const out: AnswerTarget[] = [];
    for (const [key, v] of Object.entries(map)) {
      const child = children.find((p) => String(p.id) === key);
      if (!child) throw new ServiceError('试题不存在');
      out.push({ question: child, answer: normaliseAnswer(child, v), thumbs: [] });
    }
    if (!out.length) throw new ServiceError('请填写答案');
    return out;
  }
  for (const [parentId, children] of parts) {
    const child = children.find((p) => p.id === questionId);
    if (child && topIds.includes(parentId)) {
      return [{ question: child, answer: normaliseAnswer(child, value), thumbs: child.type === 4 ? thumbs : [] }];
    }
  }
  throw new ServiceError('试题不存在');
}

/** Wrong questions are kept under their top-level question (a compound, not its part). */
export function addToWrongbook(ctx: ServerContext, userId: number, question: QuestionRow): void {
  const topId = question.parent_id || question.id;
  const now = ctx.options.now();
  ctx.db
    .prepare(
      `INSERT INTO paper_wrongbook (user_id, question_id, wrong_times, created_at, updated_at) VALUES (?, ?, 1, ?, ?)
       ON CONFLICT (user_id, question_id) DO UPDATE SET wrong_times = wrong_times + 1, updated_at = excluded.updated_at`,
    )
    .run(userId, topId, now, now);
}

export function saveRecordAnswers(
  ctx: ServerContext,
  kind: RecordKind,
  recordId: number,
  userId: number,
  targets: AnswerTarget[],
): Grade[] {
  const now = ctx.options.now();
  const upsert = ctx.db.prepare(
    `INSERT INTO paper_answers (kind, record_id, question_id, user_id, answer, thumbs, is_correct, score, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (kind, record_id, question_id) DO UPDATE SET
       answer = excluded.answer, thumbs = excluded.thumbs, is_correct = excluded.is_correct,
       score = excluded.score, updated_at = excluded.updated_at`,
  );
  return targets.map((t) => {
    const g = grade(t.question, t.answer);
    upsert.run(kind, recordId, t.question.id, userId, t.answer, JSON.stringify(t.thumbs), g.is_correct, g.score, now);
    return g;
  });
}

interface StoredAnswer {
  question_id: number;
  answer: string;
  thumbs: string;
  is_correct: number;
  score: number;
}

function storedAnswers(ctx: ServerContext, kind: RecordKind, recordId: number): Map<number, StoredAnswer> {
  const rows = ctx.db
    .prepare(
      'SELECT question_id, answer, thumbs, is_correct, score FROM paper_answers WHERE kind = ? AND record_id = ?',
    )
    .all(kind, recordId) as StoredAnswer[];
  return new Map(rows.map((r) => [r.question_id, r]));
}

/**
 * One answer as the play page shows it. Before submission correctness is hidden
 * (`is_correct` -1, score 0); afterwards an unanswered question counts as wrong.
 */
function answerView(q: QuestionRow, stored: StoredAnswer | undefined, reveal: boolean) {
  return {
    question_id: q.id,
    answer_content: stored?.answer ?? '',
    answer_contents_rows: stored ? answerRows(q.type, stored.answer) : [],
    thumbs_rows: stored ? parseJson<string[]>(stored.thumbs, []) : [],
    is_correct: reveal ? (stored?.is_correct ?? 0) : -1,
    score: reveal ? (stored?.score ?? 0) : 0,
  };
}

/** The `questions[]` of a play page: every top-level question with the member's answer. */
export function recordEntries(
  ctx: ServerContext,
  kind: RecordKind,
  recordId: number,
  topIds: number[],
  reveal: boolean,
) {
  const { rows, parts } = loadQuestions(ctx, topIds);
  const stored = storedAnswers(ctx, kind, recordId);
  return rows.map((q) => {
    const children = parts.get(q.id) ?? [];
    if (q.type !== 6)
      return { ...answerView(q, stored.get(q.id), reveal), question: questionView(q, undefined, reveal) };
    const childViews = children.map((p) => answerView(p, stored.get(p.id), reveal));
    const answered = children.filter((p) => stored.has(p.id));
    const score = childViews.reduce((sum, v) => sum + v.score, 0);
    const full = children.reduce((sum, p) => sum + p.score, 0);
    return {
      question_id: q.id,
      question: questionView(q, children, reveal),
      answer_content: answered.length
        ? JSON.stringify(Object.fromEntries(answered.map((p) => [p.id, stored.get(p.id)!.answer])))
        : '',
      answer_contents_rows: [],
      thumbs_rows: [],
      is_correct: reveal ? (score === full && full > 0 ? 1 : 0) : -1,
      score: reveal ? score : 0,
      children: childViews,
    };
  });
}

/** True when any of these top-level questions, or a part of one, is an essay (type 4). */
export function hasEssay(ctx: ServerContext, topIds: number[]): boolean {
  const { rows, parts } = loadQuestions(ctx, topIds);
  return rows.some((q) => q.type === 4 || (parts.get(q.id) ?? []).some((p) => p.type === 4));
}

/**
 * Closes an attempt: total of the graded answers; every question not fully right goes to the
 * wrong-book. With `marking` a teacher has yet to mark the essays: they count for nothing yet and
 * stay out of the wrong-book.
 */
export function finaliseAnswers(
  ctx: ServerContext,
  kind: RecordKind,
  recordId: number,
  userId: number,
  topIds: number[],
  marking = false,
): number {
  const { rows, parts } = loadQuestions(ctx, topIds);
  const stored = storedAnswers(ctx, kind, recordId);
  let total = 0;
  for (const q of rows) {
    const units = (q.type === 6 ? (parts.get(q.id) ?? []) : [q]).filter((u) => !(marking && u.type === 4));
    let wrong = false;
    for (const u of units) {
      const s = stored.get(u.id);
      total += s?.score ?? 0;
      if (!s || s.is_correct !== 1) wrong = true;
    }
    if (wrong) addToWrongbook(ctx, userId, q);
  }
  return total;
}

/** Full marks of a set of top-level questions (compound questions count their parts). */
export function fullScore(ctx: ServerContext, topIds: number[]): number {
  const { rows, parts } = loadQuestions(ctx, topIds);
  return rows.reduce(
    (sum, q) => sum + (q.type === 6 ? (parts.get(q.id) ?? []).reduce((s, p) => s + p.score, 0) : q.score),
    0,
  );
}
