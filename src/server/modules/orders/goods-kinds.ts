import type { ServerContext } from '../../context.js';

/**
 * One kind of thing an order can carry. The orders module owns orders, payment and promo codes
 * but not the goods: whoever owns a kind of goods (courses, roles, an addon's books or papers)
 * registers it here, and paying an order hands each item back to its owner's `deliver`.
 */
export interface GoodsKind {
  /**
   * Stored in `order_goods.goods_type` and returned as both `goods_type` and `goods_text` in the
   * member's order list, where the public client switches on it (`COURSE`, `BOOK`, `直播课程` …).
   */
  type: string;
  /** Gives the member the item once an order for it is paid. Must be harmless when repeated. */
  deliver(ctx: ServerContext, userId: number, id: number, charge: number): void;
}

/** What a new order copies from the item: the list shows these even if the item changes later. */
export interface SellableItem {
  name: string;
  thumb: string;
  charge: number;
}

/** A kind members can order themselves (rather than only receive, like single videos today). */
export interface SellableKind extends GoodsKind {
  /** The item as it is on sale now; undefined when missing, hidden or unpublished. */
  find(ctx: ServerContext, id: number): SellableItem | undefined;
  /** The member already owns it, so another order would deliver nothing. */
  owned(ctx: ServerContext, userId: number, id: number): boolean;
  /** Refusal for an id that finds nothing. */
  missing: string;
  /** Refusal for a free item (there is nothing to pay for). */
  free: string;
}

const kinds = new Map<string, GoodsKind>();

/**
 * Registers a kind once per process; modules call this when they load. Registering the same
 * object again is harmless, a different object under a taken type is a programming error.
 */
export function registerGoodsKind(kind: GoodsKind): void {
  const known = kinds.get(kind.type);
  if (known && known !== kind) throw new Error(`goods type ${kind.type} is already registered`);
  kinds.set(kind.type, kind);
}

export function goodsKind(type: string): GoodsKind | undefined {
  return kinds.get(type);
}

/**
 * What `POST /api/v3/order` (MeEdu 4.9.14+) sells under one `goods_type`: MeEdu's
 * `order_store_info_parse` hook, which core registers for COURSE and ROLE and each addon for its
 * own goods. Without one the server answers 无法创建订单.
 */
export interface OrderGoods {
  /** The request's `goods_type` (`COURSE`, `ROLE`, `BOOK`, `直播课程`, `课程团购` …). */
  goodsType: string;
  kind: SellableKind;
  /**
   * The item of `kind` the request stands for, its checks done (throws a ServiceError to refuse);
   * by default `goods_id` itself. Runs inside the order's transaction, so anything it takes (a
   * group-buy place) is undone with a refusal that follows.
   */
  resolve?(ctx: ServerContext, userId: number, goodsId: number, input: Record<string, unknown>): number;
}

const v3Goods = new Map<string, OrderGoods>();

/** Registers a v3 goods type once per process, like registerGoodsKind. */
export function registerOrderGoods(goods: OrderGoods): void {
  const known = v3Goods.get(goods.goodsType);
  if (known && known.kind !== goods.kind) throw new Error(`order goods type ${goods.goodsType} is already registered`);
  v3Goods.set(goods.goodsType, goods);
}

export function orderGoodsOf(goodsType: string): OrderGoods | undefined {
  return v3Goods.get(goodsType);
}
