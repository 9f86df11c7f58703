/**
 * Keys, reads and writes of the member's own data. Marked pure so a bundle keeps only what it
 * uses.
 */
import { queryFaceVerify, startFaceVerify } from '../api/member.js';
import { defineMutation, defineQuery, STALE } from './index.js';

/** The provider's answer for one verification (the address it returned to carries both ids). */
export const faceResult = /* @__PURE__ */ defineQuery(
  'member:face',
  (ids: { biz_token: string; rule_id: string }) => queryFaceVerify(ids),
  STALE.member,
);

/** Starts a verification; resolves the provider's address to leave for. */
export const startFaceCheck = /* @__PURE__ */ defineMutation(async (back: string) => (await startFaceVerify(back)).url);
