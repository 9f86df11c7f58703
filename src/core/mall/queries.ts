/** Keys, reads and writes of the points mall and exchange codes. Marked pure. */
import { defineQuery, STALE, invalidate, defineMutation } from '../client/index.js';
import {
  getCreditGoods,
  getCreditGood,
  getCreditOrders,
  getCreditAddress,
  exchangeCreditGood,
  getExchangeRecords,
  confirmExchangeCode,
} from './api.js';
import { CREDIT1_KEY, reloadMember } from '../member/index.js';
import { env } from '../env/index.js';
import type { AddressInput } from './types.js';

type Paged = { page: number; page_size: number };

type Sized = { page: number; size: number };

// Credit mall -----------------------------------------------------------------------------------

export const MALL_KEY = 'mall:';

export const creditGoods = /* @__PURE__ */ defineQuery('mall:goods', (q: Sized) => getCreditGoods(q));

export const creditGood = /* @__PURE__ */ defineQuery('mall:good', (id: number) => getCreditGood(id));

export const creditOrders = /* @__PURE__ */ defineQuery('mall:orders', (q: Sized) => getCreditOrders(q), STALE.member);

export const creditAddress = /* @__PURE__ */ defineQuery('mall:address', () => getCreditAddress(), STALE.member);

/** After an exchange: stock, orders, the saved address, the points history and the balance change. */
export async function afterExchange(): Promise<void> {
  invalidate([MALL_KEY, CREDIT1_KEY]);
  await reloadMember().catch((err) => env().log('member not reloaded', err));
}

export const exchangeGood = (id: number, address: AddressInput | null) => exchangeCreditGood(id, address ?? undefined);

// Exchange codes --------------------------------------------------------------------------------

export const CODE_KEY = 'code:';

export const exchangeRecords = /* @__PURE__ */ defineQuery(
  'code:records',
  (q: Paged) => getExchangeRecords(q),
  STALE.member,
);

export const redeemCode = /* @__PURE__ */ defineMutation(async (code: string, tools) => {
  const result = await confirmExchangeCode(code);
  tools.invalidate([CODE_KEY, CREDIT1_KEY]);
  await reloadMember().catch((err) => env().log('member not reloaded', err));
  return result;
});
