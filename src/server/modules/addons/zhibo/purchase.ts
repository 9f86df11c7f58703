import type { Hono } from 'hono';
import type { ServerContext } from '#server/context.js';
import { requireAuth, type AppEnv } from '#server/http/auth.js';
import { rowKind } from '../shared/deps.js';
import { buyFromPath } from '../shared/purchase.js';
import { findCourse, grantLive, liveThumb, userBoughtLive } from './data.js';

/** `直播课程` is the goods type the public client's order list links to the live course page. */
export const LIVE_GOODS = rowKind('直播课程', '直播课程', {
  find: findCourse,
  shows: (ctx, course) => ({ name: course.title, thumb: liveThumb(ctx, course) }),
  owned: userBoughtLive,
  deliver: grantLive,
});

export function zhiboPurchaseRoutes(app: Hono<AppEnv>, ctx: ServerContext) {
  app.post('/addons/zhibo/api/v1/course/:id/paid', requireAuth(ctx), buyFromPath(ctx, LIVE_GOODS));
}
