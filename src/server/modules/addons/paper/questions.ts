import type { ServerContext } from '../../../context.js';
import { ServiceError } from '../../../http/envelope.js';
import { placeholders } from '../shared/http.js';

export const TYPE_TEXT: Record<number, string> = {
  1: '单选题',
  2: '多选题',
  3: '填空题',
  4: '问答题',
  5: '判断题',
  6: '题帽题',
};

export interface QuestionRow {
  id: number;
  category_id: number;
  parent_id: number;
  type: number;
  level: number;
  score: number;
  content: string;
  options: string;
  answer: string;
  remark: string;
  sort: number;
  created_at: number;
}

const LETTERS = 'ABCDEFGHIJ';
export const MAX_IMAGES = 9;
const MAX_ANSWER_LENGTH = 5000;

export function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export function findQuestion(ctx: ServerContext, id: number): QuestionRow | undefined {
  return ctx.db.prepare('SELECT * FROM paper_questions WHERE id = ?').get(id) as QuestionRow | undefined;
}

/** Questions by id in the order asked, with the parts of compound questions alongside. */
export function loadQuestions(
  ctx: ServerContext,
  ids: number[],
): { rows: QuestionRow[]; parts: Map<number, QuestionRow[]> } {
  const parts = new Map<number, QuestionRow[]>();
  if (!ids.length) return { rows: [], parts };
  const found = ctx.db
    .prepare(`SELECT * FROM paper_questions WHERE id IN (${placeholders(ids.length)})`)
    .all(...ids) as QuestionRow[];
  const byId = new Map(found.map((q) => [q.id, q]));
  const rows = ids.map((id) => byId.get(id)).filter((q): q is QuestionRow => !!q);
  const compound = rows.filter((q) => q.type === 6).map((q) => q.id);
  if (compound.length) {
    const children = ctx.db
      .prepare(`SELECT * FROM paper_questions WHERE parent_id IN (${placeholders(compound.length)}) ORDER BY sort, id`)
      .all(...compound) as QuestionRow[];
    for (const child of children) {
      const list = parts.get(child.parent_id) ?? [];
      list.push(child);
      parts.set(child.parent_id, list);
    }
  }
  return { rows, parts };
}

/** A question as players see it; answer and explanation only when `reveal` (after submitting). */
export function questionView(
  q: QuestionRow,
  parts: QuestionRow[] | undefined,
  reveal: boolean,
): Record<string, unknown> {
  const view: Record<string, unknown> = {
    id: q.id,
    type: q.type,
    type_text: TYPE_TEXT[q.type] ?? '',
    score: q.type === 6 ? (parts ?? []).reduce((sum, p) => sum + p.score, 0) : q.score,
    level: q.level,
    content: q.content,
    content_transform: q.content,
    answer: reveal ? q.answer : '',
    remark: reveal ? q.remark : '',
    remark_transform: reveal ? q.remark : '',
  };
  if (q.type === 1 || q.type === 2) {
    view.options = parseJson<string[]>(q.options, []).map((content, i) => ({ key: LETTERS[i], content }));
  } else if (q.type === 5) {
    view.options = [
      { key: '1', content: '正确' },
      { key: '0', content: '错误' },
    ];
  } else if (q.type === 3) {
    view.blanks_count = parseJson<string[]>(q.answer, []).length;
  }
  if (q.type === 6) view.children = (parts ?? []).map((p) => questionView(p, undefined, reveal));
  return view;
}

/** A member's answer in its stored form: letters 'A' / 'A,C', JSON blanks, plain text, '1'/'0'. */
export function normaliseAnswer(q: QuestionRow, value: unknown): string {
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : null);
  let out: string;
  if (q.type === 1) {
    out = (text(value) ?? '').toUpperCase();
  } else if (q.type === 2) {
    const raw = Array.isArray(value) ? value.map(text) : (text(value) ?? '').split(/[\s,，]+/);
    if (raw.some((v) => v === null)) throw new ServiceError('答案格式错误');
    out = [...new Set((raw as string[]).map((v) => v.toUpperCase()).filter(Boolean))].sort().join(',');
  } else if (q.type === 3) {
    let blanks: unknown = value;
    if (typeof value === 'string' && value.trim().startsWith('[')) blanks = parseJson<unknown>(value, null);
    if (typeof blanks === 'string' || typeof blanks === 'number') blanks = [blanks];
    if (!Array.isArray(blanks) || blanks.some((b) => text(b) === null)) throw new ServiceError('答案格式错误');
    out = JSON.stringify(blanks.map((b) => text(b) as string));
  } else if (q.type === 5) {
    const v = (text(value) ?? '').toLowerCase();
    out = v === 'true' ? '1' : v === 'false' ? '0' : v;
  } else {
    const v = text(value);
    if (v === null) throw new ServiceError('答案格式错误');
    out = v;
  }
  if ([...out].length > MAX_ANSWER_LENGTH) throw new ServiceError('答案内容过长');
  return out;
}

/** Image addresses attached to an essay answer: http(s) only, at most nine. */
export function normaliseImages(value: unknown): string[] {
  if (value === undefined || value === null || value === '') return [];
  const list = Array.isArray(value) ? value : typeof value === 'string' ? parseJson<unknown>(value, [value]) : null;
  if (!Array.isArray(list)) throw new ServiceError('图片格式错误');
  if (list.length > MAX_IMAGES) throw new ServiceError(`最多上传${MAX_IMAGES}张图片`);
  return list.map((u) => {
    if (typeof u !== 'string' || !/^https?:\/\/[^\s<>"']{1,500}$/.test(u)) throw new ServiceError('图片格式错误');
    return u;
  });
}

export interface Grade {
  is_correct: number;
  score: number;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Scoring rules: choices and true/false all or nothing, except that a multiple-choice answer
 * picking only right options (some missing) earns half; fill-in scores per correct blank;
 * essays score per reference keyword found in the text. Correct means full marks.
 */
export function grade(q: QuestionRow, answer: string): Grade {
  let score = 0;
  if (q.type === 1 || q.type === 5) {
    score = answer !== '' && answer === q.answer ? q.score : 0;
  } else if (q.type === 2) {
    const right = new Set(q.answer.split(',').filter(Boolean));
    const picked = answer.split(',').filter(Boolean);
    const wrongPick = picked.some((p) => !right.has(p));
    if (!wrongPick && picked.length === right.size) score = q.score;
    else if (!wrongPick && picked.length > 0) score = Math.floor(q.score / 2);
  } else if (q.type === 3) {
    const blanks = parseJson<string[]>(q.answer, []);
    const given = parseJson<string[]>(answer, []);
    const hits = blanks.filter((accepted, i) =>
      accepted.split('|').some((variant) => same(variant, given[i] ?? '')),
    ).length;
    score = blanks.length ? Math.floor((q.score * hits) / blanks.length) : 0;
  } else if (q.type === 4) {
    const keywords = parseJson<string[]>(q.options, []);
    const lower = answer.toLowerCase();
    const hits = keywords.filter((k) => k && lower.includes(k.toLowerCase())).length;
    score = keywords.length ? Math.floor((q.score * hits) / keywords.length) : 0;
  }
  return { is_correct: score === q.score && q.score > 0 ? 1 : 0, score };
}

/** Parts of a compound answer sent as one map `{partId: answer}` (object or JSON text). */
export function compoundAnswers(value: unknown): Record<string, unknown> {
  const map = typeof value === 'string' ? parseJson<unknown>(value, null) : value;
  if (!map || typeof map !== 'object' || Array.isArray(map)) throw new ServiceError('答案格式错误');
  return map as Record<string, unknown>;
}

/** Rows of an answer for display: picked letters, filled blanks, or the text itself. */
export function answerRows(type: number, answer: string): string[] {
  if (answer === '') return [];
  if (type === 2) return answer.split(',').filter(Boolean);
  if (type === 3) return parseJson<string[]>(answer, []);
  return [answer];
}
