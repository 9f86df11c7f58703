import { memberCourses, memberLikedCourses } from '#core/course/index.js';
import { int, oneOf, readQuery } from '#core/url-state/index.js';
import { pageData } from '../../kit/page-data.js';

/** 我的课程 (bought) or 我的收藏 (favourites), paged. */
export const STUDY_CENTER_PAGE_SIZE = 10;
export const STUDY_CENTER_TABS = ['', 'like'] as const;
export const studyCenterSchema = { tab: oneOf(STUDY_CENTER_TABS), page: int(1) };
export const studyCenterFilter = (search: string | URLSearchParams) => readQuery(studyCenterSchema, search);
export const studyCenterQuery = (page: number) => ({ page, size: STUDY_CENTER_PAGE_SIZE });

export default pageData((_: unknown, search) => {
  const { tab, page } = studyCenterFilter(search);
  return [(tab === 'like' ? memberLikedCourses : memberCourses)(studyCenterQuery(page))];
});
