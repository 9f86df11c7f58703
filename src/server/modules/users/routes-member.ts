import type { Hono } from 'hono';
import type { ServerContext } from '../../context.js';
import { currentUserId, requireAuth, type AppEnv } from '../../http/auth.js';
import { atomicWrite } from '../../http/atomic-write.js';
import { ok, ServiceError } from '../../http/envelope.js';
import { mobileRules, paging, readInput, validate } from '../../http/input.js';
import { macFor, macMatches } from '../../http/signing.js';
import { simplePage } from '../../http/paginate.js';
import { isoDateTime } from '../../db/index.js';
import { setPassword } from './accounts.js';
import { findUserByMobile, getUser, hasRealMobile, memberDetail, type UserRow } from './store.js';
import { requireSmsCode } from './verification.js';
import { agreementRoutes, agreementStatus } from './agreements.js';
import { memberPage } from '../../db/member-page.js';

/** app/Meedu/Verify.php: the sign from /member/verify is good for an hour. */
const SIGN_TTL_MS = 3600_000;
/** users.nick_name is a 24-character column. */
const NICKNAME_MAX = 24;

function me(ctx: ServerContext, id: number): UserRow {
  const user = getUser(ctx, id);
  if (!user) throw new ServiceError('用户不存在');
  return user;
}

/** An opaque, tamper-proof "this member re-confirmed their mobile" token (Laravel encrypt() there). */
function makeSign(ctx: ServerContext, userId: number): string {
  const payload = Buffer.from(JSON.stringify({ u: userId, e: ctx.options.now() + SIGN_TTL_MS })).toString('base64url');
  return `${payload}.${macFor(ctx, 'verify', payload)}`;
}

function checkSign(ctx: ServerContext, sign: string, userId: number): boolean {
  const [payload, mac] = sign.split('.');
  if (!payload || !mac) return false;
  if (!macMatches(ctx, 'verify', payload, mac)) return false;
  try {
    const data = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { u: number; e: number };
    return data.u === userId && data.e > ctx.options.now();
  } catch {
    return false;
  }
}

function changeMobile(ctx: ServerContext, userId: number, mobile: string): void {
  const owner = findUserByMobile(ctx, mobile);
  if (owner) throw new ServiceError('手机号已存在');
  ctx.db.prepare('UPDATE users SET mobile = ?, updated_at = ? WHERE id = ?').run(mobile, ctx.options.now(), userId);
}

interface NotificationRow {
  id: string;
  user_id: number;
  message: string;
  read_at: number | null;
  created_at: number;
}

/** Contract section 4: the member's own account, notifications and points. */
export function memberRoutes(app: Hono<AppEnv>, ctx: ServerContext): void {
  const auth = requireAuth(ctx);

  app.get('/api/v2/member/detail', auth, (c) => {
    const userId = currentUserId(c);
    return ok(c, { ...memberDetail(ctx, me(ctx, userId)), ...agreementStatus(ctx, userId) });
  });
  agreementRoutes(app, ctx, auth);

  app.post('/api/v2/member/detail/password', auth, async (c) => {
    const v = validate(await readInput(c), {
      mobile: mobileRules(),
      mobile_code: [{ required: '请输入短信验证码' }],
      password: [{ required: '请输入密码' }],
    });
    requireSmsCode(ctx, v.mobile, v.mobile_code);
    const user = me(ctx, currentUserId(c));
    if (!hasRealMobile(user.mobile)) throw new ServiceError('请绑定手机号');
    if (user.mobile !== v.mobile) throw new ServiceError('参数错误');
    setPassword(ctx, user.id, v.password);
    return ok(c);
  });

  // The nickname can be chosen once.
  app.post(
    '/api/v2/member/detail/nickname',
    auth,
    atomicWrite(ctx, (c, input) => {
      const v = validate(input, {
        nick_name: [{ required: '请输入昵称' }, { max: NICKNAME_MAX, message: `昵称不能超过${NICKNAME_MAX}个字符` }],
      });
      const user = me(ctx, currentUserId(c));
      if (user.is_set_nickname === 1) throw new ServiceError('当前用户已配置昵称');
      const taken = ctx.db.prepare('SELECT id FROM users WHERE nick_name = ?').get(v.nick_name) as
        { id: number } | undefined;
      if (taken && taken.id !== user.id) throw new ServiceError('昵称已经存在');
      ctx.db
        .prepare('UPDATE users SET nick_name = ?, is_set_nickname = 1, updated_at = ? WHERE id = ?')
        .run(v.nick_name, ctx.options.now(), user.id);
      return ok(c);
    }),
  );

  app.post('/api/v2/member/verify', auth, async (c) => {
    const v = validate(await readInput(c), {
      mobile: mobileRules(),
      mobile_code: [{ required: '请输入短信验证码' }],
    });
    const user = me(ctx, currentUserId(c));
    if (user.mobile !== v.mobile) throw new ServiceError('参数错误');
    requireSmsCode(ctx, v.mobile, v.mobile_code);
    return ok(c, { sign: makeSign(ctx, user.id) });
  });

  app.put('/api/v2/member/mobile', auth, async (c) => {
    const input = await readInput(c);
    const v = validate(input, {
      mobile: mobileRules(),
      mobile_code: [{ required: '请输入短信验证码' }],
      sign: [{ required: '参数错误' }],
    });
    const userId = currentUserId(c);
    if (!checkSign(ctx, v.sign, userId)) throw new ServiceError('参数错误');
    requireSmsCode(ctx, v.mobile, v.mobile_code);
    changeMobile(ctx, userId, v.mobile);
    return ok(c);
  });

  app.post('/api/v2/member/detail/mobile', auth, async (c) => {
    const v = validate(await readInput(c), {
      mobile: mobileRules(),
      mobile_code: [{ required: '请输入短信验证码' }],
    });
    requireSmsCode(ctx, v.mobile, v.mobile_code);
    const user = me(ctx, currentUserId(c));
    if (hasRealMobile(user.mobile)) throw new ServiceError('已绑定');
    changeMobile(ctx, user.id, v.mobile);
    return ok(c);
  });

  app.delete('/api/v2/member/socialite/:app', auth, (c) => {
    const appName = c.req.param('app');
    if (appName !== 'qq' && appName !== 'wechat') throw new ServiceError('参数错误');
    ctx.db.prepare('DELETE FROM user_socialites WHERE user_id = ? AND app = ?').run(currentUserId(c), appName);
    return ok(c);
  });

  app.get('/api/v2/member/unreadNotificationCount', auth, (c) => {
    const row = ctx.db
      .prepare('SELECT COUNT(*) AS n FROM user_notifications WHERE user_id = ? AND read_at IS NULL')
      .get(currentUserId(c)) as { n: number };
    return ok(c, row.n);
  });

  app.get('/api/v2/member/notificationMarkAllAsRead', auth, (c) => {
    const now = ctx.options.now();
    ctx.db
      .prepare('UPDATE user_notifications SET read_at = ?, updated_at = ? WHERE user_id = ? AND read_at IS NULL')
      .run(now, now, currentUserId(c));
    return ok(c);
  });

  app.get('/api/v2/member/notificationMarkAsRead/:notificationId', auth, (c) => {
    const now = ctx.options.now();
    // Unknown (or someone else's) ids are silently ignored, as in the PHP server.
    ctx.db
      .prepare(
        'UPDATE user_notifications SET read_at = ?, updated_at = ? WHERE id = ? AND user_id = ? AND read_at IS NULL',
      )
      .run(now, now, c.req.param('notificationId'), currentUserId(c));
    return ok(c);
  });

  app.get('/api/v2/member/messages', auth, async (c) => {
    const userId = currentUserId(c);
    const page = paging(await readInput(c), 'page_size', 5);
    const { rows, total } = memberPage<NotificationRow>(
      ctx.db,
      userId,
      page,
      'user_notifications',
      'SELECT * FROM user_notifications WHERE user_id = ? ORDER BY created_at DESC, rowid DESC',
    );
    return ok(
      c,
      simplePage(
        rows.map((r) => ({
          id: r.id,
          notifiable_id: r.user_id,
          data: { message: r.message },
          read_at: r.read_at === null ? null : isoDateTime(r.read_at),
          created_at: isoDateTime(r.created_at),
        })),
        total,
      ),
    );
  });

  app.get('/api/v2/member/credit1Records', auth, async (c) => {
    const userId = currentUserId(c);
    const page = paging(await readInput(c), 'page_size', 10);
    const { rows, total } = memberPage<{ sum: number; remark: string; created_at: number }>(
      ctx.db,
      userId,
      page,
      'user_credit1_records',
      'SELECT sum, remark, created_at FROM user_credit1_records WHERE user_id = ? ORDER BY created_at DESC, id DESC',
    );
    return ok(c, {
      total,
      data: rows.map((r) => ({ sum: r.sum, remark: r.remark, created_at: isoDateTime(r.created_at) })),
    });
  });
}
