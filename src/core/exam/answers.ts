import type { AnswerValue, PartValue, Question } from './model.js';

const isPartAnswered = (type: number, value: PartValue | undefined): boolean => {
  if (value === undefined) return false;
  if (Array.isArray(value)) return type === 3 ? value.some((b) => b.trim() !== '') : value.length > 0;
  return value.trim() !== '';
};

/** Whether a question counts as done: every part of a compound question, anything else once given. */
export function isAnswered(question: Question, value: AnswerValue | undefined): boolean {
  if (question.type !== 6) return isPartAnswered(question.type, value as PartValue | undefined);
  const parts = (value && typeof value === 'object' && !Array.isArray(value) ? value : {}) as Record<string, PartValue>;
  return question.parts.length > 0 && question.parts.every((p) => isPartAnswered(p.type, parts[p.id]));
}

const encodePart = (type: number, value: PartValue): string | string[] =>
  // Multiple choice as the public client sends it ("A,C", keys in order); blanks as an array.
  type === 2 && Array.isArray(value) ? [...value].sort().join(',') : value;

/**
 * The `answer` a question's value is sent as. A compound question goes as one map of its answered
 * parts, so every kind of play page (exam, practice, replay) can send it in one call.
 */
export function encodeAnswer(question: Question, value: AnswerValue): string | string[] | Record<string, PartValue> {
  if (question.type !== 6) return encodePart(question.type, value as PartValue);
  const parts = value as Record<string, PartValue>;
  const out: Record<string, PartValue> = {};
  for (const p of question.parts) if (isPartAnswered(p.type, parts[p.id])) out[p.id] = encodePart(p.type, parts[p.id]);
  return out;
}

/** Nothing to send: a compound question none of whose parts has an answer (the server wants one). */
export const isEmptyCompound = (question: Question, value: AnswerValue): boolean =>
  question.type === 6 && Object.keys(encodeAnswer(question, value) as object).length === 0;
