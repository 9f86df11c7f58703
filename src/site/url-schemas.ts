/**
 * What each list page keeps in its address, read through core's URL-state schema (bad values fall
 * back to defaults, defaults stay out of the address). The route table's prefetch and the page
 * read the same schema, so both ask for the same data.
 */
import type { SearchType } from '../core/api/types.js';
import { int, oneOf, readQuery, text } from '../core/url-state/index.js';

export const COURSES_PAGE_SIZE = 16;
export const ANNOUNCEMENTS_PAGE_SIZE = 10;
export const SEARCH_PAGE_SIZE = 10;

export const COURSE_SCENES = ['', 'free', 'sub'] as const;

export const coursesSchema = { category_id: int(0), scene: oneOf(COURSE_SCENES), page: int(1) };
export const coursesFilter = (search: string | URLSearchParams) => readQuery(coursesSchema, search);

export const announcementsSchema = { page: int(1) };
/** The list call of these values (or of an address's query string). */
export const announcementsQuery = (from: string | URLSearchParams | { page: number }) => ({
  page: typeof from === 'object' && 'page' in from ? from.page : readQuery(announcementsSchema, from).page,
  size: ANNOUNCEMENTS_PAGE_SIZE,
});

export const SEARCH_TYPE_NAMES = [
  'vod',
  'video',
  'live',
  'book',
  'topic',
  'paper',
  'practice',
  'mock_paper',
] as const satisfies readonly SearchType[];
export const searchSchema = { keywords: text(100), type: oneOf(SEARCH_TYPE_NAMES), page: int(1) };

// Live courses (Zhibo): the list's category (the API's `cid`) and page.
export const LIVE_PAGE_SIZE = 16;
export const liveSchema = { cid: int(0), page: int(1) };
/** The list call of these values (or of an address's query string). */
export function liveQuery(from: string | URLSearchParams | { cid: number; page: number }) {
  const { cid, page } = typeof from === 'object' && 'page' in from ? from : readQuery(liveSchema, from);
  return { page, size: LIVE_PAGE_SIZE, cid: cid || undefined };
}
/** The open tab of a live course page (`?tab=`); 直播详情 is the default. */
export const LIVE_TABS = ['intro', 'schedule', 'comments'] as const;
export const liveTabSchema = { tab: oneOf(LIVE_TABS) };

// Member centre lists: the page in the address; the call's size is the page's own.
export const MESSAGES_PAGE_SIZE = 10;
export const CREDIT1_PAGE_SIZE = 10;
export const MALL_PAGE_SIZE = 12;
export const CODE_RECORDS_PAGE_SIZE = 10;
export const CERTS_PAGE_SIZE = 10;
export const SHARE_PAGE_SIZE = 10;

export const pageSchema = { page: int(1) };
export const MALL_TABS = ['', 'orders'] as const;
export const mallSchema = { tab: oneOf(MALL_TABS), page: int(1) };
export const SHARE_TABS = ['', 'goods', 'records'] as const;
export const shareSchema = { tab: oneOf(SHARE_TABS), page: int(1) };

const pageOf = (from: string | URLSearchParams) => readQuery(pageSchema, from).page;

export const messagesQuery = (from: string | URLSearchParams) => ({
  page: pageOf(from),
  page_size: MESSAGES_PAGE_SIZE,
});
export const credit1Query = (from: string | URLSearchParams) => ({ page: pageOf(from), page_size: CREDIT1_PAGE_SIZE });
export const codeRecordsQuery = (from: string | URLSearchParams) => ({
  page: pageOf(from),
  page_size: CODE_RECORDS_PAGE_SIZE,
});
export const certsQuery = (from: string | URLSearchParams) => ({ page: pageOf(from), size: CERTS_PAGE_SIZE });
export const mallQuery = (from: string | URLSearchParams) => {
  const v = readQuery(mallSchema, from);
  return { tab: v.tab, list: { page: v.page, size: MALL_PAGE_SIZE } };
};
export const shareQuery = (from: string | URLSearchParams) => {
  const v = readQuery(shareSchema, from);
  return { tab: v.tab, list: { page: v.page, size: SHARE_PAGE_SIZE } };
};
/** The study centre: 我的课程 (bought) or 我的收藏 (favourites), paged. */
export const STUDY_CENTER_PAGE_SIZE = 10;
export const STUDY_CENTER_TABS = ['', 'like'] as const;
export const studyCenterSchema = { tab: oneOf(STUDY_CENTER_TABS), page: int(1) };
export const studyCenterFilter = (search: string | URLSearchParams) => readQuery(studyCenterSchema, search);
export const studyCenterQuery = (page: number) => ({ page, size: STUDY_CENTER_PAGE_SIZE });
