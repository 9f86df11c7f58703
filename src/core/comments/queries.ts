/**
 * Keys and reads of course and lesson comments, apart from the catalogue's queries so that only
 * the pages showing comments carry them.
 */
import { defineQuery, defineMutation } from '../client/index.js';
import { type CommentTarget, getComments, getAllComments, getReplies, type CommentInput, postComment } from './api.js';

/** The newest comments of a course or a lesson (docs/site-pages.md, comments). */
export const comments = /* @__PURE__ */ defineQuery('comment:list', (target: CommentTarget) => getComments(target));

/** Every top-level comment (查看全部N条评论; threaded servers). */
export const allComments = /* @__PURE__ */ defineQuery('comment:all', (target: CommentTarget) =>
  getAllComments(target),
);

/** Every reply of one thread (查看全部N条回复). */
export const commentReplies = /* @__PURE__ */ defineQuery(
  'comment:replies',
  ({ target, parentId }: { target: CommentTarget; parentId: string }) => getReplies(target, parentId),
);

/**
 * Posts a comment or a reply; every comment list and thread is read again (the new one shows)
 * while what is on screen stays, so a thread opened with 查看全部N条回复 stays open.
 */
export const commentOn = (target: CommentTarget) =>
  defineMutation(async (input: CommentInput, { revalidate }) => {
    await postComment(target, input);
    revalidate('comment:');
    return true;
  });
