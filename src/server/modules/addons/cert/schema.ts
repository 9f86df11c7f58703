/** Certificates awarded to members (for finishing a course, passing an exam...). */
export const CERT_SCHEMA = [
  `CREATE TABLE IF NOT EXISTS certs (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     name TEXT NOT NULL,
     description TEXT NOT NULL DEFAULT '',
     created_at INTEGER NOT NULL
   )`,
  `CREATE TABLE IF NOT EXISTS cert_users (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     cert_id INTEGER NOT NULL REFERENCES certs(id),
     user_id INTEGER NOT NULL REFERENCES users(id),
     code TEXT NOT NULL UNIQUE,
     created_at INTEGER NOT NULL,
     UNIQUE (cert_id, user_id)
   )`,
];
