import { liveCourses } from '#core/live/index.js';
import { int, readQuery } from '#core/url-state/index.js';
import { pageData } from '#site/kit/page-data.js';

// The list's category (the API's `cid`) and page.
export const LIVE_PAGE_SIZE = 16;
export const liveSchema = { cid: int(0), page: int(1) };
/** The list call of these values (or of an address's query string). */
export function liveQuery(from: string | URLSearchParams | { cid: number; page: number }) {
  const { cid, page } = typeof from === 'object' && 'page' in from ? from : readQuery(liveSchema, from);
  return { page, size: LIVE_PAGE_SIZE, cid: cid || undefined };
}

export default pageData((_: unknown, search) => [liveCourses(liveQuery(search))]);
