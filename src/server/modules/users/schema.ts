/**
 * Member tables. Times are stored as integer milliseconds and formatted on the way out, because
 * the contract mixes ISO (Eloquent timestamps) and raw PRC datetimes per column.
 */
export const USERS_SCHEMA = [
  `CREATE TABLE IF NOT EXISTS roles (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     name TEXT NOT NULL,
     charge INTEGER NOT NULL DEFAULT 0,
     expire_days INTEGER NOT NULL DEFAULT 0,
     weight INTEGER NOT NULL DEFAULT 0,
     description TEXT NOT NULL DEFAULT '',
     is_show INTEGER NOT NULL DEFAULT 1,
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL
   )`,
  `CREATE TABLE IF NOT EXISTS users (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     avatar TEXT NOT NULL DEFAULT '',
     nick_name TEXT NOT NULL UNIQUE,
     mobile TEXT NOT NULL UNIQUE,
     password TEXT,
     is_lock INTEGER NOT NULL DEFAULT 0,
     is_active INTEGER NOT NULL DEFAULT 1,
     role_id INTEGER NOT NULL DEFAULT 0,
     role_expired_at INTEGER,
     invite_user_id INTEGER NOT NULL DEFAULT 0,
     invite_balance INTEGER NOT NULL DEFAULT 0,
     is_password_set INTEGER NOT NULL DEFAULT 0,
     is_set_nickname INTEGER NOT NULL DEFAULT 0,
     credit1 INTEGER NOT NULL DEFAULT 0,
     credit2 INTEGER NOT NULL DEFAULT 0,
     credit3 INTEGER NOT NULL DEFAULT 0,
     is_face_verify INTEGER NOT NULL DEFAULT 0,
     register_ip TEXT NOT NULL DEFAULT '',
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL
   )`,
  `CREATE TABLE IF NOT EXISTS user_profiles (
     user_id INTEGER PRIMARY KEY REFERENCES users(id),
     real_name TEXT NOT NULL DEFAULT '',
     id_number TEXT NOT NULL DEFAULT '',
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL
   )`,
  `CREATE TABLE IF NOT EXISTS user_notifications (
     id TEXT PRIMARY KEY,
     user_id INTEGER NOT NULL REFERENCES users(id),
     message TEXT NOT NULL,
     read_at INTEGER,
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL
   )`,
  `CREATE INDEX IF NOT EXISTS user_notifications_user ON user_notifications (user_id, created_at)`,
  `CREATE TABLE IF NOT EXISTS user_credit1_records (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     user_id INTEGER NOT NULL REFERENCES users(id),
     sum INTEGER NOT NULL,
     remark TEXT NOT NULL DEFAULT '',
     created_at INTEGER NOT NULL
   )`,
  `CREATE INDEX IF NOT EXISTS user_credit1_records_user ON user_credit1_records (user_id, created_at)`,
  `CREATE TABLE IF NOT EXISTS user_socialites (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     user_id INTEGER NOT NULL REFERENCES users(id),
     app TEXT NOT NULL,
     app_user_id TEXT NOT NULL,
     union_id TEXT NOT NULL DEFAULT '',
     nickname TEXT NOT NULL DEFAULT '',
     avatar TEXT NOT NULL DEFAULT '',
     created_at INTEGER NOT NULL,
     UNIQUE (app, app_user_id)
   )`,
  `CREATE TABLE IF NOT EXISTS user_delete_jobs (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     user_id INTEGER NOT NULL REFERENCES users(id),
     submitted_at INTEGER NOT NULL,
     expired_at INTEGER NOT NULL,
     status INTEGER NOT NULL DEFAULT 0
   )`,
  `CREATE TABLE IF NOT EXISTS sms_outbox (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     mobile TEXT NOT NULL,
     code TEXT NOT NULL,
     scene TEXT NOT NULL,
     sent_at INTEGER NOT NULL
   )`,
  `CREATE INDEX IF NOT EXISTS sms_outbox_mobile ON sms_outbox (mobile, id)`,
];
