/**
 * The answer sheet of each kind of play page, wired to its endpoints: papers and mock papers
 * (timed, answers hidden until hand-in), practice and wrong-book / collection replays (each answer
 * checked as it is sent, against the question's own right answer).
 */
import type { MockPaperPlay, PaperPlay, WireAnswer } from './types.js';
import {
  answerPractice,
  answerReviewQuestion,
  saveMockAnswer,
  savePaperAnswer,
  submitMockPaper,
  submitPaper,
} from './api.js';
import { checkAnswer, encodeAnswer, encodePart } from './answers.js';
import { deadlineOf } from './countdown.js';
import { fromEntries, type AnswerValue, type PartValue, type Question } from './model.js';
import { createAnswerSheet, type AnswerSheet, type SheetOptions } from './sheet.js';

/** What a test or a host may swap: the clock, storage and the server-time source. */
export type SheetEnv = Pick<SheetOptions, 'clock' | 'storage' | 'serverNow'>;

/** A paper attempt is running while its status is 1 (2 scored, 3 waiting for marking). */
export const paperRunning = (play: PaperPlay) => Number(play.user_paper.status) === 1;
/** A mock paper attempt is running while its status is 0 (1 done). */
export const mockRunning = (play: MockPaperPlay) => Number(play.record.status) === 0;

export type Post = (questionId: number | string, answer: WireAnswer) => Promise<unknown>;

/**
 * Sends an exam's answers as MeEdu's clients do: a question in one call; a compound question part
 * by part, each as `"<id>-cap-<index>"`, only the parts changed since the server last had them (a
 * part taken back goes as '').
 */
export function examSaver(post: Post, questions: Question[], answers: Record<number, AnswerValue>) {
  const sent = new Map<string, string>();
  const partsOf = (value: AnswerValue | undefined) =>
    (value && typeof value === 'object' && !Array.isArray(value) ? value : {}) as Record<string, PartValue>;
  for (const q of questions) {
    if (q.type !== 6) continue;
    const parts = partsOf(answers[q.id]);
    for (const p of q.parts)
      if (parts[p.id] !== undefined) sent.set(`${q.id}-cap-${p.id}`, JSON.stringify(encodePart(p.type, parts[p.id])));
  }
  return async (q: Question, value: AnswerValue): Promise<void> => {
    if (q.type !== 6) {
      await post(q.id, encodePart(q.type, value as PartValue));
      return;
    }
    const parts = partsOf(value);
    for (const p of q.parts) {
      const key = `${q.id}-cap-${p.id}`;
      const answer = encodePart(p.type, parts[p.id]);
      if ((sent.get(key) ?? JSON.stringify(encodePart(p.type, undefined))) === JSON.stringify(answer)) continue;
      await post(key, answer);
      sent.set(key, JSON.stringify(answer));
    }
  };
}

export function paperSheet(paperId: number, pid: number, play: PaperPlay, more: SheetEnv = {}): AnswerSheet {
  const { questions, answers } = fromEntries(play.questions);
  return createAnswerSheet({
    attempt: `paper:${paperId}:${pid}`,
    questions,
    answers,
    deadline: deadlineOf(play.user_paper),
    save: examSaver(
      (question_id, answer) => savePaperAnswer(paperId, pid, { question_id, answer }),
      questions,
      answers,
    ),
    submit: () =>
      submitPaper(paperId, pid).then((r) =>
        Number(r.status) === 3
          ? { kind: 'marking', score: Number(r.total_score) || 0 }
          : { kind: 'scored', score: Number(r.total_score) || 0 },
      ),
    ...more,
  });
}

export function mockPaperSheet(recordId: number, play: MockPaperPlay, more: SheetEnv = {}) {
  const { questions, answers } = fromEntries(play.questions);
  return createAnswerSheet({
    attempt: `mock:${recordId}`,
    questions,
    answers,
    deadline: deadlineOf(play.record),
    save: examSaver((question_id, answer) => saveMockAnswer(recordId, { question_id, answer }), questions, answers),
    submit: () => submitMockPaper(recordId).then((r) => ({ kind: 'scored', score: Number(r.total_score) || 0 })),
    ...more,
  });
}

/**
 * A chapter (or the day's set) of a practice: questions join as they are opened; each answer is
 * kept by the server (对答案) and checked here against the question's answer.
 */
export function practiceSheet(practiceId: number, scope: string, first: Question[], more: SheetEnv = {}) {
  return createAnswerSheet({
    attempt: `practice:${practiceId}:${scope}`,
    questions: first,
    save: (q, value) =>
      answerPractice(practiceId, q.id, { answer: encodeAnswer(q, value) }).then(() => checkAnswer(q, value)),
    ...more,
  });
}

/** A wrong-book or collection replay: questions join as they are opened, each checked on sending. */
export function replaySheet(kind: 'wrongbook' | 'collection', first: Question[], more: SheetEnv = {}) {
  return createAnswerSheet({
    attempt: `${kind}:replay`,
    questions: first,
    save: (q, value) =>
      answerReviewQuestion(q.id, { answer: encodeAnswer(q, value), from: kind }).then(() => checkAnswer(q, value)),
    ...more,
  });
}
