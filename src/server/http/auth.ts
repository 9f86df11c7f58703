import { SignJWT, jwtVerify } from 'jose';
import type { Context, MiddlewareHandler } from 'hono';
import type { ServerContext } from '../context.js';
import { isV2Path } from './envelope.js';

export type AppEnv = { Variables: { userId: number | null; jti: string | null; token: string | null } };

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
];

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

/** Attaches the member (if any valid token was sent) without requiring one. */
export function optionalAuth(ctx: ServerContext): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = tokenFrom(c);
    const verified = token ? await verifyToken(ctx, token) : null;
    c.set('userId', verified?.userId ?? null);
    c.set('jti', verified?.jti ?? null);
    c.set('token', verified ? token : null);
    await next();
  };
}

/**
 * Unauthenticated answers differ by version (contract section 10.6): envelope `code:401` with
 * message 错误 on /api/v2, HTTP 401 `{"message":"Unauthenticated."}` on v3 and addon paths.
 */
export function unauthenticated(c: Context) {
  if (isV2Path(c.req.url)) return c.json({ code: 401, message: '错误', data: [] }, 200);
  return c.json({ message: 'Unauthenticated.' }, 401);
}

export function requireAuth(ctx: ServerContext): MiddlewareHandler<AppEnv> {
  const attach = optionalAuth(ctx);
  return async (c, next) => {
    let passed = false;
    await attach(c, async () => {
      passed = c.get('userId') !== null;
    });
    if (!passed) return unauthenticated(c);
    await next();
  };
}

export function currentUserId(c: Context<AppEnv>): number {
  const id = c.get('userId');
  if (id === null || id === undefined) throw new Error('requireAuth missing on this route');
  return id;
}
