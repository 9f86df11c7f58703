import { courseDetail } from '#core/course/index.js';
import { comments } from '#core/comments/index.js';
import { pageData } from '#site/kit/page-data.js';

export default pageData(({ courseId }: { courseId: number }) => [
  courseDetail(courseId),
  comments({ kind: 'course', id: courseId }),
]);
