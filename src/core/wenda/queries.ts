/**
 * Keys, reads and writes of Q&A (Wenda): the question list, a question with its answers, the ask
 * and edit forms, answers, accepting one, votes, answer comments and the member's own lists.
 */
import type { SizeQuery, PageQuery } from '../client/index.js';
import type { WendaScene, WendaQuestionInput } from './types.js';
import type { AddonCommentInput } from '../comments/index.js';
import { defineQuery, STALE, invalidate, defineMutation } from '../client/index.js';
import {
  getQuestions,
  getQuestion,
  getQuestionForm,
  getQuestionEdit,
  getAnswerComments,
  getMyQuestions,
  getMyAnswers,
  createQuestion,
  updateQuestion,
  answerQuestion,
  acceptAnswer,
  voteWenda,
  postAnswerComment,
  uploadImage,
} from './api.js';
import { user, setCredit1 } from '../session/index.js';

export type QuestionsQuery = SizeQuery & { scene?: WendaScene; cid?: number };

export const questionList = /* @__PURE__ */ defineQuery('wenda:list', (query: QuestionsQuery) => getQuestions(query));

/** Votes, `is_admin` (the viewer asked it) and the accepted answer change with members' actions. */
export const questionDetail = /* @__PURE__ */ defineQuery(
  'wenda:detail',
  (id: number) => getQuestion(id),
  STALE.member,
);

/** The ask form's categories and the member's points balance. */
export const questionForm = /* @__PURE__ */ defineQuery('wenda:form', () => getQuestionForm(), STALE.member);

export const questionEdit = /* @__PURE__ */ defineQuery(
  'wenda:edit',
  (id: number) => getQuestionEdit(id),
  STALE.member,
);

/** One thread level of an answer's comments: `parent` 0 = the top level. */
export const answerComments = /* @__PURE__ */ defineQuery(
  'wenda:answer-comments',
  ({ answerId, parent }: { answerId: number; parent: number }) =>
    getAnswerComments(answerId, { page: 1, page_size: 50, comment_id: parent }),
);

export const myQuestions = /* @__PURE__ */ defineQuery(
  'wenda:mine-questions',
  (query: PageQuery) => getMyQuestions(query),
  STALE.member,
);

export const myAnswers = /* @__PURE__ */ defineQuery(
  'wenda:mine-answers',
  (query: PageQuery) => getMyAnswers(query),
  STALE.member,
);

/** Lists a new or changed question appears in. */
const LISTS = [questionList.prefix, myQuestions.prefix];

/**
 * Asks a question. The bounty is taken from the asker's points at once, so the session's balance
 * follows without asking the server again.
 */
export async function askQuestion(input: WendaQuestionInput): Promise<{ id: number }> {
  const made = await createQuestion(input);
  const reward = Math.max(0, Math.floor(Number(input.credit1) || 0));
  const balance = Number(user.get()?.credit1);
  if (reward && Number.isFinite(balance)) setCredit1(Math.max(0, balance - reward));
  invalidate([...LISTS, questionForm.prefix]);
  return made;
}

export async function saveQuestion(id: number, input: Omit<WendaQuestionInput, 'credit1'>): Promise<void> {
  await updateQuestion(id, input);
  invalidate([...LISTS, questionDetail.key(id), questionEdit.key(id)]);
}

export async function answer(questionId: number, input: { original_content: string; images?: string[] }) {
  const made = await answerQuestion(questionId, input);
  invalidate([questionDetail.key(questionId), questionList.prefix, myAnswers.prefix]);
  return made;
}

/** The asker accepts an answer: the question is solved and its bounty paid to the answer's author. */
export const accept = (questionId: number) =>
  defineMutation(async (answerId: number, { invalidate: drop }) => {
    await acceptAnswer(questionId, answerId);
    drop([questionDetail.key(questionId), ...LISTS]);
    return true;
  });

/** A vote on the question or one of its answers, on or off; resolves whether it is now on. */
export const vote = (questionId: number) =>
  defineMutation(async (target: { id: number; type: 'question' | 'answer' }, { invalidate: drop }) => {
    const { ok } = await voteWenda(target);
    drop(questionDetail.key(questionId));
    return Number(ok) === 1;
  });

export const commentOnAnswer = (answerId: number) =>
  defineMutation(async (input: AddonCommentInput, { revalidate }) => {
    const made = await postAnswerComment(answerId, input);
    revalidate(answerComments.key({ answerId, parent: 0 }));
    if (input.parent_id) revalidate(answerComments.key({ answerId, parent: input.parent_id }));
    return made;
  });

/** A picture for a question or an answer; resolves its address. */
export const uploadPicture = /* @__PURE__ */ defineMutation(
  async (file: File) => (await uploadImage(file, file.name)).url,
);
