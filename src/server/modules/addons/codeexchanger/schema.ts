/** Exchange codes: each belongs to an activity that hands out a bundle of goods. */
export const CODE_EXCHANGER_SCHEMA = [
  // relate_data: JSON [{type, id}] with type as in addons/goods (vod, live, book, topic, learnPath, vip, credit1)
  `CREATE TABLE IF NOT EXISTS code_exchanger_activities (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     name TEXT NOT NULL,
     relate_data TEXT NOT NULL DEFAULT '[]',
     created_at INTEGER NOT NULL
   )`,
  `CREATE TABLE IF NOT EXISTS code_exchanger_codes (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     activity_id INTEGER NOT NULL REFERENCES code_exchanger_activities(id),
     code TEXT NOT NULL UNIQUE,
     expired_at INTEGER,
     used_user_id INTEGER REFERENCES users(id),
     used_at INTEGER,
     created_at INTEGER NOT NULL
   )`,
];
