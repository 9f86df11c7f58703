/** Keys and reads of e-books (MeeduBooks): list, detail, the reader and both comment lists. */
import type { SizeQuery } from '../client/index.js';
import type { AddonCommentInput } from '../comments/index.js';
import { defineQuery, STALE, defineMutation } from '../client/index.js';
import {
  getBooks,
  getBook,
  readBookArticle,
  getBookComments,
  getBookArticleComments,
  postBookComment,
  postBookArticleComment,
} from './api.js';

export type BooksQuery = SizeQuery & { scene?: string; cid?: number };

export const bookList = /* @__PURE__ */ defineQuery('book:list', (query: BooksQuery) => getBooks(query));

/** `is_buy` is the member's: it changes when they buy, so it is kept as briefly as their own data. */
export const bookDetail = /* @__PURE__ */ defineQuery('book:detail', (id: number) => getBook(id), STALE.member);

/** One article in the reader (id = article id); `can_see` false leaves its text out. */
export const bookArticle = /* @__PURE__ */ defineQuery(
  'book:read',
  (articleId: number) => readBookArticle(articleId),
  STALE.member,
);

/** The whole book's comments, newest first (the reader and the detail page show them). */
export const bookComments = /* @__PURE__ */ defineQuery('book:comments', (id: number) =>
  getBookComments(id, { page: 1, size: 50 }),
);

/** One thread level of an article's comments: `parent` 0 = the top level. */
export const bookArticleComments = /* @__PURE__ */ defineQuery(
  'book:article-comments',
  ({ articleId, parent }: { articleId: number; parent: number }) =>
    getBookArticleComments(articleId, { page: 1, page_size: 50, parent_id: parent }),
);

export const commentOnBook = (id: number) =>
  defineMutation(async (input: AddonCommentInput, { revalidate }) => {
    await postBookComment(id, input.content);
    revalidate(bookComments.key(id));
    return true;
  });

export const commentOnArticle = (articleId: number) =>
  defineMutation(async (input: AddonCommentInput, { revalidate }) => {
    const made = await postBookArticleComment(articleId, input);
    // The thread it went into, and the top level whose reply count changed.
    revalidate(bookArticleComments.key({ articleId, parent: 0 }));
    if (input.parent_id) revalidate(bookArticleComments.key({ articleId, parent: input.parent_id }));
    return made;
  });
