import type { Hono } from 'hono';
import type { ServerContext } from '#server/context.js';
import { requireAuth, type AppEnv } from '#server/http/auth.js';
import { rowKind } from '../shared/deps.js';
import { buyFromPath } from '../shared/purchase.js';
import { bookThumb, findBook, grantBook, userBoughtBook } from './data.js';

/** `BOOK`: the goods type the public client's order list shows with a book-shaped cover. */
export const BOOK_GOODS = rowKind('BOOK', '电子书', {
  find: findBook,
  shows: (ctx, book) => ({ name: book.name, thumb: bookThumb(ctx, book) }),
  owned: userBoughtBook,
  deliver: grantBook,
});

export function booksPurchaseRoutes(app: Hono<AppEnv>, ctx: ServerContext) {
  app.post('/addons/MeeduBooks/api/v1/book/:id/buy', requireAuth(ctx), buyFromPath(ctx, BOOK_GOODS));
}
