/**
 * Exams in core: the question model, the headless answer sheet every play page draws, and the
 * sheets of each kind of play page (docs/exam.md).
 */
export * from './model.js';
export { checkAnswer, encodeAnswer, encodePart, isAnswered } from './answers.js';
export { deadlineOf, formatCountdown } from './countdown.js';
export { outboxKey } from './outbox.js';
export {
  createAnswerSheet,
  ENDED_MESSAGES,
  RETRY_DELAYS_MS,
  TEXT_DELAY_MS,
  type AnswerSheet,
  type SaveState,
  type SaveTiming,
  type SheetOptions,
  type SheetPhase,
  type SheetState,
  type SubmitOutcome,
} from './sheet.js';
export * from './sessions.js';
export * from './api.js';
export type * from './types.js';
export * from './queries.js';
export * from './ownership.js';
