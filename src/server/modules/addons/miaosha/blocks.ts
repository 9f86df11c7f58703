import type { ServerContext } from '../../../context.js';
import { promoGoods } from '../goods/promo.js';
import { blockSelection, inOrder } from '../shared/blocks.js';
import { placeholders } from '../shared/http.js';
import { raw } from '../shared/time.js';

interface MsGoodsRow {
  id: number;
  goods_type: string;
  other_id: number;
  charge: number;
  num: number;
  over_num: number;
  started_at: number;
  ended_at: number;
}

/** pc-ms-v1: flash-sale items not yet over, with stock and the sale window. */
export function renderMiaoshaBlock(ctx: ServerContext, config: Record<string, unknown>) {
  const { ids, limit } = blockSelection(config, 4);
  const now = ctx.options.now();
  const rows = ids
    ? inOrder(ctx.db.prepare(`SELECT * FROM ms_goods WHERE id IN (${placeholders(ids.length)})`).all(...ids) as MsGoodsRow[], ids)
    : (ctx.db.prepare('SELECT * FROM ms_goods WHERE ended_at > ? ORDER BY started_at LIMIT ?').all(now, limit) as MsGoodsRow[]);
  const items = rows
    .map((r) => {
      const g = promoGoods(ctx, r.id, r.goods_type, r.other_id);
      return {
        ...g,
        original_charge: g.goods_charge,
        charge: r.charge,
        num: r.num,
        over_num: r.over_num,
        started_at: raw(r.started_at),
        ended_at: raw(r.ended_at),
      };
    })
    .filter((i) => i.goods_title !== '');
  return { ...config, items };
}
