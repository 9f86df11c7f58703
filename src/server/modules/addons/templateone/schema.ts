/** The PC template's own data: browsing history and likes of addon content. */
export const TEMPLATE_ONE_SCHEMA = [
  `CREATE TABLE IF NOT EXISTS template_one_history (
     user_id INTEGER NOT NULL REFERENCES users(id),
     type TEXT NOT NULL,
     other_id INTEGER NOT NULL,
     title TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL,
     PRIMARY KEY (user_id, type, other_id)
   )`,
  `CREATE TABLE IF NOT EXISTS template_one_likes (
     user_id INTEGER NOT NULL REFERENCES users(id),
     type TEXT NOT NULL,
     other_id INTEGER NOT NULL,
     created_at INTEGER NOT NULL,
     PRIMARY KEY (user_id, type, other_id)
   )`,
];
