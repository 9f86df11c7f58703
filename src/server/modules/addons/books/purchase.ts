import type { Hono } from 'hono';
import type { ServerContext } from '../../../context.js';
import { requireAuth, type AppEnv } from '../../../http/auth.js';
import type { SellableKind } from '../shared/deps.js';
import { buyFromPath } from '../shared/purchase.js';
import { bookThumb, findBook, grantBook, userBoughtBook } from './data.js';

/** `BOOK`: the goods type the public client's order list shows with a book-shaped cover. */
export const BOOK_GOODS: SellableKind = {
  type: 'BOOK',
  find(ctx, id) {
    const book = findBook(ctx, id);
    return book && { name: book.name, thumb: bookThumb(ctx, book), charge: book.charge };
  },
  owned: (ctx, userId, id) => userBoughtBook(ctx, userId, id),
  deliver: (ctx, userId, id, charge) => grantBook(ctx, userId, id, charge),
  missing: '电子书不存在',
  free: '当前电子书无法购买',
};

export function booksPurchaseRoutes(app: Hono<AppEnv>, ctx: ServerContext) {
  app.post('/addons/MeeduBooks/api/v1/book/:id/buy', requireAuth(ctx), buyFromPath(ctx, BOOK_GOODS));
}
