/**
 * Images members upload for their own text (pictures in Q&A questions and answers). Kept in the
 * database like learning photos; `key` makes an address unguessable from its id alone.
 */
export const UPLOADS_SCHEMA = [
  `CREATE TABLE IF NOT EXISTS uploaded_images (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     user_id INTEGER NOT NULL REFERENCES users(id),
     name TEXT NOT NULL,
     mime TEXT NOT NULL,
     size INTEGER NOT NULL,
     content BLOB NOT NULL,
     key TEXT NOT NULL,
     created_at INTEGER NOT NULL
   )`,
  'CREATE INDEX IF NOT EXISTS uploaded_images_owner ON uploaded_images (user_id)',
];
