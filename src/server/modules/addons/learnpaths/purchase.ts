import type { Hono } from 'hono';
import type { ServerContext } from '#server/context.js';
import { requireAuth, type AppEnv } from '#server/http/auth.js';
import { rowKind } from '../shared/deps.js';
import { buyFromPath } from '../shared/purchase.js';
import { findPath, grantPath, pathThumb, userBoughtPath } from './data.js';

/** `学习路径`: the goods type the public client's order list links to the path page. */
export const PATH_GOODS = rowKind('学习路径', '学习路径', {
  find: findPath,
  shows: (ctx, path) => ({ name: path.name, thumb: pathThumb(ctx, path) }),
  owned: userBoughtPath,
  deliver: grantPath,
});

export function learnPathPurchaseRoutes(app: Hono<AppEnv>, ctx: ServerContext) {
  app.post('/addons/LearnPaths/api/v1/path/:id/buy', requireAuth(ctx), buyFromPath(ctx, PATH_GOODS));
}
