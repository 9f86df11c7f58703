import { paperList } from '#core/exam/index.js';
import { pageData } from '#site/kit/page-data.js';
import { examListQuery } from '../address.js';

export default pageData((_: unknown, search) => [paperList(examListQuery(search))]);
