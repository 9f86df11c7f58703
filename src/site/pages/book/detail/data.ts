import { bookComments, bookDetail } from '#core/book/index.js';
import { pageData } from '#site/kit/page-data.js';

export default pageData(({ courseId }: { courseId: number }) => [bookDetail(courseId), bookComments(courseId)]);
