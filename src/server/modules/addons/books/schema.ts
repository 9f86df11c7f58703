/** E-books: books split into chapters of articles; an article with charge 0 is a free sample. */
export const BOOKS_SCHEMA = [
  `CREATE TABLE IF NOT EXISTS books (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     category_id INTEGER NOT NULL DEFAULT 0,
     name TEXT NOT NULL,
     short_desc TEXT NOT NULL DEFAULT '',
     render_desc TEXT NOT NULL DEFAULT '',
     charge INTEGER NOT NULL DEFAULT 0,
     is_vip_free INTEGER NOT NULL DEFAULT 0,
     is_show INTEGER NOT NULL DEFAULT 1,
     is_rec INTEGER NOT NULL DEFAULT 0,
     view_times INTEGER NOT NULL DEFAULT 0,
     published_at INTEGER NOT NULL,
     created_at INTEGER NOT NULL
   )`,
  `CREATE TABLE IF NOT EXISTS book_chapters (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     book_id INTEGER NOT NULL REFERENCES books(id),
     name TEXT NOT NULL,
     sort INTEGER NOT NULL DEFAULT 0
   )`,
  `CREATE TABLE IF NOT EXISTS book_articles (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     book_id INTEGER NOT NULL REFERENCES books(id),
     chapter_id INTEGER NOT NULL DEFAULT 0,
     title TEXT NOT NULL,
     render_content TEXT NOT NULL DEFAULT '',
     charge INTEGER NOT NULL DEFAULT 1,
     sort INTEGER NOT NULL DEFAULT 0,
     view_times INTEGER NOT NULL DEFAULT 0,
     published_at INTEGER NOT NULL
   )`,
  `CREATE TABLE IF NOT EXISTS book_users (
     user_id INTEGER NOT NULL REFERENCES users(id),
     book_id INTEGER NOT NULL REFERENCES books(id),
     charge INTEGER NOT NULL DEFAULT 0,
     created_at INTEGER NOT NULL,
     PRIMARY KEY (user_id, book_id)
   )`,
  // the member's last read article per book (the study centre's "reading" list)
  `CREATE TABLE IF NOT EXISTS book_view_records (
     user_id INTEGER NOT NULL REFERENCES users(id),
     book_id INTEGER NOT NULL REFERENCES books(id),
     article_id INTEGER NOT NULL,
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL,
     PRIMARY KEY (user_id, book_id)
   )`,
];
