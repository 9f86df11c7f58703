/**
 * Every internal address of the product, built in one place (spec section 2). Nothing else spells a
 * path: pages, widgets and core flows call these, so a route that moves changes here only. Import
 * the module as a namespace (`import * as paths`): each builder is its own export, so a bundle
 * keeps only the ones it calls.
 */

type QueryValue = string | number | boolean | null | undefined;

/** `base?query`, leaving out empty values (null, undefined, '', 0 and false) so defaults stay short. */
export function withQuery(base: string, query: Record<string, QueryValue> = {}): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === null || v === undefined || v === '' || v === 0 || v === false) continue;
    q.set(k, String(v));
  }
  const s = q.toString();
  return s ? `${base}?${s}` : base;
}

const id = (value: number | string) => encodeURIComponent(String(value));

export const home = () => '/';
/** Built by hand rather than with withQuery: the API client's 401 handling (in every embed) needs only this. */
export const login = (redirect?: string) => (redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login');
export const loginCallback = () => '/login/callback';
export const bindMobile = () => '/bind-mobile';
export const faceCheck = () => '/face-check';
export const error = () => '/error';
export const search = (query: { keywords?: string; type?: string; page?: number } = {}) =>
  withQuery('/search', {
    keywords: query.keywords,
    type: query.type,
    page: query.page && query.page > 1 ? query.page : 0,
  });

export const courses = (query: { category_id?: number; scene?: string; page?: number } = {}) =>
  withQuery('/courses', { ...query, page: query.page && query.page > 1 ? query.page : 0 });
export const courseDetail = (courseId: number | string, query: { tab?: string } = {}) =>
  withQuery(`/courses/detail/${id(courseId)}`, query);
export const courseVideo = (videoId: number | string) => `/courses/video/${id(videoId)}`;

export const announcements = (page = 1) => withQuery('/announcement', { page: page > 1 ? page : 0 });
export const announcement = (announcementId: number | string) => `/announcement/${id(announcementId)}`;

export const vip = () => '/vip';
/**
 * Every kind of goods the order page sells, by the `goods_type` the item pages put in its address
 * (the public PC client's names): a course, a live course, a book, a topic, a learning path, a
 * paper, a mock paper, a practice, a VIP role, a flash-sale place (`ms`) or a group-buy place (`tg`).
 */
export const ORDER_GOODS_TYPES = [
  'course',
  'live',
  'book',
  'topic',
  'path',
  'paper',
  'mockpaper',
  'practice',
  'role',
  'ms',
  'tg',
] as const;
export type OrderGoodsType = (typeof ORDER_GOODS_TYPES)[number];

/** The order page of one thing sold: its kind (see ORDER_GOODS_TYPES) and id; `gid` the group buy's group to join. */
export const order = (query: { goods_type: OrderGoodsType; goods_id: number; gid?: number }) =>
  withQuery('/order', query);
export const orderPay = (query: Record<string, QueryValue> = {}) => withQuery('/order/pay', query);
export const orderSuccess = (query: Record<string, QueryValue> = {}) => withQuery('/order/success', query);
export const studyCenter = () => '/study-center';
export const share = () => '/share';

export const member = () => '/member';
export const memberMessages = () => '/member/messages';
export const memberOrders = () => '/member/orders';
export const memberPaper = () => '/member/paper';
export const memberMockPaper = () => '/member/mockpaper';
export const memberPractice = () => '/member/practice';
export const memberQuestions = () => '/member/questions';
export const memberCodeExchanger = () => '/member/code-exchanger';
export const memberCredit1Free = () => '/member/credit1-free';
export const memberCredit1Records = () => '/member/credit1-records';
export const memberCerts = () => '/member/certs';

export const live = () => '/live';
export const liveDetail = (courseId: number | string) => `/live/detail/${id(courseId)}`;
export const liveVideo = (courseId: number | string) => `/live/video/${id(courseId)}`;
/** Page numbers from 2 up go into the address; page 1 is the bare list. */
const pageQuery = (page?: number) => (page && page > 1 ? page : 0);

export const books = (query: { cid?: number; page?: number } = {}) =>
  withQuery('/book', { ...query, page: pageQuery(query.page) });
export const bookDetail = (bookId: number | string) => `/book/detail/${id(bookId)}`;
export const bookRead = (articleId: number | string) => `/book/read/${id(articleId)}`;
export const topics = (query: { cid?: number; page?: number } = {}) =>
  withQuery('/topic', { ...query, page: pageQuery(query.page) });
export const topicDetail = (topicId: number | string) => `/topic/detail/${id(topicId)}`;
export const learnPaths = (query: { category_id?: number; page?: number } = {}) =>
  withQuery('/learnPath', { ...query, page: pageQuery(query.page) });
export const learnPathDetail = (pathId: number | string) => `/learnPath/detail/${id(pathId)}`;
/** `scene` default is the bare list. */
export const wenda = (query: { scene?: string; cid?: number; page?: number } = {}) =>
  withQuery('/wenda', { ...query, scene: query.scene === 'default' ? '' : query.scene, page: pageQuery(query.page) });
export const wendaDetail = (questionId: number | string) => `/wenda/detail/${id(questionId)}`;

export const exam = () => '/exam';
/** An exam list's filter: top category, one of its sub-categories, page. */
type ExamListQuery = { cid1?: number; cid2?: number; page?: number };
const examList = (base: string, q: ExamListQuery) =>
  withQuery(base, { cid1: q.cid1, cid2: q.cid2, page: q.page && q.page > 1 ? q.page : 0 });
export const papers = (q: ExamListQuery = {}) => examList('/exam/papers', q);
export const paperDetail = (paperId: number | string) => `/exam/papers/detail/${id(paperId)}`;
/** An attempt of a paper (`pid` is the record), as the public client addresses it. */
export const paperPlay = (paperId: number, recordId: number) =>
  withQuery('/exam/papers/play', { id: paperId, pid: recordId });
export const mockPapers = (q: ExamListQuery = {}) => examList('/exam/mockpaper', q);
export const mockPaperDetail = (paperId: number | string) => `/exam/mockpaper/detail/${id(paperId)}`;
export const mockPaperPlay = (paperId: number, recordId: number) =>
  withQuery('/exam/mockpaper/play', { id: paperId, pid: recordId });
export const practices = (q: ExamListQuery = {}) => examList('/exam/practice', q);
export const practiceDetail = (practiceId: number | string) => `/exam/practice/detail/${id(practiceId)}`;
/** A chapter of a practice, or (without one) the day's set. */
export const practicePlay = (practiceId: number, chapterId?: number) =>
  withQuery('/exam/practice/play', { practiceId, chapterId, day: chapterId ? 0 : 1 });
export const wrongBook = () => '/exam/wrongbook';
/** A replay: all in order, one question type, or a random draw. */
export const wrongBookPlay = (q: { type?: number; mode?: 'order' | 'random' } = {}) =>
  withQuery('/exam/wrongbook/play', q);
export const collection = () => '/exam/collection';
export const collectionPlay = (q: { type?: number } = {}) => withQuery('/exam/collection/play', q);

/**
 * Where a search hit, a home block item or a learning-path step of a given kind leads. Kinds follow
 * the server's names (search `resource_type`, learning-path step `type`). Marked pure so a bundle
 * that never asks (the embed's login suite) drops the table and the builders only it names.
 */
const RESOURCE_PATHS = /* @__PURE__ */ new Map<string, (resourceId: number | string) => string>(
  /* @__PURE__ */ Object.entries({
    vod: courseDetail,
    course: courseDetail,
    video: courseVideo,
    live: liveDetail,
    book: bookDetail,
    topic: topicDetail,
    learnPath: learnPathDetail,
    learn_path: learnPathDetail,
    paper: paperDetail,
    paper_paper: paperDetail,
    practice: practiceDetail,
    paper_practice: practiceDetail,
    mock_paper: mockPaperDetail,
    paper_mock: mockPaperDetail,
    // What an order bought may be a VIP role: its page is the plans.
    vip: () => vip(),
  }),
);

/** The page of a resource of this kind, or null for a kind the product has no page for. */
export const resourcePath = (kind: string, resourceId: number | string): string | null =>
  RESOURCE_PATHS.get(kind)?.(resourceId) ?? null;
