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
  AddonCommentInput,
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
  CreatedOrder,
  DaySignInResult,
  DaySignInState,
  FlashSaleDetail,
  FlashSaleJoin,
  FlashSaleOrder,
  GroupBuyDetail,
  GroupBuyOrder,
  LearnPathDetail,
  LearnPathItem,
  LikeState,
  LiveAttachment,
  LiveChatPage,
  LiveCourseDetail,
  LiveCourseItem,
  LivePlay,
  PageQuery,
  Params,
  PromoItemQuery,
  ShareGoods,
  ShareUser,
  SimplePage,
  SizeQuery,
  SnapshotConfig,
  SnapshotImage,
  SnapshotResource,
  TopicDetail,
  TopicItem,
  WendaMyAnswer,
  WendaQuestionDetail,
  WendaQuestionEdit,
  WendaQuestionForm,
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
/** The order for a live course (the public checkout sends `goods_id` beside the path's id). */
export const createLiveOrder = (id: number, input: { promo_code?: string }) =>
  post<CreatedOrder>(`${LIVE}/course/${id}/paid`, { goods_id: id, ...input });
export const getLivePlay = (id: number) => get<LivePlay>(`${LIVE}/course/${id}/play`);
export const getLiveComments = (id: number, q?: SizeQuery) => get<AddonComments>(`${LIVE}/course/${id}/comments`, q);
export const getMemberLiveCourses = (q?: SizeQuery) => get<AddonPage<LiveCourseItem>>(`${LIVE}/member/courses`, q);
/** Quiet, as every comment post: the comment form tells a refusal beside the field. */
export const postLiveComment = (id: number, content: string) =>
  mainApi<[]>(`${LIVE}/course/${id}/comment`, { method: 'POST', body: { content }, quiet: true });
// A session's room goes through the second client (MeEdu's "Go" service), as the public PC client's does.
const room = (courseId: number, videoId: number) => `${LIVE}/course/${courseId}/video/${videoId}`;
export const getLiveAttachments = (courseId: number, videoId: number, q?: SizeQuery) =>
  secondApi<SimplePage<LiveAttachment>>(`${room(courseId, videoId)}/attach/index`, { query: q });
/** Newest first. */
export const getLiveChat = (courseId: number, videoId: number, q?: SizeQuery) =>
  secondApi<LiveChatPage>(`${room(courseId, videoId)}/chat/msg`, { query: q });
/** `duration`: where the live player is (seconds). */
export const sendLiveChat = (courseId: number, videoId: number, content: string, duration: number) =>
  secondApi<[]>(`${room(courseId, videoId)}/chat/send`, { method: 'POST', body: { content, duration } });
/** Background progress while watching, live or the replay: failures are not the learner's business. */
export const recordLiveWatch = (courseId: number, videoId: number, duration: number, live: boolean) =>
  secondApi<[]>(`${room(courseId, videoId)}/${live ? 'liveWatchRecord' : 'vodWatchRecord'}`, {
    method: 'POST',
    body: { duration },
    quiet: true,
  });
export const signInLive = (courseId: number, videoId: number, signInId: number) =>
  secondApi<[]>(`${room(courseId, videoId)}/signIn/${signInId}`, { method: 'POST', body: {} });

// MeeduBooks
const BOOKS = '/addons/MeeduBooks/api';
export const getBooks = (q?: SizeQuery & { scene?: string; cid?: number }) =>
  get<AddonPage<BookItem, WithCategories>>(`${BOOKS}/v1/books`, { scene: 'default', ...q });
export const getBook = (id: number) => get<BookDetail>(`${BOOKS}/v1/book/${id}`);
export const readBookArticle = (articleId: number) => get<BookRead>(`${BOOKS}/v1/book/${articleId}/read`);
/** The order for a book (the public checkout sends `goods_id` beside the path's id). */
export const createBookOrder = (id: number, input: { promo_code?: string }) =>
  post<CreatedOrder>(`${BOOKS}/v1/book/${id}/buy`, { goods_id: id, ...input });
export const getMyBooks = (q?: SizeQuery) => get<Params>(`${BOOKS}/v2/member/books`, q);
export const getBookComments = (id: number, q?: SizeQuery) => get<AddonComments>(`${BOOKS}/v1/book/${id}/comments`, q);
// Comment posts are quiet: the comment form tells a refusal beside the field, the one place it shows.
/** `无权限` unless the member owns the book. */
export const postBookComment = (id: number, content: string) =>
  post<[]>(`${BOOKS}/v1/book/${id}/comment`, { content }, true);
/** A reply names its thread (`parent_id`) and the answered comment (`reply_id`). */
export const postBookArticleComment = (articleId: number, input: AddonCommentInput) =>
  post<{ id: number; comment_id: number }>(
    `${BOOKS}/v1/book/article/${articleId}/comment`,
    { content: input.content, parent_id: input.parent_id, reply_id: input.reply_id },
    true,
  );
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
export const createTopicOrder = (id: number, input: { promo_code?: string }) =>
  post<CreatedOrder>(`${TOPICS}/v1/topic/${id}/buy`, { goods_id: id, ...input });
export const getTopicComments = (id: number, q?: { page?: number; page_size?: number; comment_id?: number }) =>
  get<AddonComments>(`${TOPICS}/v2/topic/${id}/comments`, q);
/** Toggles; `ok` 1 = now voted. A GET, but the vote button's: a user action. */
export const voteTopic = (id: number) => mainApi<{ ok: number }>(`${TOPICS}/v1/topic/${id}/vote`, { action: true });
/** Toggles; `ok` 1 = now collected. */
export const collectTopic = (id: number) =>
  mainApi<{ ok: number }>(`${TOPICS}/v1/topic/${id}/collect`, { action: true });
/** `无权限` unless the member owns the topic; a reply names its thread and the answered comment. */
export const postTopicComment = (id: number, input: AddonCommentInput) =>
  post<{ id: number; comment_id: number }>(
    `${TOPICS}/v1/topic/${id}/comment`,
    { content: input.content, parent_id: input.parent_id, reply_comment_id: input.reply_id },
    true,
  );
export const getBoughtTopics = (q?: SizeQuery) => get<Params>(`${TOPICS}/v1/user/buyTopics`, q);

// LearnPaths
const PATHS = '/addons/LearnPaths/api/v1';
export const getLearnPaths = (q?: SizeQuery & { category_id?: number }) =>
  get<AddonPage<LearnPathItem, { steps: Record<string, unknown[]> | [] }>>(`${PATHS}/all`, q);
export const getLearnPath = (id: number) => get<LearnPathDetail>(`${PATHS}/path/${id}`);
export const createLearnPathOrder = (id: number, input: { promo_code?: string }) =>
  post<CreatedOrder>(`${PATHS}/path/${id}/buy`, { goods_id: id, ...input });
export const getLearnPathCategories = () => get<AddonCategory[]>(`${PATHS}/categories`);

// Wenda (Q&A)
const WENDA = '/addons/Wenda/api/v1';
export const getQuestions = (q?: SizeQuery & { scene?: WendaScene; cid?: number }) =>
  get<AddonPage<WendaQuestionItem, WithCategories>>(`${WENDA}/questions`, q);
export const getQuestion = (id: number) => get<WendaQuestionDetail>(`${WENDA}/question/${id}/detail`);
/** What the ask form needs: the categories and the member's points balance. */
export const getQuestionForm = () => get<WendaQuestionForm>(`${WENDA}/question/create`);
export const createQuestion = (input: WendaQuestionInput) => post<{ id: number }>(`${WENDA}/question/create`, input);
/** The asker's own question as written (`无权限` for anyone else). */
export const getQuestionEdit = (id: number) => get<WendaQuestionEdit>(`${WENDA}/question/${id}/edit`);
export const updateQuestion = (id: number, input: Omit<WendaQuestionInput, 'credit1'>) =>
  mainApi<[]>(`${WENDA}/question/${id}/edit`, { method: 'PUT', body: input });
export const answerQuestion = (id: number, input: { original_content: string; images?: string[] }) =>
  post<{ id: number }>(`${WENDA}/question/${id}/answer`, input);
/** The asker accepts an answer: the question is solved and the bounty goes to its author. */
export const acceptAnswer = (id: number, answerId: number) =>
  post<[]>(`${WENDA}/question/${id}/correct`, { answer_id: answerId });
/** One thread level: `comment_id` 0 = top level. */
export const getAnswerComments = (answerId: number, q?: { page?: number; page_size?: number; comment_id?: number }) =>
  get<AddonComments>(`${WENDA}/question/answer/${answerId}/comments`, q);
export const postAnswerComment = (answerId: number, input: AddonCommentInput) =>
  post<{ id: number; comment_id: number }>(
    `${WENDA}/question/answer/${answerId}/comment`,
    { original_content: input.content, parent_id: input.parent_id, reply_user_id: input.reply_user_id },
    true,
  );
/** Toggles the member's vote on a question or an answer; `ok` 1 = now voted. */
export const voteWenda = (input: { id: number; type: 'question' | 'answer' }) =>
  post<{ ok: number }>(`${WENDA}/vote`, input);
/** Wenda member lists page with `page_size`. */
export const getMyQuestions = (q?: PageQuery) =>
  get<{ data: SimplePage<WendaQuestionItem> }>(`${WENDA}/member/questions`, q);
export const getMyAnswers = (q?: PageQuery) => get<{ data: SimplePage<WendaMyAnswer> }>(`${WENDA}/member/answers`, q);

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
export const getTuangouOrders = (q?: SizeQuery) =>
  get<SimplePage<GroupBuyOrder>>('/addons/TuanGou/api/v1/t/member/orders', q);
export const getMiaoshaOrders = (q?: SizeQuery) =>
  get<SimplePage<FlashSaleOrder>>('/addons/MiaoSha/api/v1/m/user/orders', q);
export const getFlashSale = (id: number, q?: PromoItemQuery) =>
  get<FlashSaleDetail>(`/addons/MiaoSha/api/v1/m/${id}`, q);
export const getGroupBuy = (id: number, q?: PromoItemQuery) => get<GroupBuyDetail>(`/addons/TuanGou/api/v1/t/${id}`, q);
/** Takes a flash-sale place (one unit of stock) behind an image captcha. */
export const joinFlashSale = (id: number, input: { captcha: string; captcha_key: string }) =>
  post<FlashSaleJoin>(`/addons/MiaoSha/api/v1/m/${id}/join`, input);
/** The order paying a flash-sale place (`placeId` from joinFlashSale). */
export const createFlashSaleOrder = (placeId: number, input: { promo_code?: string }) =>
  post<CreatedOrder>(`/addons/MiaoSha/api/v1/m/order/${placeId}/buy`, { goods_id: placeId, ...input });
/** Opens a group (`gid` 0) or joins one, with the order paying the place. */
export const createGroupBuyOrder = (saleId: number, input: { gid: number; promo_code?: string }) =>
  post<CreatedOrder>(`/addons/TuanGou/api/v1/t/${saleId}/buy`, { goods_id: saleId, ...input });

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
