/**
 * What each list page keeps in its address, read through core's URL-state schema (bad values fall
 * back to defaults, defaults stay out of the address). The route table's prefetch and the page
 * read the same schema, so both ask for the same data.
 */
import type { SearchType } from '../core/site/index.js';
import type { WendaScene } from '../core/wenda/index.js';
import { ORDER_GOODS_TYPES } from '../core/paths/index.js';
import { int, oneOf, readQuery, text } from '../core/url-state/index.js';
import { listQuery, resolveOptions, type ListKind } from '../widgets/course-list/options.js';

export const COURSES_PAGE_SIZE = 16;
export const ANNOUNCEMENTS_PAGE_SIZE = 10;
export const SEARCH_PAGE_SIZE = 10;

export const COURSE_SCENES = ['', 'free', 'sub'] as const;

export const coursesSchema = { category_id: int(0), scene: oneOf(COURSE_SCENES), page: int(1) };
export const coursesFilter = (search: string | URLSearchParams) => readQuery(coursesSchema, search);

export const announcementsSchema = { page: int(1) };
/** The list call of these values (or of an address's query string). */
export const announcementsQuery = (from: string | URLSearchParams | { page: number }) => ({
  page: typeof from === 'object' && 'page' in from ? from.page : readQuery(announcementsSchema, from).page,
  size: ANNOUNCEMENTS_PAGE_SIZE,
});

export const SEARCH_TYPE_NAMES = [
  'vod',
  'video',
  'live',
  'book',
  'topic',
  'paper',
  'practice',
  'mock_paper',
] as const satisfies readonly SearchType[];
export const searchSchema = { keywords: text(100), type: oneOf(SEARCH_TYPE_NAMES), page: int(1) };

// Books, topics, learning paths, Q&A ----------------------------------------------------------

export const CATALOGUE_PAGE_SIZE = 16;

/** E-books and topics: category (`cid`) and page. */
export const catalogueSchema = { cid: int(0), page: int(1) };
/** Learning paths name their category `category_id`, as their list call does. */
export const learnPathsSchema = { category_id: int(0), page: int(1) };

/**
 * The course-list widget's options and list call for a list page of `kind` at this address: the
 * page shows the widget, reads the categories that come with the same call, and the route
 * prefetches it, all under one cache key.
 */
export function catalogueList(kind: ListKind, search: string | URLSearchParams) {
  const values =
    kind === 'learnPath'
      ? { ...readQuery(learnPathsSchema, search), cid: 0 }
      : { ...readQuery(catalogueSchema, search), category_id: 0 };
  const options = resolveOptions({
    kind,
    categoryId: values.cid || values.category_id,
    page: values.page,
    pageSize: CATALOGUE_PAGE_SIZE,
  });
  return { options, query: listQuery(options, values.page), page: values.page };
}

export const QUESTIONS_PAGE_SIZE = 15;
export const WENDA_SCENES = ['default', 'solved', 'unsolved', 'last_answer'] as const satisfies readonly WendaScene[];
export const wendaSchema = { scene: oneOf(WENDA_SCENES), cid: int(0), page: int(1) };
/** The question list call of these values (or of an address's query string). */
export function questionsQuery(from: string | URLSearchParams) {
  const v = readQuery(wendaSchema, from);
  return { page: v.page, size: QUESTIONS_PAGE_SIZE, scene: v.scene, ...(v.cid ? { cid: v.cid } : {}) };
}

export const MY_QUESTIONS_PAGE_SIZE = 10;
export const myQuestionsSchema = { tab: oneOf(['questions', 'answers'] as const), page: int(1) };
// Buying: the order page, payment and success (what was bought travels along so the end of the
// journey can link back to it), and the member's orders.
// A goods type the site does not sell reads as '' and is refused, never taken for another kind.
export const orderSchema = { goods_type: oneOf(['', ...ORDER_GOODS_TYPES]), goods_id: int(0), gid: int(0) };
export const orderGoodsOf = (search: string | URLSearchParams) => readQuery(orderSchema, search);

/** `back` is what was bought (a resource kind of core paths, or `vip`), `back_id` its id. */
export const orderPaySchema = {
  order_id: text(32),
  payment: text(32),
  amount: int(0),
  back: text(20),
  back_id: int(0),
};
export const orderPayOf = (search: string | URLSearchParams) => readQuery(orderPaySchema, search);
/** An order number as the server makes them: digits only. */
export const isOrderNo = (value: string) => /^\d{1,32}$/.test(value);

export const MEMBER_ORDERS_PAGE_SIZE = 10;
export const MEMBER_ORDER_TABS = ['', 'tg', 'ms'] as const;
export const memberOrdersSchema = { tab: oneOf(MEMBER_ORDER_TABS), page: int(1) };
export const memberOrdersOf = (search: string | URLSearchParams) => readQuery(memberOrdersSchema, search);
// Live courses (Zhibo): the list's category (the API's `cid`) and page.
export const LIVE_PAGE_SIZE = 16;
export const liveSchema = { cid: int(0), page: int(1) };
/** The list call of these values (or of an address's query string). */
export function liveQuery(from: string | URLSearchParams | { cid: number; page: number }) {
  const { cid, page } = typeof from === 'object' && 'page' in from ? from : readQuery(liveSchema, from);
  return { page, size: LIVE_PAGE_SIZE, cid: cid || undefined };
}
/** The open tab of a live course page (`?tab=`); 直播详情 is the default. */
export const LIVE_TABS = ['intro', 'schedule', 'comments'] as const;
export const liveTabSchema = { tab: oneOf(LIVE_TABS) };
// Exams ---------------------------------------------------------------------------------------

export const EXAM_PAGE_SIZE = 10;
/** The exam lists: top category, sub-category, page. */
export const examListSchema = { cid1: int(0), cid2: int(0), page: int(1) };
export const examListQuery = (search: string | URLSearchParams) => {
  const v = readQuery(examListSchema, search);
  return { page: v.page, size: EXAM_PAGE_SIZE, cid1: v.cid1 || undefined, cid2: v.cid2 || undefined };
};
/** An attempt: the paper (`id`) and its record (`pid`), as the public client addresses it. */
export const examPlaySchema = { id: int(0), pid: int(0) };
/** A practice chapter, or the day's set (`day=1`); `id` names the practice as the other play pages do. */
export const practicePlaySchema = { practiceId: int(0), chapterId: int(0), day: int(0), id: int(0) };
/** The practice of a practice play address: `practiceId`, else `id`. */
export const practiceOfPlay = (v: { practiceId: number; id: number }) => v.practiceId || v.id;
export const REPLAY_MODES = ['order', 'random'] as const;
/** A wrong-book or collection replay: one type (0 = all) or a random draw. */
export const replaySchema = { type: int(0), mode: oneOf(REPLAY_MODES) };
export const MEMBER_EXAM_PAGE_SIZE = 10;

// Member centre lists: the page in the address; the call's size is the page's own.
export const MESSAGES_PAGE_SIZE = 10;
export const CREDIT1_PAGE_SIZE = 10;
export const MALL_PAGE_SIZE = 12;
export const CODE_RECORDS_PAGE_SIZE = 10;
export const CERTS_PAGE_SIZE = 10;
export const SHARE_PAGE_SIZE = 10;

export const pageSchema = { page: int(1) };
export const MALL_TABS = ['', 'orders'] as const;
export const mallSchema = { tab: oneOf(MALL_TABS), page: int(1) };
export const SHARE_TABS = ['', 'goods', 'records'] as const;
export const shareSchema = { tab: oneOf(SHARE_TABS), page: int(1) };

const pageOf = (from: string | URLSearchParams) => readQuery(pageSchema, from).page;

export const messagesQuery = (from: string | URLSearchParams) => ({
  page: pageOf(from),
  page_size: MESSAGES_PAGE_SIZE,
});
export const credit1Query = (from: string | URLSearchParams) => ({ page: pageOf(from), page_size: CREDIT1_PAGE_SIZE });
export const codeRecordsQuery = (from: string | URLSearchParams) => ({
  page: pageOf(from),
  page_size: CODE_RECORDS_PAGE_SIZE,
});
export const certsQuery = (from: string | URLSearchParams) => ({ page: pageOf(from), size: CERTS_PAGE_SIZE });
export const mallQuery = (from: string | URLSearchParams) => {
  const v = readQuery(mallSchema, from);
  return { tab: v.tab, list: { page: v.page, size: MALL_PAGE_SIZE } };
};
export const shareQuery = (from: string | URLSearchParams) => {
  const v = readQuery(shareSchema, from);
  return { tab: v.tab, list: { page: v.page, size: SHARE_PAGE_SIZE } };
};
/** The study centre: 我的课程 (bought) or 我的收藏 (favourites), paged. */
export const STUDY_CENTER_PAGE_SIZE = 10;
export const STUDY_CENTER_TABS = ['', 'like'] as const;
export const studyCenterSchema = { tab: oneOf(STUDY_CENTER_TABS), page: int(1) };
export const studyCenterFilter = (search: string | URLSearchParams) => readQuery(studyCenterSchema, search);
export const studyCenterQuery = (page: number) => ({ page, size: STUDY_CENTER_PAGE_SIZE });
