/** Keys, reads and writes of the course catalogue. Marked pure so a bundle keeps only the queries it reads (the embed's course list takes one). */
import { STALE, defineQuery, defineMutation } from '../client/index.js';
import { getCourseCategories, getCourses, getCourseDetail, toggleCourseLike } from './api.js';
import type { CoursesQuery } from './types.js';

// A plain name, not a property read, in the definitions below: a bundle that uses none of them
// can then drop them whole (their arguments are free of side effects).
const STATIC = STALE.static;

export const courseCategories = /* @__PURE__ */ defineQuery('course:categories', () => getCourseCategories(), STATIC);

export const courseList = /* @__PURE__ */ defineQuery('course:list', (query: CoursesQuery) => getCourses(query));

export const courseDetail = /* @__PURE__ */ defineQuery('course:detail', (id: number) => getCourseDetail(id));

/** Favourite on or off; resolves whether the course is now a favourite. */
export const favouriteCourse = (id: number) =>
  defineMutation(async (_: void, { invalidate }) => {
    const liked = await toggleCourseLike(id);
    invalidate(courseDetail.key(id));
    return liked;
  });
