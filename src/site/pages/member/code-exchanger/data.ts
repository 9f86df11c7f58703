import { exchangeRecords } from '#core/mall/index.js';
import { pageOf } from '#site/kit/list-data.js';
import { pageData } from '#site/kit/page-data.js';

export const CODE_RECORDS_PAGE_SIZE = 10;
export const codeRecordsQuery = (from: string | URLSearchParams) => ({
  page: pageOf(from),
  page_size: CODE_RECORDS_PAGE_SIZE,
});

export default pageData((_: unknown, search) => [exchangeRecords(codeRecordsQuery(search))]);
