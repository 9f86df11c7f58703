import { flashSaleOrders, groupBuyOrders, memberOrders } from '#core/order/index.js';
import { int, oneOf, readQuery } from '#core/url-state/index.js';
import { pageData } from '#site/kit/page-data.js';

export const MEMBER_ORDERS_PAGE_SIZE = 10;
export const MEMBER_ORDER_TABS = ['', 'tg', 'ms'] as const;
export const memberOrdersSchema = { tab: oneOf(MEMBER_ORDER_TABS), page: int(1) };
export const memberOrdersOf = (search: string | URLSearchParams) => readQuery(memberOrdersSchema, search);

export default pageData((_: unknown, search) => {
  const { tab, page } = memberOrdersOf(search);
  const size = MEMBER_ORDERS_PAGE_SIZE;
  return [
    tab === 'tg'
      ? groupBuyOrders({ page, size })
      : tab === 'ms'
        ? flashSaleOrders({ page, size })
        : memberOrders({ page, page_size: size }),
  ];
});
