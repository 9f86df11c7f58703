/** One row per member and calendar day (UTC+8) signed in; the unique key makes a day count once. */
export const DAY_SIGN_IN_SCHEMA = [
  `CREATE TABLE IF NOT EXISTS day_sign_ins (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     user_id INTEGER NOT NULL REFERENCES users(id),
     day TEXT NOT NULL,
     reward INTEGER NOT NULL,
     created_at INTEGER NOT NULL,
     UNIQUE (user_id, day)
   )`,
];
