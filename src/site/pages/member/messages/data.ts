import { memberMessages } from '#core/member/index.js';
import { pageOf } from '#site/kit/list-data.js';
import { pageData } from '#site/kit/page-data.js';

export const MESSAGES_PAGE_SIZE = 10;
export const messagesQuery = (from: string | URLSearchParams) => ({
  page: pageOf(from),
  page_size: MESSAGES_PAGE_SIZE,
});

export default pageData((_: unknown, search) => [memberMessages(messagesQuery(search))]);
