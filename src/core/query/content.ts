/**
 * Keys and reads of the course catalogue, announcements, the home page and search. Marked pure so
 * a bundle keeps only the queries it reads (the embed's course list takes one).
 */
import {
  toggleCourseLike,
  getAnnouncement,
  getAnnouncements,
  getCourseCategories,
  getCourseDetail,
  getCourses,
  getLatestAnnouncement,
  getRoles,
  search,
  type SearchQuery,
} from '../api/content.js';
import type { CoursesQuery, SizeQuery } from '../api/types.js';
import { getHomeBlocks, getHomeSliders } from '../api/home.js';
import { defineMutation, defineQuery, STALE } from './index.js';

// A plain name, not a property read, in the definitions below: a bundle that uses none of them
// can then drop them whole (their arguments are free of side effects).
const STATIC = STALE.static;

export const courseCategories = /* @__PURE__ */ defineQuery('course:categories', () => getCourseCategories(), STATIC);
export const courseList = /* @__PURE__ */ defineQuery('course:list', (query: CoursesQuery) => getCourses(query));
export const courseDetail = /* @__PURE__ */ defineQuery('course:detail', (id: number) => getCourseDetail(id));

export const announcementList = /* @__PURE__ */ defineQuery('announcement:list', (query: SizeQuery) =>
  getAnnouncements(query),
);
export const announcementDetail = /* @__PURE__ */ defineQuery('announcement:detail', (id: number) =>
  getAnnouncement(id),
);
export const latestAnnouncement = /* @__PURE__ */ defineQuery('announcement:latest', () => getLatestAnnouncement());

/** Slides above the blocks ([] where the server's slides are blocks themselves). */
export const homeSliders = /* @__PURE__ */ defineQuery('home:sliders', () => getHomeSliders(), STATIC);
/** The home page's blocks, from whichever source the server has. */
export const homeBlocks = /* @__PURE__ */ defineQuery('home:blocks', () => getHomeBlocks());

/** VIP plans (contract section 6, roles). */
export const vipRoles = /* @__PURE__ */ defineQuery('vip:roles', () => getRoles(), STATIC);

export const searchResults = /* @__PURE__ */ defineQuery('search:', (query: SearchQuery) => search(query));

/** Favourite on or off; resolves whether the course is now a favourite. */
export const favouriteCourse = (id: number) =>
  defineMutation(async (_: void, { invalidate }) => {
    const liked = await toggleCourseLike(id);
    invalidate(courseDetail.key(id));
    return liked;
  });
