/** Answers of buying (contract section 7): orders, payment methods, promo codes, flash sales and group buys. */
import type { CommentUser } from '../comments/index.js';

export interface MemberOrderGoods {
  num: number;
  goods_text: string;
  charge: number;
  goods_type: 'COURSE' | 'ROLE' | 'VIDEO' | string;
  goods_name: string;
  goods_thumb: string;
  goods_id: number;
  goods_charge: number;
  goods_ori_charge: number;
}

export interface MemberOrder {
  id: number;
  user_id: number;
  /** The full price, as the order was made. */
  charge: number;
  /**
   * The promo code's deduction (yuan). The reference server lists it; MeEdu keeps it apart
   * (order_paid_records) and lists only `charge`.
   */
  discount?: number;
  order_id: string;
  payment_method: string;
  status_text: string;
  payment_text: string;
  continue_pay: boolean;
  created_at: string;
  /** What was refunded (yuan, the successful refunds together), from MeEdu 4.9.27. */
  refund_amount?: number;
  goods: MemberOrderGoods[];
}
// Orders (contract section 7)

export interface CreatedOrder {
  id: number;
  user_id: number;
  charge: number;
  order_id: string;
  created_at: string;
  status_text: string;
  payment_text: string;
  continue_pay: boolean;
}

/** 1 unpaid, 5 paying, 9 paid, 7 cancelled. */
export type OrderStatus = 1 | 5 | 7 | 9;

export type PaymentScene = 'pc' | 'h5' | 'wechat';

export interface PaymentMethod {
  sign: 'alipay' | 'wechat' | 'wechat-jsapi' | 'handPay' | string;
  name: string;
  icon: string;
}

export interface PromoCode {
  id: number;
  code: string;
  expired_at: string | null;
  invited_user_reward: number;
  invite_user_reward: number;
}

export interface PromoCodeCheck {
  can_use: boolean;
  promo_code: PromoCode | null;
}

/** The sale fields shared by the flash-sale and group-buy boxes. */
export interface PromoGoods {
  id: number;
  goods_id: number;
  other_id: number;
  goods_type: string;
  goods_type_text: string;
  goods_title: string;
  goods_thumb: string;
  goods_charge: number;
  original_charge: number;
  charge: number;
  started_at: string;
  ended_at: string;
}

export interface FlashSaleDetail {
  data:
    | (PromoGoods & { num: number; over_num: number; is_start: boolean; is_over: boolean; expired_seconds: number })
    | null;
  order: { id: number; status: number; charge: number } | null;
}

export interface GroupBuyGroup {
  id: number;
  create_user_id: number;
  create_user_avatar: string;
  users: CommentUser[];
  over_people_num: number;
  count_down: number;
}

export interface GroupBuyDetail {
  goods: (PromoGoods & { people_num: number; ended_count_down: number }) | null;
  items: GroupBuyGroup[];
  join_item: GroupBuyGroup | [];
}

/** `course_id` + `course_type` (course, live, book, learnPath): the sale of an item page. */
export type PromoItemQuery = { course_id: number; course_type: string };
// Flash-sale and group-buy buying (docs/server-addons.md, "Buying through a sale")

/** A flash-sale place taken by `m/{sale}/join`: status 0 until the order for it is paid. */
export interface FlashSaleJoin {
  id: number;
  status: number;
  charge: number;
}

/** The `goods` of a member's flash-sale or group-buy order row. */
export type PromoOrderGoods = Pick<
  PromoGoods,
  'id' | 'goods_id' | 'other_id' | 'goods_type' | 'goods_type_text' | 'goods_title' | 'goods_thumb' | 'goods_charge'
>;

/** A member's flash-sale order; `status` 0 unpaid, 1 paid, 3 cancelled. `item_id` is the sale. */
export interface FlashSaleOrder {
  id: number;
  item_id: number;
  charge: number;
  status: number;
  status_text: string;
  created_at: string;
  goods: PromoOrderGoods;
}

/** A member's group-buy place; `group_status` 0 forming, 1 complete, 2 failed; `order_id` the order paying it. */
export interface GroupBuyOrder extends FlashSaleOrder {
  group_id: number;
  group_status: number;
  order_id?: string;
}
