import { courseDetail } from '../../../../core/query/content.js';
import { comments } from '../../../../core/query/comments.js';
import { pageData } from '../../../kit/page-data.js';

export default pageData(({ courseId }: { courseId: number }) => [
  courseDetail(courseId),
  comments({ kind: 'course', id: courseId }),
]);
