import type { ServerContext } from '#server/context.js';
import { renderPromoBlock, type PromoSaleRow } from '../shared/promo-listings.js';

export interface MsGoodsRow extends PromoSaleRow {
  num: number;
  /** Sold so far (the column); clients get the stock left under the same name. */
  over_num: number;
}

/** Stock as clients read it: `over_num` is what is left; a sale is over when it ended or sold out. */
export function stockState(r: MsGoodsRow, now: number) {
  const left = Math.max(0, r.num - r.over_num);
  return { num: r.num, over_num: left, is_over: now >= r.ended_at || left === 0 };
}

/** pc-ms-v1: flash-sale items not yet over, with stock and the sale window. */
export function renderMiaoshaBlock(ctx: ServerContext, config: Record<string, unknown>) {
  const now = ctx.options.now();
  return renderPromoBlock<MsGoodsRow>(ctx, config, { table: 'ms_goods', orderBy: 'started_at' }, (r) =>
    stockState(r, now),
  );
}
