/** Learning paths: ordered steps, each a mix of vod courses, books, live courses and exams. */
export const LEARNPATHS_SCHEMA = [
  `CREATE TABLE IF NOT EXISTS learn_paths (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     category_id INTEGER NOT NULL DEFAULT 0,
     name TEXT NOT NULL,
     description TEXT NOT NULL DEFAULT '',
     charge INTEGER NOT NULL DEFAULT 0,
     original_charge INTEGER NOT NULL DEFAULT 0,
     is_show INTEGER NOT NULL DEFAULT 1,
     created_at INTEGER NOT NULL
   )`,
  `CREATE TABLE IF NOT EXISTS learn_path_steps (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     path_id INTEGER NOT NULL REFERENCES learn_paths(id),
     name TEXT NOT NULL,
     description TEXT NOT NULL DEFAULT '',
     sort INTEGER NOT NULL DEFAULT 0
   )`,
  // type: course | book | live | paper_paper | paper_practice | paper_mock; other_id: that item's id
  `CREATE TABLE IF NOT EXISTS learn_path_step_items (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     step_id INTEGER NOT NULL REFERENCES learn_path_steps(id),
     type TEXT NOT NULL,
     other_id INTEGER NOT NULL,
     sort INTEGER NOT NULL DEFAULT 0
   )`,
  `CREATE TABLE IF NOT EXISTS learn_path_users (
     user_id INTEGER NOT NULL REFERENCES users(id),
     path_id INTEGER NOT NULL REFERENCES learn_paths(id),
     charge INTEGER NOT NULL DEFAULT 0,
     created_at INTEGER NOT NULL,
     PRIMARY KEY (user_id, path_id)
   )`,
];
