/** Credit mall: goods bought with credit1 points, physical (shipped) or virtual (delivered at once). */
export const CREDIT1_MALL_SCHEMA = [
  // is_v: 1 virtual (v_type vod | live | book | vip, v_id the item), 0 physical
  `CREATE TABLE IF NOT EXISTS credit1_goods (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     title TEXT NOT NULL,
     charge INTEGER NOT NULL,
     is_v INTEGER NOT NULL DEFAULT 0,
     v_type TEXT NOT NULL DEFAULT '',
     v_id INTEGER NOT NULL DEFAULT 0,
     stock INTEGER NOT NULL DEFAULT 0,
     description TEXT NOT NULL DEFAULT '',
     is_show INTEGER NOT NULL DEFAULT 1,
     created_at INTEGER NOT NULL
   )`,
  `CREATE TABLE IF NOT EXISTS credit1_orders (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     user_id INTEGER NOT NULL REFERENCES users(id),
     goods_id INTEGER NOT NULL REFERENCES credit1_goods(id),
     goods_title TEXT NOT NULL,
     goods_is_v INTEGER NOT NULL,
     goods_v_type TEXT NOT NULL DEFAULT '',
     goods_v_id INTEGER NOT NULL DEFAULT 0,
     total_charge INTEGER NOT NULL,
     name TEXT NOT NULL DEFAULT '',
     mobile TEXT NOT NULL DEFAULT '',
     province TEXT NOT NULL DEFAULT '',
     city TEXT NOT NULL DEFAULT '',
     area TEXT NOT NULL DEFAULT '',
     street TEXT NOT NULL DEFAULT '',
     is_send INTEGER NOT NULL DEFAULT 0,
     express_number TEXT NOT NULL DEFAULT '',
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL
   )`,
  `CREATE TABLE IF NOT EXISTS credit1_addresses (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     user_id INTEGER NOT NULL UNIQUE REFERENCES users(id),
     name TEXT NOT NULL,
     mobile TEXT NOT NULL,
     province TEXT NOT NULL,
     city TEXT NOT NULL,
     area TEXT NOT NULL,
     street TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL
   )`,
];
