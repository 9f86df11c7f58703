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
