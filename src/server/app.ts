import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { randomBytes } from 'node:crypto';
import type { RuntimeState, ServerContext, ServerOptions } from './context.js';
import { openDatabase } from './db/index.js';
import { CACHE_SCHEMA, cachePrune } from './db/cache.js';
import { fail, isV2Path, ServiceError } from './http/envelope.js';
import { AUTH_SCHEMA, type AppEnv } from './http/auth.js';
import { faultInjection, FAULT_HEADER } from './http/faults.js';
import { isApiPath, rateLimit } from './http/rate-limit.js';
import { DEFAULT_VERSION, since } from './version.js';
import { limitBody } from './http/body-limit.js';
import { compressJson } from './http/compress-json.js';
import { devOrigins, devToolsCors, isDevPath } from './http/dev-origin.js';
import { publicBaseVar } from './http/public-url.js';
import { modules } from './modules/index.js';
import { useGoodsOf } from './modules/orders/index.js';
import { devModule } from './modules/dev/index.js';

/** Largest request body accepted (hono bodyLimit); bigger ones get HTTP 413. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** Raised for settings the server refuses to start with; the CLI prints the message and exits. */
export class ConfigError extends Error {}

/**
 * Outside production the token secret may be left empty: a random one is generated once per
 * database and kept in its meta table, so tokens stay valid across restarts of the same data.
 */
function tokenSecret(db: ServerContext['db'], options: ServerOptions): string {
  if (options.jwtSecret) return options.jwtSecret;
  if (options.production) throw new ConfigError('生产模式必须通过 MEEDU_JWT_SECRET 提供令牌密钥');
  const row = db.prepare("SELECT value FROM meta WHERE key = 'jwt_secret'").get() as { value: string } | undefined;
  if (row) return row.value;
  const secret = randomBytes(32).toString('base64url');
  db.prepare("INSERT INTO meta (key, value) VALUES ('jwt_secret', ?)").run(secret);
  return secret;
}

export function createContext(options: ServerOptions): ServerContext {
  const db = openDatabase(options.dbPath);
  const runtime: RuntimeState = { faultRules: [], nextFaultId: 1, clockOffsetMs: 0, rateWindows: new Map() };
  db.exec('CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
  const baseNow = options.now;
  // The development clock endpoint shifts time for every expiry rule at once.
  const now = () => baseNow() + runtime.clockOffsetMs;
  let secret: string;
  try {
    secret = tokenSecret(db, options);
  } catch (err) {
    db.close();
    throw err;
  }
  const ctx: ServerContext = { db, options: { ...options, jwtSecret: secret, now }, runtime };
  for (const ddl of [...AUTH_SCHEMA, ...CACHE_SCHEMA]) db.exec(ddl);
  for (const m of modules) for (const ddl of m.schema) db.exec(ddl);
  useGoodsOf(modules);
  const seeded = db.prepare("SELECT value FROM meta WHERE key = 'seeded'").get();
  if (options.seed && !seeded) {
    db.transaction(() => {
      for (const m of modules) m.seed?.(ctx);
      db.prepare("INSERT INTO meta (key, value) VALUES ('seeded', ?)").run(String(now()));
    })();
  }
  maintain(ctx);
  return ctx;
}

/** How often a running server calls maintain(). */
export const MAINTENANCE_INTERVAL_MS = 5 * 60_000;

/** Drops expired cache rows and blacklist entries, then lets every module do its own upkeep. */
export function maintain(ctx: ServerContext): void {
  try {
    cachePrune(ctx);
    ctx.db.prepare('DELETE FROM token_blacklist WHERE expires_at < ?').run(Math.floor(ctx.options.now() / 1000));
    for (const m of modules) m.maintain?.(ctx);
  } catch (err) {
    console.error('[server] maintenance failed', err);
  }
}

export interface AppExtras {
  /** Registered after every API route: static files, SPA fallback. */
  fallbackRoutes?: (app: Hono<AppEnv>) => void;
}

export function createApiApp(ctx: ServerContext, extras: AppExtras = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { corsOrigins, production } = ctx.options;
  const corsRules = {
    allowHeaders: ['Authorization', 'Content-Type', 'Accept', 'meedu-platform', ...(production ? [] : [FAULT_HEADER])],
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    exposeHeaders: ['Retry-After', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'Date'],
    maxAge: 600,
  };
  const apiCors = cors({
    ...corsRules,
    origin: corsOrigins === '*' ? '*' : (origin) => (corsOrigins.includes(origin) ? origin : null),
  });
  app.use('*', publicBaseVar(ctx));
  const version = ctx.options.meeduVersion ?? DEFAULT_VERSION;
  app.use('*', (c, next) => {
    c.set('meeduVersion', version);
    return next();
  });
  // Date tells the server's own clock (the development clock's shift included): a timed exam
  // counts down by it, not by the learner's machine.
  app.use('*', async (c, next) => {
    await next();
    c.header('Date', new Date(ctx.options.now()).toUTCString());
  });
  if (production) app.use('*', apiCors);
  else {
    // The development tools answer only the site's own origins, whatever CORS the API allows.
    const allowed = devOrigins(ctx.options);
    const devCors = devToolsCors(allowed, cors({ ...corsRules, origin: allowed }));
    app.use('*', (c, next) => (isDevPath(c.req.path) ? devCors(c, next) : apiCors(c, next)));
  }
  app.use(
    '*',
    // Connection: close, because the rest of the unread body would otherwise poison a reused socket.
    limitBody(MAX_BODY_BYTES, (c) =>
      c.json({ code: 1, message: '请求数据过大，不能超过 1MB', data: [] }, 413, { Connection: 'close' }),
    ),
  );
  // Outside fault injection, so a malformed-body fault reaches the client as sent.
  app.use('*', compressJson());
  if (!production) app.use('*', faultInjection(ctx));
  app.use('*', rateLimit(ctx));

  for (const m of modules) m.routes(app, ctx);
  if (!production) devModule.routes(app, ctx);
  extras.fallbackRoutes?.(app);

  app.notFound((c) => {
    // From 4.9.10 every unknown API route answers the envelope 路由不存在 (delta section 2.1).
    if (since(ctx, '4.9.10') && isApiPath(c.req.path)) return fail(c, '路由不存在', 404);
    if (isV2Path(c.req.url)) return fail(c, '错误');
    return c.json({ message: '资源不存在' }, 404);
  });
  app.onError((err, c) => {
    if (err instanceof ServiceError) return fail(c, err.message, err.code);
    // The client hung up before its body had arrived: there is no one left to answer.
    if ((err as NodeJS.ErrnoException).code === 'ECONNRESET') return c.body(null, 400);
    console.error('[server]', c.req.method, c.req.path, err);
    if (isV2Path(c.req.url)) return fail(c, '错误');
    return c.json({ message: '服务器错误' }, 500);
  });
  return app;
}
