/**
 * Keys, reads and writes of the exam area (Paper addon). Marked pure so a bundle keeps only the
 * queries it reads.
 */
import { defineQuery, STALE, defineMutation } from '../client/index.js';
import {
  getExamStats,
  type ExamListQuery,
  getPapers,
  getPaper,
  getPaperPlay,
  getMockPapers,
  getMockPaper,
  getMockPlay,
  getPractices,
  getPractice,
  getPracticeChapter,
  getPracticeDay,
  getPracticeQuestion,
  getWrongbookStats,
  getCollectionStats,
  getWrongbookRandom,
  getWrongbookReplay,
  getCollectionReplay,
  getReviewQuestion,
  getQuestionCollected,
  getCollectionStatus,
  getJoinedPapers,
  getJoinedMockPapers,
  getJoinedPractices,
  joinPaper,
  startMockPaper,
  toggleCollection,
  removeWrongQuestion,
} from './api.js';
import type { SizeQuery } from '../client/index.js';

export const examStats = /* @__PURE__ */ defineQuery('exam:stats', () => getExamStats(), STALE.member);

export const paperList = /* @__PURE__ */ defineQuery('exam:papers', (q: ExamListQuery) => getPapers(q));

export const paperDetail = /* @__PURE__ */ defineQuery('exam:paper', (id: number) => getPaper(id), STALE.member);

export const paperPlay = /* @__PURE__ */ defineQuery(
  'exam:paper-play',
  ({ id, pid }: { id: number; pid: number }) => getPaperPlay(id, pid),
  STALE.member,
);

export const mockPaperList = /* @__PURE__ */ defineQuery('exam:mocks', (q: ExamListQuery) => getMockPapers(q));

export const mockPaperDetail = /* @__PURE__ */ defineQuery('exam:mock', (id: number) => getMockPaper(id), STALE.member);

export const mockPaperPlay = /* @__PURE__ */ defineQuery(
  'exam:mock-play',
  (recordId: number) => getMockPlay(recordId),
  STALE.member,
);

export const practiceList = /* @__PURE__ */ defineQuery('exam:practices', (q: ExamListQuery) => getPractices(q));

export const practiceDetail = /* @__PURE__ */ defineQuery(
  'exam:practice',
  (id: number) => getPractice(id),
  STALE.member,
);

/** A chapter's questions, or the day's set for chapter 0: the ids and the first question. */
export const practicePlay = /* @__PURE__ */ defineQuery(
  'exam:practice-play',
  ({ id, chapterId }: { id: number; chapterId: number }) =>
    chapterId ? getPracticeChapter(id, chapterId) : getPracticeDay(id),
  STALE.member,
);

/** One more question of a practice, as the member reaches it. */
export const practiceQuestion = /* @__PURE__ */ defineQuery(
  'exam:practice-question',
  ({ id, qid }: { id: number; qid: number }) => getPracticeQuestion(id, qid),
  STALE.member,
);

export type QuestionBook = 'wrongbook' | 'collection';

export const questionBookStats = /* @__PURE__ */ defineQuery(
  'exam:book-stats',
  (book: QuestionBook) => (book === 'wrongbook' ? getWrongbookStats() : getCollectionStats()),
  STALE.member,
);

/** Where a replay starts: all in order, one type, or (wrong-book) a random draw. */
export const replayStart = /* @__PURE__ */ defineQuery(
  'exam:replay',
  ({ book, type, random }: { book: QuestionBook; type: number; random: boolean }) =>
    random && book === 'wrongbook'
      ? getWrongbookRandom()
      : (book === 'wrongbook' ? getWrongbookReplay : getCollectionReplay)(type ? { type } : {}),
  STALE.member,
);

export const reviewQuestion = /* @__PURE__ */ defineQuery(
  'exam:question',
  (id: number) => getReviewQuestion(id),
  STALE.member,
);

/** Whether one question is collected (`status` 0|1). */
export const questionCollected = /* @__PURE__ */ defineQuery(
  'exam:collected-one',
  (id: number) => getQuestionCollected(id),
  STALE.member,
);

/** `{[questionId]: 0|1}`; ids as "1,2,3" so the key is stable text. */
export const collectionStatus = /* @__PURE__ */ defineQuery(
  'exam:collected',
  (ids: string) => getCollectionStatus(ids.split(',').map(Number)),
  STALE.member,
);

export const joinedPapers = /* @__PURE__ */ defineQuery(
  'exam:joined-papers',
  (q: SizeQuery) => getJoinedPapers(q),
  STALE.member,
);

export const joinedMockPapers = /* @__PURE__ */ defineQuery(
  'exam:joined-mocks',
  (q: SizeQuery) => getJoinedMockPapers(q),
  STALE.member,
);

export const joinedPractices = /* @__PURE__ */ defineQuery(
  'exam:joined-practices',
  (q: SizeQuery) => getJoinedPractices(q),
  STALE.member,
);

/** Starts (or resumes) an attempt; resolves its record id. */
export const startPaper = /* @__PURE__ */ defineMutation(async (id: number, { invalidate }) => {
  const { record_id } = await joinPaper(id);
  invalidate(paperDetail.key(id));
  return record_id;
});

export const startMock = /* @__PURE__ */ defineMutation(async (id: number, { invalidate }) => {
  const r = await startMockPaper(id);
  invalidate(mockPaperDetail.key(id));
  return Number(r.recordId);
});

/** Collects or uncollects; resolves whether the question is now collected. */
export const toggleCollect = /* @__PURE__ */ defineMutation(async (questionId: number, { invalidate }) => {
  const { status } = await toggleCollection(questionId);
  invalidate([collectionStatus.prefix, questionCollected.prefix, questionBookStats.prefix, examStats.prefix]);
  return Number(status) === 1;
});

export const removeFromWrongbook = /* @__PURE__ */ defineMutation(async (questionId: number, { invalidate }) => {
  await removeWrongQuestion(questionId);
  invalidate([questionBookStats.prefix, examStats.prefix]);
  return true;
});

/** After a hand-in every exam answer may have changed: records, counts, wrong-book, member lists. */
export const EXAM_KEYS = 'exam:';
