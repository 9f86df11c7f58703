/** Group buying: a lower price once enough members join the same group. */
export const TUANGOU_SCHEMA = [
  // goods_type: course | live | book | learnPath
  `CREATE TABLE IF NOT EXISTS tg_goods (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     goods_type TEXT NOT NULL,
     other_id INTEGER NOT NULL,
     charge INTEGER NOT NULL,
     people_num INTEGER NOT NULL DEFAULT 2,
     started_at INTEGER NOT NULL,
     ended_at INTEGER NOT NULL,
     created_at INTEGER NOT NULL
   )`,
  // status: 0 forming, 1 complete, 2 failed
  `CREATE TABLE IF NOT EXISTS tg_groups (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     goods_id INTEGER NOT NULL REFERENCES tg_goods(id),
     leader_id INTEGER NOT NULL REFERENCES users(id),
     status INTEGER NOT NULL DEFAULT 0,
     created_at INTEGER NOT NULL
   )`,
  // status: 0 unpaid, 1 paid, 3 cancelled
  `CREATE TABLE IF NOT EXISTS tg_orders (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     user_id INTEGER NOT NULL REFERENCES users(id),
     goods_id INTEGER NOT NULL REFERENCES tg_goods(id),
     group_id INTEGER NOT NULL REFERENCES tg_groups(id),
     charge INTEGER NOT NULL,
     status INTEGER NOT NULL DEFAULT 0,
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL
   )`,
];
