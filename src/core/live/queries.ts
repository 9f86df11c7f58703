/**
 * Keys and reads of live courses (Zhibo): the list with its categories, a course, its comments,
 * a session's play data and its courseware. Marked pure so a bundle keeps only what it reads.
 */
import { defineQuery, STALE, defineMutation } from '../client/index.js';
import type { SizeQuery } from '../client/index.js';
import {
  getLiveCourses,
  getLiveCourse,
  getLiveComments,
  getLivePlay,
  getLiveAttachments,
  postLiveComment,
} from './api.js';
import { normaliseAddonComments, commentListFromV2, type CommentInput } from '../comments/index.js';

/** Comments shown on a course page: the newest, one request. */
export const LIVE_COMMENTS_SIZE = 100;

export const liveCourses = /* @__PURE__ */ defineQuery('live:list', (query: SizeQuery & { cid?: number }) =>
  getLiveCourses(query),
);

export const liveCourse = /* @__PURE__ */ defineQuery('live:detail', (id: number) => getLiveCourse(id));

/** In the course pages' comment shape (a plain list; the addon sets no length rule). */
export const liveComments = /* @__PURE__ */ defineQuery('live:comments', (id: number) =>
  getLiveComments(id, { page: 1, size: LIVE_COMMENTS_SIZE }).then((raw) => ({
    ...commentListFromV2(normaliseAddonComments(raw)),
    minLength: 0,
  })),
);

/** A session's state changes with the clock (countdown, live, ended): short-lived. */
export const livePlay = /* @__PURE__ */ defineQuery(
  'live:play',
  (videoId: number) => getLivePlay(videoId),
  STALE.member,
);

export const liveAttachments = /* @__PURE__ */ defineQuery(
  'live:attach',
  ({ courseId, videoId }: { courseId: number; videoId: number }) =>
    getLiveAttachments(courseId, videoId, { page: 1, size: 100 }),
  STALE.member,
);

export const commentOnLive = (id: number) =>
  defineMutation(async ({ content }: CommentInput, { invalidate }) => {
    await postLiveComment(id, content);
    invalidate(liveComments.key(id));
    return true;
  });
