import type { Hono } from 'hono';
import type { ServerContext } from '../../context.js';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/auth.js';
import { clientIp } from '../../http/client-ip.js';
import { ok } from '../../http/envelope.js';
import { since } from '../../version.js';

/**
 * Versioned agreements (MeEdu 4.9.27, delta section 5.6). The server has one active version of
 * each required agreement (the user agreement and the privacy policy, the pages config links
 * to), so a member's acceptance is recorded per type: on registration (as MeEdu's
 * UserRegisterEvent does) and by `POST /api/v2/member/agreement/agree`.
 */
export const AGREEMENTS_SCHEMA = [
  `CREATE TABLE IF NOT EXISTS user_agreements (
     user_id INTEGER NOT NULL,
     type TEXT NOT NULL,
     version TEXT NOT NULL,
     ip TEXT NOT NULL DEFAULT '',
     ua TEXT NOT NULL DEFAULT '',
     agreed_at INTEGER NOT NULL,
     PRIMARY KEY (user_id, type, version)
   )`,
];

/** The required types and the active version of each. */
const REQUIRED = { user_agreement: '1.0', privacy_policy: '1.0' } as const;

export function recordAgreements(ctx: ServerContext, userId: number, ip = '', ua = ''): void {
  const insert = ctx.db.prepare(
    'INSERT OR IGNORE INTO user_agreements (user_id, type, version, ip, ua, agreed_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  for (const [type, version] of Object.entries(REQUIRED)) insert.run(userId, type, version, ip, ua, ctx.options.now());
}

/** `agreement_status` of member detail from 4.9.27; nothing before. */
export function agreementStatus(ctx: ServerContext, userId: number) {
  if (!since(ctx, '4.9.27')) return {};
  const agreed = (type: keyof typeof REQUIRED) =>
    !!ctx.db
      .prepare('SELECT 1 FROM user_agreements WHERE user_id = ? AND type = ? AND version = ?')
      .get(userId, type, REQUIRED[type]);
  return {
    agreement_status: {
      user_agreement_agreed: agreed('user_agreement'),
      privacy_policy_agreed: agreed('privacy_policy'),
    },
  };
}

/** The body is ignored: every active required agreement is recorded, as MeEdu does. */
export function agreementRoutes(app: Hono<AppEnv>, ctx: ServerContext, auth: MiddlewareHandler<AppEnv>) {
  if (!since(ctx, '4.9.27')) return;
  app.post('/api/v2/member/agreement/agree', auth, (c) => {
    recordAgreements(ctx, c.get('userId')!, clientIp(c), (c.req.header('User-Agent') ?? '').slice(0, 255));
    return ok(c);
  });
}
