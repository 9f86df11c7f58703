import type { ServerContext } from '#server/context.js';
import { ServiceError } from '#server/http/envelope.js';
import { questionView } from './question-view.js';
import { grade, loadQuestions, normaliseAnswer, normaliseImages, parseJson, type QuestionRow } from './questions.js';

export type RecordKind = 'paper' | 'mock';

export interface AnswerTarget {
  question: QuestionRow;
  /** '' when nothing was answered. */
  answer: string;
  thumbs: string[];
}

/** Nothing answered: no text, no pictures. */
export const isEmpty = (t: AnswerTarget) => t.answer === '' && !t.thumbs.length;

/**
 * A question as the client names it: its id, or `"<id>-cap-<index>"` for the index-th part of a
 * compound question (how the public PC client posts the parts, frontend-v3 components/cap).
 */
export function questionRef(value: unknown): { id: number; part: number | null } {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const m = /^(\d{1,12})(?:-cap-(\d{1,3}))?$/.exec(text);
  if (!m) throw new ServiceError('参数错误');
  return { id: Number(m[1]), part: m[2] === undefined ? null : Number(m[2]) };
}

const target = (q: QuestionRow, value: unknown, images: unknown): AnswerTarget => ({
  question: q,
  answer: normaliseAnswer(q, value),
  thumbs: q.type === 4 ? normaliseImages(images) : [],
});

/**
 * Which stored answers one submission makes: a plain question; one part of a compound question
 * (`ref.part`); or a whole compound question answered as a list indexed by part, `null` for a
 * part left out (the practice and review pages' form). The question must be one of `topIds`.
 */
export function answerTargets(
  ctx: ServerContext,
  topIds: number[],
  ref: { id: number; part: number | null },
  value: unknown,
  images: unknown,
): AnswerTarget[] {
  if (!topIds.includes(ref.id)) throw new ServiceError('试题不存在');
  const { rows, parts } = loadQuestions(ctx, [ref.id]);
  const top = rows[0];
  if (!top) throw new ServiceError('试题不存在');
  const children = parts.get(top.id) ?? [];
  if (ref.part !== null) {
    const child = top.type === 6 ? children[ref.part] : undefined;
    if (!child) throw new ServiceError('试题不存在');
    return [target(child, value, images)];
  }
  if (top.type !== 6) return [target(top, value, images)];
  if (value === undefined || value === null || value === '') return [];
  if (!Array.isArray(value) || value.length > children.length) throw new ServiceError('答案格式错误');
  return value.flatMap((v, i) => (v === null || v === undefined ? [] : [target(children[i], v, [])]));
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

/** Stores an attempt's answers; an answer taken back (nothing given) is removed. */
export function saveRecordAnswers(
  ctx: ServerContext,
  kind: RecordKind,
  recordId: number,
  userId: number,
  targets: AnswerTarget[],
): void {
  const now = ctx.options.now();
  const upsert = ctx.db.prepare(
    `INSERT INTO paper_answers (kind, record_id, question_id, user_id, answer, thumbs, is_correct, score, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (kind, record_id, question_id) DO UPDATE SET
       answer = excluded.answer, thumbs = excluded.thumbs, is_correct = excluded.is_correct,
       score = excluded.score, updated_at = excluded.updated_at`,
  );
  const remove = ctx.db.prepare('DELETE FROM paper_answers WHERE kind = ? AND record_id = ? AND question_id = ?');
  for (const t of targets) {
    if (isEmpty(t)) {
      remove.run(kind, recordId, t.question.id);
      continue;
    }
    const g = grade(t.question, t.answer);
    upsert.run(kind, recordId, t.question.id, userId, t.answer, JSON.stringify(t.thumbs), g.is_correct, g.score, now);
  }
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
 * `answer_contents_rows` of one answer, in the form the client's component for its type reads:
 * the picked options (1, 2), the blanks (3), the text (4), the number 1 or 0 — -1 unanswered (5).
 */
function answerRows(type: number, answer: string | undefined): unknown {
  if (type === 5) return answer === '1' || answer === '0' ? Number(answer) : -1;
  if (!answer) return [];
  if (type === 2) return answer.split(',').filter(Boolean);
  if (type === 3) return parseJson<string[]>(answer, []);
  return [answer];
}

/** A PHP list with gaps: an array while its keys run 0..n-1, an object keyed by index otherwise. */
function phpList<T>(entries: [number, T][]): T[] | Record<string, T> {
  const dense = entries.every(([i], k) => i === k);
  return dense ? entries.map(([, v]) => v) : Object.fromEntries(entries.map(([i, v]) => [String(i), v]));
}

/**
 * One question of a play page with the member's answer. Before the answers are revealed (a
 * running or unmarked attempt) correctness and score stay 0, the question without its answer.
 * A compound question's answers are rows indexed by part; a part left unanswered has none.
 */
function entryOf(
  ctx: ServerContext,
  q: QuestionRow,
  children: QuestionRow[],
  stored: Map<number, StoredAnswer>,
  reveal: boolean,
) {
  const question = questionView(ctx, q, children, reveal);
  if (q.type !== 6) {
    const s = stored.get(q.id);
    return {
      question_id: q.id,
      question,
      answer_content: s?.answer ?? '',
      answer_contents_rows: answerRows(q.type, s?.answer),
      thumbs_rows: s ? parseJson<string[]>(s.thumbs, []) : [],
      is_correct: reveal ? (s?.is_correct ?? 0) : 0,
      score: reveal ? (s?.score ?? 0) : 0,
    };
  }
  const answered = children.flatMap((p, i) => {
    const s = stored.get(p.id);
    return s ? [[i, p, s] as const] : [];
  });
  const rows = answered.map(
    ([i, p, s]) =>
      [
        i,
        {
          answer: s.answer,
          answer_contents_row: answerRows(p.type === 5 ? 1 : p.type, s.answer),
          answer_contents_rows: answerRows(p.type, s.answer),
          score: reveal ? s.score : 0,
          is_correct: reveal ? s.is_correct : 0,
          thumbs: s.thumbs,
        },
      ] as [number, Record<string, unknown>],
  );
  const score = answered.reduce((sum, [, , s]) => sum + s.score, 0);
  const full = children.reduce((sum, p) => sum + p.score, 0);
  return {
    question_id: q.id,
    question,
    answer_content: answered.length
      ? JSON.stringify(phpList(answered.map(([i, , s]) => [i, { answer: s.answer }])))
      : '',
    answer_contents_rows: phpList(rows),
    thumbs_rows: [],
    is_correct: reveal && score === full && full > 0 ? 1 : 0,
    score: reveal ? score : 0,
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
  return rows.map((q) => entryOf(ctx, q, parts.get(q.id) ?? [], stored, reveal));
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
