/**
 * Questions and answers as the answer sheet and its views use them, read from the Paper addon's
 * shapes (core/exam/types). One shape for every play page: papers, mock papers, practice,
 * wrong-book and collection replays.
 */
import { phpMap } from '../client/index.js';
import type { AnswerEntry, PartAnswerRow, QuestionTransform, RawPart, RawQuestion } from './types.js';

export const TYPE_TEXT: Record<number, string> = {
  1: '单选题',
  2: '多选题',
  3: '填空题',
  4: '问答题',
  5: '判断题',
  6: '题帽题',
};

/** A choice: its key as the server names it (`option3`, or `1` / `0` for true/false) and its letter. */
export interface Option {
  key: string;
  /** A … J; '' for true/false. */
  label: string;
  content: string;
}

export interface Question {
  /** The question's id; a compound question's part: its index. */
  id: number;
  type: number;
  typeText: string;
  score: number;
  /** Server HTML: shown through the rich-content widget (a compound question: its shared stem). */
  content: string;
  options: Option[];
  /** Fill-in: how many blanks, and each blank's points. */
  blanks: number;
  blankScores: number[];
  /** Compound: its parts, each a question of its own type. */
  parts: Question[];
  /**
   * The right answer ('' while the member may not see it): 'option3', 'option1,option3', '1'/'0',
   * an essay's reference HTML; a fill-in's blanks as JSON text.
   */
  answer: string;
  /** The explanation (HTML), '' while hidden. */
  remark: string;
}

/** A single, true/false or essay answer is text; multiple choice the picked keys; fill-in the blanks. */
export type PartValue = string | string[];
/** A compound question's answer: each part's by part index. */
export type AnswerValue = PartValue | Record<string, PartValue>;

/** Right, wrong, or not judged (an essay checked in practice); the score where the server gave one. */
export interface PartGrade {
  correct: boolean | null;
  score?: number;
}

/** A checked answer; for a compound question also per part (by index). */
export interface Grade extends PartGrade {
  parts?: Record<string, PartGrade>;
}

const LETTERS = 'ABCDEFGHIJ';
const MAX_OPTIONS = 10;

const JUDGE_OPTIONS: Option[] = [
  { key: '1', label: '', content: '正确' },
  { key: '0', label: '', content: '错误' },
];

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

const escapeText = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`).replace(/\n/g, '<br>');

/** HTML from the split form, for a server that sends no HTML `content` beside it. */
const transformHtml = (t: Partial<QuestionTransform> | undefined) =>
  [
    t?.text ? `<p>${escapeText(t.text)}</p>` : '',
    ...(t?.images ?? []).map((src) => `<p><img src="${escapeText(src)}" alt=""></p>`),
    ...(t?.iframes ?? []),
  ].join('');

function options(raw: RawPart): Option[] {
  const out: Option[] = [];
  for (let i = 1; i <= MAX_OPTIONS; i++) {
    const content = raw[`option${i}`];
    if (content) out.push({ key: `option${i}`, label: LETTERS[i - 1], content: String(content) });
  }
  return out;
}

function toPart(raw: RawPart, id: number, content: string): Question {
  const type = Number(raw.type);
  const blanks = Array.isArray(raw.answer_transform) ? raw.answer_transform : [];
  const rightBlanks = blanks.map((b) => String(b?.a ?? ''));
  return {
    id,
    type,
    typeText: raw.type_text || TYPE_TEXT[type] || '',
    score: Number(raw.score) || 0,
    content,
    options: type === 5 ? JUDGE_OPTIONS : type === 1 || type === 2 ? options(raw) : [],
    blanks: type === 3 ? Number(raw.input_length) || blanks.length || 1 : 0,
    blankScores: blanks.map((b) => Number(b?.s) || 0),
    parts: [],
    answer:
      type === 3
        ? rightBlanks.some(Boolean)
          ? JSON.stringify(rightBlanks)
          : ''
        : typeof raw.answer === 'string'
          ? raw.answer
          : '',
    remark: typeof raw.remark === 'string' ? raw.remark : '',
  };
}

const contentOf = (raw: RawPart) =>
  typeof raw.content === 'string' && raw.content
    ? raw.content
    : transformHtml(raw.content_transform as QuestionTransform | undefined);

/** A question from the server's shape; a compound question's parts from its JSON content. */
export function toQuestion(raw: RawQuestion): Question {
  if (Number(raw.type) !== 6) return toPart(raw, Number(raw.id), contentOf(raw));
  const json = parseJson(raw.content ?? '') as { header?: unknown; questions?: unknown } | undefined;
  const header =
    typeof json?.header === 'string'
      ? json.header
      : transformHtml((raw.content_transform as { header_transform?: QuestionTransform })?.header_transform);
  const parts = Array.isArray(json?.questions) ? (json.questions as RawPart[]) : [];
  return {
    ...toPart(raw, Number(raw.id), header),
    parts: parts.map((p, i) => toPart(p, i, contentOf(p))),
  };
}

/** A part's answer from what the server stored: the text (`answer`) and the rows of its type. */
function partValue(type: number, answer: unknown, rows: unknown): PartValue | undefined {
  if (type === 2) {
    const keys = Array.isArray(rows) ? rows.map(String) : typeof answer === 'string' ? answer.split(',') : [];
    const picked = keys.map((k) => k.trim()).filter(Boolean);
    return picked.length ? picked : undefined;
  }
  if (type === 3) {
    const blanks = Array.isArray(rows) ? rows : typeof answer === 'string' ? parseJson(answer) : undefined;
    return Array.isArray(blanks) && blanks.length ? blanks.map((b) => (b == null ? '' : String(b))) : undefined;
  }
  if (type === 5) {
    const v = typeof rows === 'number' ? rows : Array.isArray(rows) ? Number(rows[0]) : Number(answer);
    return v === 1 || v === 0 ? String(v) : undefined;
  }
  return typeof answer === 'string' && answer ? answer : undefined;
}

/** A compound question's rows, by part index (a list, or a map when a part in between is missing). */
const partRows = (rows: AnswerEntry['answer_contents_rows']) =>
  rows && typeof rows === 'object' ? phpMap<PartAnswerRow>(rows as PartAnswerRow[]) : {};

/** The member's answer in an entry of a play page, or undefined when there is none. */
export function valueFromEntry(question: Question, entry: AnswerEntry): AnswerValue | undefined {
  if (question.type !== 6) return partValue(question.type, entry.answer_content, entry.answer_contents_rows);
  const rows = partRows(entry.answer_contents_rows);
  const out: Record<string, PartValue> = {};
  for (const part of question.parts) {
    const row = rows[part.id];
    if (!row) continue;
    const value = partValue(
      part.type,
      row.answer,
      part.type === 2 ? row.answer_contents_row : row.answer_contents_rows,
    );
    if (value !== undefined) out[part.id] = value;
  }
  return Object.keys(out).length ? out : undefined;
}

/** The grade of a handed-in attempt's entry (per part for a compound question). */
export function gradeFromEntry(question: Question, entry: AnswerEntry): Grade {
  const grade: Grade = { correct: Number(entry.is_correct) === 1, score: Number(entry.score) || 0 };
  if (question.type === 6) {
    const rows = partRows(entry.answer_contents_rows);
    grade.parts = Object.fromEntries(
      question.parts.map((p) => {
        const row = rows[p.id];
        return [String(p.id), { correct: Number(row?.is_correct) === 1, score: Number(row?.score) || 0 }];
      }),
    );
  }
  return grade;
}

const imagesOf = (thumbs: AnswerEntry['thumbs_rows']): string[] => {
  const list = typeof thumbs === 'string' ? parseJson(thumbs) : thumbs;
  return Array.isArray(list) ? list.filter((u): u is string => typeof u === 'string') : [];
};

/**
 * Questions and the member's answers from a play page's entries; with `graded` (a handed-in
 * attempt) also each question's grade.
 */
export function fromEntries(entries: AnswerEntry[], graded = false) {
  const questions: Question[] = [];
  const answers: Record<number, AnswerValue> = {};
  const grades: Record<number, Grade> = {};
  const images: Record<number, string[]> = {};
  for (const entry of entries) {
    const question = toQuestion({ ...entry.question, id: entry.question?.id ?? entry.question_id });
    questions.push(question);
    const value = valueFromEntry(question, entry);
    if (value !== undefined) answers[question.id] = value;
    if (graded) grades[question.id] = gradeFromEntry(question, entry);
    const thumbs = imagesOf(entry.thumbs_rows);
    if (thumbs.length) images[question.id] = thumbs;
  }
  return { questions, answers, grades, images };
}
