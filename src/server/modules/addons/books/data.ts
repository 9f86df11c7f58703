import type { ServerContext } from '#server/context.js';
import { coverUrl } from '../../media/index.js';
import { canSee } from '../shared/access.js';
import { categoryBrief } from '../shared/categories.js';
import { countsById } from '../shared/counts.js';
import { placeholders } from '../shared/http.js';
import { raw } from '../shared/time.js';

export interface BookRow {
  id: number;
  category_id: number;
  name: string;
  short_desc: string;
  render_desc: string;
  charge: number;
  is_vip_free: number;
  is_show: number;
  is_rec: number;
  view_times: number;
  published_at: number;
  created_at: number;
}

export interface ArticleRow {
  id: number;
  book_id: number;
  chapter_id: number;
  title: string;
  render_content: string;
  charge: number;
  sort: number;
  view_times: number;
  published_at: number;
}

export const bookThumb = (ctx: ServerContext, b: { id: number; name: string }) => coverUrl(ctx, `book-${b.id}`, b.name);

export function findBook(ctx: ServerContext, id: number): BookRow | undefined {
  return ctx.db
    .prepare('SELECT * FROM books WHERE id = ? AND is_show = 1 AND published_at <= ?')
    .get(id, ctx.options.now()) as BookRow | undefined;
}

export function userBoughtBook(ctx: ServerContext, userId: number | null, bookId: number): boolean {
  if (userId === null) return false;
  return !!ctx.db.prepare('SELECT 1 FROM book_users WHERE user_id = ? AND book_id = ?').get(userId, bookId);
}

export const bookIsBuy = (ctx: ServerContext, userId: number | null, book: BookRow) =>
  canSee(ctx, userId, book, userBoughtBook(ctx, userId, book.id));

/** Articles in reading order: chapter order first, then the article's own order. */
export function bookArticles(ctx: ServerContext, bookId: number): ArticleRow[] {
  return ctx.db
    .prepare(
      `SELECT a.* FROM book_articles a LEFT JOIN book_chapters ch ON ch.id = a.chapter_id
       WHERE a.book_id = ? AND a.published_at <= ?
       ORDER BY COALESCE(ch.sort, 0), a.chapter_id, a.sort, a.id`,
    )
    .all(bookId, ctx.options.now()) as ArticleRow[];
}

export function bookChapters(ctx: ServerContext, bookId: number) {
  return ctx.db.prepare('SELECT id, name, sort FROM book_chapters WHERE book_id = ? ORDER BY sort, id').all(bookId) as {
    id: number;
    name: string;
    sort: number;
  }[];
}

export const articleBrief = (a: ArticleRow) => ({
  id: a.id,
  book_id: a.book_id,
  chapter_id: a.chapter_id,
  title: a.title,
  charge: a.charge,
  view_times: a.view_times,
  published_at: raw(a.published_at),
});

/** The list-item form of a book (list pages, home blocks, member lists). */
export function bookListItems(ctx: ServerContext, rows: BookRow[]) {
  const ids = rows.map((r) => r.id);
  const counts = countsById(
    ctx,
    'SELECT book_id AS id, COUNT(*) AS n FROM book_users WHERE book_id IN (?) GROUP BY book_id',
    ids,
  );
  return rows.map((b) => ({
    id: b.id,
    name: b.name,
    thumb: bookThumb(ctx, b),
    charge: b.charge,
    is_vip_free: b.is_vip_free,
    short_desc: b.short_desc,
    user_count: counts.get(b.id) ?? 0,
    view_times: b.view_times,
    category_id: b.category_id,
    category: categoryBrief(ctx, b.category_id),
    published_at: raw(b.published_at),
  }));
}

export function booksById(ctx: ServerContext, ids: number[]) {
  if (!ids.length) return new Map<number, ReturnType<typeof bookListItems>[number]>();
  const rows = ctx.db.prepare(`SELECT * FROM books WHERE id IN (${placeholders(ids.length)})`).all(...ids) as BookRow[];
  return new Map(bookListItems(ctx, rows).map((r) => [r.id, r]));
}

/** Gives a member a book (bought, exchanged or redeemed); repeating it changes nothing. */
export function grantBook(ctx: ServerContext, userId: number, bookId: number, charge: number): void {
  ctx.db
    .prepare('INSERT OR IGNORE INTO book_users (user_id, book_id, charge, created_at) VALUES (?, ?, ?, ?)')
    .run(userId, bookId, charge, ctx.options.now());
}
