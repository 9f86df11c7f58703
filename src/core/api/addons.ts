/**
 * Addon endpoints (contract section 8). Their server code is not public: paths and the fields
 * typed here are what the public PC client reads; anything else is passed through as Params.
 * Lists answer `{data: {data, total}, ...siblings}`, paged with `page` + `size` unless noted.
 * MultiLevelShare's bind is in site.ts: start-up calls it on every page.
 */
import { absoluteUrl, apiBaseURL, get, mainApi, post, secondApi } from './client.js';
import { phpMap } from './normalise.js';
import { getToken } from '../session/index.js';
import type {
  AddonCategory,
  AddonComments,
  AddonPage,
  Comments,
  AddressInput,
  CreditAddress,
  CreditGoods,
  CreditGoodsDetail,
  CreditOrder,
  ExchangeCodeInfo,
  ExchangeRecord,
  MemberCert,
  ShareBalanceRecord,
  ShareConfig,
  ShareGoodsReward,
  SharePoster,
  ShareWithdrawInput,
  BookDetail,
  BookItem,
  BookRead,
  DaySignInResult,
  DaySignInState,
  ExamStats,
  FlashSaleDetail,
  GroupBuyDetail,
  LearnPathDetail,
  LearnPathItem,
  LikeState,
  LiveAttachment,
  LiveChatMessage,
  LiveCourseDetail,
  LiveCourseItem,
  LivePlay,
  PaperAnswerInput,
  PaperDetail,
  PaperItem,
  PaperPlay,
  Params,
  PromoItemQuery,
  QuestionBookStats,
  ShareGoods,
  ShareUser,
  SimplePage,
  SizeQuery,
  SnapshotConfig,
  SnapshotImage,
  SnapshotResource,
  TopicDetail,
  TopicItem,
  WendaQuestionDetail,
  WendaQuestionInput,
  WendaQuestionItem,
  WendaScene,
} from './types.js';

type WithCategories = { categories: AddonCategory[] };

/**
 * An addon's comment list in the course pages' shape: its items, and the authors by id (taken
 * from the `users` map, or from each comment's own `user`).
 */
export function normaliseAddonComments(raw: AddonComments): Comments {
  const users: Comments['users'] = {};
  for (const u of Object.values(phpMap(raw.users))) if (u && typeof u === 'object') users[String(u.id)] = u;
  const items = Array.isArray(raw.data?.data) ? raw.data.data : [];
  for (const c of items)
    if (!users[String(c.user_id)] && !Array.isArray(c.user) && c.user) {
      users[String(c.user_id)] = { id: c.user_id, ...c.user };
    }
  return {
    comments: items.map((c) => ({
      id: c.id,
      user_id: c.user_id,
      render_content: c.render_content,
      created_at: c.created_at,
      ip: '',
      ip_province: '',
    })),
    users,
  };
}

// Zhibo (live)
const LIVE = '/addons/zhibo/api/v1';
export const getLiveCourses = (q?: SizeQuery & { cid?: number }) =>
  get<AddonPage<LiveCourseItem, WithCategories>>(`${LIVE}/courses`, q);
export const getLiveCourse = (id: number) => get<LiveCourseDetail>(`${LIVE}/course/${id}`);
export const getLivePlay = (id: number) => get<LivePlay>(`${LIVE}/course/${id}/play`);
export const getLiveComments = (id: number, q?: SizeQuery) => get<AddonComments>(`${LIVE}/course/${id}/comments`, q);
export const getMemberLiveCourses = (q?: SizeQuery) => get<AddonPage<LiveCourseItem>>(`${LIVE}/member/courses`, q);
export const postLiveComment = (id: number, content: string) => post<[]>(`${LIVE}/course/${id}/comment`, { content });
// A session's room goes through the second client, as the public PC client's does.
const room = (courseId: number, videoId: number) => `${LIVE}/course/${courseId}/video/${videoId}`;
export const getLiveAttachments = (courseId: number, videoId: number, q?: SizeQuery) =>
  secondApi<SimplePage<LiveAttachment>>(`${room(courseId, videoId)}/attach/index`, { query: q });
/** Newest first. */
export const getLiveChat = (courseId: number, videoId: number, q?: SizeQuery) =>
  secondApi<SimplePage<LiveChatMessage>>(`${room(courseId, videoId)}/chat/records`, { query: q });
export const sendLiveChat = (courseId: number, videoId: number, content: string) =>
  secondApi<{ id: number }>(`${room(courseId, videoId)}/chat/send`, { method: 'POST', body: { content } });
/** Background progress while watching: failures are not the learner's business. */
export const recordLiveWatch = (courseId: number, videoId: number, duration: number) =>
  secondApi<[]>(`${room(courseId, videoId)}/watch/record`, { method: 'POST', body: { duration }, quiet: true });

// MeeduBooks
const BOOKS = '/addons/MeeduBooks/api';
export const getBooks = (q?: SizeQuery & { scene?: string; cid?: number }) =>
  get<AddonPage<BookItem, WithCategories>>(`${BOOKS}/v1/books`, { scene: 'default', ...q });
export const getBook = (id: number) => get<BookDetail>(`${BOOKS}/v1/book/${id}`);
export const readBookArticle = (articleId: number) => get<BookRead>(`${BOOKS}/v1/book/${articleId}/read`);
export const getMyBooks = (q?: SizeQuery) => get<Params>(`${BOOKS}/v2/member/books`, q);
export const getBookComments = (id: number, q?: SizeQuery) => get<AddonComments>(`${BOOKS}/v1/book/${id}/comments`, q);
/** One thread level of an article: `parent_id` 0 (or absent) = top level. */
export const getBookArticleComments = (
  articleId: number,
  q?: { page?: number; page_size?: number; parent_id?: number },
) => get<AddonComments>(`${BOOKS}/v2/book/article/${articleId}/comments`, q);

// MeeduTopics
const TOPICS = '/addons/MeeduTopics/api';
export const getTopics = (q?: SizeQuery & { scene?: string; cid?: number }) =>
  get<AddonPage<TopicItem, WithCategories>>(`${TOPICS}/v1/topics`, q);
export const getTopic = (id: number) => get<TopicDetail>(`${TOPICS}/v1/topic/${id}`);
export const getTopicComments = (id: number, q?: { page?: number; page_size?: number; comment_id?: number }) =>
  get<AddonComments>(`${TOPICS}/v2/topic/${id}/comments`, q);
export const voteTopic = (id: number) => get<{ ok: number }>(`${TOPICS}/v1/topic/${id}/vote`);
export const getBoughtTopics = (q?: SizeQuery) => get<Params>(`${TOPICS}/v1/user/buyTopics`, q);

// LearnPaths
const PATHS = '/addons/LearnPaths/api/v1';
export const getLearnPaths = (q?: SizeQuery & { category_id?: number }) =>
  get<AddonPage<LearnPathItem, { steps: Record<string, unknown[]> | [] }>>(`${PATHS}/all`, q);
export const getLearnPath = (id: number) => get<LearnPathDetail>(`${PATHS}/path/${id}`);
export const getLearnPathCategories = () => get<AddonCategory[]>(`${PATHS}/categories`);

// Wenda (Q&A)
const WENDA = '/addons/Wenda/api/v1';
export const getQuestions = (q?: SizeQuery & { scene?: WendaScene; cid?: number }) =>
  get<AddonPage<WendaQuestionItem, WithCategories>>(`${WENDA}/questions`, q);
export const getQuestion = (id: number) => get<WendaQuestionDetail>(`${WENDA}/question/${id}/detail`);
export const createQuestion = (input: WendaQuestionInput) => post<{ id: number }>(`${WENDA}/question/create`, input);
export const getMyQuestions = (q?: SizeQuery) => get<Params>(`${WENDA}/member/questions`, q);
export const getMyAnswers = (q?: SizeQuery) => get<Params>(`${WENDA}/member/answers`, q);

// Paper (papers, mock papers, practice); papers page with page_size
const PAPER = '/addons/Paper/api';
export const getExamStats = () => get<ExamStats>(`${PAPER}/v2/stats/index`);
export const getPapers = (q?: { page?: number; page_size?: number; cid1?: number; cid2?: number }) =>
  get<AddonPage<PaperItem, Params>>(`${PAPER}/v1/papers`, q);
export const getPaper = (id: number) => get<PaperDetail>(`${PAPER}/v1/paper/${id}`);
export const joinPaper = (id: number) => get<{ record_id: number }>(`${PAPER}/v1/paper/${id}/join`);
export const getPaperPlay = (id: number, recordId: number) =>
  get<PaperPlay>(`${PAPER}/v1/paper/${id}/join/${recordId}`);
export const submitPaperAnswer = (id: number, input: PaperAnswerInput) =>
  post<Params>(`${PAPER}/v1/paper/${id}/submit/single`, input);
export const submitPaper = (id: number, pid: number) =>
  post<{ status: number; total_score: number }>(`${PAPER}/v1/paper/${id}/submit/all`, { pid });
export const getMockPapers = (q?: Params) => get<Params>(`${PAPER}/v1/mock_papers`, q);
export const getMockPaper = (id: number) => get<Params>(`${PAPER}/v1/mock_paper/${id}`);
export const getPractices = (q?: Params) => get<Params>(`${PAPER}/v1/practices`, q);
export const getPractice = (id: number) => get<Params>(`${PAPER}/v1/practice/${id}`);
export const getWrongbookStats = (q?: { question_type?: number }) => get<QuestionBookStats>(`${PAPER}/v1/wrongbook`, q);
export const getCollectionStats = (q?: { question_type?: number }) =>
  get<QuestionBookStats>(`${PAPER}/v1/collection/stats`, q);
export const getJoinedPapers = (q?: SizeQuery) => get<Params>(`${PAPER}/v2/member/joinPapers`, q);
export const getJoinedMockPapers = (q?: SizeQuery) => get<Params>(`${PAPER}/v2/member/joinMockPapers`, q);
export const getJoinedPractices = (q?: SizeQuery) => get<Params>(`${PAPER}/v2/member/joinPractices`, q);

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
/** Creates the member's address (or replaces the saved one). */
export const saveCreditAddress = (input: AddressInput) => post<{ id: number }>(`${MALL}/user/address`, input);

// Cert; TuanGou and MiaoSha: member lists and the box of an item page (id 0 = by item)
export const getMyCerts = (q?: SizeQuery) => get<SimplePage<MemberCert>>('/addons/Cert/api/v1/member/cert', q);
/**
 * The member's certificate file: a browser navigation, so the token travels as `?token=`;
 * `inline` shows it in the browser (查看) instead of saving it (下载).
 */
export const certFileUrl = (certId: number, inline = false, token: string | null = getToken()) =>
  absoluteUrl(apiBaseURL(), `/addons/Cert/api/v1/member/cert/${certId}/download`, {
    token,
    inline: inline ? 1 : undefined,
  });
export const getTuangouOrders = (q?: SizeQuery) => get<Params>('/addons/TuanGou/api/v1/t/member/orders', q);
export const getMiaoshaOrders = (q?: SizeQuery) => get<Params>('/addons/MiaoSha/api/v1/m/user/orders', q);
export const getFlashSale = (id: number, q?: PromoItemQuery) =>
  get<FlashSaleDetail>(`/addons/MiaoSha/api/v1/m/${id}`, q);
export const getGroupBuy = (id: number, q?: PromoItemQuery) => get<GroupBuyDetail>(`/addons/TuanGou/api/v1/t/${id}`, q);

// MultiLevelShare (bind is in site.ts)
const SHARE = '/addons/MultiLevelShare/api/v1';
export const getShareUser = () => get<ShareUser>(`${SHARE}/user`);
export const getShareGoods = (q?: SizeQuery) => get<{ data: SimplePage<ShareGoods> }>(`${SHARE}/user/goods`, q);
export const getShareConfig = () => get<ShareConfig>(`${SHARE}/config`);
export const getSharePosters = () => get<SharePoster[]>(`${SHARE}/poster/list`);
/** What sharing one item earns at each level. */
export const getShareGoodsReward = (q: { goods_id: number; goods_type: string }) =>
  get<ShareGoodsReward>(`${SHARE}/user/goods/reward`, q);
export const withdrawShareBalance = (input: ShareWithdrawInput) => post<[]>(`${SHARE}/user/withdraw`, input);
export const getShareBalanceRecords = (q?: SizeQuery) =>
  get<SimplePage<ShareBalanceRecord>>(`${SHARE}/user/balanceRecords`, q);

// DaySignIn: once a day (UTC+8)
export const getDaySignIn = () => get<DaySignInState>('/addons/DaySignIn/api/v1/user');
export const daySignIn = () => post<DaySignInResult>('/addons/DaySignIn/api/v1/signIn', {});

// Snapshot: learning photos
const SNAP = '/addons/Snapshot/api/v1';
export const getSnapshotConfig = () => get<SnapshotConfig>(`${SNAP}/config`);
export const countSnapshots = (q: SnapshotResource) => get<{ count: number }>(`${SNAP}/resource/query`, q);
export const getSnapshots = (q: SnapshotResource & SizeQuery) =>
  get<SimplePage<SnapshotImage>>(`${SNAP}/resource/images`, q);
export const deleteSnapshot = (id: number) => mainApi<[]>(`${SNAP}/resource/image/${id}`, { method: 'DELETE' });
/** `form`: `file` (PNG, JPEG or WebP, ≤1 MB), `duration`, `resource_id`, `resource_type`. */
export const uploadSnapshot = (form: FormData) => post<SnapshotImage>(`${SNAP}/upload/image`, form);

// templateOne: browsing history and likes
const T1 = '/addons/templateOne/api/v1';
/** Sent in the background as a page opens: not a user action. */
export const recordHistory = (input: { type: string; id: number; title: string }) =>
  mainApi<[]>(`${T1}/history/record`, { method: 'POST', body: input, action: false });
export const getLikeStatus = (q: { id: number; type: string }) => get<LikeState>(`${T1}/like/status`, q);
/** A GET, but the like button's: a user action. */
export const hitLike = (q: { id: number; type: string }) =>
  mainApi<LikeState>(`${T1}/like/hit`, { query: q, action: true });
export const getLikedItems = (q?: SizeQuery & { type?: string }) => get<Params>(`${T1}/like/courses`, q);
