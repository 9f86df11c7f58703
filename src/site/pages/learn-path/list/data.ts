import { catalogueQueries } from '#site/kit/list-data.js';
import { pageData } from '#site/kit/page-data.js';

export default pageData((_: unknown, search) => catalogueQueries('learnPath', search));
