import { SETTINGS_SCHEMA } from './settings.js';

export const SITE_SCHEMA = [
  ...SETTINGS_SCHEMA,
  `CREATE TABLE IF NOT EXISTS navs (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     sort INTEGER NOT NULL DEFAULT 0,
     name TEXT NOT NULL,
     url TEXT NOT NULL,
     active_routes TEXT NOT NULL DEFAULT '',
     platform TEXT NOT NULL DEFAULT 'PC',
     parent_id INTEGER NOT NULL DEFAULT 0,
     blank INTEGER NOT NULL DEFAULT 0,
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL
   )`,
  `CREATE TABLE IF NOT EXISTS links (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     sort INTEGER NOT NULL DEFAULT 0,
     name TEXT NOT NULL,
     url TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL
   )`,
  `CREATE TABLE IF NOT EXISTS sliders (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     thumb TEXT NOT NULL,
     sort INTEGER NOT NULL DEFAULT 0,
     url TEXT NOT NULL DEFAULT '',
     platform TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL
   )`,
  `CREATE TABLE IF NOT EXISTS announcements (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     admin_id INTEGER NOT NULL DEFAULT 1,
     title TEXT NOT NULL,
     announcement TEXT NOT NULL,
     view_times INTEGER NOT NULL DEFAULT 0,
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL
   )`,
  `CREATE TABLE IF NOT EXISTS view_blocks (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     platform TEXT NOT NULL,
     page TEXT NOT NULL,
     sign TEXT NOT NULL,
     sort INTEGER NOT NULL DEFAULT 0,
     config TEXT NOT NULL
   )`,
  `CREATE INDEX IF NOT EXISTS view_blocks_page ON view_blocks (platform, page, sort)`,
];
