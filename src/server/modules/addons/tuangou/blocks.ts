import type { ServerContext } from '../../../context.js';
import { promoGoods } from '../goods/promo.js';
import { blockSelection, inOrder } from '../shared/blocks.js';
import { placeholders } from '../shared/http.js';
import { raw } from '../shared/time.js';

interface TgGoodsRow {
  id: number;
  goods_type: string;
  other_id: number;
  charge: number;
  people_num: number;
  started_at: number;
  ended_at: number;
}

/** pc-tg-v1: group-buy items still open, with the group price beside the original one. */
export function renderTuangouBlock(ctx: ServerContext, config: Record<string, unknown>) {
  const { ids, limit } = blockSelection(config, 4);
  const now = ctx.options.now();
  const rows = ids
    ? inOrder(ctx.db.prepare(`SELECT * FROM tg_goods WHERE id IN (${placeholders(ids.length)})`).all(...ids) as TgGoodsRow[], ids)
    : (ctx.db.prepare('SELECT * FROM tg_goods WHERE ended_at > ? ORDER BY started_at DESC LIMIT ?').all(now, limit) as TgGoodsRow[]);
  const joined = ctx.db.prepare('SELECT COUNT(*) AS n FROM tg_orders WHERE goods_id = ? AND status = 1');
  const items = rows
    .map((r) => {
      const g = promoGoods(ctx, r.id, r.goods_type, r.other_id);
      return {
        ...g,
        original_charge: g.goods_charge,
        charge: r.charge,
        people_num: r.people_num,
        join_count: (joined.get(r.id) as { n: number }).n,
        started_at: raw(r.started_at),
        ended_at: raw(r.ended_at),
      };
    })
    .filter((i) => i.goods_title !== '');
  return { ...config, items };
}
