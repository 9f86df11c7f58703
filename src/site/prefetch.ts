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
import {
  examStats,
  joinedMockPapers,
  joinedPapers,
  joinedPractices,
  mockPaperDetail,
  mockPaperList,
  mockPaperPlay,
  paperDetail,
  paperList,
  paperPlay,
  practiceDetail,
  practiceList,
  practicePlay,
  replayStart,
  type QuestionBook,
} from '../core/query/exam.js';
import { readQuery } from '../core/url-state/index.js';
import { coursesQuery, resolveOptions } from '../widgets/course-list/options.js';
import { COURSES_PAGE_SIZE, announcementsQuery, coursesFilter } from './url-schemas.js';
import {
  MEMBER_EXAM_PAGE_SIZE,
  examListQuery,
  examPlaySchema,
  memberExamSchema,
  practicePlaySchema,
  replaySchema,
} from './url-schemas.js';

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

// Exams ---------------------------------------------------------------------------------------
// The wrong-book and collection pages are public but their counts need a login: they ask once
// the session is known, not here.

export const examHub = () => prefetch(examStats());
export const examPapers = (search: URLSearchParams) => prefetch(paperList(examListQuery(search)));
export const examMockPapers = (search: URLSearchParams) => prefetch(mockPaperList(examListQuery(search)));
export const examPractices = (search: URLSearchParams) => prefetch(practiceList(examListQuery(search)));
export const examPaper = (id: number) => prefetch(paperDetail(id));
export const examMockPaper = (id: number) => prefetch(mockPaperDetail(id));
export const examPractice = (id: number) => prefetch(practiceDetail(id));

export function examPaperPlay(search: URLSearchParams) {
  const { id, pid } = readQuery(examPlaySchema, search);
  if (id && pid) prefetch(paperPlay({ id, pid }));
}
export function examMockPlay(search: URLSearchParams) {
  const { pid } = readQuery(examPlaySchema, search);
  if (pid) prefetch(mockPaperPlay(pid));
}
export function examPracticePlay(search: URLSearchParams) {
  const { practiceId, chapterId } = readQuery(practicePlaySchema, search);
  if (practiceId) prefetch(practicePlay({ id: practiceId, chapterId }));
}
export function examReplay(book: QuestionBook, search: URLSearchParams) {
  const { type, mode } = readQuery(replaySchema, search);
  prefetch(replayStart({ book, type, random: mode === 'random' }));
}

const memberExamPage = (search: URLSearchParams) => ({
  page: readQuery(memberExamSchema, search).page,
  size: MEMBER_EXAM_PAGE_SIZE,
});
export const memberPapers = (search: URLSearchParams) => prefetch(joinedPapers(memberExamPage(search)));
export const memberMockPapers = (search: URLSearchParams) => prefetch(joinedMockPapers(memberExamPage(search)));
export const memberPractices = (search: URLSearchParams) => prefetch(joinedPractices(memberExamPage(search)));
