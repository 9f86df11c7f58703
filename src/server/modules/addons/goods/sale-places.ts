import type { ServerContext } from '#server/context.js';
import { ServiceError } from '#server/http/envelope.js';
import type { SellableKind } from '../shared/deps.js';
import type { PromoSaleRow } from '../shared/promo-listings.js';
import { PROMO_ORDER_STATUS, saleItem } from './promo.js';
import type { GoodsInfo } from './index.js';

/** A member's place in a sale (a flash-sale qualification, a group-buy place), priced when taken. */
export interface SalePlaceRow {
  id: number;
  user_id: number;
  /** The sale. */
  goods_id: number;
  charge: number;
  status: number;
}

/**
 * The steps flash sales and group buys share: their sales and members' places, each in its own
 * pair of tables, and the ordinary order's goods being a place at the price it was taken at.
 * `activity` names the sale in refusals (`秒杀活动未开始`).
 */
export function salePlaces<Sale extends PromoSaleRow, Place extends SalePlaceRow>(
  tables: { sales: string; places: string },
  activity: string,
) {
  const findSale = (ctx: ServerContext, id: number) =>
    ctx.db.prepare(`SELECT * FROM ${tables.sales} WHERE id = ?`).get(id) as Sale | undefined;

  const findPlace = (ctx: ServerContext, id: number) =>
    ctx.db.prepare(`SELECT * FROM ${tables.places} WHERE id = ?`).get(id) as Place | undefined;

  /** The place with its sale and what the sale sells; undefined when any of them is gone. */
  function placeItem(ctx: ServerContext, id: number): { place: Place; sale: Sale; item: GoodsInfo } | undefined {
    const place = findPlace(ctx, id);
    const sale = place && findSale(ctx, place.goods_id);
    const item = sale && saleItem(ctx, sale);
    return place && sale && item ? { place, sale, item } : undefined;
  }

  return {
    findSale,
    findPlace,
    placeItem,
    /** The sale's window, for a member about to take part: refused before it opens and once it closed. */
    requireOpen(ctx: ServerContext, sale: Sale): void {
      const now = ctx.options.now();
      if (now < sale.started_at) throw new ServiceError(`${activity}未开始`);
      if (now >= sale.ended_at) throw new ServiceError(`${activity}已结束`);
    },
    /** Order goods whose id is a member's place; paying it is the sale's own `deliver`. */
    kind(
      type: string,
      refusals: Pick<SellableKind, 'missing' | 'free'>,
      deliver: SellableKind['deliver'],
    ): SellableKind {
      return {
        type,
        find(ctx, id) {
          const found = placeItem(ctx, id);
          return found && { name: found.item.title, thumb: found.item.thumb, charge: found.place.charge };
        },
        owned: (ctx, _userId, id) => findPlace(ctx, id)?.status === PROMO_ORDER_STATUS.PAID,
        deliver,
        ...refusals,
      };
    },
  };
}
