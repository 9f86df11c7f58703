import type { ServerContext } from '../../../context.js';
import { renderPromoBlock, type PromoSaleRow } from '../shared/promo-listings.js';

export interface MsGoodsRow extends PromoSaleRow {
  num: number;
  /** Sold so far (the column); clients get the stock left under the same name. */
  over_num: number;
}

/** pc-ms-v1: flash-sale items not yet over, with stock (`over_num` = left, as the public client reads it) and the sale window. */
export function renderMiaoshaBlock(ctx: ServerContext, config: Record<string, unknown>) {
  const now = ctx.options.now();
  return renderPromoBlock<MsGoodsRow>(ctx, config, { table: 'ms_goods', orderBy: 'started_at' }, (r) => {
    const left = Math.max(0, r.num - r.over_num);
    return { num: r.num, over_num: left, is_over: now >= r.ended_at || left === 0 };
  });
}
