import { idleStore } from '#core/client/index.js';
import type { Values } from '#core/url-state/index.js';
import { useQuery, type QueryState } from '#widgets/data/use-query.js';
import type { orderSchema } from './address.js';
import { GOODS_KINDS, type OrderItem } from './goods-kinds.js';

export { boughtItemPath, type BoughtItem, type OrderItem } from './goods-kinds.js';

type Params = Values<typeof orderSchema>;

/**
 * Reads what the order page sells, by the address's goods type and id, from that kind's own read.
 * Nothing named (no id, or a goods type the site does not sell) answers null at once.
 */
export function useOrderItem({ goods_type: type, goods_id: id, gid }: Params): QueryState<OrderItem | null> {
  const kind = type && id ? GOODS_KINDS[type] : null;
  const source = useQuery(kind ? kind.read(id) : idleStore<unknown>());
  if (!kind) return { ...source, status: 'success', data: null };
  const data = source.data === undefined ? undefined : kind.item(source.data, id, gid);
  return { ...source, data };
}
