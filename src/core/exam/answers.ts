import type { WireAnswer } from './types.js';
import type { AnswerValue, Grade, PartGrade, PartValue, Question } from './model.js';

const isPartAnswered = (type: number, value: PartValue | undefined): boolean => {
  if (value === undefined) return false;
  if (Array.isArray(value)) return type === 3 ? value.some((b) => b.trim() !== '') : value.length > 0;
  return value.trim() !== '';
};

const partsOf = (value: AnswerValue | undefined) =>
  (value && typeof value === 'object' && !Array.isArray(value) ? value : {}) as Record<string, PartValue>;

/** Whether a question counts as done: every part of a compound question, anything else once given. */
export function isAnswered(question: Question, value: AnswerValue | undefined): boolean {
  if (question.type !== 6) return isPartAnswered(question.type, value as PartValue | undefined);
  const parts = partsOf(value);
  return question.parts.length > 0 && question.parts.every((p) => isPartAnswered(p.type, parts[p.id]));
}

const optionNumber = (key: string) => Number(key.replace(/^option/, ''));

/**
 * A part's answer as MeEdu's clients send it: "option3"; "option1,option3" (in option order,
 * '' when none is ticked); the blanks; the text; 1 or 0 for true/false.
 */
export function encodePart(type: number, value: PartValue | undefined): string | number | string[] {
  if (type === 2) {
    const keys = Array.isArray(value) ? value : value ? [value] : [];
    return [...keys].sort((a, b) => optionNumber(a) - optionNumber(b)).join(',');
  }
  if (type === 3) return Array.isArray(value) ? value : value ? [value] : [];
  if (type === 5) return value === '1' ? 1 : value === '0' ? 0 : '';
  return typeof value === 'string' ? value : '';
}

/**
 * The `answer` of a practice or replay check: the part's form, or for a compound question a list
 * by part index, `null` for a part not answered.
 */
export function encodeAnswer(question: Question, value: AnswerValue | undefined): WireAnswer {
  if (question.type !== 6) return encodePart(question.type, value as PartValue | undefined);
  const parts = partsOf(value);
  return question.parts.map((p) => (isPartAnswered(p.type, parts[p.id]) ? encodePart(p.type, parts[p.id]) : null));
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function checkPart(q: Question, value: PartValue | undefined): PartGrade {
  // Essays have no single right answer; a question whose answer is withheld cannot be judged.
  if (q.type === 4 || !q.answer) return { correct: null };
  if (!isPartAnswered(q.type, value)) return { correct: false };
  if (q.type === 2) return { correct: encodePart(2, value) === encodePart(2, q.answer.split(',')) };
  if (q.type === 3) {
    const right = JSON.parse(q.answer) as string[];
    const given = Array.isArray(value) ? value : [value as string];
    return { correct: right.every((a, i) => same(a, given[i] ?? '')) };
  }
  return { correct: value === q.answer };
}

/**
 * An answer checked against the question's own right answer, as the public client's practice and
 * replay pages do it (the server keeps the answer and answers nothing back): right or wrong, or
 * not judged for an essay; a compound question is right when every judged part is.
 */
export function checkAnswer(question: Question, value: AnswerValue | undefined): Grade {
  if (question.type !== 6) return checkPart(question, value as PartValue | undefined);
  const parts = partsOf(value);
  const grades = Object.fromEntries(question.parts.map((p) => [String(p.id), checkPart(p, parts[p.id])]));
  const judged = Object.values(grades).filter((g) => g.correct !== null);
  return { correct: judged.length ? judged.every((g) => g.correct) : null, parts: grades };
}
