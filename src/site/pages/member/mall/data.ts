import { creditGoods, creditOrders } from '#core/mall/index.js';
import { int, oneOf, readQuery } from '#core/url-state/index.js';
import { pageData } from '#site/kit/page-data.js';

export const MALL_PAGE_SIZE = 12;
export const MALL_TABS = ['', 'orders'] as const;
export const mallSchema = { tab: oneOf(MALL_TABS), page: int(1) };
export const mallQuery = (from: string | URLSearchParams) => {
  const v = readQuery(mallSchema, from);
  return { tab: v.tab, list: { page: v.page, size: MALL_PAGE_SIZE } };
};

export default pageData((_: unknown, search) => {
  const q = mallQuery(search);
  return [q.tab === 'orders' ? creditOrders(q.list) : creditGoods(q.list)];
});
