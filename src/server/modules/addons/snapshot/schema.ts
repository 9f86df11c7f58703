/**
 * Learning photos: each member's own, per resource (a vod video, a live session). The image is
 * kept in the database; `key` makes its address unguessable, since <img> cannot send a token.
 */
export const SNAPSHOT_SCHEMA = [
  `CREATE TABLE IF NOT EXISTS snapshot_images (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     user_id INTEGER NOT NULL REFERENCES users(id),
     resource_type TEXT NOT NULL,
     resource_id INTEGER NOT NULL,
     duration INTEGER NOT NULL DEFAULT 0,
     mime TEXT NOT NULL,
     size INTEGER NOT NULL,
     content BLOB NOT NULL,
     key TEXT NOT NULL,
     created_at INTEGER NOT NULL
   )`,
  'CREATE INDEX IF NOT EXISTS snapshot_images_owner ON snapshot_images (user_id, resource_type, resource_id)',
];
