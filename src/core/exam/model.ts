/**
 * Questions and answers as the answer sheet and its views use them, read from the Paper addon's
 * shapes (core/api/paper-types). One shape for every play page: papers, mock papers, practice,
 * wrong-book and collection replays.
 */
import type { AnswerEntry, RawQuestion } from '../api/paper-types.js';

export const QUESTION_TYPES = {
  single: 1,
  multiple: 2,
  fill: 3,
  essay: 4,
  judge: 5,
  compound: 6,
} as const;

export const TYPE_TEXT: Record<number, string> = {
  1: '单选题',
  2: '多选题',
  3: '填空题',
  4: '问答题',
  5: '判断题',
  6: '题帽题',
};

export interface Option {
  key: string;
  content: string;
}

export interface Question {
  id: number;
  type: number;
  typeText: string;
  score: number;
  /** Server HTML: shown through the rich-content widget. */
  content: string;
  options: Option[];
  /** Fill-in: how many blanks. */
  blanks: number;
  /** Compound: its parts, each a question of its own type. */
  parts: Question[];
  /** The right answer as the server reveals it ('' until then): 'A', 'A,C', JSON blanks, text, '1'/'0'. */
  answer: string;
  /** The explanation (HTML), '' until revealed. */
  remark: string;
}

/** A single, true/false or essay answer is text; multiple choice the picked keys; fill-in the blanks. */
export type PartValue = string | string[];
/** A compound question's answer: each part's by part id. */
export type AnswerValue = PartValue | Record<string, PartValue>;

/** A checked answer: right or not, the score earned, and per part for compound questions. */
export interface Grade {
  correct: boolean;
  score: number;
  parts?: Record<string, { correct: boolean; score: number }>;
  /** The question as the check revealed it (right answer, explanation), where the check sends it. */
  question?: Question;
}

const JUDGE_OPTIONS: Option[] = [
  { key: '1', content: '正确' },
  { key: '0', content: '错误' },
];

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** A question from the server's shape. */
export function toQuestion(raw: RawQuestion): Question {
  const type = Number(raw.type);
  const answer = typeof raw.answer === 'string' ? raw.answer : '';
  const revealedBlanks = type === 3 ? parseJson(answer) : undefined;
  return {
    id: Number(raw.id),
    type,
    typeText: raw.type_text || TYPE_TEXT[type] || '',
    score: Number(raw.score) || 0,
    content: raw.content_transform || raw.content || '',
    options: type === 5 && !raw.options?.length ? JUDGE_OPTIONS : (raw.options ?? []),
    blanks:
      Number(raw.blanks_count) || (Array.isArray(revealedBlanks) ? revealedBlanks.length : 0) || (type === 3 ? 1 : 0),
    parts: (raw.children ?? []).map(toQuestion),
    answer,
    remark: raw.remark_transform || raw.remark || '',
  };
}

/** A part's answer from its stored form: 'A,C' for multiple choice, JSON blanks for fill-in. */
export function partValueFromStored(type: number, stored: string, rows?: string[]): PartValue | undefined {
  if (type === 2) {
    const keys = rows?.length ? rows : stored.split(',');
    const picked = keys.map((k) => k.trim()).filter(Boolean);
    return picked.length ? picked : undefined;
  }
  if (type === 3) {
    if (rows?.length) return rows;
    const blanks = parseJson(stored);
    return Array.isArray(blanks) ? blanks.map(String) : stored ? [stored] : undefined;
  }
  return stored || undefined;
}

/** The member's answer in an entry of a play page, or undefined when there is none. */
export function valueFromEntry(question: Question, entry: AnswerEntry): AnswerValue | undefined {
  if (question.type !== 6) {
    return partValueFromStored(question.type, entry.answer_content ?? '', entry.answer_contents_rows);
  }
  const out: Record<string, PartValue> = {};
  const byPart = new Map((entry.children ?? []).map((c) => [Number(c.question_id), c]));
  const map = parseJson(entry.answer_content || '{}');
  for (const part of question.parts) {
    const child = byPart.get(part.id);
    const stored = child ? child.answer_content : (map as Record<string, unknown> | undefined)?.[part.id];
    const value =
      typeof stored === 'string' ? partValueFromStored(part.type, stored, child?.answer_contents_rows) : undefined;
    if (value !== undefined) out[part.id] = value;
  }
  return Object.keys(out).length ? out : undefined;
}

/** The grade of an entry, or undefined while correctness is hidden (-1). */
export function gradeFromEntry(entry: { is_correct: number; score: number; children?: AnswerEntry['children'] }) {
  if (entry.is_correct !== 0 && entry.is_correct !== 1) return undefined;
  const grade: Grade = { correct: entry.is_correct === 1, score: Number(entry.score) || 0 };
  if (entry.children?.length) {
    grade.parts = Object.fromEntries(
      entry.children.map((c) => [String(c.question_id), { correct: c.is_correct === 1, score: Number(c.score) || 0 }]),
    );
  }
  return grade;
}

/** Questions, the member's answers and any grades already revealed, from a play page's entries. */
export function fromEntries(entries: AnswerEntry[]) {
  const questions: Question[] = [];
  const answers: Record<number, AnswerValue> = {};
  const grades: Record<number, Grade> = {};
  const images: Record<number, string[]> = {};
  for (const entry of entries) {
    const question = toQuestion({ ...entry.question, id: entry.question?.id ?? entry.question_id });
    questions.push(question);
    const value = valueFromEntry(question, entry);
    if (value !== undefined) answers[question.id] = value;
    const grade = gradeFromEntry(entry);
    if (grade) grades[question.id] = grade;
    if (entry.thumbs_rows?.length) images[question.id] = entry.thumbs_rows;
  }
  return { questions, answers, grades, images };
}
