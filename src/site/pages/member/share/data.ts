import { shareBalanceRecords, shareGoods, sharePosters, shareUser } from '#core/share/index.js';
import { int, oneOf, readQuery } from '#core/url-state/index.js';
import { pageData } from '#site/kit/page-data.js';

export const SHARE_PAGE_SIZE = 10;
export const SHARE_TABS = ['', 'goods', 'records'] as const;
export const shareSchema = { tab: oneOf(SHARE_TABS), page: int(1) };
export const shareQuery = (from: string | URLSearchParams) => {
  const v = readQuery(shareSchema, from);
  return { tab: v.tab, list: { page: v.page, size: SHARE_PAGE_SIZE } };
};

export default pageData((_: unknown, search) => {
  const q = shareQuery(search);
  return [
    shareUser(),
    q.tab === 'goods' ? shareGoods(q.list) : q.tab === 'records' ? shareBalanceRecords(q.list) : sharePosters(),
  ];
});
