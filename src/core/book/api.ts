/** The MeeduBooks addon (e-books). Lists answer `{data: {data, total}}`, paged with `page` + `size`. */
import type { AddonCategory, SizeQuery, AddonPage } from '../client/index.js';
import type { BookItem, BookDetail, BookRead } from './types.js';
import type { CreatedOrder } from '../order/index.js';
import type { AddonComments, AddonCommentInput } from '../comments/index.js';
import { get, post } from '../client/index.js';

type WithCategories = { categories: AddonCategory[] };

// MeeduBooks
const BOOKS = '/addons/MeeduBooks/api';

export const getBooks = (q?: SizeQuery & { scene?: string; cid?: number }) =>
  get<AddonPage<BookItem, WithCategories>>(`${BOOKS}/v1/books`, { scene: 'default', ...q });

export const getBook = (id: number) => get<BookDetail>(`${BOOKS}/v1/book/${id}`);

export const readBookArticle = (articleId: number) => get<BookRead>(`${BOOKS}/v1/book/${articleId}/read`);

/** The order for a book (the public checkout sends `goods_id` beside the path's id). */
export const createBookOrder = (id: number, input: { promo_code?: string }) =>
  post<CreatedOrder>(`${BOOKS}/v1/book/${id}/buy`, { goods_id: id, ...input });

export const getBookComments = (id: number, q?: SizeQuery) => get<AddonComments>(`${BOOKS}/v1/book/${id}/comments`, q);

// Comment posts are quiet: the comment form tells a refusal beside the field, the one place it shows.
/** `无权限` unless the member owns the book. */
export const postBookComment = (id: number, content: string) =>
  post<[]>(`${BOOKS}/v1/book/${id}/comment`, { content }, true);

/** A reply names its thread (`parent_id`) and the answered comment (`reply_id`). */
export const postBookArticleComment = (articleId: number, input: AddonCommentInput) =>
  post<{ id: number; comment_id: number }>(
    `${BOOKS}/v1/book/article/${articleId}/comment`,
    { content: input.content, parent_id: input.parent_id, reply_id: input.reply_id },
    true,
  );

/** One thread level of an article: `parent_id` 0 (or absent) = top level. */
export const getBookArticleComments = (
  articleId: number,
  q?: { page?: number; page_size?: number; parent_id?: number },
) => get<AddonComments>(`${BOOKS}/v2/book/article/${articleId}/comments`, q);
