import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { ServerContext, ServerOptions } from './context.js';
import { openDatabase } from './db/index.js';
import { CACHE_SCHEMA } from './db/cache.js';
import { fail, isV2Path, ServiceError } from './http/envelope.js';
import { AUTH_SCHEMA, type AppEnv } from './http/auth.js';
import { modules } from './modules/index.js';

export function createContext(options: ServerOptions): ServerContext {
  const db = openDatabase(options.dbPath);
  const ctx: ServerContext = { db, options };
  db.exec('CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
  for (const ddl of [...AUTH_SCHEMA, ...CACHE_SCHEMA]) db.exec(ddl);
  for (const m of modules) for (const ddl of m.schema) db.exec(ddl);
  const seeded = db.prepare("SELECT value FROM meta WHERE key = 'seeded'").get();
  if (options.seed && !seeded) {
    db.transaction(() => {
      for (const m of modules) m.seed?.(ctx);
      db.prepare("INSERT INTO meta (key, value) VALUES ('seeded', ?)").run(String(options.now()));
    })();
  }
  return ctx;
}

export function createApiApp(ctx: ServerContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { corsOrigins } = ctx.options;
  app.use(
    '*',
    cors({
      origin: corsOrigins === '*' ? '*' : (origin) => (corsOrigins.includes(origin) ? origin : null),
      allowHeaders: ['Authorization', 'Content-Type', 'Accept', 'meedu-platform'],
      allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      maxAge: 600,
    }),
  );
  for (const m of modules) m.routes(app, ctx);

  app.notFound((c) => {
    if (isV2Path(c.req.url)) return fail(c, '错误');
    return c.json({ message: '资源不存在' }, 404);
  });
  app.onError((err, c) => {
    if (err instanceof ServiceError) return fail(c, err.message, err.code);
    console.error('[server]', c.req.method, c.req.path, err);
    if (isV2Path(c.req.url)) return fail(c, '错误');
    return c.json({ message: '服务器错误' }, 500);
  });
  return app;
}
