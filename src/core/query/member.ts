/**
 * Keys, reads and writes of the member's own data. Marked pure so a bundle keeps only what it
 * uses.
 */
import { getMemberCourses, getMemberLikedCourses, queryFaceVerify, startFaceVerify } from '../api/member.js';
import type { SizeQuery } from '../api/types.js';
import { defineMutation, defineQuery, STALE } from './index.js';

/** The provider's answer for one verification (the address it returned to carries both ids). */
export const faceResult = /* @__PURE__ */ defineQuery(
  'member:face',
  (ids: { biz_token: string; rule_id: string }) => queryFaceVerify(ids),
  STALE.member,
);

/** Starts a verification; resolves the provider's address to leave for. */
export const startFaceCheck = /* @__PURE__ */ defineMutation(async (back: string) => (await startFaceVerify(back)).url);

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
