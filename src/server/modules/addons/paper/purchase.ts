import type { Hono } from 'hono';
import type { ServerContext } from '#server/context.js';
import { requireAuth, type AppEnv } from '#server/http/auth.js';
import { coverUrl } from '../../media/index.js';
import type { SellableKind } from '../shared/deps.js';
import { buyFromBody } from '../shared/purchase.js';
import { bought, grantPurchase, type PurchaseKind } from './access.js';
import { PAPER_V1 } from './routes-papers.js';

interface Sellable {
  id: number;
  name: string;
  charge: number;
}

/**
 * The three things the exam addon sells, each under the goods type the public client's order
 * list switches on (`试卷`, `模拟试卷`, `练习` get the paper icon and link to their detail pages).
 */
function examGoods(kind: PurchaseKind, type: string, sql: string): SellableKind {
  return {
    type,
    find(ctx, id) {
      const row = ctx.db.prepare(sql).get(id) as Sellable | undefined;
      return row && { name: row.name, thumb: coverUrl(ctx, `${kind}-${row.id}`, row.name), charge: row.charge };
    },
    owned: (ctx, userId, id) => bought(ctx, userId, kind, id),
    deliver: (ctx, userId, id, charge) => grantPurchase(ctx, userId, kind, id, charge),
    missing: `${type}不存在`,
    free: `当前${type}无法购买`,
  };
}

export const PAPER_GOODS = examGoods(
  'paper',
  '试卷',
  'SELECT id, title AS name, charge FROM papers WHERE id = ? AND is_show = 1',
);
export const MOCK_PAPER_GOODS = examGoods(
  'mock',
  '模拟试卷',
  'SELECT id, title AS name, charge FROM mock_papers WHERE id = ? AND is_show = 1',
);
export const PRACTICE_GOODS = examGoods(
  'practice',
  '练习',
  'SELECT id, name, charge FROM practices WHERE id = ? AND is_show = 1',
);

/**
 * Registered before the addon's other routes: POST `mock_paper/buy` would otherwise be taken by
 * POST `mock_paper/{id}` (start an attempt) and refused as a malformed id.
 */
export function paperPurchaseRoutes(app: Hono<AppEnv>, ctx: ServerContext) {
  const auth = requireAuth(ctx);
  app.post(`${PAPER_V1}/paper/buy`, auth, buyFromBody(ctx, PAPER_GOODS, 'paper_id'));
  app.post(`${PAPER_V1}/mock_paper/buy`, auth, buyFromBody(ctx, MOCK_PAPER_GOODS, 'mock_paper_id'));
  app.post(`${PAPER_V1}/practice/buy`, auth, buyFromBody(ctx, PRACTICE_GOODS, 'practice_id'));
}
