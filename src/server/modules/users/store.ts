import { randomUUID } from 'node:crypto';
import type { ServerContext } from '../../context.js';
import { isoDateTime, rawDateTime } from '../../db/index.js';
import { avatarUrl } from '../media/index.js';

export const DEMO_USER_ID = 1;

export interface UserRow {
  id: number;
  /** '' = default avatar, 'gen:<seed>' = generated avatar, otherwise an absolute URL. */
  avatar: string;
  nick_name: string;
  mobile: string;
  password: string | null;
  is_lock: number;
  is_active: number;
  role_id: number;
  /** ms since epoch, or null */
  role_expired_at: number | null;
  invite_user_id: number;
  invite_balance: number;
  is_password_set: number;
  is_set_nickname: number;
  credit1: number;
  credit2: number;
  credit3: number;
  is_face_verify: number;
  register_ip: string;
  created_at: number;
  updated_at: number;
}

export interface RoleRow {
  id: number;
  name: string;
  charge: number;
  expire_days: number;
  weight: number;
  description: string;
  is_show: number;
  created_at: number;
  updated_at: number;
}

export interface PublicUser {
  id: number;
  avatar: string;
  nick_name: string;
}

/** Absolute avatar address; stored values are resolved late so a changed public URL still works. */
export function resolveAvatar(ctx: ServerContext, stored: string): string {
  if (!stored) return avatarUrl(ctx);
  if (stored.startsWith('gen:')) return avatarUrl(ctx, stored.slice(4));
  return stored;
}

/**
 * The PHP server clears expired VIP memberships with a scheduled job; here the clearing happens
 * lazily whenever the member is read, which is indistinguishable from outside.
 */
function expireRole(ctx: ServerContext, user: UserRow): UserRow {
  if (user.role_id && user.role_expired_at !== null && user.role_expired_at <= ctx.options.now()) {
    ctx.db
      .prepare('UPDATE users SET role_id = 0, role_expired_at = NULL WHERE id = ? AND role_expired_at = ?')
      .run(user.id, user.role_expired_at);
    return { ...user, role_id: 0, role_expired_at: null };
  }
  return user;
}

export function getUser(ctx: ServerContext, id: number): UserRow | undefined {
  const row = ctx.db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
  return row ? expireRole(ctx, row) : undefined;
}

export function findUserByMobile(ctx: ServerContext, mobile: string): UserRow | undefined {
  const row = ctx.db.prepare('SELECT * FROM users WHERE mobile = ?').get(mobile) as UserRow | undefined;
  return row ? expireRole(ctx, row) : undefined;
}

export function publicUsers(ctx: ServerContext, ids: number[]): Record<number, PublicUser> {
  const unique = [...new Set(ids.filter((id) => Number.isInteger(id) && id > 0))];
  const out: Record<number, PublicUser> = {};
  if (!unique.length) return out;
  const stmt = ctx.db.prepare('SELECT id, avatar, nick_name FROM users WHERE id = ?');
  for (const id of unique) {
    const row = stmt.get(id) as { id: number; avatar: string; nick_name: string } | undefined;
    if (row) out[row.id] = { id: row.id, avatar: resolveAvatar(ctx, row.avatar), nick_name: row.nick_name };
  }
  return out;
}

/** Adds (or, with a negative sum, takes) points and writes the matching credit1 record. */
export function addCredit1(ctx: ServerContext, userId: number, sum: number, remark: string): void {
  const now = ctx.options.now();
  ctx.db.transaction(() => {
    ctx.db.prepare('UPDATE users SET credit1 = credit1 + ?, updated_at = ? WHERE id = ?').run(sum, now, userId);
    ctx.db
      .prepare('INSERT INTO user_credit1_records (user_id, sum, remark, created_at) VALUES (?, ?, ?, ?)')
      .run(userId, sum, remark, now);
  })();
}

/** A SimpleMessageNotification: shows up in the member's messages and unread count. Returns its UUID. */
export function notifyUser(ctx: ServerContext, userId: number, message: string): string {
  const id = randomUUID();
  const now = ctx.options.now();
  ctx.db
    .prepare(
      'INSERT INTO user_notifications (id, user_id, message, read_at, created_at, updated_at) VALUES (?, ?, ?, NULL, ?, ?)',
    )
    .run(id, userId, message, now, now);
  return id;
}

export function userHasActiveVip(ctx: ServerContext, userId: number): boolean {
  const user = getUser(ctx, userId);
  return !!user && user.role_id > 0 && user.role_expired_at !== null && user.role_expired_at > ctx.options.now();
}

export function getRole(ctx: ServerContext, roleId: number): RoleRow | undefined {
  return ctx.db.prepare('SELECT * FROM roles WHERE id = ?').get(roleId) as RoleRow | undefined;
}

/**
 * Buying a role: the same, still-active role is extended from its current expiry; any other
 * (or an expired one) starts from now.
 */
export function grantRole(ctx: ServerContext, userId: number, roleId: number): void {
  const role = getRole(ctx, roleId);
  const user = getUser(ctx, userId);
  if (!role || !user) throw new Error(`grantRole: unknown user ${userId} or role ${roleId}`);
  const now = ctx.options.now();
  const from =
    user.role_id === roleId && user.role_expired_at !== null && user.role_expired_at > now ? user.role_expired_at : now;
  const expires = from + role.expire_days * 86_400_000;
  ctx.db
    .prepare('UPDATE users SET role_id = ?, role_expired_at = ?, updated_at = ? WHERE id = ?')
    .run(roleId, expires, now, userId);
}

/** `{id, name, charge, expire_days, desc_rows}` of GET /api/v2/roles. */
export function roleView(role: RoleRow) {
  return {
    id: role.id,
    name: role.name,
    charge: role.charge,
    expire_days: role.expire_days,
    desc_rows: role.description.split('\n'),
  };
}

/** BusinessState::isNeedBindMobile: a mobile is real iff it starts with 1 and has 11 characters. */
export function hasRealMobile(mobile: string): boolean {
  return mobile.startsWith('1') && [...mobile].length === 11;
}

function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 1) return name;
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

function maskIdNumber(id: string): string {
  if (!id) return '';
  if (id.length === 15) return `${id.slice(0, 6)}****${id.slice(-3)}`;
  return `${id.slice(0, 6)}****${id.slice(-4)}`;
}

/** GET /api/v2/member/detail `data` (contract section 2). */
export function memberDetail(ctx: ServerContext, user: UserRow) {
  const role = user.role_id ? getRole(ctx, user.role_id) : undefined;
  const socialApps = new Set(
    (ctx.db.prepare('SELECT app FROM user_socialites WHERE user_id = ?').all(user.id) as { app: string }[]).map(
      (r) => r.app,
    ),
  );
  const invited = ctx.db.prepare('SELECT COUNT(*) AS n FROM users WHERE invite_user_id = ?').get(user.id) as {
    n: number;
  };
  const profile = ctx.db.prepare('SELECT real_name, id_number FROM user_profiles WHERE user_id = ?').get(user.id) as
    { real_name: string; id_number: string } | undefined;
  return {
    id: user.id,
    avatar: resolveAvatar(ctx, user.avatar),
    nick_name: user.nick_name,
    mobile: user.mobile,
    is_lock: user.is_lock,
    is_active: user.is_active,
    role_id: user.role_id,
    role_expired_at: user.role_expired_at === null ? null : rawDateTime(user.role_expired_at),
    invite_balance: user.invite_balance,
    is_password_set: user.is_password_set,
    is_set_nickname: user.is_set_nickname,
    created_at: isoDateTime(user.created_at),
    credit1: user.credit1,
    credit2: user.credit2,
    credit3: user.credit3,
    role: role ? { id: role.id, name: role.name } : null,
    is_bind_qq: socialApps.has('qq') ? 1 : 0,
    is_bind_wechat: socialApps.has('wechat') ? 1 : 0,
    is_bind_mobile: hasRealMobile(user.mobile) ? 1 : 0,
    invite_people_count: invited.n,
    is_face_verify: user.is_face_verify === 1,
    profile_real_name: profile ? maskName(profile.real_name) : '',
    profile_id_number: profile ? maskIdNumber(profile.id_number) : '',
  };
}
