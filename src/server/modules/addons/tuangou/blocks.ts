import type { ServerContext } from '#server/context.js';
import { renderPromoBlock, type PromoSaleRow } from '../shared/promo-listings.js';

export interface TgGoodsRow extends PromoSaleRow {
  people_num: number;
}

/** pc-tg-v1: group-buy items still open, with the group price beside the original one. */
export function renderTuangouBlock(ctx: ServerContext, config: Record<string, unknown>) {
  const joined = ctx.db.prepare('SELECT COUNT(*) AS n FROM tg_orders WHERE goods_id = ? AND status = 1');
  return renderPromoBlock<TgGoodsRow>(ctx, config, { table: 'tg_goods', orderBy: 'started_at DESC' }, (r) => ({
    people_num: r.people_num,
    join_count: (joined.get(r.id) as { n: number }).n,
  }));
}
