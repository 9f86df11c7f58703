import type { Context } from 'hono';
import type { ServerContext } from '#server/context.js';
import { currentUserId, type AppEnv } from '#server/http/auth.js';
import { ok } from '#server/http/envelope.js';
import { readInput } from '#server/http/input.js';
import { simplePage } from '#server/http/paginate.js';
import { promoGoods, PROMO_ORDER_STATUS_TEXT } from '../goods/promo.js';
import { blockSelection, inOrder } from './blocks.js';
import { anyPaging, placeholders } from './http.js';
import { iso, raw } from './time.js';

/**
 * Flash sale (MiaoSha) and group buy (TuanGou) list the same things the same way: a sale row
 * points at an item of another kind, and both the home-page block and the member's order list
 * show that item through `promoGoods`. What differs per addon is passed in.
 */

export interface PromoSaleRow {
  id: number;
  goods_type: string;
  other_id: number;
  charge: number;
  started_at: number;
  ended_at: number;
}

/**
 * A sale block: the listed sales, or up to `limit` whose window has not ended, each with the sale
 * price beside the item's own. `fields` adds the addon's columns between the prices and the window.
 * Sales whose item no longer exists are dropped.
 */
export function renderPromoBlock<T extends PromoSaleRow>(
  ctx: ServerContext,
  config: Record<string, unknown>,
  source: { table: string; orderBy: string },
  fields: (row: T) => Record<string, unknown>,
) {
  const { ids, limit } = blockSelection(config, 4);
  const now = ctx.options.now();
  const rows = ids
    ? inOrder(
        ctx.db.prepare(`SELECT * FROM ${source.table} WHERE id IN (${placeholders(ids.length)})`).all(...ids) as T[],
        ids,
      )
    : (ctx.db
        .prepare(`SELECT * FROM ${source.table} WHERE ended_at > ? ORDER BY ${source.orderBy} LIMIT ?`)
        .all(now, limit) as T[]);
  const items = rows.map((r) => promoSaleItem(ctx, r, fields(r))).filter((i) => i.goods_title !== '');
  return { ...config, items };
}

/** A sale as every client reads it: the item (`promoGoods`), its own and the sale price, `fields`, the window. */
export function promoSaleItem<F extends Record<string, unknown>>(ctx: ServerContext, r: PromoSaleRow, fields: F) {
  const g = promoGoods(ctx, r.id, r.goods_type, r.other_id);
  return {
    ...g,
    original_charge: g.goods_charge,
    charge: r.charge,
    ...fields,
    started_at: raw(r.started_at),
    ended_at: raw(r.ended_at),
  };
}

export interface PromoOrderRow {
  id: number;
  goods_id: number;
  charge: number;
  status: number;
  created_at: number;
  updated_at: number;
  goods_type: string;
  other_id: number;
}

/**
 * The signed-in member's sale orders, newest first and paged. `rowsSql` selects the orders
 * joined to their sale (`goods_type`, `other_id`) and takes the user id, size and offset;
 * `fields` adds the addon's columns after `item_id`.
 */
export function promoOrdersRoute<T extends PromoOrderRow>(
  ctx: ServerContext,
  source: { ordersTable: string; rowsSql: string },
  fields: (row: T) => Record<string, unknown> = () => ({}),
) {
  return async (c: Context<AppEnv>) => {
    const userId = currentUserId(c);
    const page = anyPaging(await readInput(c), 10);
    const total = (
      ctx.db.prepare(`SELECT COUNT(*) AS n FROM ${source.ordersTable} WHERE user_id = ?`).get(userId) as { n: number }
    ).n;
    const rows = ctx.db.prepare(source.rowsSql).all(userId, page.size, page.offset) as T[];
    return ok(
      c,
      simplePage(
        rows.map((o) => ({
          id: o.id,
          user_id: userId,
          item_id: o.goods_id,
          ...fields(o),
          charge: o.charge,
          status: o.status,
          status_text: PROMO_ORDER_STATUS_TEXT[o.status] ?? '',
          created_at: iso(o.created_at),
          updated_at: iso(o.updated_at),
          goods: promoGoods(ctx, o.goods_id, o.goods_type, o.other_id),
        })),
        total,
      ),
    );
  };
}
