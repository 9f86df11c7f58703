import type { Hono } from 'hono';
import type { ServerContext } from '../../context.js';
import type { AppEnv } from '../../http/auth.js';
import { ok, ServiceError } from '../../http/envelope.js';
import { idParam } from '../../http/input.js';
import { roleView, type RoleRow } from './store.js';

/** VIP roles (contract section 6, "VIP roles"): only shown roles, ordered by weight. */
export function roleRoutes(app: Hono<AppEnv>, ctx: ServerContext): void {
  app.get('/api/v2/roles', (c) => {
    const rows = ctx.db.prepare('SELECT * FROM roles WHERE is_show = 1 ORDER BY weight, id').all() as RoleRow[];
    return ok(c, rows.map(roleView));
  });

  app.get('/api/v2/role/:id', (c) => {
    const id = idParam(c);
    const role =
      id === null
        ? undefined
        : (ctx.db.prepare('SELECT * FROM roles WHERE id = ? AND is_show = 1').get(id) as RoleRow | undefined);
    if (!role) throw new ServiceError('错误');
    return ok(c, roleView(role));
  });
}
