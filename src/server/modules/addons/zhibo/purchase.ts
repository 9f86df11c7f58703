import type { Hono } from 'hono';
import type { ServerContext } from '../../../context.js';
import { requireAuth, type AppEnv } from '../../../http/auth.js';
import type { SellableKind } from '../shared/deps.js';
import { buyFromPath } from '../shared/purchase.js';
import { findCourse, grantLive, liveThumb, userBoughtLive } from './data.js';

/** `直播课程` is the goods type the public client's order list links to the live course page. */
export const LIVE_GOODS: SellableKind = {
  type: '直播课程',
  find(ctx, id) {
    const course = findCourse(ctx, id);
    return course && { name: course.title, thumb: liveThumb(ctx, course), charge: course.charge };
  },
  owned: (ctx, userId, id) => userBoughtLive(ctx, userId, id),
  deliver: (ctx, userId, id, charge) => grantLive(ctx, userId, id, charge),
  missing: '直播课程不存在',
  free: '当前直播课程无法购买',
};

export function zhiboPurchaseRoutes(app: Hono<AppEnv>, ctx: ServerContext) {
  app.post('/addons/zhibo/api/v1/course/:id/paid', requireAuth(ctx), buyFromPath(ctx, LIVE_GOODS));
}
