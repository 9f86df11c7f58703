/**
 * The Paper addon: exams (papers, mock papers), practice, wrong-book and collection (contract
 * section 8.1, docs/server-addons.md). Lists page with `page` + `page_size` (papers) or `size`.
 *
 * Answers given during an exam are sent in the background by the answer sheet (core/exam), which
 * shows their state and retries them: those calls are quiet (no toast per refusal) and not user
 * actions (no toast per lost connection).
 */
import { createApiClient, apiBaseURL, type RequestOptions } from '../client/index.js';
import { noteServerDate } from '../time/server-clock.js';
import { env } from '../env/index.js';
import type {
  ExamStats,
  PaperList,
  PaperDetail,
  PaperPlay,
  WireAnswer,
  ExamList,
  MockPaperItem,
  MockPaperDetail,
  MockPaperPlay,
  PracticeItem,
  PracticeDetail,
  PracticePlay,
  RawQuestion,
  QuestionBookStats,
  ReplayStart,
  JoinedPaper,
  JoinedPractice,
} from './types.js';
import type { CreatedOrder } from '../order/index.js';
import type { SizeQuery, SimplePage } from '../client/index.js';

const V1 = '/addons/Paper/api/v1';

const V2 = '/addons/Paper/api/v2';

/** A list filter: top category and one of its sub-categories (0 = all). */
export interface ExamListQuery {
  page?: number;
  size?: number;
  cid1?: number;
  cid2?: number;
}

/**
 * The main client's behaviour (base, token, envelope, 401, toasts) on a fetch that notes the
 * server's Date on every answer: a timed paper follows the server's clock (core/time/server-clock).
 */
const examApi = createApiClient({
  baseURL: apiBaseURL,
  fetch: (input, init) =>
    globalThis.fetch(input, init).then((res) => {
      noteServerDate(res.headers.get('Date'), env().clock.now());
      return res;
    }),
});

const call = <T>(path: string, options?: RequestOptions) => examApi<T>(path, options);

const get = <T>(path: string, query?: object) => call<T>(path, { query });

const post = <T>(path: string, body?: object) => call<T>(path, { method: 'POST', body });

const background = <T>(path: string, body: object) =>
  call<T>(path, { method: 'POST', body, quiet: true, action: false });

export const getExamStats = () => get<ExamStats>(`${V2}/stats/index`);

// Papers (page_size, as the public client sends it)
export const getPapers = ({ size, ...q }: ExamListQuery = {}) =>
  get<PaperList>(`${V1}/papers`, { ...q, page_size: size });

export const getPaper = (id: number) => get<PaperDetail>(`${V1}/paper/${id}`);

/** Starts an attempt, or resumes the one under way (a GET, but the 参加考试 button's). */
export const joinPaper = (id: number) => call<{ record_id: number }>(`${V1}/paper/${id}/join`, { action: true });

export const getPaperPlay = (id: number, pid: number) => get<PaperPlay>(`${V1}/paper/${id}/join/${pid}`);

/** One answer (`question_id` "<id>-cap-<index>" for a compound question's part). */
export interface AnswerInput {
  question_id: number | string;
  answer: WireAnswer;
}

export const savePaperAnswer = (id: number, pid: number, input: AnswerInput) =>
  background<[]>(`${V1}/paper/${id}/submit/single`, { pid, ...input });

export const submitPaper = (id: number, pid: number) =>
  background<{ status: number; total_score: number }>(`${V1}/paper/${id}/submit/all`, { pid });

// Mock papers: every attempt draws its own questions
export const getMockPapers = (q: ExamListQuery = {}) => get<ExamList<MockPaperItem>>(`${V1}/mock_papers`, q);

export const getMockPaper = (id: number) => get<MockPaperDetail>(`${V1}/mock_paper/${id}`);

export const startMockPaper = (id: number) => post<{ recordId: number }>(`${V1}/mock_paper/${id}`, {});

export const getMockPlay = (recordId: number) => get<MockPaperPlay>(`${V1}/mock_paper/record/${recordId}`);

export const saveMockAnswer = (recordId: number, input: AnswerInput) =>
  background<[]>(`${V1}/mock_paper/record/${recordId}/submit/single`, { pid: recordId, ...input });

/** `total_score`: the member's score. */
export const submitMockPaper = (recordId: number) =>
  background<{ status: number; total_score: number }>(`${V1}/mock_paper/record/${recordId}/submit`, {
    pid: recordId,
  });

// Practice: chapters at the member's pace, answers checked one by one
export const getPractices = (q: ExamListQuery = {}) => get<ExamList<PracticeItem>>(`${V1}/practices`, q);

export const getPractice = (id: number) => get<PracticeDetail>(`${V1}/practice/${id}`);

export const getPracticeChapter = (id: number, chapterId: number) =>
  get<PracticePlay>(`${V1}/practice/${id}/join/${chapterId}`);

export const getPracticeDay = (id: number) => get<PracticePlay>(`${V1}/practice/${id}/day`);

export const getPracticeQuestion = (id: number, questionId: number) =>
  get<{ question: RawQuestion }>(`${V1}/practice/${id}/join/question/${questionId}`);

/** 对答案: the answer is kept (and a wrong one goes to the wrong-book); nothing comes back. */
export const answerPractice = (id: number, questionId: number, input: { answer: WireAnswer }) =>
  background<[]>(`${V1}/practice/${id}/join/question/${questionId}/answer`, input);

// Wrong-book and collection
export const getWrongbookStats = (q?: { question_type?: number }) => get<QuestionBookStats>(`${V1}/wrongbook`, q);

export const getCollectionStats = (q?: { question_type?: number }) =>
  get<QuestionBookStats>(`${V1}/collection/stats`, q);

export type ReplayQuery = { type?: number; cid1?: number; cid2?: number };

export const getWrongbookReplay = (q: ReplayQuery = {}) => get<ReplayStart>(`${V2}/wrongbook/questions`, q);

export const getCollectionReplay = (q: ReplayQuery = {}) => get<ReplayStart>(`${V2}/collection/questions`, q);

export const getWrongbookRandom = (size = 10) => get<ReplayStart>(`${V1}/wrongbook/random`, { size });

export const getReviewQuestion = (id: number) => get<{ question: RawQuestion }>(`${V2}/question/${id}`);

export const answerReviewQuestion = (id: number, input: { answer: WireAnswer; from: 'wrongbook' | 'collection' }) =>
  background<[]>(`${V2}/question/${id}/answer`, input);

export const removeWrongQuestion = (id: number) => call<[]>(`${V1}/wrongbook/${id}`, { method: 'DELETE' });

/** `{[questionId]: 0|1}` for up to 200 ids (a read, POST as the addon takes it). */
export const getCollectionStatus = (ids: number[]) =>
  call<Record<string, number>>(`${V1}/collection/status/multi`, {
    method: 'POST',
    body: { question_ids: ids },
    action: false,
  });

/** `{status: 0|1}` for one question (POST, as the addon takes it). */
export const getQuestionCollected = (id: number) =>
  call<{ status: number }>(`${V1}/collection/status`, { method: 'POST', body: { question_id: id }, action: false });

/** Toggles; `status` 1 = now collected. */
export const toggleCollection = (questionId: number) =>
  post<{ status: number }>(`${V1}/collection/action`, { question_id: questionId });

// Buying: the path names the kind only, the item travels as `goods_id` (as the public checkout sends it)
export type ExamGoods = 'paper' | 'mock_paper' | 'practice';

export const createExamOrder = (kind: ExamGoods, id: number, input: { promo_code?: string }) =>
  post<CreatedOrder>(`${V1}/${kind}/buy`, { goods_id: id, ...input });

// The member's records
export const getJoinedPapers = (q?: SizeQuery) => get<SimplePage<JoinedPaper>>(`${V2}/member/joinPapers`, q);

export const getJoinedMockPapers = (q?: SizeQuery) => get<SimplePage<JoinedPaper>>(`${V2}/member/joinMockPapers`, q);

export const getJoinedPractices = (q?: SizeQuery) => get<SimplePage<JoinedPractice>>(`${V2}/member/joinPractices`, q);
