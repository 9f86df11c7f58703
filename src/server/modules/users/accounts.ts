import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import type { ServerContext } from '../../context.js';
import { issueToken, platformOf } from '../../http/auth.js';
import { clientIp } from '../../http/client-ip.js';
import { ServiceError } from '../../http/envelope.js';
import { rewardRegistration } from './credit1-rewards.js';
import { hashPassword } from './password.js';
import { findUserByMobile, getUser, type UserRow } from './store.js';
import { recordAgreements } from './agreements.js';

const DAY = 86_400_000;
/** A deletion request runs this long after it is filed, unless the member logs in first. */
export const DELETION_DELAY_MS = 7 * DAY;

const ALNUM = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export function randomString(length: number): string {
  const bytes = randomBytes(length);
  let out = '';
  for (let i = 0; i < length; i++) out += ALNUM[bytes[i] % ALNUM.length];
  return out;
}

/**
 * AuthBus::tokenLogin(): issues the token, records the login (jti, platform, ip) and, as the
 * UserLoginEvent listener does, cancels any pending account deletion.
 */
export async function tokenLogin(ctx: ServerContext, c: Context, userId: number, platform?: string): Promise<string> {
  const { token, jti } = await issueToken(ctx, userId);
  const now = ctx.options.now();
  ctx.db
    .prepare('INSERT INTO user_login_records (user_id, jti, platform, ip, ua, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(userId, jti, platform ?? platformOf(c), clientIp(c), (c.req.header('User-Agent') ?? '').slice(0, 255), now);
  ctx.db.prepare('UPDATE user_delete_jobs SET status = 2 WHERE user_id = ? AND status = 0').run(userId);
  return token;
}

export interface NewUser {
  mobile: string;
  nickName?: string;
  password?: string;
  avatar?: string;
  ip?: string;
}

/** Creates a member. Nicknames default to 12 random characters with is_set_nickname 0. */
export function createUser(ctx: ServerContext, input: NewUser): UserRow {
  if (findUserByMobile(ctx, input.mobile)) throw new ServiceError('手机号已存在');
  const now = ctx.options.now();
  let nick = input.nickName ?? randomString(12);
  if (ctx.db.prepare('SELECT 1 FROM users WHERE nick_name = ?').get(nick))
    nick = `${nick.slice(0, 18)}_${randomString(4)}`;
  const id = ctx.db.transaction(() => {
    const result = ctx.db
      .prepare(
        `INSERT INTO users (avatar, nick_name, mobile, password, is_password_set, is_set_nickname, register_ip, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, 0, ?, ?, ?)`,
      )
      .run(
        input.avatar ?? '',
        nick,
        input.mobile,
        input.password ? hashPassword(input.password) : null,
        input.password ? 1 : 0,
        input.ip ?? '',
        now,
        now,
      );
    const userId = Number(result.lastInsertRowid);
    rewardRegistration(ctx, userId);
    // Signing up accepts the agreements in force (MeEdu records them on UserRegisterEvent).
    recordAgreements(ctx, userId, input.ip ?? '');
    return userId;
  })();
  return getUser(ctx, id)!;
}

/** Socialite-only members get a placeholder that isNeedBindMobile() recognises as "not bound". */
export function placeholderMobile(ctx: ServerContext): string {
  for (;;) {
    const mobile = `2${randomString(10).toLowerCase()}`;
    if (!findUserByMobile(ctx, mobile)) return mobile;
  }
}

export function setPassword(ctx: ServerContext, userId: number, password: string): void {
  ctx.db
    .prepare('UPDATE users SET password = ?, is_password_set = 1, updated_at = ? WHERE id = ?')
    .run(hashPassword(password), ctx.options.now(), userId);
}

export function pendingDeletion(ctx: ServerContext, userId: number): boolean {
  return !!ctx.db.prepare('SELECT 1 FROM user_delete_jobs WHERE user_id = ? AND status = 0').get(userId);
}

export function requestDeletion(ctx: ServerContext, userId: number): void {
  if (pendingDeletion(ctx, userId)) throw new ServiceError('用户已申请注销');
  const now = ctx.options.now();
  ctx.db
    .prepare('INSERT INTO user_delete_jobs (user_id, submitted_at, expired_at, status) VALUES (?, ?, ?, 0)')
    .run(userId, now, now + DELETION_DELAY_MS);
}

/**
 * Carries out deletion requests that are due. Other modules' rows (orders, comments) keep
 * pointing at the member, so the account is anonymised and locked rather than removed: it can
 * no longer log in, and its mobile and social accounts are free to register again.
 */
export function runDueDeletions(ctx: ServerContext): void {
  const now = ctx.options.now();
  const due = ctx.db
    .prepare('SELECT id, user_id FROM user_delete_jobs WHERE status = 0 AND expired_at <= ?')
    .all(now) as {
    id: number;
    user_id: number;
  }[];
  for (const job of due) {
    ctx.db.transaction(() => {
      ctx.db
        .prepare(
          `UPDATE users SET mobile = ?, nick_name = ?, password = NULL, avatar = '', is_lock = 1, is_password_set = 0,
             role_id = 0, role_expired_at = NULL, updated_at = ? WHERE id = ?`,
        )
        .run(placeholderMobile(ctx), `已注销_${randomString(8)}`, now, job.user_id);
      ctx.db.prepare('DELETE FROM user_socialites WHERE user_id = ?').run(job.user_id);
      ctx.db.prepare('DELETE FROM user_profiles WHERE user_id = ?').run(job.user_id);
      ctx.db.prepare('UPDATE user_delete_jobs SET status = 1 WHERE id = ?').run(job.id);
      // Outstanding tokens die with the account.
      ctx.db
        .prepare(
          `INSERT OR IGNORE INTO token_blacklist (jti, expires_at)
           SELECT jti, ? FROM user_login_records WHERE user_id = ?`,
        )
        .run(Math.floor(now / 1000) + 20160 * 60, job.user_id);
    })();
  }
}
