/**
 * The routes' data prefetches. Loaded with the route's own code (the route table imports this
 * module lazily), so the query layer stays out of the first script every page pays for.
 */
import {
  announcementDetail,
  announcementList,
  courseCategories,
  courseComments,
  courseDetail,
  courseList,
  homeBlocks,
  homeSliders,
  latestAnnouncement,
} from '../core/query/content.js';
import { prefetch } from '../core/query/index.js';
import { bookArticle, bookComments, bookDetail } from '../core/query/books.js';
import { learnPathCategories, learnPathDetail } from '../core/query/learn-paths.js';
import { topicComments, topicDetail } from '../core/query/topics.js';
import { myAnswers, myQuestions, questionDetail, questionList } from '../core/query/wenda.js';
import { listStore } from '../widgets/course-list/kinds.js';
import { coursesQuery, resolveOptions, type ListKind } from '../widgets/course-list/options.js';
import {
  COURSES_PAGE_SIZE,
  MY_QUESTIONS_PAGE_SIZE,
  announcementsQuery,
  catalogueList,
  coursesFilter,
  myQuestionsSchema,
  questionsQuery,
} from './url-schemas.js';
import { readQuery } from '../core/url-state/index.js';

export const home = () => prefetch(homeSliders(), homeBlocks(), latestAnnouncement());

export function courses(search: URLSearchParams) {
  const f = coursesFilter(search);
  const options = resolveOptions({
    categoryId: f.category_id,
    scene: f.scene,
    page: f.page,
    pageSize: COURSES_PAGE_SIZE,
  });
  prefetch(courseCategories(), courseList(coursesQuery(options, f.page)));
}

export const course = (courseId: number) => prefetch(courseDetail(courseId), courseComments(courseId));

export const announcements = (search: URLSearchParams) => prefetch(announcementList(announcementsQuery(search)));

export const announcement = (id: number) => prefetch(announcementDetail(id));

// Books, topics, learning paths, Q&A ------------------------------------------------------------

/** A catalogue list page (books, topics, learning paths): the widget's list call of this address. */
export function catalogue(kind: ListKind, search: URLSearchParams) {
  const { options, query } = catalogueList(kind, search);
  prefetch(listStore(options.kind, query), ...(kind === 'learnPath' ? [learnPathCategories()] : []));
}

export const book = (id: number) => prefetch(bookDetail(id), bookComments(id));
export const bookReader = (articleId: number) => prefetch(bookArticle(articleId));
export const topic = (id: number) => prefetch(topicDetail(id), topicComments({ topicId: id, parent: 0 }));
export const learnPath = (id: number) => prefetch(learnPathDetail(id));
export const questions = (search: URLSearchParams) => prefetch(questionList(questionsQuery(search)));
export const question = (id: number) => prefetch(questionDetail(id));

/** 我的问答: the open tab's page. */
export function myQuestionsPage(search: URLSearchParams) {
  const { tab, page } = readQuery(myQuestionsSchema, search);
  const query = { page, page_size: MY_QUESTIONS_PAGE_SIZE };
  prefetch(tab === 'answers' ? myAnswers(query) : myQuestions(query));
}
