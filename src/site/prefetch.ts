/**
 * The routes' data prefetches. Loaded with the route's own code (the route table imports this
 * module lazily), so the query layer stays out of the first script every page pays for.
 */
import {
  announcementDetail,
  announcementList,
  homeBlocks,
  homeSliders,
  latestAnnouncement,
} from '../core/site/index.js';
import {
  courseCategories,
  courseDetail,
  courseList,
  memberCourses,
  memberLikedCourses,
  prefetchPlayUrls,
  videoDetail,
} from '../core/course/index.js';
import { vipRoles } from '../core/vip/index.js';
import { prefetch } from '../core/client/index.js';
import { comments } from '../core/comments/index.js';
import { bookArticle, bookComments, bookDetail } from '../core/book/index.js';
import { learnPathCategories, learnPathDetail } from '../core/learn-path/index.js';
import { topicComments, topicDetail } from '../core/topic/index.js';
import { myAnswers, myQuestions, questionDetail, questionList } from '../core/wenda/index.js';
import {
  flashSale,
  flashSaleOrders,
  groupBuy,
  groupBuyOrders,
  handPayText,
  memberOrders as memberOrdersQuery,
  orderStatus,
  paymentMethods,
  wechatPayCode,
} from '../core/order/index.js';
import { liveComments, liveCourse, liveCourses, livePlay } from '../core/live/index.js';
import {
  examStats,
  joinedMockPapers,
  joinedPapers,
  joinedPractices,
  mockPaperDetail,
  mockPaperList,
  mockPaperPlay,
  paperDetail,
  paperList,
  paperPlay,
  practiceDetail,
  practiceList,
  practicePlay,
  replayStart,
  type QuestionBook,
} from '../core/exam/index.js';
import { readQuery } from '../core/url-state/index.js';
import { sourceOf } from '../widgets/course-list/addon-kinds.js';
import { coursesQuery, resolveOptions, type ListKind } from '../widgets/course-list/options.js';
import {
  COURSES_PAGE_SIZE,
  MY_QUESTIONS_PAGE_SIZE,
  MEMBER_EXAM_PAGE_SIZE,
  announcementsQuery,
  catalogueList,
  coursesFilter,
  myQuestionsSchema,
  questionsQuery,
  liveQuery,
  examListQuery,
  examPlaySchema,
  pageSchema,
  practiceOfPlay,
  practicePlaySchema,
  replaySchema,
  studyCenterFilter,
  studyCenterQuery,
} from './url-schemas.js';
import { GOODS_KINDS } from './pages/order/goods-kinds.js';
import { MEMBER_ORDERS_PAGE_SIZE, isOrderNo, memberOrdersOf, orderGoodsOf, orderPayOf } from './url-schemas.js';

export const home = () => prefetch(homeSliders(), homeBlocks(), latestAnnouncement());

export function courses(search: URLSearchParams) {
  const f = coursesFilter(search);
  const options = resolveOptions({
    categoryId: f.category_id,
    scene: f.scene,
    page: f.page,
    pageSize: COURSES_PAGE_SIZE,
  });
  prefetch(courseCategories(), courseList(coursesQuery(options, f.page)));
}

export const course = (courseId: number) =>
  prefetch(courseDetail(courseId), comments({ kind: 'course', id: courseId }));

export const announcements = (search: URLSearchParams) => prefetch(announcementList(announcementsQuery(search)));

export const announcement = (id: number) => prefetch(announcementDetail(id));

// Books, topics, learning paths, Q&A ------------------------------------------------------------

/** A catalogue list page (books, topics, learning paths): the widget's list call of this address. */
export function catalogue(kind: ListKind, search: URLSearchParams) {
  const { options, query } = catalogueList(kind, search);
  prefetch(sourceOf(options.kind).store(query), ...(kind === 'learnPath' ? [learnPathCategories()] : []));
}

export const book = (id: number) => prefetch(bookDetail(id), bookComments(id));
export const bookReader = (articleId: number) => prefetch(bookArticle(articleId));
export const topic = (id: number) => prefetch(topicDetail(id), topicComments({ topicId: id, parent: 0 }));
export const learnPath = (id: number) => prefetch(learnPathDetail(id));
export const questions = (search: URLSearchParams) => prefetch(questionList(questionsQuery(search)));
export const question = (id: number) => prefetch(questionDetail(id));

/** 我的问答: the open tab's page. */
export function myQuestionsPage(search: URLSearchParams) {
  const { tab, page } = readQuery(myQuestionsSchema, search);
  const query = { page, page_size: MY_QUESTIONS_PAGE_SIZE };
  prefetch(tab === 'answers' ? myAnswers(query) : myQuestions(query));
}

// Exams ---------------------------------------------------------------------------------------
// The wrong-book and collection pages are public but their counts need a login: they ask once
// the session is known, not here.

export const examHub = () => prefetch(examStats());
export const examPapers = (search: URLSearchParams) => prefetch(paperList(examListQuery(search)));
export const examMockPapers = (search: URLSearchParams) => prefetch(mockPaperList(examListQuery(search)));
export const examPractices = (search: URLSearchParams) => prefetch(practiceList(examListQuery(search)));
export const examPaper = (id: number) => prefetch(paperDetail(id));
export const examMockPaper = (id: number) => prefetch(mockPaperDetail(id));
export const examPractice = (id: number) => prefetch(practiceDetail(id));

export function examPaperPlay(search: URLSearchParams) {
  const { id, pid } = readQuery(examPlaySchema, search);
  // The paper alone: the page looks for its attempt under way in the detail.
  prefetch(id && pid ? paperPlay({ id, pid }) : paperDetail(id || null));
}
export function examMockPlay(search: URLSearchParams) {
  const { id, pid } = readQuery(examPlaySchema, search);
  prefetch(pid ? mockPaperPlay(pid) : mockPaperDetail(id || null));
}
export function examPracticePlay(search: URLSearchParams) {
  const values = readQuery(practicePlaySchema, search);
  const practiceId = practiceOfPlay(values);
  if (practiceId) prefetch(practicePlay({ id: practiceId, chapterId: values.chapterId }));
}
export function examReplay(book: QuestionBook, search: URLSearchParams) {
  const { type, mode } = readQuery(replaySchema, search);
  prefetch(replayStart({ book, type, random: mode === 'random' }));
}

const memberExamPage = (search: URLSearchParams) => ({
  page: readQuery(pageSchema, search).page,
  size: MEMBER_EXAM_PAGE_SIZE,
});
export const memberPapers = (search: URLSearchParams) => prefetch(joinedPapers(memberExamPage(search)));
export const memberMockPapers = (search: URLSearchParams) => prefetch(joinedMockPapers(memberExamPage(search)));
export const memberPractices = (search: URLSearchParams) => prefetch(joinedPractices(memberExamPage(search)));
// Buying
export const vip = () => prefetch(vipRoles());

export function order(search: URLSearchParams) {
  const { goods_type: type, goods_id: id } = orderGoodsOf(search);
  prefetch(paymentMethods());
  if (type && id) prefetch(GOODS_KINDS[type].read(id));
}

export function orderPay(search: URLSearchParams) {
  const { order_id, payment } = orderPayOf(search);
  if (!isOrderNo(order_id)) return;
  prefetch(
    payment === 'wechat' ? wechatPayCode(order_id) : payment === 'handPay' ? handPayText(order_id) : paymentMethods(),
  );
}

export function orderSuccess(search: URLSearchParams) {
  const { order_id } = orderPayOf(search);
  if (isOrderNo(order_id)) prefetch(orderStatus(order_id));
}

export function memberOrders(search: URLSearchParams) {
  const { tab, page } = memberOrdersOf(search);
  prefetch(
    tab === 'tg'
      ? groupBuyOrders({ page, size: MEMBER_ORDERS_PAGE_SIZE })
      : tab === 'ms'
        ? flashSaleOrders({ page, size: MEMBER_ORDERS_PAGE_SIZE })
        : memberOrdersQuery({ page, page_size: MEMBER_ORDERS_PAGE_SIZE }),
  );
}
// Member centre and share (login required: these run once the session is known)
import * as member from '../core/member/index.js';
import * as shareDomain from '../core/share/index.js';
import * as mall from '../core/mall/index.js';
import { configFunc } from '../core/session/index.js';
import { certsQuery, codeRecordsQuery, credit1Query, mallQuery, messagesQuery, shareQuery } from './url-schemas.js';

export const memberHome = () => prefetch(member.daySignInState(configFunc.get().daySignIn));
export const memberMessages = (search: URLSearchParams) => prefetch(member.memberMessages(messagesQuery(search)));
export const memberCredit1 = (search: URLSearchParams) => prefetch(member.credit1Records(credit1Query(search)));
export function memberMall(search: URLSearchParams) {
  const q = mallQuery(search);
  prefetch(q.tab === 'orders' ? mall.creditOrders(q.list) : mall.creditGoods(q.list));
}
export const memberCodes = (search: URLSearchParams) => prefetch(mall.exchangeRecords(codeRecordsQuery(search)));
export const memberCerts = (search: URLSearchParams) => prefetch(member.myCerts(certsQuery(search)));
export function share(search: URLSearchParams) {
  const q = shareQuery(search);
  prefetch(
    shareDomain.shareUser(),
    q.tab === 'goods'
      ? shareDomain.shareGoods(q.list)
      : q.tab === 'records'
        ? shareDomain.shareBalanceRecords(q.list)
        : shareDomain.sharePosters(),
  );
}
/**
 * The lesson and its play address together; its course's detail and comments as soon as the
 * lesson names the course.
 */
export function video(videoId: number) {
  prefetchPlayUrls(videoId);
  void videoDetail(videoId)
    .fetch()
    .then((answer) => {
      if ('data' in answer && answer.data)
        prefetch(
          courseDetail(answer.data.course.id),
          comments({ kind: 'video', id: videoId, courseId: answer.data.course.id }),
        );
    });
}

export const studyCenter = (search: URLSearchParams) => {
  const { tab, page } = studyCenterFilter(search);
  prefetch((tab === 'like' ? memberLikedCourses : memberCourses)(studyCenterQuery(page)));
};

// Live courses (Zhibo)
export const live = (search: URLSearchParams) => prefetch(liveCourses(liveQuery(search)));
export const liveCourseDetail = (id: number) => prefetch(liveCourse(id), liveComments(id));
export const liveVideo = (videoId: number) => prefetch(livePlay(videoId));
