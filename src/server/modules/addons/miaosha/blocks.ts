import type { ServerContext } from '../../../context.js';
import { renderPromoBlock, type PromoSaleRow } from '../shared/promo-listings.js';

interface MsGoodsRow extends PromoSaleRow {
  num: number;
  over_num: number;
}

/** pc-ms-v1: flash-sale items not yet over, with stock and the sale window. */
export function renderMiaoshaBlock(ctx: ServerContext, config: Record<string, unknown>) {
  return renderPromoBlock<MsGoodsRow>(ctx, config, { table: 'ms_goods', orderBy: 'started_at' }, (r) => ({
    num: r.num,
    over_num: r.over_num,
  }));
}
