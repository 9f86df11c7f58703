/** The MultiLevelShare addon (referral): the member's share centre and start-up's referral binding. */
import { get, post } from '../client/index.js';
import type {
  ShareUser,
  ShareGoods,
  ShareConfig,
  SharePoster,
  ShareGoodsReward,
  ShareWithdrawInput,
  ShareBalanceRecord,
} from './types.js';
import type { SizeQuery, SimplePage } from '../client/index.js';

// MultiLevelShare (bind is in site.ts)
const SHARE = '/addons/MultiLevelShare/api/v1';

export const getShareUser = () => get<ShareUser>(`${SHARE}/user`);

export const getShareGoods = (q?: SizeQuery) => get<{ data: SimplePage<ShareGoods> }>(`${SHARE}/user/goods`, q);

export const getShareConfig = () => get<ShareConfig>(`${SHARE}/config`);

export const getSharePosters = () => get<SharePoster[]>(`${SHARE}/poster/list`);

/** What sharing one item earns at each level. */
export const getShareGoodsReward = (q: { goods_id: number; goods_type: string }) =>
  get<ShareGoodsReward>(`${SHARE}/user/goods/reward`, q);

export const withdrawShareBalance = (input: ShareWithdrawInput) => post<[]>(`${SHARE}/user/withdraw`, input);

export const getShareBalanceRecords = (q?: SizeQuery) =>
  get<SimplePage<ShareBalanceRecord>>(`${SHARE}/user/balanceRecords`, q);

/** MultiLevelShare referral; quiet, a failed binding is only logged (spec section 8). */
export const bindDistribution = (msv: string) => post<[]>('/addons/MultiLevelShare/api/v1/user/bind', { msv }, true);
