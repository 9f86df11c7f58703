import { createAdaptorServer, type HttpBindings } from '@hono/node-server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { existsSync } from 'node:fs';
import { Hono, type Context } from 'hono';
import type { ServerContext, ServerOptions } from './context.js';
import { ConfigError, createApiApp, createContext, maintain, MAINTENANCE_INTERVAL_MS } from './app.js';
import type { AppEnv } from './http/auth.js';
import { throttleUpgrade } from './http/rate-limit.js';
import { refuseUpgrade } from './http/upgrade-refusal.js';
import { acceptsHtml, notBuiltPage, resolveStatic, sendFile } from './http/static.js';
import { allowedRedirect, originOf, redirectOrigins, redirectTo } from './http/redirect.js';
import { modules } from './modules/index.js';
import { DEFAULT_VERSION, NEWEST_VERSION, OLDEST_VERSION, parseVersion } from './version.js';

export { ConfigError } from './app.js';
export type { ServerContext, ServerOptions } from './context.js';

export interface StartOptions extends Partial<ServerOptions> {
  /** 0 = any free port. Default 8080. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** The built site served at / (default dist/site). */
  staticDir?: string;
  /** The script-tag bundle served at /embed/ (default: `embed` beside staticDir). */
  embedDir?: string;
  /** Host pages served at /examples/ (default examples/). */
  examplesDir?: string;
  /** A second port serving the examples from another origin; unset = no second server, 0 = any free port. */
  examplesPort?: number;
  /**
   * Answers a GET the API and the built site's files do not: a rendering server's pages,
   * robots.txt, sitemap.xml. Null leaves it to the site's client-rendered page (or not found).
   */
  renderPage?: (request: Request) => Promise<Response | null>;
}

export interface RunningServer {
  url: string;
  port: number;
  ctx: ServerContext;
  examplesUrl?: string;
  close(): Promise<void>;
}

/** Secrets that appear in tutorials and sample configs; never acceptable in production. */
const KNOWN_SECRETS = new Set(
  [
    'secret',
    'changeme',
    'change-me',
    'meedu',
    'meedu-secret',
    'jwt-secret',
    'jwt_secret',
    'your-256-bit-secret',
    'your-secret-key',
    'your_jwt_secret',
    'please-change-this-secret-to-something-long',
    'change-me-to-a-long-random-string-of-32-chars',
    '0123456789abcdef0123456789abcdef',
    '12345678901234567890123456789012',
  ].map((s) => s.toLowerCase()),
);

export function isProductionEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV === 'production' || env.MEEDU_ENV === 'production';
}

/** Refuses production secrets that are missing, short, well-known or a single repeated character. */
export function checkProductionSecret(secret: string | undefined): void {
  if (!secret) throw new ConfigError('生产模式必须设置 MEEDU_JWT_SECRET（至少 32 个字符的随机字符串）');
  if (secret.length < 32) throw new ConfigError(`MEEDU_JWT_SECRET 太短：需要至少 32 个字符，当前 ${secret.length} 个`);
  if (KNOWN_SECRETS.has(secret.toLowerCase()) || /^(.)\1+$/.test(secret)) {
    throw new ConfigError('MEEDU_JWT_SECRET 是公开的示例值，请换成随机生成的密钥（例如 openssl rand -base64 48）');
  }
}

function hostForUrl(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const onError = (err: Error) => reject(err);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      // Once listening, an error is one failed accept (out of file descriptors under a flood of
      // connections): told, and the server keeps listening.
      server.on('error', (err) => console.error('[server]', err));
      resolvePort((server.address() as AddressInfo).port);
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((done) => {
    // Keep-alive sockets would hold close() open; idle ones go now, busy ones after a grace period.
    const force = setTimeout(() => server.closeAllConnections(), 3000);
    force.unref();
    server.close(() => {
      clearTimeout(force);
      done();
    });
    server.closeIdleConnections();
  });
}

/** A Node server whose handler is attached after listening, once the public address is known. */
function lateBoundServer() {
  let handler: ((req: Request, env: HttpBindings) => Response | Promise<Response>) | null = null;
  const server = createAdaptorServer({
    fetch: (req: Request, env: unknown) =>
      handler ? handler(req, env as HttpBindings) : new Response('starting', { status: 503 }),
    overrideGlobalObjects: false,
  }) as Server;
  return { server, attach: (h: NonNullable<typeof handler>) => (handler = h) };
}

const RESERVED_PREFIXES = ['/api/', '/addons/', '/images/', '/__dev', '/embed', '/examples', '/h5/'];

function serverConfigScript(apiUrl: string, examplesUrl: string | undefined): string {
  const config = {
    api: apiUrl,
    site: `${apiUrl}/`,
    embed: `${apiUrl}/embed/meedu.js`,
    examples: `${examplesUrl ?? apiUrl}/examples/`,
  };
  return `window.MEEDU_SERVER = ${JSON.stringify(config)};\n`;
}

function examplesRoutes(app: Hono<AppEnv>, examplesDir: string, config: () => string) {
  app.get('/examples/server-config.js', (c) =>
    c.body(config(), 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' }),
  );
  app.get('/examples', (c) => redirectTo(c, '/examples/', undefined, 301));
  app.get('/examples/*', (c, next) => serveUnder(c, next, examplesDir, '/examples/'));
}

/**
 * A folder asked for without its trailing slash: 301 to the slashed path, through the same check
 * as every other redirect; a path that would not pass it is simply not found.
 */
function folderRedirect(c: Context, path: string): Response | null {
  const target = allowedRedirect(`${path}${new URL(c.req.url).search}`, redirectOrigins(c));
  return target === null ? null : c.redirect(target, 301);
}

async function serveUnder(c: Context, next: () => Promise<void>, root: string, mount: string, cors = false) {
  const rawPath = new URL(c.req.url).pathname;
  const found = resolveStatic(root, rawPath.slice(mount.length));
  if (found.kind === 'redirect') {
    const moved = folderRedirect(c, `${mount}${found.location}`);
    if (moved) return moved;
  }
  if (found.kind === 'file') return sendFile(c, found.file, cors ? { 'Access-Control-Allow-Origin': '*' } : {});
  await next();
}

/**
 * Starts the reference server: API, development endpoints (outside production), the built site
 * with SPA fallback, the embed bundle and the example host pages, all on one port; optionally
 * the examples again on a second port, for cross-origin embedding.
 */
export async function startServer(opts: StartOptions = {}): Promise<RunningServer> {
  const production = opts.production ?? isProductionEnv();
  if (production) checkProductionSecret(opts.jwtSecret);
  const host = opts.host ?? '127.0.0.1';
  const root = process.cwd();
  const staticDir = resolve(opts.staticDir ?? join(root, 'dist', 'site'));
  const embedDir = resolve(opts.embedDir ?? join(dirname(staticDir), 'embed'));
  const examplesDir = resolve(opts.examplesDir ?? join(root, 'examples'));

  const main = lateBoundServer();
  const port = await listen(main.server, opts.port ?? 8080, host);
  const url = (opts.publicUrl ?? `http://${hostForUrl(host)}:${port}`).replace(/\/$/, '');

  let examples: ReturnType<typeof lateBoundServer> | null = null;
  let examplesUrl: string | undefined;
  let ctx: ServerContext;
  try {
    if (opts.examplesPort !== undefined) {
      examples = lateBoundServer();
      const ePort = await listen(examples.server, opts.examplesPort, host);
      examplesUrl = `http://${hostForUrl(host)}:${ePort}`;
    }
    ctx = createContext({
      dbPath: opts.dbPath ?? join(root, '.data', 'meedu.sqlite'),
      jwtSecret: opts.jwtSecret ?? '',
      production,
      rateLimitPerMinute: opts.rateLimitPerMinute ?? 120,
      corsOrigins: opts.corsOrigins ?? (production ? [] : '*'),
      publicUrl: url,
      siteOrigins: siteOriginList('siteOrigins', opts.siteOrigins ?? (examplesUrl ? [examplesUrl] : [])),
      examplesUrl,
      seed: opts.seed ?? true,
      now: opts.now ?? Date.now,
      meeduVersion: versionOption(opts.meeduVersion),
    });
  } catch (err) {
    await closeServer(main.server);
    if (examples) await closeServer(examples.server);
    throw err;
  }

  const config = () => serverConfigScript(url, examplesUrl);
  const app = createApiApp(ctx, {
    fallbackRoutes(app) {
      app.get('/embed', (c) => redirectTo(c, '/embed/', undefined, 301));
      app.get('/embed/*', (c, next) => serveUnder(c, next, embedDir, '/embed/', true));
      examplesRoutes(app, examplesDir, config);
      app.get('*', async (c, next) => {
        const path = c.req.path;
        if (RESERVED_PREFIXES.some((p) => path.startsWith(p))) return next();
        if (!existsSync(join(staticDir, 'index.html'))) {
          if (!acceptsHtml(c)) return next();
          return c.html(notBuiltPage('站点', 'npm run build'), 503, { 'Cache-Control': 'no-store' });
        }
        const rawPath = new URL(c.req.url).pathname;
        const found = resolveStatic(staticDir, rawPath.slice(1));
        const moved = found.kind === 'redirect' ? folderRedirect(c, `/${found.location}`) : null;
        if (moved) return moved;
        // With a rendering server in front, the home page is rendered like every other page.
        const page = found.kind === 'file' && opts.renderPage && found.file === join(staticDir, 'index.html');
        if (found.kind === 'file' && !page) return sendFile(c, found.file);
        const rendered = opts.renderPage ? await opts.renderPage(c.req.raw) : null;
        if (rendered) return rendered;
        // Client-side routes (/courses/detail/3, /member/orders, ...) all load the app shell.
        if (acceptsHtml(c)) return sendFile(c, join(staticDir, 'index.html'));
        return next();
      });
    },
  });
  main.attach((req, env) => app.fetch(req, env));
  // WebSockets (the live chat) share the port: each upgrade goes to the module whose path it is.
  const sockets = modules.flatMap((m) => (m.sockets ? [m.sockets(ctx)] : []));
  main.server.on('upgrade', (req, socket, head) => {
    // The HTTP server stops watching a socket it hands over; a reset during the handshake must not
    // reach the process as an unheard error.
    socket.on('error', () => socket.destroy());
    // Counted like any API request, before a token is verified or the database read.
    const throttled = throttleUpgrade(ctx, req);
    if (throttled) return refuseUpgrade(socket, 429, 'Too Many Attempts.', throttled);
    if (!sockets.some((s) => s.upgrade(req, socket, head))) socket.destroy();
  });

  if (examples) {
    const eApp = new Hono<AppEnv>();
    eApp.get('/', (c) => redirectTo(c, '/examples/'));
    examplesRoutes(eApp, examplesDir, config);
    eApp.notFound((c) => c.text('Not Found', 404));
    examples.attach((req, env) => eApp.fetch(req, env));
  }

  const upkeep = setInterval(() => maintain(ctx), MAINTENANCE_INTERVAL_MS);
  upkeep.unref();

  let closing: Promise<void> | null = null;
  return {
    url,
    port,
    ctx,
    examplesUrl,
    close() {
      closing ??= (async () => {
        clearInterval(upkeep);
        for (const s of sockets) s.close();
        await Promise.all([closeServer(main.server), examples ? closeServer(examples.server) : Promise.resolve()]);
        ctx.db.close();
      })();
      return closing;
    },
  };
}

/** A release name as `MEEDU_VERSION` or the `meeduVersion` option gives it; ConfigError when unknown. */
function versionOption(raw: string | undefined, name = 'meeduVersion'): string {
  if (raw === undefined || raw.trim() === '') return DEFAULT_VERSION;
  const version = parseVersion(raw);
  if (!version)
    throw new ConfigError(`${name} 必须是 ${OLDEST_VERSION} 到 ${NEWEST_VERSION} 之间的 MeEdu 版本，收到 "${raw}"`);
  return version;
}

const intFrom = (name: string, raw: string | undefined, fallback: number, min: number, max: number): number => {
  if (raw === undefined || raw.trim() === '') return fallback;
  if (!/^\d+$/.test(raw.trim())) throw new ConfigError(`${name} 必须是整数，收到 "${raw}"`);
  const n = Number(raw.trim());
  if (n < min || n > max) throw new ConfigError(`${name} 必须在 ${min} 到 ${max} 之间，收到 ${n}`);
  return n;
};

/** Origins as `scheme://host[:port]`; a path, userinfo or another scheme is a configuration error. */
function siteOriginList(name: string, values: readonly string[]): string[] {
  return values.map((value) => {
    const origin = originOf(value);
    const url = origin ? new URL(value) : null;
    if (!origin || !url || url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
      throw new ConfigError(`${name} 只能列出 http(s) 源（如 https://www.example.com，不带路径），收到 "${value}"`);
    }
    return origin;
  });
}

/**
 * The CLI's settings from environment variables (documented in docs/server.md). Throws
 * ConfigError with a readable message for anything it cannot use.
 */
export function optionsFromEnv(env: NodeJS.ProcessEnv, projectRoot: string): StartOptions {
  const production = isProductionEnv(env);
  const port = intFrom('PORT', env.PORT, 8080, 0, 65535);
  const examplesRaw = env.MEEDU_EXAMPLES_PORT?.trim().toLowerCase();
  const examplesPort =
    examplesRaw === 'off' || examplesRaw === 'none'
      ? undefined
      : intFrom('MEEDU_EXAMPLES_PORT', env.MEEDU_EXAMPLES_PORT, port === 0 ? 0 : port + 1, 0, 65535);
  if (examplesPort !== undefined && examplesPort !== 0 && examplesPort === port) {
    throw new ConfigError('MEEDU_EXAMPLES_PORT 不能与 PORT 相同');
  }
  const cors = env.MEEDU_CORS_ORIGINS?.trim();
  const publicUrl = env.MEEDU_PUBLIC_URL?.trim();
  if (publicUrl && !/^https?:\/\/[^\s/]+/i.test(publicUrl)) {
    throw new ConfigError(`MEEDU_PUBLIC_URL 必须是 http(s) 地址，收到 "${publicUrl}"`);
  }
  const sites = env.MEEDU_SITE_ORIGINS?.trim();
  const siteOrigins = sites
    ? siteOriginList(
        'MEEDU_SITE_ORIGINS',
        sites
          .split(',')
          .map((o) => o.trim())
          .filter(Boolean),
      )
    : undefined;
  const jwtSecret = env.MEEDU_JWT_SECRET ?? '';
  if (production) checkProductionSecret(jwtSecret);
  return {
    production,
    port,
    host: env.HOST?.trim() || '127.0.0.1',
    dbPath: resolve(projectRoot, env.MEEDU_DB?.trim() || join('.data', 'meedu.sqlite')),
    examplesPort,
    publicUrl: publicUrl || undefined,
    rateLimitPerMinute: intFrom('MEEDU_RATE_LIMIT', env.MEEDU_RATE_LIMIT, 120, 0, 1_000_000),
    corsOrigins: cors
      ? cors === '*'
        ? '*'
        : cors
            .split(',')
            .map((o) => o.trim().replace(/\/$/, ''))
            .filter(Boolean)
      : undefined,
    siteOrigins,
    jwtSecret,
    staticDir: resolve(projectRoot, env.MEEDU_STATIC_DIR?.trim() || join('dist', 'site')),
    embedDir: resolve(projectRoot, env.MEEDU_EMBED_DIR?.trim() || join('dist', 'embed')),
    examplesDir: resolve(projectRoot, env.MEEDU_EXAMPLES_DIR?.trim() || 'examples'),
    seed: env.MEEDU_SEED !== '0',
    meeduVersion: versionOption(env.MEEDU_VERSION, 'MEEDU_VERSION'),
  };
}
