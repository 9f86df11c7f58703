import { topicComments, topicDetail } from '#core/topic/index.js';
import { pageData } from '#site/kit/page-data.js';

export default pageData(({ courseId: id }: { courseId: number }) => [
  topicDetail(id),
  topicComments({ topicId: id, parent: 0 }),
]);
