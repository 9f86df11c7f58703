/** Flash sales: a limited number of items at a special price within a time window. */
export const MIAOSHA_SCHEMA = [
  // goods_type: course | live | book | learnPath; num: items on sale, over_num: sold
  `CREATE TABLE IF NOT EXISTS ms_goods (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     goods_type TEXT NOT NULL,
     other_id INTEGER NOT NULL,
     charge INTEGER NOT NULL,
     num INTEGER NOT NULL,
     over_num INTEGER NOT NULL DEFAULT 0,
     started_at INTEGER NOT NULL,
     ended_at INTEGER NOT NULL,
     created_at INTEGER NOT NULL
   )`,
  // status: 0 unpaid, 1 paid, 3 cancelled
  `CREATE TABLE IF NOT EXISTS ms_orders (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     user_id INTEGER NOT NULL REFERENCES users(id),
     goods_id INTEGER NOT NULL REFERENCES ms_goods(id),
     charge INTEGER NOT NULL,
     status INTEGER NOT NULL DEFAULT 0,
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL
   )`,
];
