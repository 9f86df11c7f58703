import { myCerts } from '../../../../core/member/index.js';
import { pageOf } from '../../../kit/list-data.js';
import { pageData } from '../../../kit/page-data.js';

export const CERTS_PAGE_SIZE = 10;
export const certsQuery = (from: string | URLSearchParams) => ({ page: pageOf(from), size: CERTS_PAGE_SIZE });

export default pageData((_: unknown, search) => [myCerts(certsQuery(search))]);
