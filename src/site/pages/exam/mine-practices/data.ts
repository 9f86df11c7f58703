import { joinedPractices } from '#core/exam/index.js';
import { pageData } from '#site/kit/page-data.js';
import { memberExamPage } from '../address.js';

export default pageData((_: unknown, search) => [joinedPractices(memberExamPage(search))]);
