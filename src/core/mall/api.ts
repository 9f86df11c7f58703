/** The Credit1Mall (points mall) and CodeExchanger (exchange codes) addons. */
import { post, get } from '../client/index.js';
import type {
  ExchangeCodeInfo,
  ExchangeRecord,
  CreditGoods,
  CreditGoodsDetail,
  AddressInput,
  CreditOrder,
  CreditAddress,
} from './types.js';
import type { SimplePage, SizeQuery } from '../client/index.js';

// Paper (exams) has its own face: paper.ts

// CodeExchanger
const CODE = '/addons/CodeExchanger/api/v2';

export const queryExchangeCode = (code: string) => post<ExchangeCodeInfo>(`${CODE}/query`, { code });

export const confirmExchangeCode = (code: string) => post<ExchangeCodeInfo>(`${CODE}/confirm`, { code });

export const getExchangeRecords = (q?: { page?: number; page_size?: number }) =>
  get<SimplePage<ExchangeRecord>>(`${CODE}/user/records`, q);

// Credit1Mall
const MALL = '/addons/Credit1Mall/api/v1';

export const getCreditGoods = (q?: SizeQuery) => get<{ data: SimplePage<CreditGoods> }>(`${MALL}/goods`, q);

export const getCreditGood = (id: number) => get<{ data: CreditGoodsDetail }>(`${MALL}/goods/${id}`);

/** Physical goods take the address (typed, or `address_id` of the saved one); virtual goods nothing. */
export const exchangeCreditGood = (id: number, input?: AddressInput | { address_id: number }) =>
  post<{ id: number }>(`${MALL}/goods/${id}/exchange`, input ?? {});

export const getCreditOrders = (q?: SizeQuery) => get<SimplePage<CreditOrder>>(`${MALL}/user/orders`, q);

export const getCreditAddress = () => get<CreditAddress[] | []>(`${MALL}/user/address`);
