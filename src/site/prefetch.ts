/**
 * The routes' data prefetches. Loaded with the route's own code (the route table imports this
 * module lazily), so the query layer stays out of the first script every page pays for.
 */
import {
  announcementDetail,
  announcementList,
  courseCategories,
  courseComments,
  courseDetail,
  courseList,
  homeBlocks,
  homeSliders,
  latestAnnouncement,
} from '../core/query/content.js';
import { prefetch } from '../core/query/index.js';
import { liveComments, liveCourse, liveCourses, livePlay } from '../core/query/live.js';
import { coursesQuery, resolveOptions } from '../widgets/course-list/options.js';
import { COURSES_PAGE_SIZE, announcementsQuery, coursesFilter, liveQuery } from './url-schemas.js';

export const home = () => prefetch(homeSliders(), homeBlocks(), latestAnnouncement());

export function courses(search: URLSearchParams) {
  const f = coursesFilter(search);
  const options = resolveOptions({
    categoryId: f.category_id,
    scene: f.scene,
    page: f.page,
    pageSize: COURSES_PAGE_SIZE,
  });
  prefetch(courseCategories(), courseList(coursesQuery(options, f.page)));
}

export const course = (courseId: number) => prefetch(courseDetail(courseId), courseComments(courseId));

export const announcements = (search: URLSearchParams) => prefetch(announcementList(announcementsQuery(search)));

export const announcement = (id: number) => prefetch(announcementDetail(id));

export const live = (search: URLSearchParams) => prefetch(liveCourses(liveQuery(search)));
export const liveCourseDetail = (id: number) => prefetch(liveCourse(id), liveComments(id));
export const liveVideo = (videoId: number) => prefetch(livePlay(videoId));
