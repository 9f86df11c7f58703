import type { RouteBranch, RouteDef } from './route-def.js';
import authLogin from './pages/auth/login/route.js';
import authCallback from './pages/auth/callback/route.js';
import authBindMobile from './pages/auth/bind-mobile/route.js';
import authFaceCheck from './pages/auth/face-check/route.js';
import authError from './pages/auth/error/route.js';
import home from './pages/home/route.js';
import courseList from './pages/course/list/route.js';
import courseDetail from './pages/course/detail/route.js';
import courseVideo from './pages/course/video/route.js';
import announcementList from './pages/announcement/list/route.js';
import announcementDetail from './pages/announcement/detail/route.js';
import liveList from './pages/live/list/route.js';
import liveDetail from './pages/live/detail/route.js';
import liveVideo from './pages/live/video/route.js';
import memberShare from './pages/member/share/route.js';
import studyCenter from './pages/study-center/route.js';
import search from './pages/search/route.js';
import bookList from './pages/book/list/route.js';
import bookDetail from './pages/book/detail/route.js';
import bookRead from './pages/book/read/route.js';
import topicList from './pages/topic/list/route.js';
import topicDetail from './pages/topic/detail/route.js';
import learnPathList from './pages/learn-path/list/route.js';
import learnPathDetail from './pages/learn-path/detail/route.js';
import wendaList from './pages/wenda/list/route.js';
import wendaDetail from './pages/wenda/detail/route.js';
import vip from './pages/vip/route.js';
import orderConfirm from './pages/order/confirm/route.js';
import orderPay from './pages/order/pay/route.js';
import orderSuccess from './pages/order/success/route.js';
import examPlayPaper from './pages/exam/play/paper/route.js';
import examPlayMock from './pages/exam/play/mock/route.js';
import examPlayPractice from './pages/exam/play/practice/route.js';
import examPlayWrongbook from './pages/exam/play/wrongbook/route.js';
import examPlayCollection from './pages/exam/play/collection/route.js';
import memberProfile from './pages/member/profile/route.js';
import memberMessages from './pages/member/messages/route.js';
import memberOrders from './pages/member/orders/route.js';
import memberCredit1 from './pages/member/credit1/route.js';
import memberMall from './pages/member/mall/route.js';
import memberCodeExchanger from './pages/member/code-exchanger/route.js';
import memberCerts from './pages/member/certs/route.js';
import wendaMine from './pages/wenda/mine/route.js';
import examMinePapers from './pages/exam/mine-papers/route.js';
import examMineMockPapers from './pages/exam/mine-mock-papers/route.js';
import examMinePractices from './pages/exam/mine-practices/route.js';
import examHub from './pages/exam/hub/route.js';
import examPapers from './pages/exam/papers/route.js';
import examMockPapers from './pages/exam/mock-papers/route.js';
import examPractices from './pages/exam/practices/route.js';
import examWrongbook from './pages/exam/wrongbook/route.js';
import examCollection from './pages/exam/collection/route.js';
import examPaperDetail from './pages/exam/paper-detail/route.js';
import examMockDetail from './pages/exam/mock-detail/route.js';
import examPracticeDetail from './pages/exam/practice-detail/route.js';

/**
 * The route table, mirroring the product spec's (section 2). Each page folder declares its own
 * route (`route.ts`: path, layout, guard, title, params, and its code and data loaded lazily, so
 * each route is its own chunk); this file only puts them in order. Every other path renders the
 * not-found page.
 */
// prettier-ignore
export const routes: RouteDef[] = [
  authLogin, authCallback, authBindMobile, authFaceCheck, authError,
  home, search, courseList, courseDetail, courseVideo, studyCenter,
  announcementList, announcementDetail,
  liveList, liveDetail, liveVideo,
  bookList, bookDetail, bookRead, topicList, topicDetail,
  learnPathList, learnPathDetail, wendaList, wendaDetail,
  vip, orderConfirm, orderPay, orderSuccess, memberShare,
  examPlayPaper, examPlayMock, examPlayPractice, examPlayWrongbook, examPlayCollection,
];

/**
 * The member centre (spec: /member and its sub-pages, login required): one sidebar layout holds
 * every member sub-page, whichever domain adds it; an entry shows only while its switch is on.
 */
export const memberBranch: RouteBranch = {
  base: '/member',
  layout: 'A',
  requiresLogin: true,
  shell: () => import('./pages/member/shell.js'),
  // prettier-ignore
  routes: [
    memberProfile, memberMessages, memberOrders, memberCredit1, memberMall, memberCodeExchanger,
    memberCerts, wendaMine, examMinePapers, examMineMockPapers, examMinePractices,
  ],
};

/**
 * The exam area (Paper addon) under one hub: its lists, and the details, which require login each.
 * Play pages are bare top-level routes, addressed with the public client's query parameters.
 */
export const examBranch: RouteBranch = {
  base: '/exam',
  layout: 'A',
  requiresLogin: false,
  shell: () => import('./pages/exam/shell.js'),
  // prettier-ignore
  routes: [
    examHub, examPapers, examMockPapers, examPractices, examWrongbook, examCollection,
    examPaperDetail, examMockDetail, examPracticeDetail,
  ],
};

/** Branches of nested routes. */
export const branches: RouteBranch[] = [memberBranch, examBranch];

/** Every route with its absolute path, branch routes included (for matching outside the router). */
export const allRoutes = (): Array<{ def: RouteDef; path: string; branch: RouteBranch | null }> => [
  ...routes.map((def) => ({ def, path: def.path, branch: null })),
  ...branches.flatMap((branch) =>
    branch.routes.map((def) => ({ def, path: def.path === '/' ? branch.base : branch.base + def.path, branch })),
  ),
];

const segmentsMatch = (pattern: string, pathname: string) => {
  const want = pattern.split('/');
  const got = pathname.split('/');
  return (
    want.length === got.length && want.every((part, i) => (part.startsWith(':') ? got[i] !== '' : part === got[i]))
  );
};

/** True when the site itself serves this path (a route, or anything under a branch's base). */
export const isSitePath = (pathname: string): boolean =>
  routes.some((def) => segmentsMatch(def.path, pathname)) ||
  branches.some((b) => pathname === b.base || pathname.startsWith(`${b.base}/`));
