import type { Hono } from 'hono';
import type { ServerContext } from '../../../context.js';
import { requireAuth, type AppEnv } from '../../../http/auth.js';
import type { SellableKind } from '../shared/deps.js';
import { buyFromPath } from '../shared/purchase.js';
import { findPath, grantPath, pathThumb, userBoughtPath } from './data.js';

/** `学习路径`: the goods type the public client's order list links to the path page. */
export const PATH_GOODS: SellableKind = {
  type: '学习路径',
  find(ctx, id) {
    const path = findPath(ctx, id);
    return path && { name: path.name, thumb: pathThumb(ctx, path), charge: path.charge };
  },
  owned: (ctx, userId, id) => userBoughtPath(ctx, userId, id),
  deliver: (ctx, userId, id, charge) => grantPath(ctx, userId, id, charge),
  missing: '学习路径不存在',
  free: '当前学习路径无法购买',
};

export function learnPathPurchaseRoutes(app: Hono<AppEnv>, ctx: ServerContext) {
  app.post('/addons/LearnPaths/api/v1/path/:id/buy', requireAuth(ctx), buyFromPath(ctx, PATH_GOODS));
}
