/** The MultiLevelShare addon: the member's share centre. */
import { get, type SizeQuery, type SimplePage, post } from '../client/index.js';
import type {
  ShareUser,
  ShareGoods,
  ShareConfig,
  SharePoster,
  ShareGoodsReward,
  ShareWithdrawInput,
  ShareBalanceRecord,
} from './types.js';

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
