/** The member's course lists. Marked pure. */
import { defineQuery, type SizeQuery, STALE } from '../client/index.js';
import { getMemberCourses, getMemberLikedCourses } from './member-api.js';

/** The member's bought courses with progress (P2, `page` + `size`). */
export const memberCourses = /* @__PURE__ */ defineQuery(
  'member:courses',
  (query: SizeQuery) => getMemberCourses(query),
  STALE.member,
);

/** The member's favourite courses with progress (P2, `page` + `size`). */
export const memberLikedCourses = /* @__PURE__ */ defineQuery(
  'member:courses-like',
  (query: SizeQuery) => getMemberLikedCourses(query),
  STALE.member,
);
