import { catalogueQueries } from '../../../kit/list-data.js';
import { pageData } from '../../../kit/page-data.js';

export default pageData((_: unknown, search) => catalogueQueries('topic', search));
