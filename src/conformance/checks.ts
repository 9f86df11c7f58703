/**
 * The calls the conformance check makes: each through the client's own API function (so the
 * dialect the client picks from the server's capabilities is the one checked), with the shape of
 * the answer that function reads. Reads only, unless `writes` is given.
 */
import { getBooks } from '#core/book/index.js';
import { getCreditGoods, getExchangeRecords } from '#core/mall/index.js';
import { getLearnPaths } from '#core/learn-path/index.js';
import { getLiveCourses } from '#core/live/index.js';
import {
  getMiaoshaOrders,
  getTuangouOrders,
  paymentOptions,
  createOrder as placeOrder,
  type PlacedOrder,
  getMemberOrders,
  checkPromoCode,
  getOrderStatus,
} from '#core/order/index.js';
import {
  getMyCerts,
  agreeToAgreements,
  getCredit1Records,
  getMessages,
  getUnreadNotificationCount,
} from '#core/member/index.js';
import { getQuestions } from '#core/wenda/index.js';
import { getTopics } from '#core/topic/index.js';
import { getCaptchaImage, getMemberDetail, loginWithPassword } from '#core/auth/index.js';
import { getAllComments, getComments, getReplies, postComment, type CommentTarget } from '#core/comments/index.js';
import {
  getAnnouncement,
  getAnnouncements,
  getLatestAnnouncement,
  search,
  getHomeBlocks,
  getHomeSliders,
  getLinks,
  getNavs,
} from '#core/site/index.js';
import {
  getCourseCategories,
  getCourseDetail,
  getCourses,
  getPlayInfo,
  getVideoDetail,
  getMemberCourses,
  getMemberLikedCourses,
} from '#core/course/index.js';
import { getRoles } from '#core/vip/index.js';
import { getPapers } from '#core/exam/index.js';
import type { Course, CourseListItem, Video } from '#core/course/index.js';
import { commentsAllowed, type Capabilities } from '#core/capabilities/index.js';
import { loginUser, saveToken } from '#core/session/index.js';
import { arr, conforms, empty, oneOf, type Shape } from './shape.js';
import * as addon from './shapes-addons.js';
import * as s from './shapes.js';

/** What the checks learn from each other's answers, and what the operator gave. */
export interface CheckContext {
  capabilities(): Capabilities;
  member: { mobile: string; password: string } | null;
  writes: boolean;
  promoCode: string | null;
  /** The course to look at (`--course`), else the first free course listed, else the first. */
  courseId: number | null;
  course: Course | null;
  lesson: Video | null;
  announcementId: number | null;
  /** A v3 thread with replies, for the replies call. */
  threadId: string | null;
  loggedIn: boolean;
  /** The paid courses listed (to order one the member does not own) and the courses the member owns. */
  paidCourseIds: number[];
  ownedCourseIds: number[];
  /** The first VIP plan listed. */
  roleId: number | null;
  /** The order the writes made last, for its status. */
  order: PlacedOrder | null;
}

export interface Check {
  name: string;
  /** Calls of an addon are made only when the server lists it in `enabled_addons`. */
  addon?: string;
  /** Made only with `--member` (after login), or only with `--writes` too. */
  needs?: 'member' | 'writes';
  /** The login itself: the member's other calls wait for it. */
  signsIn?: boolean;
  /** Why the call is not made on this server (no such item, no code given…), or null. */
  skip?(ctx: CheckContext): string | null;
  /** What the call answered (unused), or `skipped(reason)` when the client found nothing to ask. */
  run(ctx: CheckContext): Promise<unknown>;
  /**
   * The shape of the answer's `data`, possibly by the dialect the client chose; 'refused': the
   * call is meant to be refused (a read of what does not exist), in the error envelope.
   */
  shape: Shape<unknown> | ((ctx: CheckContext) => Shape<unknown>) | 'refused';
  /** Refusals that are the operator's own setting, not a difference: the row says so and passes by. */
  settings?: readonly string[];
}

/** What a check's run answers when the client, having learnt more, asks nothing on this server. */
export class Skipped {
  constructor(readonly reason: string) {}
}

const CASHIER_PAYS = 'paid at the server cashier, which offers its own';
const lessonsOf = (videos: Record<string, Video[]>): Video[] => Object.values(videos).flat();
const courseTarget = (ctx: CheckContext): CommentTarget => ({ kind: 'course', id: ctx.course!.id });
const noCourse = (ctx: CheckContext) => (ctx.course ? null : 'no course to look at');
const noLesson = (ctx: CheckContext) => (ctx.lesson ? null : 'the course has no lesson');
const v2Only = (ctx: CheckContext) =>
  ctx.capabilities().comments === 'v2' ? 'v2 comments have no threads' : noCourse(ctx);
const commentsShape = (ctx: CheckContext) => (ctx.capabilities().comments === 'v2' ? s.v2Comments : s.v3Comments);
/** The first free course listed (the one a visitor and any member can open), else the first. */
const pickCourse = (list: CourseListItem[]) => (list.find((c) => Number(c.is_free) === 1) ?? list[0])?.id ?? null;
const paidCourses = (list: CourseListItem[]) =>
  list.filter((c) => Number(c.is_free) !== 1 && Number(c.charge) > 0).map((c) => c.id);
/** A paid course the member does not own: servers until 4.9.13 refuse to sell one twice (请勿重复购买). */
const courseToOrder = (ctx: CheckContext) => ctx.paidCourseIds.find((id) => !ctx.ownedCourseIds.includes(id)) ?? null;
/** The order calls' answers by the dialect the client chose: each kind's own call, or the unified order. */
const placedShape = (ctx: CheckContext) => (ctx.capabilities().orders === 'v2' ? s.createdOrder : s.unifiedOrder);

export const CHECKS: readonly Check[] = [
  { name: 'navs', run: () => getNavs(), shape: arr(s.navItem) },
  { name: 'friend links', run: () => getLinks(), shape: arr(s.friendLink) },
  { name: 'latest announcement', run: () => getLatestAnnouncement(), shape: oneOf(s.announcement, empty) },
  {
    name: 'announcements',
    run: async (ctx) => {
      const page = await getAnnouncements({ page: 1, size: 10 });
      ctx.announcementId = page.data?.[0]?.id ?? null;
    },
    shape: s.pages.announcements,
  },
  {
    name: 'announcement',
    skip: (ctx) => (ctx.announcementId ? null : 'no announcement listed'),
    run: (ctx) => getAnnouncement(ctx.announcementId!),
    shape: s.announcement,
  },
  { name: 'home blocks', run: () => getHomeBlocks(), shape: arr(s.pageBlock) },
  {
    name: 'home sliders',
    skip: (ctx) => (ctx.capabilities().home === 'decoration' ? 'slides are decoration blocks here' : null),
    run: () => getHomeSliders(),
    shape: arr(s.slider),
  },
  { name: 'course categories', run: () => getCourseCategories(), shape: arr(s.courseCategory) },
  {
    name: 'course list',
    run: async (ctx) => {
      const page = await getCourses({ page: 1, page_size: 16 });
      ctx.courseId ??= pickCourse(page.data ?? []);
      ctx.paidCourseIds = paidCourses(page.data ?? []);
    },
    shape: s.pages.courses,
  },
  {
    name: 'course detail',
    skip: (ctx) => (ctx.courseId ? null : 'no course listed'),
    run: async (ctx) => {
      const detail = await getCourseDetail(ctx.courseId!);
      ctx.course = detail.course;
      ctx.lesson = lessonsOf(detail.videos)[0] ?? null;
    },
    shape: s.courseDetail,
  },
  { name: 'lesson detail', skip: noLesson, run: (ctx) => getVideoDetail(ctx.lesson!.id), shape: s.videoDetail },
  {
    name: 'course comments',
    skip: noCourse,
    run: async (ctx) => {
      const list = await getComments(courseTarget(ctx));
      ctx.threadId = list.items.find((c) => c.repliesCount > 0)?.id ?? null;
    },
    shape: commentsShape,
  },
  {
    name: 'lesson comments',
    skip: noLesson,
    run: (ctx) => getComments({ kind: 'video', id: ctx.lesson!.id, courseId: ctx.course!.id }),
    shape: commentsShape,
  },
  { name: 'all comments', skip: v2Only, run: (ctx) => getAllComments(courseTarget(ctx)), shape: s.v3Replies },
  {
    name: 'comment replies',
    skip: (ctx) => v2Only(ctx) ?? (ctx.threadId ? null : 'no comment with replies'),
    run: (ctx) => getReplies(courseTarget(ctx), ctx.threadId!),
    shape: s.v3Replies,
  },
  {
    name: 'search',
    // The course's own title, so a configured search service has something to find.
    run: (ctx) => search({ keywords: ctx.course?.title.slice(0, 2) || 'MeEdu', page: 1, size: 10 }),
    shape: s.pages.search,
    settings: ['搜索服务未配置'],
  },
  {
    name: 'VIP plans',
    run: async (ctx) => {
      ctx.roleId = (await getRoles())[0]?.id ?? null;
    },
    shape: arr(s.role),
  },
  { name: 'image captcha', run: () => getCaptchaImage(), shape: s.imageCaptcha },

  // Addon lists, read-only.
  { name: 'live courses', addon: 'Zhibo', run: () => getLiveCourses({ page: 1, size: 10 }), shape: addon.liveCourses },
  { name: 'e-books', addon: 'MeeduBooks', run: () => getBooks({ page: 1, size: 10 }), shape: addon.books },
  { name: 'topics', addon: 'MeeduTopics', run: () => getTopics({ page: 1, size: 10 }), shape: addon.topics },
  {
    name: 'learning paths',
    addon: 'LearnPaths',
    run: () => getLearnPaths({ page: 1, size: 10 }),
    shape: addon.learnPaths,
  },
  { name: 'questions', addon: 'Wenda', run: () => getQuestions({ page: 1, size: 10 }), shape: addon.questions },
  { name: 'exam papers', addon: 'Paper', run: () => getPapers({ page: 1, size: 10 }), shape: addon.papers },
  {
    name: 'credit mall goods',
    addon: 'Credit1Mall',
    run: () => getCreditGoods({ page: 1, size: 10 }),
    shape: addon.creditGoods,
  },

  // Logged in.
  {
    name: 'password login',
    needs: 'member',
    signsIn: true,
    run: async (ctx) => {
      saveToken((await loginWithPassword(ctx.member!)).token);
      ctx.loggedIn = true;
    },
    shape: s.tokenResult,
  },
  {
    name: 'member detail',
    needs: 'member',
    // As start-up does: the member's fields (agreement_status) tell capabilities too.
    run: async () => loginUser(await getMemberDetail()),
    shape: s.user,
  },
  {
    name: 'agreement status',
    needs: 'member',
    skip: (ctx) => (ctx.capabilities().agreements ? null : 'no versioned agreements here'),
    run: () => getMemberDetail(),
    shape: s.agreementsOfMember,
  },
  { name: 'unread count', needs: 'member', run: () => getUnreadNotificationCount(), shape: s.unreadCount },
  {
    name: 'messages',
    needs: 'member',
    run: () => getMessages({ page: 1, page_size: 10 }),
    shape: s.pages.messages,
  },
  {
    name: 'member orders',
    needs: 'member',
    run: () => getMemberOrders({ page: 1, page_size: 10 }),
    shape: s.pages.orders,
  },
  {
    name: 'credit1 records',
    needs: 'member',
    run: () => getCredit1Records({ page: 1, page_size: 10 }),
    shape: s.pages.credit1,
  },
  {
    name: 'member courses',
    needs: 'member',
    run: async (ctx) => {
      ctx.ownedCourseIds = (await getMemberCourses({ page: 1, size: 100 })).data.map((c) => c.course_id);
    },
    shape: s.pages.memberCourses,
  },
  {
    name: 'liked courses',
    needs: 'member',
    run: () => getMemberLikedCourses({ page: 1, size: 10 }),
    shape: s.pages.memberCourses,
  },
  {
    name: 'play addresses',
    needs: 'member',
    skip: (ctx) => noLesson(ctx) ?? (Number(ctx.course?.is_free) === 1 ? null : 'no free course to play a lesson of'),
    run: (ctx) => getPlayInfo(ctx.lesson!.id),
    shape: s.playInfo,
  },
  {
    name: 'promo code check',
    needs: 'member',
    skip: (ctx) => (ctx.promoCode ? null : 'no --promo code given'),
    run: (ctx) => checkPromoCode(ctx.promoCode!),
    shape: s.promoCodeCheck,
  },
  {
    name: 'payment methods',
    needs: 'member',
    skip: (ctx) => (ctx.capabilities().orders === 'v3' ? CASHIER_PAYS : null),
    // Where config does not tell, the client's probe decides first (4.9.11 – 4.9.14).
    run: async () => {
      const options = await paymentOptions();
      return options.cashier ? new Skipped(CASHIER_PAYS) : options;
    },
    shape: arr(s.paymentMethod),
  },
  {
    name: 'order status (unknown order)',
    needs: 'member',
    run: () => getOrderStatus('meedu-web-conformance'),
    shape: 'refused',
  },
  { name: 'certificates', addon: 'Cert', needs: 'member', run: () => getMyCerts(), shape: addon.certs },
  {
    name: 'exchange records',
    addon: 'CodeExchanger',
    needs: 'member',
    run: () => getExchangeRecords(),
    shape: addon.exchangeRecords,
  },
  {
    name: 'group-buy orders',
    addon: 'TuanGou',
    needs: 'member',
    run: () => getTuangouOrders(),
    shape: addon.groupBuyOrders,
  },
  {
    name: 'flash-sale orders',
    addon: 'MiaoSha',
    needs: 'member',
    run: () => getMiaoshaOrders(),
    shape: addon.flashSaleOrders,
  },

  // Writes (--writes): each leaves a trace on the server.
  {
    name: 'post a course comment',
    needs: 'writes',
    skip: (ctx) => noCourse(ctx) ?? (commentsAllowed(ctx.course!) ? null : 'comments are closed on the course'),
    run: (ctx) => postComment(courseTarget(ctx), { content: '一致性检查：这门课程讲解清楚。' }),
    shape: (ctx) => (ctx.capabilities().comments === 'v2' ? conforms<[]>()(empty) : s.v3Comment),
  },
  {
    name: 'agree to agreements',
    needs: 'writes',
    skip: (ctx) => (ctx.capabilities().agreements ? null : 'no versioned agreements here'),
    run: () => agreeToAgreements(),
    shape: conforms<[]>()(empty),
  },
  // Orders as the order page places them (agree_protocol on v3), left unpaid: no payment is made.
  {
    name: 'order a course',
    needs: 'writes',
    skip: (ctx) => (courseToOrder(ctx) ? null : 'no paid course the member does not own'),
    run: async (ctx) => {
      ctx.order = await placeOrder({ kind: 'course', id: courseToOrder(ctx)! });
    },
    shape: placedShape,
  },
  {
    name: 'order a VIP plan',
    needs: 'writes',
    skip: (ctx) => (ctx.roleId ? null : 'no VIP plan listed'),
    run: async (ctx) => {
      ctx.order = await placeOrder({ kind: 'role', id: ctx.roleId! });
    },
    shape: placedShape,
  },
  {
    name: 'status of the new order',
    needs: 'writes',
    skip: (ctx) => (ctx.order ? null : 'no order was made'),
    run: (ctx) => getOrderStatus(ctx.order!.orderNo),
    shape: s.orderStatus,
  },
];
