/** Multi-level sharing: who invited whom, and the commission balance earned from it. */
export const SHARE_SCHEMA = [
  `CREATE TABLE IF NOT EXISTS share_relations (
     user_id INTEGER PRIMARY KEY REFERENCES users(id),
     parent_id INTEGER NOT NULL REFERENCES users(id),
     created_at INTEGER NOT NULL
   )`,
  // sum in yuan; negative for withdrawals
  `CREATE TABLE IF NOT EXISTS share_balance_records (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     user_id INTEGER NOT NULL REFERENCES users(id),
     sum INTEGER NOT NULL,
     remark TEXT NOT NULL DEFAULT '',
     created_at INTEGER NOT NULL
   )`,
];
