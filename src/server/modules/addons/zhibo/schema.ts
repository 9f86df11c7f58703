/** Live courses: teachers, courses split into chapters of scheduled live sessions. */
export const ZHIBO_SCHEMA = [
  `CREATE TABLE IF NOT EXISTS zhibo_teachers (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     name TEXT NOT NULL,
     short_desc TEXT NOT NULL DEFAULT ''
   )`,
  `CREATE TABLE IF NOT EXISTS zhibo_courses (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     category_id INTEGER NOT NULL DEFAULT 0,
     teacher_id INTEGER NOT NULL REFERENCES zhibo_teachers(id),
     title TEXT NOT NULL,
     short_description TEXT NOT NULL DEFAULT '',
     render_desc TEXT NOT NULL DEFAULT '',
     charge INTEGER NOT NULL DEFAULT 0,
     vip_can_view INTEGER NOT NULL DEFAULT 0,
     is_show INTEGER NOT NULL DEFAULT 1,
     published_at INTEGER NOT NULL,
     created_at INTEGER NOT NULL
   )`,
  `CREATE TABLE IF NOT EXISTS zhibo_chapters (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     course_id INTEGER NOT NULL REFERENCES zhibo_courses(id),
     name TEXT NOT NULL,
     sort INTEGER NOT NULL DEFAULT 0
   )`,
  // A session's state follows the clock (data.ts sessionStatus): not started before published_at,
  // live for `duration` seconds, then finished, with a replay when record_exists = 1. Databases
  // from before that keep an unused `status` column.
  `CREATE TABLE IF NOT EXISTS zhibo_videos (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     course_id INTEGER NOT NULL REFERENCES zhibo_courses(id),
     chapter_id INTEGER NOT NULL DEFAULT 0,
     title TEXT NOT NULL,
     published_at INTEGER NOT NULL,
     duration INTEGER NOT NULL DEFAULT 0,
     record_exists INTEGER NOT NULL DEFAULT 0,
     room_is_ban INTEGER NOT NULL DEFAULT 0
   )`,
  `CREATE TABLE IF NOT EXISTS zhibo_course_users (
     user_id INTEGER NOT NULL REFERENCES users(id),
     course_id INTEGER NOT NULL REFERENCES zhibo_courses(id),
     charge INTEGER NOT NULL DEFAULT 0,
     created_at INTEGER NOT NULL,
     PRIMARY KEY (user_id, course_id)
   )`,
  `CREATE TABLE IF NOT EXISTS zhibo_watch_records (
     user_id INTEGER NOT NULL REFERENCES users(id),
     video_id INTEGER NOT NULL REFERENCES zhibo_videos(id),
     course_id INTEGER NOT NULL,
     duration INTEGER NOT NULL DEFAULT 0,
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL,
     PRIMARY KEY (user_id, video_id)
   )`,
  `CREATE TABLE IF NOT EXISTS zhibo_chat_messages (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     video_id INTEGER NOT NULL REFERENCES zhibo_videos(id),
     user_id INTEGER NOT NULL REFERENCES users(id),
     content TEXT NOT NULL,
     created_at INTEGER NOT NULL
   )`,
  `CREATE TABLE IF NOT EXISTS zhibo_attachments (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     video_id INTEGER NOT NULL REFERENCES zhibo_videos(id),
     name TEXT NOT NULL,
     size INTEGER NOT NULL,
     extension TEXT NOT NULL,
     created_at INTEGER NOT NULL
   )`,
  // A teacher's call to sign in during a session, open until end_at; and who answered it.
  `CREATE TABLE IF NOT EXISTS zhibo_sign_ins (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     video_id INTEGER NOT NULL REFERENCES zhibo_videos(id),
     end_at INTEGER NOT NULL,
     created_at INTEGER NOT NULL
   )`,
  `CREATE TABLE IF NOT EXISTS zhibo_sign_in_users (
     sign_in_id INTEGER NOT NULL REFERENCES zhibo_sign_ins(id),
     user_id INTEGER NOT NULL REFERENCES users(id),
     created_at INTEGER NOT NULL,
     PRIMARY KEY (sign_in_id, user_id)
   )`,
  // users barred from chatting in a live room
  `CREATE TABLE IF NOT EXISTS zhibo_user_bans (
     video_id INTEGER NOT NULL,
     user_id INTEGER NOT NULL,
     PRIMARY KEY (video_id, user_id)
   )`,
];
