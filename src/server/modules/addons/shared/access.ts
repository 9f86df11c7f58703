import type { ServerContext } from '#server/context.js';
import { userHasActiveVip } from './deps.js';

export interface Sellable {
  charge: number;
  is_vip_free?: number;
}

/**
 * Whether a member may see paid content: free content, content they bought, or VIP-free
 * content while their VIP is active. Anonymous visitors only see free content.
 */
export function canSee(ctx: ServerContext, userId: number | null, item: Sellable, bought: boolean): boolean {
  if (item.charge <= 0) return true;
  if (userId === null) return false;
  if (bought) return true;
  return item.is_vip_free === 1 && userHasActiveVip(ctx, userId);
}
