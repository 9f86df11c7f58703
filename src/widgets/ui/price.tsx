import { formatPrice, isFree } from '#core/format/price.js';
import * as css from './price.css.js';

/** ￥N, or 免费 in its own colour; free is decided by number (core/format/price). */
export function Price({ item, className }: { item: { charge?: unknown; is_free?: unknown }; className?: string }) {
  return <span className={`${isFree(item) ? css.free : css.price} ${className ?? ''}`}>{formatPrice(item)}</span>;
}
