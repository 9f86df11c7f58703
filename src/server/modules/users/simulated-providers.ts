import { randomUUID } from 'node:crypto';
import type { ServerContext } from '../../context.js';
import { cacheGet, cachePut } from '../../db/cache.js';
import { randomString } from './accounts.js';
import type { SocialApp, SocialProfile } from './socialite.js';

/**
 * Stand-ins for the outside services the PHP server talks to (QQ and WeChat OAuth, Tencent face
 * verification). The server side of each flow is real; only the provider's page is replaced by
 * a development page under /__dev that answers the way the provider would.
 */

/** The `data` parameter of the socialite callback: where to send the browser afterwards. */
export interface OAuthState {
  app: SocialApp;
  s_url: string;
  f_url: string;
  action: 'login' | 'bind';
}

const OAUTH_STATE_TTL_SECONDS = 600;
const stateKey = (id: string) => `oauth:state:${id}`;
const authCodeKey = (code: string) => `oauth:code:${code}`;

export function saveOAuthState(ctx: ServerContext, state: OAuthState): string {
  const id = randomString(40);
  cachePut(ctx, stateKey(id), state, OAUTH_STATE_TTL_SECONDS);
  return id;
}

export function readOAuthState(ctx: ServerContext, id: string): OAuthState | undefined {
  return id ? cacheGet<OAuthState>(ctx, stateKey(id)) : undefined;
}

/** The simulated provider's authorization code, redeemed once by the callback. */
export function issueProviderCode(ctx: ServerContext, profile: SocialProfile): string {
  const code = randomString(32);
  cachePut(ctx, authCodeKey(code), profile, 300);
  return code;
}

export function redeemProviderCode(ctx: ServerContext, code: string): SocialProfile | undefined {
  if (!code) return undefined;
  const profile = cacheGet<SocialProfile>(ctx, authCodeKey(code));
  if (profile) ctx.db.prepare('DELETE FROM cache_entries WHERE key = ?').run(authCodeKey(code));
  return profile;
}

export function randomProfile(app: 'qq' | 'wechat', nickname?: string): SocialProfile {
  const tag = randomString(6);
  return {
    app,
    openid: `${app}-openid-${randomString(16)}`,
    unionid: app === 'wechat' ? `wx-union-${randomString(16)}` : '',
    nickname: nickname || (app === 'qq' ? `QQ用户${tag}` : `微信用户${tag}`),
    avatar: '',
  };
}

// Face verification -------------------------------------------------------------------------

export interface FaceSession {
  user_id: number;
  rule_id: string;
  request_id: string;
  redirect: string;
  status: 'pending' | 'passed' | 'failed';
  real_name: string;
  id_number: string;
}

const FACE_TTL_SECONDS = 7200;
const faceKey = (bizToken: string) => `face:${bizToken}`;
export const FACE_RULE_ID = '1';

export function startFaceSession(
  ctx: ServerContext,
  userId: number,
  redirect: string,
): { bizToken: string; session: FaceSession } {
  const bizToken = randomUUID().toUpperCase();
  const session: FaceSession = {
    user_id: userId,
    rule_id: FACE_RULE_ID,
    request_id: randomUUID(),
    redirect,
    status: 'pending',
    real_name: '',
    id_number: '',
  };
  cachePut(ctx, faceKey(bizToken), session, FACE_TTL_SECONDS);
  return { bizToken, session };
}

export function faceSession(ctx: ServerContext, bizToken: string): FaceSession | undefined {
  return bizToken ? cacheGet<FaceSession>(ctx, faceKey(bizToken)) : undefined;
}

export function finishFaceSession(
  ctx: ServerContext,
  bizToken: string,
  passed: boolean,
  identity: { real_name?: string; id_number?: string } = {},
): FaceSession | undefined {
  const session = faceSession(ctx, bizToken);
  if (!session) return undefined;
  const done: FaceSession = {
    ...session,
    status: passed ? 'passed' : 'failed',
    real_name: identity.real_name || '张小三',
    id_number: identity.id_number || '110101199003071234',
  };
  cachePut(ctx, faceKey(bizToken), done, FACE_TTL_SECONDS);
  return done;
}
