/**
 * The answer sheet of each kind of play page, wired to its endpoints: papers and mock papers
 * (timed, answers hidden until hand-in), practice and wrong-book / collection replays (each answer
 * checked as it is sent).
 */
import type { MockPaperPlay, PaperPlay, PracticePlay, ReviewAnswer } from '../api/paper-types.js';
import {
  answerPractice,
  answerReviewQuestion,
  saveMockAnswer,
  savePaperAnswer,
  submitMockPaper,
  submitPaper,
} from '../api/paper.js';
import { serverNow } from '../time/server-clock.js';
import { deadlineOf } from './countdown.js';
import { fromEntries, gradeFromEntry, toQuestion, type Grade, type Question } from './model.js';
import { createAnswerSheet, type AnswerSheet, type SheetOptions } from './sheet.js';

/** What a test or a host may swap: the clock, storage and the server-time source. */
export type SheetEnv = Pick<SheetOptions, 'clock' | 'storage' | 'serverNow'>;

/** A paper attempt is running while its status is 1 (2 scored, 3 waiting for marking). */
export const paperRunning = (play: PaperPlay) => Number(play.user_paper.status) === 1;
/** A mock paper attempt is running while its status is 0 (1 done). */
export const mockRunning = (play: MockPaperPlay) => Number(play.record.status) === 0;

/**
 * `receivedAt`: the local time the record arrived, when its `remaining_seconds` was the server's
 * count; the countdown goes on from there by the server's clock.
 */
export function paperSheet(
  paperId: number,
  pid: number,
  play: PaperPlay,
  receivedAt: number,
  more: SheetEnv = {},
): AnswerSheet {
  const { questions, answers } = fromEntries(play.questions);
  return createAnswerSheet({
    attempt: `paper:${paperId}:${pid}`,
    questions,
    answers,
    deadline: deadlineOf(play.user_paper, (more.serverNow ?? serverNow)(receivedAt)),
    save: (q, answer) => savePaperAnswer(paperId, pid, { question_id: q.id, answer }).then(() => undefined),
    submit: () =>
      submitPaper(paperId, pid).then((r) =>
        Number(r.status) === 3
          ? { kind: 'marking', score: Number(r.total_score) || 0 }
          : { kind: 'scored', score: Number(r.total_score) || 0 },
      ),
    ...more,
  });
}

export function mockPaperSheet(recordId: number, play: MockPaperPlay, receivedAt: number, more: SheetEnv = {}) {
  const { questions, answers } = fromEntries(play.questions);
  return createAnswerSheet({
    attempt: `mock:${recordId}`,
    questions,
    answers,
    deadline: deadlineOf(play.record, (more.serverNow ?? serverNow)(receivedAt)),
    save: (q, answer) => saveMockAnswer(recordId, { question_id: q.id, answer }).then(() => undefined),
    submit: () => submitMockPaper(recordId).then((r) => ({ kind: 'scored', score: Number(r.total_score) || 0 })),
    ...more,
  });
}

const withQuestion = (grade: Grade | undefined, question: Question): Grade | undefined =>
  grade && { ...grade, question };

/** A chapter (or the day's set): each answer checked as it is sent; answered ones come revealed. */
export function practiceSheet(practiceId: number, scope: string, play: PracticePlay, more: SheetEnv = {}) {
  const { questions, answers, grades } = fromEntries(play.questions);
  const revealed = Object.fromEntries(
    Object.entries(grades).map(([id, g]) => [
      id,
      withQuestion(
        g,
        questions.find((q) => q.id === Number(id))!,
      )!,
    ]),
  );
  return createAnswerSheet({
    attempt: `practice:${practiceId}:${scope}`,
    questions,
    answers,
    grades: revealed,
    save: (q, answer) =>
      answerPractice(practiceId, q.id, { answer }).then((entry) =>
        withQuestion(gradeFromEntry(entry), toQuestion(entry.question)),
      ),
    ...more,
  });
}

const reviewGrade = (r: ReviewAnswer): Grade => ({
  correct: Number(r.is_correct) === 1,
  score: Number(r.score) || 0,
  question: toQuestion(r.question),
});

/** A wrong-book or collection replay: questions join as they are opened, each checked on sending. */
export function replaySheet(kind: 'wrongbook' | 'collection', first: Question[], more: SheetEnv = {}) {
  return createAnswerSheet({
    attempt: `${kind}:replay`,
    questions: first,
    save: (q, answer) => answerReviewQuestion(q.id, { answer }).then(reviewGrade),
    ...more,
  });
}
