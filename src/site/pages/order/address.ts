import { ORDER_GOODS_TYPES } from '#core/paths/index.js';
import { int, oneOf, readQuery, text } from '#core/url-state/index.js';

// What the order pages keep in their address: what is bought, then the order being paid (what was
// bought travels along so the end of the journey can link back to it).
// A goods type the site does not sell reads as '' and is refused, never taken for another kind.
export const orderSchema = { goods_type: oneOf(['', ...ORDER_GOODS_TYPES]), goods_id: int(0), gid: int(0) };
export const orderGoodsOf = (search: string | URLSearchParams) => readQuery(orderSchema, search);

/** `back` is what was bought (a resource kind of core paths, or `vip`), `back_id` its id. */
export const orderPaySchema = {
  order_id: text(32),
  payment: text(32),
  amount: int(0),
  back: text(20),
  back_id: int(0),
};
export const orderPayOf = (search: string | URLSearchParams) => readQuery(orderPaySchema, search);
/** An order number as the server makes them: digits only. */
export const isOrderNo = (value: string) => /^\d{1,32}$/.test(value);
