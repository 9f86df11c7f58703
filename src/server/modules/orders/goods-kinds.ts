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
