import type { ServerContext } from '#server/context.js';
import { goodsInfo, goodsType, goodsTypeText, type GoodsInfo } from './index.js';

/**
 * The `goods` object of group-buy and flash-sale rows. Clients link by `goods_id` (flash sale)
 * or `other_id` (group buy); both carry the content id. `goods_type` keeps the client's names
 * (course, live, book, learnPath).
 */
export function promoGoods(ctx: ServerContext, promoId: number, rawType: string, otherId: number) {
  const type = goodsType(rawType);
  const info = saleItem(ctx, { goods_type: rawType, other_id: otherId });
  return {
    id: promoId,
    goods_id: otherId,
    other_id: otherId,
    goods_type: rawType,
    goods_type_text: type ? goodsTypeText(type) : '',
    goods_title: info?.title ?? '',
    goods_thumb: info?.thumb ?? '',
    goods_charge: info?.charge ?? 0,
  };
}

/** Status of a group-buy or flash-sale order: 0 unpaid, 1 paid, 3 cancelled. */
export const PROMO_ORDER_STATUS = { UNPAID: 0, PAID: 1, CANCELLED: 3 } as const;
export const PROMO_ORDER_STATUS_TEXT: Record<number, string> = { 0: '未支付', 1: '已支付', 3: '已取消' };

/** What a flash sale or group buy sells (its `goods_type` + `other_id`); null when that is gone. */
export function saleItem(ctx: ServerContext, sale: { goods_type: string; other_id: number }): GoodsInfo | null {
  const type = goodsType(sale.goods_type);
  return type ? goodsInfo(ctx, type, sale.other_id) : null;
}
