/** Answers of the Credit1Mall and CodeExchanger addons (docs/server-addons.md). */
import type { Flag } from '../client/index.js';

// Member centre: credit mall, exchange codes, certificates, share (docs/server-addons.md)

/** The address form of the credit mall (session `addressForm`, spec section 3). */
export interface AddressInput {
  name: string;
  mobile: string;
  province: string;
  city: string;
  area: string;
  street: string;
}

export interface CreditAddress extends AddressInput {
  id: number;
}

/** `is_v` 1: virtual (VIP, a course, a book: delivered at once, no address); 0 physical. */
export interface CreditGoods {
  id: number;
  title: string;
  thumb: string;
  charge: number;
  is_v: Flag;
  v_type: string;
  v_id: number;
  stock: number;
  created_at: string;
}

export interface CreditGoodsDetail extends CreditGoods {
  /** HTML. */
  desc: string;
}

export interface CreditOrder {
  id: number;
  goods_id: number;
  goods_title: string;
  goods_thumb: string;
  goods_is_v: Flag;
  goods_v_type: string;
  goods_v_id: number;
  total_charge: number;
  is_send: Flag;
  express_number: string;
  address: AddressInput | [];
  created_at: string;
}

export interface ExchangeCodeInfo {
  code: { code: string; expired_at: string; is_used: Flag };
  activity: {
    id: number;
    name: string;
    relate_data: string;
    relate: Array<{ type: string; type_text: string; id: number; title: string; thumb: string; charge: number }>;
  };
}

export interface ExchangeRecord {
  id: number;
  code: string;
  used_at: string;
  activity: { id: number; name: string; relate_data: string };
}
