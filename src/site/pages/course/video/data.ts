import { courseDetail, prefetchPlayUrls, videoDetail } from '#core/course/index.js';
import { comments } from '#core/comments/index.js';
import { prefetch } from '#core/client/index.js';
import type { PageData } from '#site/route-def.js';

/**
 * The lesson and its play address together; its course's detail and comments as soon as the
 * lesson names the course.
 */
export default {
  prefetch({ courseId: videoId }) {
    prefetchPlayUrls(videoId);
    void videoDetail(videoId)
      .fetch()
      .then((answer) => {
        if ('data' in answer && answer.data)
          prefetch(
            courseDetail(answer.data.course.id),
            comments({ kind: 'video', id: videoId, courseId: answer.data.course.id }),
          );
      });
  },
} satisfies PageData<{ courseId: number }>;
