import { questionDetail } from '#core/wenda/index.js';
import { pageData } from '#site/kit/page-data.js';

export default pageData(({ courseId }: { courseId: number }) => [questionDetail(courseId)]);
