import type { Hono } from 'hono';
import type { ServerContext } from '#server/context.js';
import { currentUserId, requireAuth, type AppEnv } from '#server/http/auth.js';
import { atomicWrite } from '#server/http/atomic-write.js';
import { ok, ServiceError } from '#server/http/envelope.js';
import { addCredit1 } from '../shared/deps.js';
import { DAY, rawDateTime } from '../shared/time.js';

const BASE = '/addons/DaySignIn/api/v1';

/** Points (credit1) one sign-in earns. */
export const SIGN_IN_REWARD = 5;
export const SIGN_IN_REMARK = '每日签到';

/** The calendar day of a moment in the server's time zone (UTC+8), e.g. 2026-11-24. */
const dayOf = (ms: number) => rawDateTime(ms).slice(0, 10);

const signedOn = (ctx: ServerContext, userId: number, day: string) =>
  !!ctx.db.prepare('SELECT 1 FROM day_sign_ins WHERE user_id = ? AND day = ?').get(userId, day);

/** Days in a row up to today (or up to yesterday, when today is not signed yet). */
function streak(ctx: ServerContext, userId: number, now: number): number {
  let at = signedOn(ctx, userId, dayOf(now)) ? now : now - DAY;
  let days = 0;
  while (signedOn(ctx, userId, dayOf(at))) {
    days += 1;
    at -= DAY;
  }
  return days;
}

export function daySignInRoutes(app: Hono<AppEnv>, ctx: ServerContext) {
  // Today's state. The public client opens its sign-in button while `is_submit` is 0.
  app.get(`${BASE}/user`, requireAuth(ctx), (c) => {
    const userId = currentUserId(c);
    const now = ctx.options.now();
    return ok(c, {
      is_submit: signedOn(ctx, userId, dayOf(now)) ? 1 : 0,
      reward: SIGN_IN_REWARD,
      continuous_days: streak(ctx, userId, now),
    });
  });

  // Once per calendar day (UTC+8): the points and their credit1 record come with the row, or not at all.
  app.post(
    `${BASE}/signIn`,
    requireAuth(ctx),
    atomicWrite(ctx, (c) => {
      const userId = currentUserId(c);
      const now = ctx.options.now();
      const added = ctx.db
        .prepare('INSERT OR IGNORE INTO day_sign_ins (user_id, day, reward, created_at) VALUES (?, ?, ?, ?)')
        .run(userId, dayOf(now), SIGN_IN_REWARD, now);
      if (!added.changes) throw new ServiceError('今日已签到，明天再来吧');
      addCredit1(ctx, userId, SIGN_IN_REWARD, SIGN_IN_REMARK);
      return ok(c, { reward: SIGN_IN_REWARD, continuous_days: streak(ctx, userId, now) });
    }),
  );
}
