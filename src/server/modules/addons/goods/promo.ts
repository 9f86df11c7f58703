import type { ServerContext } from '../../../context.js';
import { goodsInfo, goodsType, GOODS_TYPE_TEXT } from './index.js';

/**
 * The `goods` object of group-buy and flash-sale rows. Clients link by `goods_id` (flash sale)
 * or `other_id` (group buy); both carry the content id. `goods_type` keeps the client's names
 * (course, live, book, learnPath).
 */
export function promoGoods(ctx: ServerContext, promoId: number, rawType: string, otherId: number) {
  const type = goodsType(rawType);
  const info = type ? goodsInfo(ctx, type, otherId) : null;
  return {
    id: promoId,
    goods_id: otherId,
    other_id: otherId,
    goods_type: rawType,
    goods_type_text: type ? GOODS_TYPE_TEXT[type] : '',
    goods_title: info?.title ?? '',
    goods_thumb: info?.thumb ?? '',
    goods_charge: info?.charge ?? 0,
  };
}

/** Status of a group-buy or flash-sale order: 0 unpaid, 1 paid, 3 cancelled. */
export const PROMO_ORDER_STATUS_TEXT: Record<number, string> = { 0: '未支付', 1: '已支付', 3: '已取消' };
