/**
 * Prices are integer yuan (contract, Dates and types) that may arrive as strings. Free is decided
 * by number, never by comparing formatted text.
 */
export const chargeOf = (charge: unknown): number => {
  const n = Number(charge);
  return Number.isFinite(n) && n > 0 ? n : 0;
};

/** Free when the server says so (`is_free` 1) or nothing is charged. */
export const isFree = (item: { charge?: unknown; is_free?: unknown }): boolean =>
  Number(item.is_free) === 1 || chargeOf(item.charge) === 0;

/** ￥N, or 免费 for a free item. */
export const formatPrice = (item: { charge?: unknown; is_free?: unknown }): string =>
  isFree(item) ? '免费' : `￥${chargeOf(item.charge)}`;
