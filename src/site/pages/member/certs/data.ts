import { myCerts } from '#core/member/index.js';
import { pageOf } from '#site/kit/list-data.js';
import { pageData } from '#site/kit/page-data.js';

export const CERTS_PAGE_SIZE = 10;
export const certsQuery = (from: string | URLSearchParams) => ({ page: pageOf(from), size: CERTS_PAGE_SIZE });

export default pageData((_: unknown, search) => [myCerts(certsQuery(search))]);
