import type Database from 'better-sqlite3';

export interface ServerOptions {
  /** SQLite file; ':memory:' for throwaway servers. */
  dbPath: string;
  /** HS256 secret for member tokens. Required (and never a default) in production. */
  jwtSecret: string;
  production: boolean;
  /** Requests per minute per IP on API paths; 0 turns the limiter off (tests). */
  rateLimitPerMinute: number;
  /** Origins allowed by CORS; '*' for any. */
  corsOrigins: string[] | '*';
  /** Absolute base address the server is reached at (config `url`, avatar and protocol links). */
  publicUrl: string;
  /** Seed demo content into an empty database. */
  seed: boolean;
  /** Injectable clock (ms since epoch) so expiry rules are testable without sleeping. */
  now: () => number;
}

export interface ServerContext {
  db: Database.Database;
  options: ServerOptions;
}
