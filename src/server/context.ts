import type Database from 'better-sqlite3';

export interface ServerOptions {
  /** SQLite file; ':memory:' for throwaway servers. */
  dbPath: string;
  /**
   * HS256 secret for member tokens. Required (and never a default) in production; empty outside
   * production means "a random secret kept in the database's meta table".
   */
  jwtSecret: string;
  production: boolean;
  /** Requests per minute per IP on API paths; 0 turns the limiter off (tests). */
  rateLimitPerMinute: number;
  /** Origins allowed by CORS; '*' for any. */
  corsOrigins: string[] | '*';
  /** Absolute base address the server is reached at (config `url`, avatar and protocol links). */
  publicUrl: string;
  /**
   * Other origins the site is served from, where redirects (OAuth and face-verification return
   * addresses, payment returns) may lead besides the server's own origin. Default: the examples
   * origin, when there is one.
   */
  siteOrigins: string[];
  /** Address of the second origin serving the examples, if any (the development tools accept it). */
  examplesUrl?: string;
  /** Seed demo content into an empty database. */
  seed: boolean;
  /** Injectable clock (ms since epoch) so expiry rules are testable without sleeping. */
  now: () => number;
  /**
   * The MeEdu release whose learner-facing behaviour the server follows (`4.9.5` … `4.9.30`,
   * src/server/version.ts); unset means the default.
   */
  meeduVersion?: string;
}

/** A fault the development server injects into the next matching requests (see docs/server.md). */
export interface FaultRule {
  id: number;
  /** Path prefix, e.g. '/api/v2/courses'. */
  path: string;
  /** Only this method, or any when null. */
  method: string | null;
  /** Fault spec as in the X-Meedu-Fault header, e.g. '500' or 'latency=800,401'. */
  fault: string;
  /** Requests left to fault; 0 = until the rules are cleared. */
  remaining: number;
}

/** In-memory state of one running server: never persisted, never shared between servers. */
export interface RuntimeState {
  faultRules: FaultRule[];
  nextFaultId: number;
  /** Added to the clock by the development clock endpoint. */
  clockOffsetMs: number;
  /** Rate-limit counters by client key. */
  rateWindows: Map<string, { count: number; resetAt: number }>;
}

export interface ServerContext {
  db: Database.Database;
  options: ServerOptions;
  /** Set by createContext; optional only so hand-built contexts in tests still type-check. */
  runtime?: RuntimeState;
}
