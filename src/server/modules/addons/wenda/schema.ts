/** Q&A: members ask (optionally offering credit1 as a reward), others answer, the asker accepts one. */
export const WENDA_SCHEMA = [
  // status: 0 unsolved, 1 solved
  `CREATE TABLE IF NOT EXISTS wenda_questions (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     category_id INTEGER NOT NULL,
     user_id INTEGER NOT NULL REFERENCES users(id),
     title TEXT NOT NULL,
     original_content TEXT NOT NULL,
     render_content TEXT NOT NULL,
     images TEXT NOT NULL DEFAULT '[]',
     credit1 INTEGER NOT NULL DEFAULT 0,
     status INTEGER NOT NULL DEFAULT 0,
     view_times INTEGER NOT NULL DEFAULT 0,
     last_answer_at INTEGER,
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL
   )`,
  `CREATE TABLE IF NOT EXISTS wenda_answers (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     question_id INTEGER NOT NULL REFERENCES wenda_questions(id),
     user_id INTEGER NOT NULL REFERENCES users(id),
     original_content TEXT NOT NULL,
     render_content TEXT NOT NULL,
     images TEXT NOT NULL DEFAULT '[]',
     is_correct INTEGER NOT NULL DEFAULT 0,
     created_at INTEGER NOT NULL
   )`,
  // target_type: 'question' | 'answer'
  `CREATE TABLE IF NOT EXISTS wenda_votes (
     user_id INTEGER NOT NULL REFERENCES users(id),
     target_type TEXT NOT NULL,
     target_id INTEGER NOT NULL,
     created_at INTEGER NOT NULL,
     PRIMARY KEY (user_id, target_type, target_id)
   )`,
];
