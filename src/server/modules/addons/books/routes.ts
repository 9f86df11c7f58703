import type { Hono } from 'hono';
import type { ServerContext } from '#server/context.js';
import { currentUserId, optionalAuth, requireAuth, type AppEnv } from '#server/http/auth.js';
import { ok, ServiceError } from '#server/http/envelope.js';
import { readInput } from '#server/http/input.js';
import { simplePage } from '#server/http/paginate.js';
import { cataloguePage, recommendedRows, type Catalogue } from '../shared/catalogue.js';
import { topCategories } from '../shared/categories.js';
import { addComment, pageComments, readCommentPost, threadParam } from '../shared/comments.js';
import { anyPaging, groupBy, needId, phpMap, sizePaging } from '../shared/http.js';
import { iso } from '../shared/time.js';
import { memberPage } from '#server/db/member-page.js';
import {
  articleBrief,
  bookArticles,
  bookChapters,
  bookIsBuy,
  bookListItems,
  booksById,
  findBook,
  type ArticleRow,
  type BookRow,
} from './data.js';

const V1 = '/addons/MeeduBooks/api/v1';
const V2 = '/addons/MeeduBooks/api/v2';

/** List orderings by `scene`; anything unknown falls back to the newest first. */
const CATALOGUE: Catalogue = {
  table: 'books',
  scope: 'book',
  scenes: {
    default: 'published_at DESC, id DESC',
    hot: 'view_times DESC, id DESC',
    sub: '(SELECT COUNT(*) FROM book_users bu WHERE bu.book_id = books.id) DESC, id DESC',
    free: 'published_at DESC, id DESC',
  },
};

function mustBook(ctx: ServerContext, id: number): BookRow {
  const book = findBook(ctx, id);
  if (!book) throw new ServiceError('电子书不存在');
  return book;
}

function mustArticle(ctx: ServerContext, id: number): { article: ArticleRow; book: BookRow } {
  const article = ctx.db
    .prepare('SELECT * FROM book_articles WHERE id = ? AND published_at <= ?')
    .get(id, ctx.options.now()) as ArticleRow | undefined;
  const book = article ? findBook(ctx, article.book_id) : undefined;
  if (!article || !book) throw new ServiceError('文章不存在');
  return { article, book };
}

function bookDetail(ctx: ServerContext, book: BookRow) {
  const [item] = bookListItems(ctx, [book]);
  return { ...item, render_desc: book.render_desc };
}

/** The items of a member's book list: each named by its book, with the row's own fields and the book (`[]` when gone). */
function bookItems<R extends { book_id: number }>(
  ctx: ServerContext,
  userId: number,
  rows: R[],
  fields: (r: R) => Record<string, unknown>,
) {
  const books = booksById(
    ctx,
    rows.map((r) => r.book_id),
  );
  return rows.map((r) => ({
    id: r.book_id,
    book_id: r.book_id,
    user_id: userId,
    ...fields(r),
    book: books.get(r.book_id) ?? [],
  }));
}

export function booksRoutes(app: Hono<AppEnv>, ctx: ServerContext) {
  const db = ctx.db;

  app.get(`${V1}/books`, async (c) => {
    const { rows, total } = cataloguePage<BookRow>(ctx, CATALOGUE, await readInput(c));
    return ok(c, { data: simplePage(bookListItems(ctx, rows), total), categories: topCategories(ctx, 'book') });
  });

  app.get(`${V1}/config/pcListPageRec`, (c) => ok(c, bookListItems(ctx, recommendedRows<BookRow>(ctx, CATALOGUE))));

  app.get(`${V1}/book/:id`, optionalAuth(ctx), (c) => {
    const book = mustBook(ctx, needId(c));
    const articles = bookArticles(ctx, book.id);
    return ok(c, {
      book: bookDetail(ctx, book),
      chapters: bookChapters(ctx, book.id),
      articles: phpMap(groupBy(articles.map(articleBrief), (a) => a.chapter_id)),
      is_buy: bookIsBuy(ctx, c.get('userId'), book),
    });
  });

  // {id} is the article id: the reader opens one article at a time.
  app.get(`${V1}/book/:id/read`, requireAuth(ctx), (c) => {
    const userId = currentUserId(c);
    const { article, book } = mustArticle(ctx, needId(c));
    const canSee = article.charge === 0 || bookIsBuy(ctx, userId, book);
    const articles = bookArticles(ctx, book.id);
    const at = articles.findIndex((a) => a.id === article.id);
    if (canSee) {
      const now = ctx.options.now();
      db.prepare('UPDATE book_articles SET view_times = view_times + 1 WHERE id = ?').run(article.id);
      db.prepare('UPDATE books SET view_times = view_times + 1 WHERE id = ?').run(book.id);
      db.prepare(
        `INSERT INTO book_view_records (user_id, book_id, article_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (user_id, book_id) DO UPDATE SET article_id = excluded.article_id, updated_at = excluded.updated_at`,
      ).run(userId, book.id, article.id, now, now);
    }
    return ok(c, {
      article: { ...articleBrief(article), render_content: canSee ? article.render_content : '' },
      book: bookDetail(ctx, book),
      chapters: bookChapters(ctx, book.id),
      articles: phpMap(groupBy(articles.map(articleBrief), (a) => a.chapter_id)),
      can_see: canSee,
      prev_id: at > 0 ? articles[at - 1].id : 0,
      next_id: at >= 0 && at < articles.length - 1 ? articles[at + 1].id : 0,
    });
  });

  app.get(`${V1}/book/:id/comments`, async (c) => {
    const book = mustBook(ctx, needId(c));
    return ok(c, pageComments(ctx, 'book', book.id, null, anyPaging(await readInput(c), 10)));
  });

  app.post(`${V1}/book/:id/comment`, requireAuth(ctx), async (c) => {
    const book = mustBook(ctx, needId(c));
    const post = readCommentPost(await readInput(c));
    const userId = currentUserId(c);
    if (!bookIsBuy(ctx, userId, book)) throw new ServiceError('无权限');
    addComment(ctx, 'book', book.id, userId, post);
    return ok(c);
  });

  app.post(`${V1}/book/article/:id/comment`, requireAuth(ctx), async (c) => {
    const { article, book } = mustArticle(ctx, needId(c));
    const input = await readInput(c);
    const post = readCommentPost(input);
    const userId = currentUserId(c);
    if (article.charge !== 0 && !bookIsBuy(ctx, userId, book)) throw new ServiceError('无权限');
    const id = addComment(ctx, 'book_article', article.id, userId, post);
    return ok(c, { id, comment_id: id });
  });

  app.get(`${V2}/book/article/:id/comments`, async (c) => {
    const { article } = mustArticle(ctx, needId(c));
    const input = await readInput(c);
    return ok(c, pageComments(ctx, 'book_article', article.id, threadParam(input), anyPaging(input, 10)));
  });

  app.get(`${V2}/member/books`, requireAuth(ctx), async (c) => {
    const userId = currentUserId(c);
    const { rows, total } = memberPage<{
      book_id: number;
      charge: number;
      created_at: number;
      article_id: number | null;
      viewed_at: number | null;
    }>(
      db,
      userId,
      sizePaging(await readInput(c), 10),
      'book_users',
      `SELECT bu.book_id, bu.charge, bu.created_at, v.article_id, v.updated_at AS viewed_at
       FROM book_users bu LEFT JOIN book_view_records v ON v.user_id = bu.user_id AND v.book_id = bu.book_id
       WHERE bu.user_id = ? ORDER BY bu.created_at DESC`,
    );
    return ok(
      c,
      simplePage(
        bookItems(ctx, userId, rows, (r) => ({
          charge: r.charge,
          created_at: iso(r.created_at),
          last_view: r.article_id ? { article_id: r.article_id, updated_at: iso(r.viewed_at) } : [],
        })),
        total,
      ),
    );
  });

  app.get(`${V2}/member/book/view`, requireAuth(ctx), async (c) => {
    const userId = currentUserId(c);
    const { rows, total } = memberPage<{
      book_id: number;
      article_id: number;
      created_at: number;
      updated_at: number;
      is_subscribe: number;
    }>(
      db,
      userId,
      sizePaging(await readInput(c), 10),
      'book_view_records',
      `SELECT v.book_id, v.article_id, v.created_at, v.updated_at,
              EXISTS (SELECT 1 FROM book_users bu WHERE bu.user_id = v.user_id AND bu.book_id = v.book_id) AS is_subscribe
       FROM book_view_records v WHERE v.user_id = ? ORDER BY v.updated_at DESC`,
    );
    return ok(
      c,
      simplePage(
        bookItems(ctx, userId, rows, (r) => ({
          article_id: r.article_id,
          is_subscribe: r.is_subscribe,
          created_at: iso(r.updated_at),
        })),
        total,
      ),
    );
  });
}
