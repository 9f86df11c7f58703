import { announcementList } from '#core/site/index.js';
import { int, readQuery } from '#core/url-state/index.js';
import { pageData } from '#site/kit/page-data.js';

export const ANNOUNCEMENTS_PAGE_SIZE = 10;
export const announcementsSchema = { page: int(1) };
/** The list call of these values (or of an address's query string). */
export const announcementsQuery = (from: string | URLSearchParams | { page: number }) => ({
  page: typeof from === 'object' && 'page' in from ? from.page : readQuery(announcementsSchema, from).page,
  size: ANNOUNCEMENTS_PAGE_SIZE,
});

export default pageData((_: unknown, search) => [announcementList(announcementsQuery(search))]);
