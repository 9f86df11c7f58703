import type { ServerModule } from '../../module.js';
import { sellable } from '../shared/deps.js';
import { BOOK_GOODS, booksPurchaseRoutes } from './purchase.js';
import { renderBookBlock, searchBooks } from './blocks.js';
import { booksRoutes } from './routes.js';
import { BOOKS_SCHEMA } from './schema.js';
import { seedBooks } from './seed.js';

export const booksModule: ServerModule = {
  name: 'addon-books',
  schema: BOOKS_SCHEMA,
  seed: seedBooks,
  routes(app, ctx) {
    booksPurchaseRoutes(app, ctx);
    booksRoutes(app, ctx);
  },
  viewBlocks: { 'pc-book-v1': renderBookBlock, 'h5-book-v1': renderBookBlock },
  goods: sellable(BOOK_GOODS),
  searchables: { book: searchBooks },
};
