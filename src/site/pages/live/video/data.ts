import { livePlay } from '#core/live/index.js';
import { pageData } from '#site/kit/page-data.js';

export default pageData(({ courseId: videoId }: { courseId: number }) => [livePlay(videoId)]);
