import { describe, expect, it } from 'vitest';
import type { RecordingEnvironment } from '#core/env/index.js';
import { saveToken } from '#core/session/index.js';
import { ApiError } from '#core/client/index.js';
import { bindDistribution } from '#core/share/index.js';
import {
  bindNewMobile,
  bindWithCode,
  getCaptchaImage,
  loginWithCode,
  loginWithMobile,
  loginWithPassword,
  logoutRequest,
  qqLoginUrl,
  registerWithSms,
  registerWithSocialite,
  resetPassword,
  sendSmsCode,
  socialiteUrl,
} from '#core/auth/index.js';
import {
  getConfig,
  getLinks,
  getNavs,
  getAnnouncements,
  getLatestAnnouncement,
  search,
  getPageBlocks,
} from '#core/site/index.js';
import {
  getUnreadNotificationCount,
  changeMobile,
  getMessages,
  markNotificationRead,
  queryFaceVerify,
  startFaceVerify,
  unbindSocialite,
  verifyMobile,
  daySignIn,
  recordHistory,
} from '#core/member/index.js';
import {
  getMemberCourses,
  attachDownloadUrl,
  getCourseDetail,
  getCourses,
  getPlayInfo,
  getVideoDetail,
  recordVideo,
  toggleCourseLike,
  deleteSnapshot,
  getSnapshots,
} from '#core/course/index.js';
import {
  checkPromoCode,
  createCourseOrder,
  createRoleOrder,
  getOrderStatus,
  getPayments,
  getPromoCode,
  payRedirectUrl,
  payWechatScan,
  getFlashSale,
} from '#core/order/index.js';
import { getBooks } from '#core/book/index.js';
import { getLearnPath } from '#core/learn-path/index.js';
import { getLiveCourses } from '#core/live/index.js';
import { queryExchangeCode } from '#core/mall/index.js';
import { submitPaper } from '#core/exam/index.js';
import { logout } from '#core/app/logout.js';
import { fail, ok, useApiServer, type TestServer } from './test-server.js';

let server: TestServer;
let e: RecordingEnvironment;
useApiServer({ server: (s) => (server = s), env: (x) => (e = x) });

/** The one request the server saw. */
const last = () => {
  expect(server.requests).toHaveLength(1);
  return server.requests[0];
};
const query = () => Object.fromEntries(last().query);

describe('auth and captchas', () => {
  it('getCaptchaImage: GET /api/v2/captcha/image → {key, img}', async () => {
    server.route('GET /api/v2/captcha/image', ok({ sensitive: false, key: 'k', img: 'data:image/png;base64,AA' }));
    expect(await getCaptchaImage()).toMatchObject({ key: 'k', img: 'data:image/png;base64,AA' });
  });

  it('sendSmsCode posts exactly mobile, image_key, image_captcha, scene', async () => {
    server.route('POST /api/v2/captcha/sms', ok([]));
    await sendSmsCode({ mobile: '13800000000', image_key: 'k', image_captcha: 'ab12', scene: 'login' });
    expect(last().body).toEqual({ mobile: '13800000000', image_key: 'k', image_captcha: 'ab12', scene: 'login' });
  });

  it('loginWithPassword posts mobile and password and resolves the token', async () => {
    server.route('POST /api/v2/login/password', ok({ token: 'jwt' }));
    expect(await loginWithPassword({ mobile: '1', password: 'p' })).toEqual({ token: 'jwt' });
    expect(last().body).toEqual({ mobile: '1', password: 'p' });
  });

  it('loginWithMobile posts mobile, mobile_code, msv', async () => {
    server.route('POST /api/v2/login/mobile', ok({ token: 'jwt' }));
    expect(await loginWithMobile({ mobile: '1', mobile_code: '112233', msv: 'm' })).toEqual({ token: 'jwt' });
    expect(last().body).toEqual({ mobile: '1', mobile_code: '112233', msv: 'm' });
  });

  it('registerWithSms, resetPassword post their fields', async () => {
    await registerWithSms({ mobile: '1', mobile_code: '2', password: 'secret1', msv: '' });
    await resetPassword({ mobile: '1', mobile_code: '2', password: 'p' });
    expect(server.requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', '/api/v2/register/sms', { mobile: '1', mobile_code: '2', password: 'secret1', msv: '' }],
      ['POST', '/api/v2/password/reset', { mobile: '1', mobile_code: '2', password: 'p' }],
    ]);
  });

  it('logoutRequest posts with the Authorization header the server requires', async () => {
    saveToken('jwt');
    await logoutRequest();
    expect(last()).toMatchObject({ method: 'POST', path: '/api/v2/logout' });
    expect(last().headers.authorization).toBe('Bearer jwt');
  });

  it.each([
    ['an envelope 401', ok([]), { code: 401, message: '请重新登录', data: [] }],
    ['an HTTP 401', { status: 401, json: { message: 'Unauthenticated.' } }, null],
    ['a failure', fail('错误'), null],
  ])('logout is quiet about %s: no message, no /login detour, the session still ends', async (_, reply, envelope) => {
    saveToken('expired');
    server.route('POST /api/v2/logout', envelope ? { json: envelope } : reply);
    await logout();
    e.clock.advance(500);
    expect(e.toasts).toEqual([{ message: '已安全退出', kind: 'success' }]);
    expect(e.navigations.map((n) => n.path)).toEqual(['/']);
  });

  it('loginWithCode resolves either result shape', async () => {
    server.route('POST /api/v3/auth/login/code', (req) =>
      (req.body as { code: string }).code === 'a'
        ? ok({ success: 1, token: 't' })
        : ok({ success: 0, action: 'bind_mobile', code: 'b2' }),
    );
    expect(await loginWithCode({ code: 'a', msv: '' })).toEqual({ success: 1, token: 't' });
    expect(await loginWithCode({ code: 'b', msv: 'x' })).toEqual({ success: 0, action: 'bind_mobile', code: 'b2' });
    expect(server.requests[1].body).toEqual({ code: 'b', msv: 'x' });
  });

  it('socialite registrations and bindings hit their paths with their fields', async () => {
    await registerWithSocialite({ code: 'c', mobile: '1', mobile_code: '2', msv: 'm' });
    await bindWithCode({ code: 'lc' });
    await bindNewMobile({ mobile: '1', mobile_code: '2' });
    expect(server.requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', '/api/v3/auth/register/withSocialite', { code: 'c', mobile: '1', mobile_code: '2', msv: 'm' }],
      ['POST', '/api/v3/member/socialite/bindWithCode', { code: 'lc' }],
      ['POST', '/api/v2/member/detail/mobile', { mobile: '1', mobile_code: '2' }],
    ]);
  });

  it('qqLoginUrl builds the socialite redirect with s_url, f_url and action=login', () => {
    const url = new URL(
      qqLoginUrl({
        configUrl: 'https://api.example.com/',
        s_url: 'https://site/login/callback?redirect=/a&b=1',
        f_url: 'https://site/error',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://api.example.com/api/v3/auth/login/socialite/qq');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      s_url: 'https://site/login/callback?redirect=/a&b=1',
      f_url: 'https://site/error',
      action: 'login',
    });
    expect(socialiteUrl('wechat', { configUrl: 'https://a', s_url: 's', f_url: 'f', action: 'bind' })).toBe(
      'https://a/api/v3/auth/login/socialite/wechat?s_url=s&f_url=f&action=bind',
    );
  });
});

describe('site-wide', () => {
  it('getNavs asks for the PC platform; getLinks returns the rows', async () => {
    server.route('GET /api/v2/navs', ok([{ id: 1, name: 'n', url: '/', blank: 0, children: [] }]));
    server.route('GET /api/v2/links', ok([{ id: 2, name: 'l', url: 'https://x' }]));
    expect((await getNavs())[0].name).toBe('n');
    expect(Object.fromEntries(server.requests[0].query)).toEqual({ platform: 'PC' });
    expect((await getLinks())[0].id).toBe(2);
  });

  it('getUnreadNotificationCount resolves a number', async () => {
    server.route('GET /api/v2/member/unreadNotificationCount', ok(3));
    expect(await getUnreadNotificationCount()).toBe(3);
  });

  it('getConfig and bindDistribution fail quietly (only logged by their callers)', async () => {
    server.route('GET /api/v2/other/config', fail('系统错误'));
    server.route('POST /addons/MultiLevelShare/api/v1/user/bind', fail('已绑定'));
    await expect(getConfig()).rejects.toBeInstanceOf(ApiError);
    await expect(bindDistribution('m1')).rejects.toMatchObject({ message: '已绑定' });
    expect(server.requests[1].body).toEqual({ msv: 'm1' });
    expect(e.toasts).toEqual([]);
  });
});

describe('member', () => {
  it('mobile change: verify, then PUT with sign', async () => {
    server.route('POST /api/v2/member/verify', ok({ sign: 'S' }));
    const { sign } = await verifyMobile({ mobile: '1', mobile_code: '2' });
    await changeMobile({ mobile: '3', mobile_code: '4', sign });
    expect(server.requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', '/api/v2/member/verify', { mobile: '1', mobile_code: '2' }],
      ['PUT', '/api/v2/member/mobile', { mobile: '3', mobile_code: '4', sign: 'S' }],
    ]);
  });

  it('unbindSocialite uses DELETE', async () => {
    await unbindSocialite('qq');
    expect(last()).toMatchObject({ method: 'DELETE', path: '/api/v2/member/socialite/qq' });
  });

  it('face verify: start with s_url; query with biz_token and rule_id, {status:5} in code', async () => {
    server.route(
      'POST /api/v3/member/tencent/faceVerify',
      ok({ url: 'u', rule_id: 'r', biz_token: 'b', request_id: 'q' }),
    );
    server.route('GET /api/v3/member/tencent/faceVerify', { json: { code: { status: 5 }, message: '', data: [] } });
    expect((await startFaceVerify('PC')).biz_token).toBe('b');
    expect(await queryFaceVerify({ biz_token: 'b', rule_id: 'r' })).toEqual({ status: 5 });
    expect(server.requests[0].body).toEqual({ s_url: 'PC' });
    expect(Object.fromEntries(server.requests[1].query)).toEqual({ biz_token: 'b', rule_id: 'r' });
  });

  it('notifications: UUID ids in the path, messages paged with page_size', async () => {
    const id = '2f1c6d7e-0b8a-4c53-9e7d-5b6a1f0e9c21';
    server.route(
      'GET /api/v2/member/messages',
      ok({ data: [{ id, data: { message: 'hi' }, read_at: null }], total: 1 }),
    );
    await markNotificationRead(id);
    const page = await getMessages({ page: 2, page_size: 5 });
    expect(server.requests[0].path).toBe(`/api/v2/member/notificationMarkAsRead/${id}`);
    expect(Object.fromEntries(server.requests[1].query)).toEqual({ page: '2', page_size: '5' });
    expect(page.data[0].id).toBe(id);
  });

  it('getMemberCourses pages with size and turns [] objects into null', async () => {
    server.route(
      'GET /api/v3/member/courses',
      ok({
        total: 2,
        data: [
          { course_id: 1, learned_count: 0, watch_record: [], last_view_video: [], course: [] },
          {
            course_id: 2,
            learned_count: 1,
            watch_record: { progress: 40 },
            last_view_video: { video_id: '9' },
            course: { id: 2, title: 'T' },
          },
        ],
      }),
    );
    const page = await getMemberCourses({ page: 1, size: 10 });
    expect(query()).toEqual({ page: '1', size: '10' });
    expect(page.total).toBe(2);
    expect(page.data[0]).toMatchObject({ watch_record: null, last_view_video: null, course: null });
    expect(page.data[1]).toMatchObject({ watch_record: { progress: 40 }, course: { id: 2, title: 'T' } });
  });
});

describe('content', () => {
  it('getCourses sends page, page_size, category_id, scene; category [] becomes null', async () => {
    server.route(
      'GET /api/v2/courses',
      ok({
        current_page: 2,
        total: 2,
        per_page: 16,
        data: [
          { id: 1, category: [] },
          { id: 2, category: { id: 3, name: 'Go' } },
        ],
      }),
    );
    const page = await getCourses({ page: 2, page_size: 16, category_id: 3, scene: 'free' });
    expect(query()).toEqual({ page: '2', page_size: '16', category_id: '3', scene: 'free' });
    expect(page.current_page).toBe(2);
    expect(page.data.map((c) => c.category)).toEqual([null, { id: 3, name: 'Go' }]);
  });

  it('getCourses without filters sends no query', async () => {
    server.route('GET /api/v2/courses', ok({ data: [], total: 0 }));
    await getCourses();
    expect(query()).toEqual({});
  });

  it('getCourseDetail normalises camelCase keys and [] maps', async () => {
    server.route(
      'GET /api/v2/course/5',
      ok({
        course: { id: 5, title: 'C' },
        chapters: [],
        videos: [[{ id: 11, chapter_id: 0 }]],
        isBuy: false,
        isCollect: true,
        videoWatchedProgress: [],
        attach: [{ id: 1, name: 'a.pdf', size: 10, extension: 'pdf' }],
        buyVideos: [11],
      }),
    );
    const detail = await getCourseDetail(5);
    expect(detail).toEqual({
      course: { id: 5, title: 'C' },
      chapters: [],
      videos: { '0': [{ id: 11, chapter_id: 0 }] },
      isBuy: false,
      isCollect: true,
      watchedProgress: {},
      attach: [{ id: 1, name: 'a.pdf', size: 10, extension: 'pdf' }],
      buyVideos: [11],
    });
  });

  it('getVideoDetail normalises snake_case keys into the same vocabulary', async () => {
    server.route(
      'GET /api/v2/video/11',
      ok({
        video: { id: 11 },
        videos: { '3': [{ id: 11 }] },
        chapters: [{ id: 3, course_id: 5, title: 'ch' }],
        course: { id: 5 },
        is_watch: true,
        video_watched_progress: { '11': { video_id: 11, watch_seconds: 30 } },
        buy_videos: [],
      }),
    );
    const d = await getVideoDetail(11);
    expect(d.isWatch).toBe(true);
    expect(d.videos['3'][0].id).toBe(11);
    expect(d.watchedProgress['11'].watch_seconds).toBe(30);
    expect(d.buyVideos).toEqual([]);
  });

  it('getPlayInfo sends is_try only for a trial', async () => {
    server.route('GET /api/v2/video/11/playinfo', ok({ urls: [{ url: 'u', format: 'mp4', duration: 0, name: '' }] }));
    await getPlayInfo(11);
    await getPlayInfo(11, true);
    expect(server.requests.map((r) => r.query.has('is_try'))).toEqual([false, true]);
  });

  it('recordVideo posts whole seconds', async () => {
    await recordVideo(11, 42.6);
    expect(server.requests.map((r) => [r.path, r.body])).toEqual([['/api/v2/video/11/record', { duration: 43 }]]);
  });

  it('toggleCourseLike resolves whether the course is now liked', async () => {
    let liked = 0;
    server.route('GET /api/v2/course/5/like', () => ok((liked = 1 - liked)));
    expect(await toggleCourseLike(5)).toBe(true);
    expect(await toggleCourseLike(5)).toBe(false);
  });

  it('attachDownloadUrl carries the token as a query on the API base', () => {
    saveToken('a b');
    expect(attachDownloadUrl(9)).toBe(`${server.origin}/api/v2/course/attach/9/download?token=a+b`);
  });

  it('announcements: page and size; latest [] is null', async () => {
    server.route('GET /api/v2/announcements', ok({ data: [], total: 0 }));
    server.route('GET /api/v2/announcement/latest', ok([]));
    await getAnnouncements({ page: 1, size: 5 });
    expect(Object.fromEntries(server.requests[0].query)).toEqual({ page: '1', size: '5' });
    expect(await getLatestAnnouncement()).toBeNull();
    server.route('GET /api/v2/announcement/latest', ok({ id: 1, title: 't' }));
    expect(await getLatestAnnouncement()).toEqual({ id: 1, title: 't' });
  });

  it('home page blocks ask for platform=pc and page_name=pc-page-index', async () => {
    server.route('GET /api/v2/viewBlock/page/blocks', ok([]));
    await getPageBlocks();
    expect(query()).toEqual({ platform: 'pc', page_name: 'pc-page-index' });
  });

  it('search (v3) always sends a page and a type (empty for every type: 4.9.22+ fails without one)', async () => {
    server.route('GET /api/v3/search', ok({ data: [], total: 0 }));
    await search({ keywords: 'go', type: 'vod' });
    expect(query()).toEqual({ page: '1', keywords: 'go', type: 'vod' });
    server.reset();
    server.route('GET /api/v3/search', ok({ data: [], total: 0 }));
    await search({ keywords: 'go' });
    expect(query()).toEqual({ page: '1', keywords: 'go', type: '' });
  });
});

describe('orders', () => {
  it('creates course and role orders with optional promo code', async () => {
    server.route(
      'POST /api/v2/order/course',
      ok({ id: 1, order_id: '1123', status_text: '未支付', continue_pay: true }),
    );
    const order = await createCourseOrder({ course_id: 5, promo_code: 'P' });
    await createRoleOrder({ role_id: 2 });
    expect(order.order_id).toBe('1123');
    expect(server.requests.map((r) => [r.path, r.body])).toEqual([
      ['/api/v2/order/course', { course_id: 5, promo_code: 'P' }],
      ['/api/v2/order/role', { role_id: 2 }],
    ]);
  });

  it('status, payments and WeChat scan pay', async () => {
    server.route('GET /api/v2/order/status', ok({ status: 9 }));
    server.route('GET /api/v2/order/payments', ok([{ sign: 'alipay', name: '支付宝', icon: 'i' }]));
    server.route('POST /api/v2/order/pay/wechatScan', ok({ code_url: 'weixin://x' }));
    expect(await getOrderStatus('1123')).toBe(9);
    expect((await getPayments())[0].sign).toBe('alipay');
    expect(await payWechatScan('1123')).toEqual({ code_url: 'weixin://x' });
    expect(Object.fromEntries(server.requests[0].query)).toEqual({ order_id: '1123' });
    expect(Object.fromEntries(server.requests[1].query)).toEqual({ scene: 'pc' });
    expect(server.requests[2].body).toEqual({ order_id: '1123' });
  });

  it('promo codes: [] means none', async () => {
    server.route('GET /api/v2/promoCode/NOPE', ok([]));
    server.route('GET /api/v2/promoCode/NOPE/check', ok({ can_use: 0, promo_code: [] }));
    expect(await getPromoCode('NOPE')).toBeNull();
    expect(await checkPromoCode('NOPE')).toEqual({ can_use: false, promo_code: null });
  });

  it('payRedirectUrl is a navigation address with the token', () => {
    const url = new URL(
      payRedirectUrl({ payment: 'alipay', payment_scene: 'pc', order_id: '1', redirect: 'https://s/ok' }, 't'),
    );
    expect(url.pathname).toBe('/api/v2/order/pay/redirect');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      payment: 'alipay',
      payment_scene: 'pc',
      order_id: '1',
      redirect: 'https://s/ok',
      token: 't',
    });
  });
});

describe('addons', () => {
  it('lists page with page + size and their filters; paths as the contract lists them', async () => {
    server.route('GET /addons/zhibo/api/v1/courses', ok({ data: { data: [{ id: 1 }], total: 1 }, categories: [] }));
    const live = await getLiveCourses({ page: 1, size: 12, cid: 4 });
    await getBooks({ page: 2 });
    await getLearnPath(3);
    expect(live.data.total).toBe(1);
    expect(server.requests.map((r) => [r.path, Object.fromEntries(r.query)])).toEqual([
      ['/addons/zhibo/api/v1/courses', { page: '1', size: '12', cid: '4' }],
      ['/addons/MeeduBooks/api/v1/books', { scene: 'default', page: '2' }],
      ['/addons/LearnPaths/api/v1/path/3', {}],
    ]);
  });

  it('posts history records, exchange codes and paper submissions', async () => {
    await recordHistory({ type: 'vod', id: 5, title: 'C' });
    await queryExchangeCode('ABC');
    await submitPaper(7, 99);
    expect(server.requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', '/addons/templateOne/api/v1/history/record', { type: 'vod', id: 5, title: 'C' }],
      ['POST', '/addons/CodeExchanger/api/v2/query', { code: 'ABC' }],
      ['POST', '/addons/Paper/api/v1/paper/7/submit/all', { pid: 99 }],
    ]);
  });

  it('signs in with an empty body, asks sale boxes by item and deletes learning photos', async () => {
    await daySignIn();
    await getFlashSale(0, { course_id: 2, course_type: 'course' });
    await getSnapshots({ resource_type: 'vod', resource_id: 3 });
    await deleteSnapshot(9);
    expect(server.requests.map((r) => [r.method, r.path, Object.fromEntries(r.query), r.body])).toEqual([
      ['POST', '/addons/DaySignIn/api/v1/signIn', {}, {}],
      ['GET', '/addons/MiaoSha/api/v1/m/0', { course_id: '2', course_type: 'course' }, undefined],
      ['GET', '/addons/Snapshot/api/v1/resource/images', { resource_type: 'vod', resource_id: '3' }, undefined],
      ['DELETE', '/addons/Snapshot/api/v1/resource/image/9', {}, undefined],
    ]);
  });

  it('addon paths answer HTTP 401 when logged out: same relogin handling', async () => {
    e.setLocation('/live');
    server.route('GET /addons/zhibo/api/v1/courses', { status: 401, json: { message: 'Unauthenticated.' } });
    await expect(getLiveCourses()).rejects.toMatchObject({ code: 401 });
    expect(e.navigations.map((n) => n.path)).toEqual(['/login?redirect=%2Flive']);
  });
});
