import { int, readQuery } from '#core/url-state/index.js';
import { pageOf } from '../../kit/list-data.js';

export const EXAM_PAGE_SIZE = 10;
/** The exam lists: top category, sub-category, page. */
export const examListSchema = { cid1: int(0), cid2: int(0), page: int(1) };
export const examListQuery = (search: string | URLSearchParams) => {
  const v = readQuery(examListSchema, search);
  return { page: v.page, size: EXAM_PAGE_SIZE, cid1: v.cid1 || undefined, cid2: v.cid2 || undefined };
};

/** The member's exam records (我的考试, 我的模考, 我的练习): the page in the address. */
export const MEMBER_EXAM_PAGE_SIZE = 10;
export const memberExamPage = (search: string | URLSearchParams) => ({
  page: pageOf(search),
  size: MEMBER_EXAM_PAGE_SIZE,
});
