/**
 * Every internal address of the product, built in one place (spec section 2). Nothing else spells a
 * path: pages, widgets and core flows call these, so a route that moves changes here only.
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

export const paths = {
  home: () => '/',
  login: (redirect?: string) => withQuery('/login', { redirect }),
  loginCallback: () => '/login/callback',
  bindMobile: () => '/bind-mobile',
  faceCheck: () => '/face-check',
  error: () => '/error',
  search: (query: { keywords?: string; type?: string; page?: number } = {}) =>
    withQuery('/search', { keywords: query.keywords, type: query.type, page: query.page && query.page > 1 ? query.page : 0 }),

  courses: (query: { category_id?: number; scene?: string; page?: number } = {}) =>
    withQuery('/courses', { ...query, page: query.page && query.page > 1 ? query.page : 0 }),
  courseDetail: (courseId: number | string, query: { tab?: string } = {}) => withQuery(`/courses/detail/${id(courseId)}`, query),
  courseVideo: (videoId: number | string) => `/courses/video/${id(videoId)}`,

  announcements: (page = 1) => withQuery('/announcement', { page: page > 1 ? page : 0 }),
  announcement: (announcementId: number | string) => `/announcement/${id(announcementId)}`,

  vip: () => '/vip',
  order: (query: { goods_type?: string; goods_id?: number | string } = {}) => withQuery('/order', query),
  orderPay: (query: Record<string, QueryValue> = {}) => withQuery('/order/pay', query),
  orderSuccess: (query: Record<string, QueryValue> = {}) => withQuery('/order/success', query),
  studyCenter: () => '/study-center',
  share: () => '/share',

  member: () => '/member',
  memberMessages: () => '/member/messages',
  memberOrders: () => '/member/orders',
  memberPaper: () => '/member/paper',
  memberMockPaper: () => '/member/mockpaper',
  memberPractice: () => '/member/practice',
  memberQuestions: () => '/member/questions',
  memberCodeExchanger: () => '/member/code-exchanger',
  memberCredit1Free: () => '/member/credit1-free',
  memberCredit1Records: () => '/member/credit1-records',
  memberCerts: () => '/member/certs',

  live: () => '/live',
  liveDetail: (courseId: number | string) => `/live/detail/${id(courseId)}`,
  liveVideo: (courseId: number | string) => `/live/video/${id(courseId)}`,
  books: () => '/book',
  bookDetail: (bookId: number | string) => `/book/detail/${id(bookId)}`,
  bookRead: (articleId: number | string) => `/book/read/${id(articleId)}`,
  topics: () => '/topic',
  topicDetail: (topicId: number | string) => `/topic/detail/${id(topicId)}`,
  learnPaths: () => '/learnPath',
  learnPathDetail: (pathId: number | string) => `/learnPath/detail/${id(pathId)}`,
  wenda: () => '/wenda',
  wendaDetail: (questionId: number | string) => `/wenda/detail/${id(questionId)}`,

  exam: () => '/exam',
  papers: () => '/exam/papers',
  paperDetail: (paperId: number | string) => `/exam/papers/detail/${id(paperId)}`,
  mockPapers: () => '/exam/mockpaper',
  mockPaperDetail: (paperId: number | string) => `/exam/mockpaper/detail/${id(paperId)}`,
  practices: () => '/exam/practice',
  practiceDetail: (practiceId: number | string) => `/exam/practice/detail/${id(practiceId)}`,
  wrongBook: () => '/exam/wrongbook',
  collection: () => '/exam/collection',
} as const;

/**
 * Where a search hit, a home block item or a learning-path step of a given kind leads. Kinds follow
 * the server's names (search `resource_type`, learning-path step `type`).
 */
const RESOURCE_PATHS = new Map<string, (resourceId: number | string) => string>(Object.entries({
  vod: paths.courseDetail,
  course: paths.courseDetail,
  video: paths.courseVideo,
  live: paths.liveDetail,
  book: paths.bookDetail,
  topic: paths.topicDetail,
  learnPath: paths.learnPathDetail,
  learn_path: paths.learnPathDetail,
  paper: paths.paperDetail,
  paper_paper: paths.paperDetail,
  practice: paths.practiceDetail,
  paper_practice: paths.practiceDetail,
  mock_paper: paths.mockPaperDetail,
  paper_mock: paths.mockPaperDetail,
}));

/** The page of a resource of this kind, or null for a kind the product has no page for. */
export const resourcePath = (kind: string, resourceId: number | string): string | null =>
  RESOURCE_PATHS.get(kind)?.(resourceId) ?? null;
