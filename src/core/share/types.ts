/** Answers of the MultiLevelShare addon (docs/server-addons.md). */
import type { CommentUser } from '../comments/index.js';
import type { Flag } from '../client/index.js';

export interface ShareUser {
  msv: string;
  invite_balance: number;
  invite_count: number;
  parent: CommentUser | [];
}

export interface ShareGoods {
  id: number;
  goods_id: number;
  goods_type: string;
  goods_title: string;
  goods_thumb: string;
  goods_charge: number;
  reward: number;
}

export interface ShareConfig {
  enabled: Flag;
  levels: Array<{ level: number; rate: number }>;
  /** HTML. */
  rules: string;
  min_withdraw: number;
}

export interface SharePoster {
  id: number;
  name: string;
  thumb: string;
}

export interface ShareGoodsReward {
  goods_id: number;
  goods_type: string;
  goods_title: string;
  goods_charge: number;
  rewards: Array<{ level: number; rate: number; reward: number }>;
}

export interface ShareWithdrawInput {
  amount: number;
  channel: 'alipay' | 'wechat';
  account: string;
  name: string;
}

export interface ShareBalanceRecord {
  id: number;
  sum: number;
  remark: string;
  created_at: string;
}
