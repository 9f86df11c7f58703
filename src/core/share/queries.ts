/** Keys, reads and writes of the member's share centre. Marked pure. */
import { defineQuery, STALE, invalidate } from '../client/index.js';
import {
  getShareUser,
  getShareConfig,
  getSharePosters,
  getShareGoods,
  getShareBalanceRecords,
  getShareGoodsReward,
  withdrawShareBalance,
} from './api.js';
import type { ShareWithdrawInput } from './types.js';

type Sized = { page: number; size: number };

// Share -----------------------------------------------------------------------------------------

export const SHARE_KEY = 'share:';

export const shareUser = /* @__PURE__ */ defineQuery('share:user', () => getShareUser(), STALE.member);

export const shareConfig = /* @__PURE__ */ defineQuery('share:config', () => getShareConfig(), STALE.static);

export const sharePosters = /* @__PURE__ */ defineQuery('share:posters', () => getSharePosters(), STALE.static);

export const shareGoods = /* @__PURE__ */ defineQuery('share:goods', (q: Sized) => getShareGoods(q));

export const shareBalanceRecords = /* @__PURE__ */ defineQuery(
  'share:balance',
  (q: Sized) => getShareBalanceRecords(q),
  STALE.member,
);

export const shareGoodsReward = /* @__PURE__ */ defineQuery(
  'share:reward',
  (q: { goods_id: number; goods_type: string }) => getShareGoodsReward(q),
);

export async function withdraw(input: ShareWithdrawInput): Promise<void> {
  await withdrawShareBalance(input);
  invalidate(SHARE_KEY);
}
