import type { ComponentType, ReactNode } from 'react';
import type { FeatureName } from '../core/features/index.js';

/** The prefetches, fetched in parallel with the page's own chunk (see prefetch.ts). */
const data = () => import('./prefetch.js');

/**
 * The route table, mirroring the product spec's (section 2): path, layout, guard, title, typed
 * params, a data prefetch and the page, loaded lazily so each route is its own chunk. Only routes
 * whose pages exist are listed; every other path renders the not-found page. Layouts: A = header
 * and footer, 'header' = header only, 'footer' = footer only, 'bare' = neither.
 */
export type Layout = 'A' | 'header' | 'footer' | 'bare';

export type RawParams = Record<string, string | undefined>;

export interface PageProps<P = RawParams> {
  params: P;
}

export interface RouteDef<P = any> {
  /** Absolute for a top-level route; relative to its branch's base inside a branch. */
  path: string;
  layout: Layout;
  requiresLogin: boolean;
  /** document.title before the site name; a page may set a more specific one with useTitle. */
  title: string;
  /** Typed params from the matched segments; null renders the not-found page instead. */
  params?: (raw: RawParams) => P | null;
  /** Starts the route's data together with its code (both begin before the page renders). */
  prefetch?: (params: P, search: URLSearchParams) => Promise<void> | void;
  page: () => Promise<{ default: ComponentType<PageProps<P>> }>;
  /**
   * Inside a branch: the route's entry in the branch's navigation (the member centre's sidebar,
   * the exam hub's tabs), shown only while `feature` is on.
   */
  nav?: { label: string; feature?: FeatureName };
  /** A route of an optional part (live classes): the not-found page while its switch is off. */
  feature?: FeatureName;
}

/** What a branch's shell is given: the entries of its navigation and the page inside. */
export interface BranchShellProps {
  /** Entries of the branch's routes that have `nav`, with their absolute paths, switches applied. */
  entries: Array<{ href: string; label: string }>;
  children: ReactNode;
}

/**
 * Routes sharing one frame below a base path (the member centre's sidebar, the exam hub): the
 * guard and the shell apply once for the branch, and only the page inside changes. A route of a
 * public branch may still require login for itself.
 */
export interface RouteBranch {
  base: string;
  layout: Layout;
  requiresLogin: boolean;
  shell: () => Promise<{ default: ComponentType<BranchShellProps> }>;
  routes: RouteDef[];
}

/** `:name` as a positive id (1 to 9 digits), or null for anything else. */
export const idParam =
  <K extends string>(name: K) =>
  (raw: RawParams): Record<K, number> | null => {
    const value = raw[name] ?? '';
    return /^\d{1,9}$/.test(value) && Number(value) > 0 ? ({ [name]: Number(value) } as Record<K, number>) : null;
  };

const route = <P>(def: RouteDef<P>): RouteDef<P> => def;

export const routes: RouteDef[] = [
  route({
    path: '/login',
    layout: 'header',
    requiresLogin: false,
    title: '登录',
    page: () => import('./pages/login.js'),
  }),
  route({
    path: '/login/callback',
    layout: 'A',
    requiresLogin: false,
    title: '正在登录',
    page: () => import('./pages/login-callback.js'),
  }),
  route({
    path: '/bind-mobile',
    layout: 'A',
    requiresLogin: false,
    title: '绑定手机号',
    page: () => import('./pages/bind-mobile.js'),
  }),
  route({
    path: '/face-check',
    layout: 'A',
    requiresLogin: false,
    title: '实名认证',
    page: () => import('./pages/face-check.js'),
  }),
  route({
    path: '/error',
    layout: 'A',
    requiresLogin: false,
    title: '登录失败',
    page: () => import('./pages/error.js'),
  }),
  route({
    path: '/',
    layout: 'A',
    requiresLogin: false,
    title: '首页',
    prefetch: () => data().then((p) => p.home()),
    page: () => import('./pages/home/index.js'),
  }),
  route({
    path: '/courses',
    layout: 'A',
    requiresLogin: false,
    title: '全部课程',
    prefetch: (_, search) => data().then((p) => p.courses(search)),
    page: () => import('./pages/courses/index.js'),
  }),
  route({
    path: '/courses/detail/:courseId',
    layout: 'A',
    requiresLogin: false,
    title: '课程详情',
    params: idParam('courseId'),
    prefetch: ({ courseId }) => data().then((p) => p.course(courseId)),
    page: () => import('./pages/course-detail/index.js'),
  }),
  route({
    path: '/announcement',
    layout: 'A',
    requiresLogin: false,
    title: '网站公告',
    prefetch: (_, search) => data().then((p) => p.announcements(search)),
    page: () => import('./pages/announcement/index.js'),
  }),
  route({
    path: '/announcement/:id',
    layout: 'A',
    requiresLogin: false,
    title: '公告详情',
    params: idParam('id'),
    prefetch: ({ id }) => data().then((p) => p.announcement(id)),
    page: () => import('./pages/announcement/detail.js'),
  }),
  // Live courses (Zhibo). The play page's id is the session's, as the mobile hand-off's `id`.
  route({
    path: '/live',
    feature: 'live',
    layout: 'A',
    requiresLogin: false,
    title: '直播课',
    prefetch: (_, search) => data().then((p) => p.live(search)),
    page: () => import('./pages/live/index.js'),
  }),
  route({
    path: '/live/detail/:courseId',
    feature: 'live',
    layout: 'A',
    requiresLogin: false,
    title: '直播课详情',
    params: idParam('courseId'),
    prefetch: ({ courseId }) => data().then((p) => p.liveCourseDetail(courseId)),
    page: () => import('./pages/live/detail/index.js'),
  }),
  route({
    path: '/live/video/:courseId',
    feature: 'live',
    layout: 'bare',
    requiresLogin: true,
    title: '直播',
    // The spec names the parameter courseId; it is the session's id, as the mobile hand-off's `id`.
    params: idParam('courseId'),
    prefetch: ({ courseId }) => data().then((p) => p.liveVideo(courseId)),
    page: () => import('./pages/live/video/index.js'),
  }),
  route({
    path: '/share',
    layout: 'A',
    requiresLogin: true,
    title: '推广中心',
    prefetch: (_, search) => data().then((p) => p.share(search)),
    page: () => import('./pages/share/index.js'),
  }),
  route({
    path: '/courses/video/:courseId',
    layout: 'A',
    requiresLogin: true,
    title: '视频学习',
    // The parameter is the lesson's id (the spec names it courseId; the mobile hand-off keeps it as id).
    params: idParam('courseId'),
    prefetch: ({ courseId }) => data().then((p) => p.video(courseId)),
    page: () => import('./pages/course-video/index.js'),
  }),
  route({
    path: '/study-center',
    layout: 'A',
    requiresLogin: true,
    title: '我的学习',
    prefetch: (_, search) => data().then((p) => p.studyCenter(search)),
    page: () => import('./pages/study-center/index.js'),
  }),
  route({
    path: '/search',
    layout: 'A',
    requiresLogin: false,
    title: '搜索',
    page: () => import('./pages/search/index.js'),
  }),
  // Books, topics, learning paths, Q&A.
  route({
    path: '/book',
    layout: 'A',
    requiresLogin: false,
    title: '电子书',
    prefetch: (_, search) => data().then((p) => p.catalogue('book', search)),
    page: () => import('./pages/book/index.js'),
  }),
  route({
    path: '/book/detail/:courseId',
    layout: 'A',
    requiresLogin: false,
    title: '电子书详情',
    params: idParam('courseId'),
    prefetch: ({ courseId }) => data().then((p) => p.book(courseId)),
    page: () => import('./pages/book/detail.js'),
  }),
  route({
    path: '/book/read/:courseId',
    layout: 'footer',
    requiresLogin: true,
    title: '阅读',
    params: idParam('courseId'),
    prefetch: ({ courseId }) => data().then((p) => p.bookReader(courseId)),
    page: () => import('./pages/book/read.js'),
  }),
  route({
    path: '/topic',
    layout: 'A',
    requiresLogin: false,
    title: '图文',
    prefetch: (_, search) => data().then((p) => p.catalogue('topic', search)),
    page: () => import('./pages/topic/index.js'),
  }),
  route({
    path: '/topic/detail/:courseId',
    layout: 'A',
    requiresLogin: false,
    title: '图文详情',
    params: idParam('courseId'),
    prefetch: ({ courseId }) => data().then((p) => p.topic(courseId)),
    page: () => import('./pages/topic/detail.js'),
  }),
  route({
    path: '/learnPath',
    layout: 'A',
    requiresLogin: false,
    title: '学习路径',
    prefetch: (_, search) => data().then((p) => p.catalogue('learnPath', search)),
    page: () => import('./pages/learn-path/index.js'),
  }),
  route({
    path: '/learnPath/detail/:courseId',
    layout: 'A',
    requiresLogin: false,
    title: '学习路径详情',
    params: idParam('courseId'),
    prefetch: ({ courseId }) => data().then((p) => p.learnPath(courseId)),
    page: () => import('./pages/learn-path/detail.js'),
  }),
  route({
    path: '/wenda',
    layout: 'A',
    requiresLogin: false,
    title: '问答',
    prefetch: (_, search) => data().then((p) => p.questions(search)),
    page: () => import('./pages/wenda/index.js'),
  }),
  route({
    path: '/wenda/detail/:courseId',
    layout: 'A',
    requiresLogin: false,
    title: '问题详情',
    params: idParam('courseId'),
    prefetch: ({ courseId }) => data().then((p) => p.question(courseId)),
    page: () => import('./pages/wenda/detail.js'),
  }),
  // Buying: VIP plans, the order page, paying and its result.
  route({
    path: '/vip',
    layout: 'A',
    requiresLogin: false,
    title: 'VIP会员',
    prefetch: () => data().then((p) => p.vip()),
    page: () => import('./pages/vip/index.js'),
  }),
  route({
    path: '/order',
    layout: 'A',
    requiresLogin: true,
    title: '确认订单',
    prefetch: (_, search) => data().then((p) => p.order(search)),
    page: () => import('./pages/order/index.js'),
  }),
  route({
    path: '/order/pay',
    layout: 'A',
    requiresLogin: true,
    title: '支付订单',
    prefetch: (_, search) => data().then((p) => p.orderPay(search)),
    page: () => import('./pages/order/pay.js'),
  }),
  route({
    path: '/order/success',
    layout: 'A',
    requiresLogin: true,
    title: '支付结果',
    prefetch: (_, search) => data().then((p) => p.orderSuccess(search)),
    page: () => import('./pages/order/success.js'),
  }),
];

/**
 * The member centre (spec: /member and its sub-pages, login required): one sidebar layout holds
 * every member sub-page, whichever feature adds it; an entry shows only while its switch is on.
 */
export const memberBranch: RouteBranch = {
  base: '/member',
  layout: 'A',
  requiresLogin: true,
  shell: () => import('./pages/member/shell.js'),
  routes: [
    route({
      path: '/',
      layout: 'A',
      requiresLogin: true,
      title: '用户中心',
      prefetch: () => data().then((p) => p.memberHome()),
      page: () => import('./pages/member/profile/index.js'),
      nav: { label: '我的资料' },
    }),
    route({
      path: '/messages',
      layout: 'A',
      requiresLogin: true,
      title: '我的消息',
      prefetch: (_, search) => data().then((p) => p.memberMessages(search)),
      page: () => import('./pages/member/messages.js'),
      nav: { label: '我的消息' },
    }),
    route({
      path: '/orders',
      layout: 'A',
      requiresLogin: true,
      title: '我的订单',
      nav: { label: '我的订单' },
      prefetch: (_, search) => data().then((p) => p.memberOrders(search)),
      page: () => import('./pages/member/orders.js'),
    }),
    route({
      path: '/credit1-records',
      layout: 'A',
      requiresLogin: true,
      title: '积分明细',
      prefetch: (_, search) => data().then((p) => p.memberCredit1(search)),
      page: () => import('./pages/member/credit1-records.js'),
      nav: { label: '积分明细' },
    }),
    route({
      path: '/credit1-free',
      layout: 'A',
      requiresLogin: true,
      title: '积分商城',
      prefetch: (_, search) => data().then((p) => p.memberMall(search)),
      page: () => import('./pages/member/mall/index.js'),
      nav: { label: '积分商城', feature: 'credit1Mall' },
    }),
    route({
      path: '/code-exchanger',
      layout: 'A',
      requiresLogin: true,
      title: '兑换码',
      prefetch: (_, search) => data().then((p) => p.memberCodes(search)),
      page: () => import('./pages/member/code-exchanger.js'),
      nav: { label: '兑换码', feature: 'codeExchanger' },
    }),
    route({
      path: '/certs',
      layout: 'A',
      requiresLogin: true,
      title: '我的证书',
      prefetch: (_, search) => data().then((p) => p.memberCerts(search)),
      page: () => import('./pages/member/certs.js'),
      nav: { label: '我的证书', feature: 'cert' },
    }),
    route({
      path: '/questions',
      layout: 'A',
      requiresLogin: true,
      title: '我的问答',
      prefetch: (_, search) => data().then((p) => p.myQuestionsPage(search)),
      page: () => import('./pages/member/questions.js'),
      nav: { label: '我的问答', feature: 'wenda' },
    }),
  ],
};

/** The exam area's lists under one hub (/exam/...); detail pages there require login for themselves. */
export const examBranch: RouteBranch = {
  base: '/exam',
  layout: 'A',
  requiresLogin: false,
  shell: () => import('./pages/exam/shell.js'),
  routes: [],
};

/** Branches of nested routes; a branch without routes yet serves only the not-found page. */
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

// Exams (Paper addon): the hub and its lists, the details (login required each), the member's
// records and the bare play pages. Play pages are addressed with the public client's query
// parameters (`?id=&pid=`, `?practiceId=&chapterId=`, `?type=&mode=`).
examBranch.routes.push(
  route({
    path: '/',
    layout: 'A',
    requiresLogin: false,
    title: '考试练习',
    prefetch: () => data().then((p) => p.examHub()),
    page: () => import('./pages/exam/hub.js'),
    nav: { label: '考试首页', feature: 'paper' },
  }),
  route({
    path: '/papers',
    layout: 'A',
    requiresLogin: false,
    title: '在线考试',
    prefetch: (_, search) => data().then((p) => p.examPapers(search)),
    page: () => import('./pages/exam/papers.js'),
    nav: { label: '在线考试', feature: 'paper' },
  }),
  route({
    path: '/mockpaper',
    layout: 'A',
    requiresLogin: false,
    title: '模拟考试',
    prefetch: (_, search) => data().then((p) => p.examMockPapers(search)),
    page: () => import('./pages/exam/mock-papers.js'),
    nav: { label: '模拟考试', feature: 'mockPaper' },
  }),
  route({
    path: '/practice',
    layout: 'A',
    requiresLogin: false,
    title: '练习模式',
    prefetch: (_, search) => data().then((p) => p.examPractices(search)),
    page: () => import('./pages/exam/practices.js'),
    nav: { label: '练习模式', feature: 'practice' },
  }),
  route({
    path: '/wrongbook',
    layout: 'A',
    requiresLogin: false,
    title: '考试错题本',
    page: () => import('./pages/exam/wrongbook.js'),
    nav: { label: '错题本', feature: 'wrongBook' },
  }),
  route({
    path: '/collection',
    layout: 'A',
    requiresLogin: false,
    title: '收藏习题',
    page: () => import('./pages/exam/collection.js'),
    nav: { label: '收藏习题', feature: 'paper' },
  }),
  route({
    path: '/papers/detail/:id',
    layout: 'A',
    requiresLogin: true,
    title: '试卷详情',
    params: idParam('id'),
    prefetch: ({ id }) => data().then((p) => p.examPaper(id)),
    page: () => import('./pages/exam/paper-detail.js'),
  }),
  route({
    path: '/mockpaper/detail/:id',
    layout: 'A',
    requiresLogin: true,
    title: '模拟考试详情',
    params: idParam('id'),
    prefetch: ({ id }) => data().then((p) => p.examMockPaper(id)),
    page: () => import('./pages/exam/mock-detail.js'),
  }),
  route({
    path: '/practice/detail/:id',
    layout: 'A',
    requiresLogin: true,
    title: '练习详情',
    params: idParam('id'),
    prefetch: ({ id }) => data().then((p) => p.examPractice(id)),
    page: () => import('./pages/exam/practice-detail.js'),
  }),
);

memberBranch.routes.push(
  route({
    path: '/paper',
    layout: 'A',
    requiresLogin: true,
    title: '我的考试',
    prefetch: (_, search) => data().then((p) => p.memberPapers(search)),
    page: () => import('./pages/member/exam-papers.js'),
    nav: { label: '我的考试', feature: 'paper' },
  }),
  route({
    path: '/mockpaper',
    layout: 'A',
    requiresLogin: true,
    title: '我的模考',
    prefetch: (_, search) => data().then((p) => p.memberMockPapers(search)),
    page: () => import('./pages/member/exam-mock-papers.js'),
    nav: { label: '我的模考', feature: 'mockPaper' },
  }),
  route({
    path: '/practice',
    layout: 'A',
    requiresLogin: true,
    title: '我的练习',
    prefetch: (_, search) => data().then((p) => p.memberPractices(search)),
    page: () => import('./pages/member/exam-practices.js'),
    nav: { label: '我的练习', feature: 'practice' },
  }),
);

routes.push(
  route({
    path: '/exam/papers/play',
    layout: 'bare',
    requiresLogin: true,
    title: '在线考试',
    prefetch: (_, search) => data().then((p) => p.examPaperPlay(search)),
    page: () => import('./pages/exam/play/paper-play.js'),
  }),
  route({
    path: '/exam/mockpaper/play',
    layout: 'bare',
    requiresLogin: true,
    title: '模拟考试',
    prefetch: (_, search) => data().then((p) => p.examMockPlay(search)),
    page: () => import('./pages/exam/play/mock-play.js'),
  }),
  route({
    path: '/exam/practice/play',
    layout: 'bare',
    requiresLogin: true,
    title: '练习',
    prefetch: (_, search) => data().then((p) => p.examPracticePlay(search)),
    page: () => import('./pages/exam/play/practice-play.js'),
  }),
  route({
    path: '/exam/wrongbook/play',
    layout: 'bare',
    requiresLogin: true,
    title: '错题练习',
    prefetch: (_, search) => data().then((p) => p.examReplay('wrongbook', search)),
    page: () => import('./pages/exam/play/wrongbook-play.js'),
  }),
  route({
    path: '/exam/collection/play',
    layout: 'bare',
    requiresLogin: true,
    title: '收藏习题练习',
    prefetch: (_, search) => data().then((p) => p.examReplay('collection', search)),
    page: () => import('./pages/exam/play/collection-play.js'),
  }),
);
