import { credit1Records } from '#core/member/index.js';
import { pageOf } from '#site/kit/list-data.js';
import { pageData } from '#site/kit/page-data.js';

export const CREDIT1_PAGE_SIZE = 10;
export const credit1Query = (from: string | URLSearchParams) => ({ page: pageOf(from), page_size: CREDIT1_PAGE_SIZE });

export default pageData((_: unknown, search) => [credit1Records(credit1Query(search))]);
