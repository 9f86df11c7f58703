import { learnPathDetail } from '#core/learn-path/index.js';
import { pageData } from '#site/kit/page-data.js';

export default pageData(({ courseId }: { courseId: number }) => [learnPathDetail(courseId)]);
