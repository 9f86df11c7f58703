import { liveComments, liveCourse } from '#core/live/index.js';
import { oneOf } from '#core/url-state/index.js';
import { pageData } from '#site/kit/page-data.js';

/** The open tab of a live course page (`?tab=`); 直播详情 is the default. */
export const LIVE_TABS = ['intro', 'schedule', 'comments'] as const;
export const liveTabSchema = { tab: oneOf(LIVE_TABS) };

export default pageData(({ courseId }: { courseId: number }) => [liveCourse(courseId), liveComments(courseId)]);
