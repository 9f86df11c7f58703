import type { ServerContext } from '#server/context.js';
import { ServiceError } from '#server/http/envelope.js';
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

/** MeEdu's choice fields: option1 … option10. */
export const MAX_OPTIONS = 10;
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

/** The accepted text of each blank of a fill-in question. */
export const blanksOf = (q: QuestionRow) => parseJson<unknown[]>(q.answer, []).map((b) => String(b));

/** A fill-in question's points per blank: an even split, the remainder to the first blanks. */
export function blankScores(score: number, blanks: number): number[] {
  if (blanks <= 0) return [];
  const base = Math.floor(score / blanks);
  return Array.from({ length: blanks }, (_, i) => base + (i < score - base * blanks ? 1 : 0));
}

const OPTION = /^option([1-9]|10)$/;
const isBlank = (v: unknown) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.every((x) => x === null || x === ''));

/**
 * A member's answer in its stored form, from the form MeEdu's clients send: "option3" (single),
 * "option1,option3" or ["option1","option3"] (multiple), the blanks' texts (fill-in), text (essay),
 * 1 or 0 (true/false). '' when nothing was answered: the public PC client sends `[]` for a choice
 * it has not stored yet and '' for an input left empty.
 */
export function normaliseAnswer(q: QuestionRow, value: unknown): string {
  if (isBlank(value)) return '';
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : null);
  const option = (v: unknown) => {
    const key = text(v)?.toLowerCase() ?? '';
    if (!OPTION.test(key)) throw new ServiceError('答案格式错误');
    return key;
  };
  let out: string;
  if (q.type === 1) {
    out = option(value);
  } else if (q.type === 2) {
    const raw = Array.isArray(value) ? value : (text(value) ?? '').split(',');
    const keys = new Set(raw.filter((v) => !isBlank(v) && text(v) !== '').map(option));
    out = [...keys].sort((a, b) => Number(a.slice(6)) - Number(b.slice(6))).join(',');
  } else if (q.type === 3) {
    const blanks = Array.isArray(value) ? value : [value];
    if (blanks.some((b) => b !== null && text(b) === null)) throw new ServiceError('答案格式错误');
    out = JSON.stringify(blanks.map((b) => text(b) ?? ''));
  } else if (q.type === 5) {
    out = text(value) ?? '';
    if (out !== '1' && out !== '0') throw new ServiceError('答案格式错误');
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
 * picking only right options (some missing) earns half; fill-in scores each right blank's points
 * (blankScores); essays score per reference keyword found in the text. Correct means full marks.
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
    const blanks = blanksOf(q);
    const given = parseJson<string[]>(answer, []);
    const points = blankScores(q.score, blanks.length);
    score = blanks.reduce((sum, accepted, i) => sum + (same(accepted, given[i] ?? '') ? points[i] : 0), 0);
  } else if (q.type === 4) {
    const keywords = parseJson<string[]>(q.options, []);
    const lower = answer.toLowerCase();
    const hits = keywords.filter((k) => k && lower.includes(k.toLowerCase())).length;
    score = keywords.length ? Math.floor((q.score * hits) / keywords.length) : 0;
  }
  return { is_correct: score === q.score && q.score > 0 ? 1 : 0, score };
}
