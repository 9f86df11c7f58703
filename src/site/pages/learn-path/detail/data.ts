import { learnPathDetail } from '../../../../core/query/learn-paths.js';
import { pageData } from '../../../kit/page-data.js';

export default pageData(({ courseId }: { courseId: number }) => [learnPathDetail(courseId)]);
