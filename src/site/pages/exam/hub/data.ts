import { examStats } from '../../../../core/query/exam.js';
import { pageData } from '../../../kit/page-data.js';

export default pageData(() => [examStats()]);
