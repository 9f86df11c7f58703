import type { ServerContext } from '../../context.js';
import type { ServerModule } from '../module.js';

/**
 * One kind of thing an order can carry. The orders module owns orders, payment and promo codes
 * but not the goods: whoever owns a kind of goods (courses, roles, an addon's books or papers)
 * declares it on its module (`goods`), and paying an order hands each item back to its owner's
 * `deliver`.
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

/**
 * A kind whose items are its owner's priced rows (a course, a book, a live course …): the owner
 * finds a row as it is on sale, says what it shows as, tells whether a member has it and grants
 * it. Its refusals, or the goods' name that makes them (`电子书`: `电子书不存在`, `当前电子书无法购买`).
 */
export function rowKind<Row extends { charge: number }>(
  type: string,
  refusals: string | Pick<SellableKind, 'missing' | 'free'>,
  owner: {
    find(ctx: ServerContext, id: number): Row | undefined;
    shows(ctx: ServerContext, row: Row): { name: string; thumb: string };
    owned: SellableKind['owned'];
    deliver: SellableKind['deliver'];
  },
): SellableKind {
  const { missing, free } =
    typeof refusals === 'string' ? { missing: `${refusals}不存在`, free: `当前${refusals}无法购买` } : refusals;
  return {
    type,
    find(ctx, id) {
      const row = owner.find(ctx, id);
      return row && { ...owner.shows(ctx, row), charge: row.charge };
    },
    owned: owner.owned,
    deliver: owner.deliver,
    missing,
    free,
  };
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

/** What a module sells or delivers (`ServerModule.goods`). */
export interface ModuleGoods {
  kinds: GoodsKind[];
  /** The types `POST /api/v3/order` takes for them. */
  orderGoods: OrderGoods[];
}

/** Kinds members order themselves, each also under its own type in `POST /api/v3/order`. */
export const sellable = (...kinds: SellableKind[]): ModuleGoods => ({
  kinds,
  orderGoods: kinds.map((kind) => ({ goodsType: kind.type, kind })),
});

export interface GoodsRegistry {
  kind(type: string): GoodsKind | undefined;
  orderGoods(goodsType: string): OrderGoods | undefined;
}

/** Every module's goods by type; two modules declaring one type is a programming error. */
export function goodsRegistry(from: ServerModule[]): GoodsRegistry {
  const kinds = new Map<string, GoodsKind>();
  const v3Goods = new Map<string, OrderGoods>();
  for (const m of from) {
    for (const kind of m.goods?.kinds ?? []) {
      if (kinds.has(kind.type)) throw new Error(`goods type ${kind.type} is declared twice (${m.name})`);
      kinds.set(kind.type, kind);
    }
    for (const goods of m.goods?.orderGoods ?? []) {
      if (v3Goods.has(goods.goodsType))
        throw new Error(`order goods type ${goods.goodsType} is declared twice (${m.name})`);
      v3Goods.set(goods.goodsType, goods);
    }
  }
  return { kind: (type) => kinds.get(type), orderGoods: (goodsType) => v3Goods.get(goodsType) };
}

let registry: GoodsRegistry | undefined;

/** Makes the modules' goods the ones orders sell and deliver; the app does it as it starts. */
export function useGoodsOf(from: ServerModule[]): void {
  registry = goodsRegistry(from);
}

const goods = (): GoodsRegistry => {
  if (!registry) throw new Error('no goods: the server app declares them as it starts (useGoodsOf)');
  return registry;
};

export const goodsKind = (type: string): GoodsKind | undefined => goods().kind(type);

export const orderGoodsOf = (goodsType: string): OrderGoods | undefined => goods().orderGoods(goodsType);
