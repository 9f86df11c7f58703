import { questionDetail } from '../../../../core/query/wenda.js';
import { pageData } from '../../../kit/page-data.js';

export default pageData(({ courseId }: { courseId: number }) => [questionDetail(courseId)]);
