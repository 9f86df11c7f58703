/**
 * Course tables. Times are integer milliseconds, formatted per column on the way out: the
 * contract mixes ISO (Eloquent timestamps) and raw PRC datetimes (published_at, watched_at,
 * user_course.created_at).
 */
export const CONTENT_SCHEMA = [
  `CREATE TABLE IF NOT EXISTS course_categories (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     name TEXT NOT NULL,
     parent_id INTEGER NOT NULL DEFAULT 0,
     sort INTEGER NOT NULL DEFAULT 0,
     is_show INTEGER NOT NULL DEFAULT 1,
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL
   )`,
  `CREATE TABLE IF NOT EXISTS courses (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     title TEXT NOT NULL,
     slug TEXT NOT NULL DEFAULT '',
     charge INTEGER NOT NULL DEFAULT 0,
     short_description TEXT NOT NULL DEFAULT '',
     render_desc TEXT NOT NULL DEFAULT '',
     seo_keywords TEXT NOT NULL DEFAULT '',
     seo_description TEXT NOT NULL DEFAULT '',
     published_at INTEGER NOT NULL,
     is_rec INTEGER NOT NULL DEFAULT 0,
     is_show INTEGER NOT NULL DEFAULT 1,
     user_count INTEGER NOT NULL DEFAULT 0,
     category_id INTEGER NOT NULL DEFAULT 0,
     is_free INTEGER NOT NULL DEFAULT 0,
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL
   )`,
  `CREATE INDEX IF NOT EXISTS courses_category ON courses (category_id)`,
  // The catalogue lists shown courses newest first: this index yields them in order, no sort.
  `CREATE INDEX IF NOT EXISTS courses_listing ON courses (is_show, published_at, id)`,
  `CREATE TABLE IF NOT EXISTS course_chapters (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     course_id INTEGER NOT NULL REFERENCES courses(id),
     title TEXT NOT NULL,
     sort INTEGER NOT NULL DEFAULT 0
   )`,
  `CREATE INDEX IF NOT EXISTS course_chapters_course ON course_chapters (course_id)`,
  `CREATE TABLE IF NOT EXISTS videos (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     course_id INTEGER NOT NULL REFERENCES courses(id),
     chapter_id INTEGER NOT NULL DEFAULT 0,
     title TEXT NOT NULL,
     slug TEXT NOT NULL DEFAULT '',
     view_num INTEGER NOT NULL DEFAULT 0,
     short_description TEXT NOT NULL DEFAULT '',
     render_desc TEXT NOT NULL DEFAULT '',
     seo_keywords TEXT NOT NULL DEFAULT '',
     seo_description TEXT NOT NULL DEFAULT '',
     published_at INTEGER NOT NULL,
     charge INTEGER NOT NULL DEFAULT 0,
     duration INTEGER NOT NULL DEFAULT 0,
     is_ban_sell INTEGER NOT NULL DEFAULT 0,
     free_seconds INTEGER NOT NULL DEFAULT 0,
     ban_drag INTEGER NOT NULL DEFAULT 0,
     -- How the media is delivered: 'mp4' (one file) or 'm3u8' (HLS playlist of segments).
     format TEXT NOT NULL DEFAULT 'mp4',
     is_show INTEGER NOT NULL DEFAULT 1,
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL
   )`,
  `CREATE INDEX IF NOT EXISTS videos_course ON videos (course_id)`,
  // Covers the per-course count of visible lessons in course lists without reading the rows.
  `CREATE INDEX IF NOT EXISTS videos_course_visible ON videos (course_id, is_show, published_at)`,
  `CREATE TABLE IF NOT EXISTS course_attach (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     course_id INTEGER NOT NULL REFERENCES courses(id),
     name TEXT NOT NULL,
     extension TEXT NOT NULL,
     mime TEXT NOT NULL,
     content BLOB NOT NULL,
     download_times INTEGER NOT NULL DEFAULT 0,
     created_at INTEGER NOT NULL
   )`,
  `CREATE TABLE IF NOT EXISTS course_comments (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     course_id INTEGER NOT NULL REFERENCES courses(id),
     user_id INTEGER NOT NULL,
     original_content TEXT NOT NULL,
     render_content TEXT NOT NULL,
     ip TEXT NOT NULL DEFAULT '',
     ip_province TEXT NOT NULL DEFAULT '',
     created_at INTEGER NOT NULL
   )`,
  `CREATE INDEX IF NOT EXISTS course_comments_course ON course_comments (course_id, id)`,
  `CREATE TABLE IF NOT EXISTS video_comments (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     video_id INTEGER NOT NULL REFERENCES videos(id),
     user_id INTEGER NOT NULL,
     original_content TEXT NOT NULL,
     render_content TEXT NOT NULL,
     ip TEXT NOT NULL DEFAULT '',
     ip_province TEXT NOT NULL DEFAULT '',
     created_at INTEGER NOT NULL
   )`,
  `CREATE INDEX IF NOT EXISTS video_comments_video ON video_comments (video_id, id)`,
  `CREATE TABLE IF NOT EXISTS user_course (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     user_id INTEGER NOT NULL,
     course_id INTEGER NOT NULL REFERENCES courses(id),
     charge INTEGER NOT NULL DEFAULT 0,
     created_at INTEGER NOT NULL,
     UNIQUE (user_id, course_id)
   )`,
  `CREATE TABLE IF NOT EXISTS user_video (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     user_id INTEGER NOT NULL,
     video_id INTEGER NOT NULL REFERENCES videos(id),
     charge INTEGER NOT NULL DEFAULT 0,
     created_at INTEGER NOT NULL,
     UNIQUE (user_id, video_id)
   )`,
  `CREATE TABLE IF NOT EXISTS user_like_courses (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     user_id INTEGER NOT NULL,
     course_id INTEGER NOT NULL REFERENCES courses(id),
     created_at INTEGER NOT NULL,
     UNIQUE (user_id, course_id)
   )`,
  `CREATE TABLE IF NOT EXISTS user_video_watch_records (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     user_id INTEGER NOT NULL,
     course_id INTEGER NOT NULL REFERENCES courses(id),
     video_id INTEGER NOT NULL REFERENCES videos(id),
     watch_seconds INTEGER NOT NULL DEFAULT 0,
     watched_at INTEGER,
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL,
     UNIQUE (user_id, video_id)
   )`,
  `CREATE INDEX IF NOT EXISTS user_video_watch_records_course ON user_video_watch_records (user_id, course_id)`,
  `CREATE TABLE IF NOT EXISTS course_user_records (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     user_id INTEGER NOT NULL,
     course_id INTEGER NOT NULL REFERENCES courses(id),
     is_watched INTEGER NOT NULL DEFAULT 0,
     watched_at INTEGER,
     progress INTEGER NOT NULL DEFAULT 0,
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL,
     UNIQUE (user_id, course_id)
   )`,
];
