import type { ServerContext } from '#server/context.js';
import { atomicWrite } from '#server/http/atomic-write.js';
import { currentUserId } from '#server/http/auth.js';
import { ok } from '#server/http/envelope.js';
import { placeOrder, type SellableKind } from './deps.js';
import { needId, needInt } from './http.js';

/**
 * Buy endpoints of the addons. Every one answers like POST /api/v2/order/course: an unpaid order
 * `{id, user_id, charge, order_id, created_at, status_text, payment_text, continue_pay}` that the
 * client then pays through the ordinary payment routes; paying delivers through the kind's
 * `deliver`. The public client sends `{goods_id, promo_code}` to all of them.
 */

/** For `…/{id}/buy` and `…/{id}/paid`: the route names the item; a `goods_id` in the body is ignored. */
export function buyFromPath(ctx: ServerContext, kind: SellableKind) {
  return atomicWrite(ctx, (c, input) => ok(c, placeOrder(ctx, currentUserId(c), kind, needId(c), input.promo_code)));
}

/**
 * For the Paper addon's `paper/buy`, `mock_paper/buy` and `practice/buy`, whose path names no
 * item: `goods_id`, as the public client sends it, or the kind's own field (`paper_id` …).
 */
export function buyFromBody(ctx: ServerContext, kind: SellableKind, field: string) {
  return atomicWrite(ctx, (c, input) => {
    const id = needInt(input, input[field] !== undefined ? field : 'goods_id');
    return ok(c, placeOrder(ctx, currentUserId(c), kind, id, input.promo_code));
  });
}
