/** Keys and reads of the course catalogue, announcements, the home page and search. */
import {
  getAnnouncement,
  getAnnouncements,
  getCourseCategories,
  getCourseComments,
  getCourseDetail,
  getCourses,
  getLatestAnnouncement,
  getPageBlocks,
  getSliders,
  search,
  type SearchQuery,
} from '../api/content.js';
import type { CoursesQuery, SizeQuery } from '../api/types.js';
import { defineQuery, STALE } from './index.js';

export const courseCategories = defineQuery('course:categories', () => getCourseCategories(), STALE.static);
export const courseList = defineQuery('course:list', (query: CoursesQuery) => getCourses(query));
export const courseDetail = defineQuery('course:detail', (id: number) => getCourseDetail(id));
export const courseComments = defineQuery('course:comments', (id: number) => getCourseComments(id));

export const announcementList = defineQuery('announcement:list', (query: SizeQuery) => getAnnouncements(query));
export const announcementDetail = defineQuery('announcement:detail', (id: number) => getAnnouncement(id));
export const latestAnnouncement = defineQuery('announcement:latest', () => getLatestAnnouncement());

export const homeSliders = defineQuery('home:sliders', () => getSliders(), STALE.static);
export const homeBlocks = defineQuery('home:blocks', () => getPageBlocks());

export const searchResults = defineQuery('search:', (query: SearchQuery) => search(query));
