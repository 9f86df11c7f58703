import { SignJWT, jwtVerify } from 'jose';
import type { Context, MiddlewareHandler } from 'hono';
import type { ServerContext } from '../context.js';
import { sinceIn } from '../version.js';
import { isV2Path } from './envelope.js';

export type AppEnv = {
  /** publicBase: the public address without a trailing slash (set for every request, see public-url.ts). */
  Variables: {
    userId: number | null;
    jti: string | null;
    token: string | null;
    publicBase: string;
    meeduVersion: string;
  };
};

/** Token lifetime: 20160 minutes = 14 days (contract section 1, Token). */
export const TOKEN_TTL_SECONDS = 20160 * 60;
const ISSUER = 'meedu-reference';
/** tymon/jwt-auth's lock_subject claim: hash of the user model class. */
const PRV = '23bd5c8949f600adb39e701c400872db7a5976f7';

export const AUTH_SCHEMA = [
  `CREATE TABLE IF NOT EXISTS token_blacklist (
     jti TEXT PRIMARY KEY,
     expires_at INTEGER NOT NULL
   )`,
  // One row per issued token (the UserLoginEvent listener); the newest is the "current" login
  // that the one-device rule compares against.
  `CREATE TABLE IF NOT EXISTS user_login_records (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     user_id INTEGER NOT NULL,
     jti TEXT NOT NULL,
     platform TEXT NOT NULL,
     ip TEXT NOT NULL DEFAULT '',
     ua TEXT NOT NULL DEFAULT '',
     created_at INTEGER NOT NULL
   )`,
  `CREATE INDEX IF NOT EXISTS user_login_records_user ON user_login_records (user_id, id)`,
];

/**
 * meedu.system.login.limit.rule, kept in the meta table: 1 = no limit (default), 3 = one device
 * for all platforms (a newer login kicks older tokens out with 请重新登录).
 */
export const LOGIN_LIMIT_RULE_KEY = 'login_limit_rule';

export function loginLimitRule(ctx: ServerContext): number {
  const row = ctx.db.prepare('SELECT value FROM meta WHERE key = ?').get(LOGIN_LIMIT_RULE_KEY) as
    { value: string } | undefined;
  return row ? Number(row.value) : 1;
}

export function setLoginLimitRule(ctx: ServerContext, rule: number): void {
  ctx.db
    .prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value')
    .run(LOGIN_LIMIT_RULE_KEY, String(rule));
}

export const PLATFORMS = ['PC', 'H5', 'IOS', 'ANDROID', 'MINI', 'APP', 'OTHER'] as const;

/** get_platform(): the meedu-platform header, default APP, anything unknown is OTHER. */
export function platformOf(c: Context): string {
  const raw = (c.req.header('meedu-platform') ?? 'APP').toUpperCase();
  return (PLATFORMS as readonly string[]).includes(raw) ? raw : 'OTHER';
}

const key = (ctx: ServerContext) => new TextEncoder().encode(ctx.options.jwtSecret);

export async function issueToken(ctx: ServerContext, userId: number): Promise<{ token: string; jti: string }> {
  const now = Math.floor(ctx.options.now() / 1000);
  const jti = crypto.randomUUID().replace(/-/g, '').slice(0, 16);
  const token = await new SignJWT({ prv: PRV })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setSubject(String(userId))
    .setIssuedAt(now)
    .setNotBefore(now)
    .setExpirationTime(now + TOKEN_TTL_SECONDS)
    .setJti(jti)
    .sign(key(ctx));
  return { token, jti };
}

/** Reads the token the way tymon's parser chain does: header first, then `?token=`. */
export function tokenFrom(c: Context): string | null {
  const header = c.req.header('Authorization') ?? '';
  const [scheme, value] = header.split(' ');
  if (scheme?.toLowerCase() === 'bearer' && value) return value;
  return c.req.query('token') || null;
}

export async function verifyToken(
  ctx: ServerContext,
  token: string,
): Promise<{ userId: number; jti: string; exp: number } | null> {
  try {
    const { payload } = await jwtVerify(token, key(ctx), {
      issuer: ISSUER,
      algorithms: ['HS256'],
      currentDate: new Date(ctx.options.now()),
    });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || !payload.jti || payload.prv !== PRV) return null;
    const banned = ctx.db.prepare('SELECT 1 FROM token_blacklist WHERE jti = ?').get(payload.jti);
    if (banned) return null;
    return { userId, jti: payload.jti, exp: payload.exp ?? 0 };
  } catch {
    return null;
  }
}

export function blacklistToken(ctx: ServerContext, jti: string, exp: number): void {
  ctx.db.prepare('INSERT OR IGNORE INTO token_blacklist (jti, expires_at) VALUES (?, ?)').run(jti, exp);
}

/**
 * A token only stands for a member who exists and is not locked: locking an account (is_lock = 1)
 * ends its sessions from the next request, not just future logins.
 */
function activeMember(ctx: ServerContext, userId: number): boolean {
  const row = ctx.db.prepare('SELECT is_lock FROM users WHERE id = ?').get(userId) as { is_lock: number } | undefined;
  return !!row && row.is_lock !== 1;
}

/** The member a token stands for: a valid, unrevoked token of an existing, unlocked member. */
export async function memberOfToken(
  ctx: ServerContext,
  token: string,
): Promise<{ userId: number; jti: string } | null> {
  const checked = await verifyToken(ctx, token);
  return checked && activeMember(ctx, checked.userId) ? checked : null;
}

/**
 * Under the one-device rule (3) only the member's latest login counts; any other token is kicked
 * out. Always true under rule 1.
 */
export function isCurrentLogin(ctx: ServerContext, userId: number, jti: string | null): boolean {
  if (loginLimitRule(ctx) !== 3) return true;
  const last = ctx.db
    .prepare('SELECT jti FROM user_login_records WHERE user_id = ? ORDER BY id DESC LIMIT 1')
    .get(userId) as { jti: string } | undefined;
  return !last || last.jti === jti;
}

/** Attaches the member (if any valid token was sent) without requiring one. */
export function optionalAuth(ctx: ServerContext): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = tokenFrom(c);
    const verified = token ? await memberOfToken(ctx, token) : null;
    c.set('userId', verified?.userId ?? null);
    c.set('jti', verified?.jti ?? null);
    c.set('token', verified ? token : null);
    await next();
  };
}

/**
 * Unauthenticated answers differ by path and release (contract section 10.6, delta section 2.1):
 * until 4.9.7 envelope `code:401` with message 错误 on /api/v2 and HTTP 401
 * `{"message":"Unauthenticated."}` on v3 and addon paths; from 4.9.8 the envelope
 * `{code:401, message:"请登录"}` with HTTP 200 everywhere.
 */
export function unauthenticated(c: Context) {
  if (sinceIn(c, '4.9.8')) return c.json({ code: 401, message: '请登录', data: [] }, 200);
  if (isV2Path(c.req.url)) return c.json({ code: 401, message: '错误', data: [] }, 200);
  return c.json({ message: 'Unauthenticated.' }, 401);
}

/**
 * auth:apiv2 plus api.login.status.check. A token whose member no longer exists or is locked
 * counts as unauthenticated. Under the one-device rule (3) a token that is not the member's latest login
 * gets `{code:401, message:"请重新登录"}` (HTTP 200 on every version, as that middleware answers).
 */
export function requireAuth(ctx: ServerContext): MiddlewareHandler<AppEnv> {
  const attach = optionalAuth(ctx);
  return async (c, next) => {
    let passed = false;
    await attach(c, async () => {
      passed = c.get('userId') !== null;
    });
    const userId = c.get('userId');
    if (!passed || userId === null) return unauthenticated(c);
    if (!isCurrentLogin(ctx, userId, c.get('jti'))) return c.json({ code: 401, message: '请重新登录', data: [] }, 200);
    await next();
  };
}

export function currentUserId(c: Context<AppEnv>): number {
  const id = c.get('userId');
  if (id === null || id === undefined) throw new Error('requireAuth missing on this route');
  return id;
}
