import { myAnswers, myQuestions } from '#core/wenda/index.js';
import { int, oneOf, readQuery } from '#core/url-state/index.js';
import { pageData } from '#site/kit/page-data.js';

export const MY_QUESTIONS_PAGE_SIZE = 10;
export const myQuestionsSchema = { tab: oneOf(['questions', 'answers'] as const), page: int(1) };

/** 我的问答: the open tab's page. */
export default pageData((_: unknown, search) => {
  const { tab, page } = readQuery(myQuestionsSchema, search);
  const query = { page, page_size: MY_QUESTIONS_PAGE_SIZE };
  return [tab === 'answers' ? myAnswers(query) : myQuestions(query)];
});
