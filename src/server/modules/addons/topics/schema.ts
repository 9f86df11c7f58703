/** Topics: illustrated articles, some free, some paid with a free preview, some for members only. */
export const TOPICS_SCHEMA = [
  `CREATE TABLE IF NOT EXISTS topics (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     category_id INTEGER NOT NULL DEFAULT 0,
     title TEXT NOT NULL,
     charge INTEGER NOT NULL DEFAULT 0,
     is_vip_free INTEGER NOT NULL DEFAULT 0,
     is_need_login INTEGER NOT NULL DEFAULT 0,
     is_rec INTEGER NOT NULL DEFAULT 0,
     free_content TEXT NOT NULL DEFAULT '',
     content TEXT NOT NULL DEFAULT '',
     view_times INTEGER NOT NULL DEFAULT 0,
     is_show INTEGER NOT NULL DEFAULT 1,
     published_at INTEGER NOT NULL,
     created_at INTEGER NOT NULL
   )`,
  `CREATE TABLE IF NOT EXISTS topic_users (
     user_id INTEGER NOT NULL REFERENCES users(id),
     topic_id INTEGER NOT NULL REFERENCES topics(id),
     charge INTEGER NOT NULL DEFAULT 0,
     created_at INTEGER NOT NULL,
     PRIMARY KEY (user_id, topic_id)
   )`,
  `CREATE TABLE IF NOT EXISTS topic_votes (
     user_id INTEGER NOT NULL REFERENCES users(id),
     topic_id INTEGER NOT NULL REFERENCES topics(id),
     created_at INTEGER NOT NULL,
     PRIMARY KEY (user_id, topic_id)
   )`,
  `CREATE TABLE IF NOT EXISTS topic_collects (
     user_id INTEGER NOT NULL REFERENCES users(id),
     topic_id INTEGER NOT NULL REFERENCES topics(id),
     created_at INTEGER NOT NULL,
     PRIMARY KEY (user_id, topic_id)
   )`,
  `CREATE TABLE IF NOT EXISTS topic_view_records (
     user_id INTEGER NOT NULL REFERENCES users(id),
     topic_id INTEGER NOT NULL REFERENCES topics(id),
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL,
     PRIMARY KEY (user_id, topic_id)
   )`,
];
