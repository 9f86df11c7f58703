/** The Wenda addon (Q&A) and the image upload its questions and answers use. Lists page with `page` + `size`. */
import { post, get, mainApi } from '../client/index.js';
import type {
  UploadedImage,
  WendaScene,
  WendaQuestionItem,
  WendaQuestionDetail,
  WendaQuestionForm,
  WendaQuestionInput,
  WendaQuestionEdit,
  WendaMyAnswer,
} from './types.js';
import type { AddonCategory, SizeQuery, AddonPage, PageQuery, SimplePage } from '../client/index.js';
import type { AddonComments, AddonCommentInput } from '../comments/index.js';

/** Pictures for questions and answers (multipart `file`); `url` goes into their `images`. */
export const uploadImage = (file: Blob, name = 'image.png') => {
  const form = new FormData();
  form.append('file', file, name);
  return post<UploadedImage>('/api/v2/upload/image', form);
};

type WithCategories = { categories: AddonCategory[] };

// Wenda (Q&A)
const WENDA = '/addons/Wenda/api/v1';

export const getQuestions = (q?: SizeQuery & { scene?: WendaScene; cid?: number }) =>
  get<AddonPage<WendaQuestionItem, WithCategories>>(`${WENDA}/questions`, q);

export const getQuestion = (id: number) => get<WendaQuestionDetail>(`${WENDA}/question/${id}/detail`);

/** What the ask form needs: the categories and the member's points balance. */
export const getQuestionForm = () => get<WendaQuestionForm>(`${WENDA}/question/create`);

export const createQuestion = (input: WendaQuestionInput) => post<{ id: number }>(`${WENDA}/question/create`, input);

/** The asker's own question as written (`无权限` for anyone else). */
export const getQuestionEdit = (id: number) => get<WendaQuestionEdit>(`${WENDA}/question/${id}/edit`);

export const updateQuestion = (id: number, input: Omit<WendaQuestionInput, 'credit1'>) =>
  mainApi<[]>(`${WENDA}/question/${id}/edit`, { method: 'PUT', body: input });

export const answerQuestion = (id: number, input: { original_content: string; images?: string[] }) =>
  post<{ id: number }>(`${WENDA}/question/${id}/answer`, input);

/** The asker accepts an answer: the question is solved and the bounty goes to its author. */
export const acceptAnswer = (id: number, answerId: number) =>
  post<[]>(`${WENDA}/question/${id}/correct`, { answer_id: answerId });

/** One thread level: `comment_id` 0 = top level. */
export const getAnswerComments = (answerId: number, q?: { page?: number; page_size?: number; comment_id?: number }) =>
  get<AddonComments>(`${WENDA}/question/answer/${answerId}/comments`, q);

export const postAnswerComment = (answerId: number, input: AddonCommentInput) =>
  post<{ id: number; comment_id: number }>(
    `${WENDA}/question/answer/${answerId}/comment`,
    { original_content: input.content, parent_id: input.parent_id, reply_user_id: input.reply_user_id },
    true,
  );

/** Toggles the member's vote on a question or an answer; `ok` 1 = now voted. */
export const voteWenda = (input: { id: number; type: 'question' | 'answer' }) =>
  post<{ ok: number }>(`${WENDA}/vote`, input);

/** Wenda member lists page with `page_size`. */
export const getMyQuestions = (q?: PageQuery) =>
  get<{ data: SimplePage<WendaQuestionItem> }>(`${WENDA}/member/questions`, q);

export const getMyAnswers = (q?: PageQuery) => get<{ data: SimplePage<WendaMyAnswer> }>(`${WENDA}/member/answers`, q);
