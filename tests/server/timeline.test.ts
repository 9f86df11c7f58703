/**
 * MEEDU_VERSION: the reference server follows MeEdu's release timeline (docs/server.md), one
 * release at a time, over real HTTP and on the same demo content.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, optionsFromEnv } from '#server/index.js';
import { routeExists } from '#core/capabilities/probes.js';
import { tokenFor } from './content/support.js';
import { api, apiData, login, loginWithSms, startTestServer, type TestServer } from './helpers.js';

let server: TestServer;
const at = async (meeduVersion: string, extra: Record<string, unknown> = {}) => {
  server = await server.restart({ meeduVersion, ...extra });
  return server;
};

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const configKeys = async () => {
  const { json } = await api(server, '/api/v2/other/config');
  return { keys: Object.keys(json.data), socialites: Object.keys(json.data.socialites), data: json.data };
};

// Release → the config fields that release added or removed (delta section 4.1).
const CONFIG: Array<[string, { present: string[]; absent: string[]; wechatScan: boolean }]> = [
  ['4.9.5', { present: ['webname', 'sliders'], absent: ['vip_protocol', 'course_purchase_notice'], wechatScan: true }],
  ['4.9.10', { present: ['webname', 'vip_protocol', 'sliders'], absent: ['course_purchase_notice'], wechatScan: true }],
  ['4.9.11', { present: ['vip_protocol', 'sliders'], absent: ['webname'], wechatScan: true }],
  ['4.9.12', { present: ['vip_protocol', 'sliders'], absent: ['webname'], wechatScan: false }],
  [
    '4.9.25',
    {
      present: ['course_purchase_notice', 'sliders'],
      absent: ['webname', 'paid_content_purchase_protocol'],
      wechatScan: false,
    },
  ],
  ['4.9.27', { present: ['paid_content_purchase_protocol', 'sliders'], absent: ['webname'], wechatScan: false }],
  [
    '4.9.29',
    {
      present: ['name', 'vip_protocol', 'paid_content_purchase_protocol', 'course_purchase_notice'],
      absent: ['webname', 'sliders'],
      wechatScan: false,
    },
  ],
  [
    '4.9.30',
    {
      present: ['name', 'vip_protocol', 'paid_content_purchase_protocol', 'course_purchase_notice'],
      absent: ['webname', 'sliders'],
      wechatScan: false,
    },
  ],
];

describe('config by release', () => {
  it.each(CONFIG)('%s', async (version, { present, absent, wechatScan }) => {
    await at(version);
    const { keys, socialites, data } = await configKeys();
    for (const k of present) expect(keys).toContain(k);
    for (const k of absent) expect(keys).not.toContain(k);
    expect(socialites.includes('wechat_scan')).toBe(wechatScan);
    expect(data.name).toBe('MeEdu 在线学习');
  });

  it('the pages config links to exist from the release that added them', async () => {
    await at('4.9.5');
    expect((await api(server, '/user/vip_protocol')).status).not.toBe(200);
    await at('4.9.30');
    const { data } = await configKeys();
    for (const key of ['user_protocol', 'user_private_protocol', 'vip_protocol', 'paid_content_purchase_protocol']) {
      const page = await api(server, new URL(data[key]).pathname);
      expect(page.status).toBe(200);
      expect(page.text).toContain('<h1>');
    }
  });
});

describe('errors by release (delta section 2.1)', () => {
  // Path → answer to a visitor: [HTTP status, envelope code or null, message].
  const ERRORS: Array<[string, Record<string, [number, number | null, string]>]> = [
    [
      '4.9.5',
      {
        'GET /api/v2/member/detail': [200, 401, '错误'],
        'GET /api/v3/member/courses': [401, null, 'Unauthenticated.'],
        'GET /api/v2/no-such-route': [200, 1, '错误'],
        'GET /api/v3/no-such-route': [404, null, '资源不存在'],
      },
    ],
    [
      '4.9.8',
      {
        'GET /api/v2/member/detail': [200, 401, '请登录'],
        'GET /api/v3/member/courses': [200, 401, '请登录'],
        'GET /addons/MeeduBooks/api/v2/member/books': [200, 401, '请登录'],
        'GET /api/v2/no-such-route': [200, 1, '错误'],
      },
    ],
    [
      '4.9.10',
      {
        'GET /api/v3/member/courses': [200, 401, '请登录'],
        'GET /api/v2/no-such-route': [200, 404, '路由不存在'],
        'GET /api/v3/no-such-route': [200, 404, '路由不存在'],
        'POST /addons/NoSuchAddon/api/v1/x': [200, 404, '路由不存在'],
      },
    ],
  ];

  it.each(ERRORS)('%s', async (version, calls) => {
    await at(version);
    for (const [call, [status, code, message]] of Object.entries(calls)) {
      const [method, path] = call.split(' ');
      const res = await api(server, path, { method });
      expect([call, res.status]).toEqual([call, status]);
      if (code !== null) expect([call, res.json.code, res.json.message]).toEqual([call, code, message]);
      else expect([call, res.json.message]).toEqual([call, message]);
    }
  });

  it('rate limit: HTTP 429 with Retry-After on v3 until 4.9.7, the envelope 请稍后再试 without it from 4.9.8', async () => {
    await at('4.9.5', { rateLimitPerMinute: 1 });
    await api(server, '/api/v3/status');
    const old = await api(server, '/api/v3/status');
    expect(old.status).toBe(429);
    expect(old.headers.get('Retry-After')).toMatch(/^\d+$/);
    await at('4.9.8', { rateLimitPerMinute: 1 });
    await api(server, '/api/v3/status');
    const now = await api(server, '/api/v3/status');
    expect([now.status, now.json.code, now.json.message]).toEqual([200, 429, '请稍后再试']);
    expect(now.headers.get('Retry-After')).toBeNull();
    await at('4.9.8', { rateLimitPerMinute: 0 });
  });
});

// The order and payment routes the unified payment of 4.9.14 removed (delta section 7.1).
const V2_PAYMENT: Record<string, boolean> = {
  'POST /api/v2/order/course': true,
  'POST /api/v2/order/role': true,
  'GET /api/v2/order/payments?scene=pc': true,
  'POST /api/v2/order/pay/wechatScan': true,
  'GET /api/v2/order/pay/redirect': true,
  'GET /api/v2/order/pay/handPay': true,
  'POST /api/v3/order/pay/handPay': true,
};

// Release → which routes exist, judged the way the client's probe judges an answer.
const ROUTES: Array<[string, Record<string, boolean>]> = [
  [
    '4.9.5',
    {
      'GET /api/v2/sliders?platform=PC': true,
      'GET /api/v2/viewBlock/page/blocks?platform=pc&page_name=pc-page-index': true,
      'GET /api/v2/decorationPage/blocks?page_name=pc-page-index': false,
    },
  ],
  [
    '4.9.28',
    {
      'GET /api/v2/sliders?platform=PC': true,
      'GET /api/v2/viewBlock/page/blocks?platform=pc&page_name=pc-page-index': true,
      'GET /api/v2/decorationPage/blocks?page_name=pc-page-index': false,
    },
  ],
  [
    '4.9.11',
    {
      'GET /api/v3/auth/login/wechat/scan': true,
      'GET /api/v3/auth/login/wechat/scan/query?code=x': true,
      'POST /api/v3/auth/register/withWechatScan': true,
      'GET /api/v3/member/wechatScanBind': true,
      'POST /api/v3/auth/login/wechat-scan/url': false,
      'GET /api/v3/auth/login/wechat-scan/query?key=x': false,
      'POST /api/v2/member/agreement/agree': false,
    },
  ],
  [
    '4.9.12',
    {
      'GET /api/v3/auth/login/wechat/scan': false,
      'GET /api/v3/auth/login/wechat/scan/query?code=x': false,
      'POST /api/v3/auth/register/withWechatScan': false,
      // The method was deleted in 4.9.12, the route only in 4.9.16.
      'GET /api/v3/member/wechatScanBind': true,
      'POST /api/v3/auth/login/wechat-scan/url': true,
      'GET /api/v3/auth/login/wechat-scan/query?key=x': true,
    },
  ],
  ['4.9.13', { ...V2_PAYMENT, 'POST /api/v3/order': false }],
  [
    '4.9.14',
    {
      ...Object.fromEntries(Object.keys(V2_PAYMENT).map((call) => [call, false])),
      'POST /api/v3/order': true,
      'GET /api/v2/order/status?order_id=1': true,
    },
  ],
  ['4.9.16', { 'GET /api/v3/member/wechatScanBind': false }],
  ['4.9.26', { 'POST /api/v2/member/agreement/agree': false }],
  ['4.9.27', { 'POST /api/v2/member/agreement/agree': true }],
  [
    '4.9.21',
    {
      'GET /api/v2/course/1/comments': true,
      'GET /api/v2/video/1/comments': true,
      'GET /api/v3/comments?rt=1&rid=1': false,
      'GET /api/v3/comments/replies?rt=1&rid=1': false,
      'POST /api/v3/comment/store': false,
    },
  ],
  [
    '4.9.22',
    {
      'GET /api/v2/course/1/comments': false,
      'POST /api/v2/course/1/comment': false,
      'GET /api/v3/comments?rt=1&rid=1': true,
      'GET /api/v3/comments/replies?rt=1&rid=1': true,
      'POST /api/v3/comment/store': true,
    },
  ],
  [
    '4.9.29',
    {
      'GET /api/v2/sliders?platform=PC': false,
      'GET /api/v2/viewBlock/page/blocks?platform=pc&page_name=pc-page-index': false,
      'GET /api/v2/decorationPage/blocks?page_name=pc-page-index': true,
    },
  ],
];

describe('routes by release', () => {
  it.each(ROUTES)('%s', async (version, routes) => {
    await at(version);
    for (const [call, exists] of Object.entries(routes)) {
      const [method, path] = call.split(' ');
      const res = await api(server, path, { method });
      expect([call, routeExists({ status: res.status, body: res.json ?? null }, path)]).toEqual([call, exists]);
    }
  });
});

describe('course fields by release', () => {
  const fields = async () => {
    const detail = (await api(server, '/api/v2/course/1')).json.data;
    const video = (
      await api(
        server,
        `/api/v2/video/${Object.values(detail.videos as Record<string, Array<{ id: number }>>)[0][0].id}`,
      )
    ).json.data;
    const listed = (await api(server, '/api/v2/courses')).json.data.data[0];
    return [detail.course, video.video, video.course, listed].map((o) => ['is_allow_comment' in o, 'is_vip_free' in o]);
  };

  it.each([
    ['4.9.14', [false, false]],
    ['4.9.15', [true, false]],
    ['4.9.26', [true, true]],
  ] as const)('%s: is_allow_comment from 4.9.15, is_vip_free from 4.9.26', async (version, [comment, vip]) => {
    await at(version);
    expect(await fields()).toEqual([
      [comment, vip],
      [comment, false],
      [comment, vip],
      [comment, vip],
    ]);
  });
});

describe('attachments by release (delta section 6.4)', () => {
  it('4.9.11: a JSON step hands out a single-use address; the v2 download stays', async () => {
    const token = await login(server);
    const detail = await apiData(server, '/api/v2/course/1', { token });
    const attach = detail.attach[0];
    await at('4.9.10');
    const before = (await api(server, `/api/v3/course/1/attach/${attach.id}`, { token })).json;
    expect([before.code, before.message]).toEqual([404, '路由不存在']);
    await at('4.9.11');
    const { download_url } = await apiData(server, `/api/v3/course/1/attach/${attach.id}`, { token });
    expect(download_url.startsWith(`${server.url}/api/v3/course/attach-download?sign=`)).toBe(true);
    const file = await fetch(download_url);
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Disposition')).toContain('attachment');
    // Single use.
    expect((await (await fetch(download_url)).json()).message).toBe('参数错误');
    // Not in that course: 资源不存在; a course not bought: 请购买课程.
    const other = await api(server, `/api/v3/course/3/attach/${attach.id}`, { token });
    expect([other.json.code, other.json.message]).toEqual([404, '资源不存在']);
    const notBought = (await apiData(server, '/api/v2/course/2', { token })).attach[0];
    const refused = await api(server, `/api/v3/course/2/attach/${notBought.id}`, { token });
    expect(refused.json.message).toBe('请购买课程');
    const old = await fetch(`${server.url}/api/v2/course/attach/${attach.id}/download?token=${token}`);
    expect(old.status).toBe(200);
  });
});

describe('search by release (delta section 10)', () => {
  it('4.9.22: type must be sent (empty = every type) and page defaults to 1', async () => {
    await at('4.9.21');
    expect((await apiData(server, '/api/v3/search', { query: { keywords: 'Vue' } })).data).toEqual([]);
    expect(
      (await apiData(server, '/api/v3/search', { query: { keywords: 'Vue', page: 1 } })).data.length,
    ).toBeGreaterThan(0);
    await at('4.9.22');
    expect((await api(server, '/api/v3/search', { query: { keywords: 'Vue' } })).json.message).toBe('错误');
    const all = await apiData(server, '/api/v3/search', { query: { keywords: 'Vue', type: '' } });
    expect(all.data.length).toBeGreaterThan(0);
  });
});

describe('what VIP opens by release (delta section 6.1)', () => {
  it('until 4.9.25 every course; from 4.9.26 only those flagged is_vip_free', async () => {
    // Member 3 is an annual VIP; course 5 is paid and not flagged, course 6 paid and flagged.
    const isBuy = async (id: number) =>
      (await apiData(server, `/api/v2/course/${id}`, { token: await tokenFor(server, 3) })).isBuy;
    await at('4.9.25');
    expect([await isBuy(5), await isBuy(6)]).toEqual([true, true]);
    await at('4.9.26');
    expect([await isBuy(5), await isBuy(6)]).toEqual([false, true]);
    const course = (await apiData(server, '/api/v2/course/6')).course;
    expect(course.is_vip_free).toBe(1);
  });
});

describe('orders by release (delta sections 7 and 8)', () => {
  const order = async (token: string, body: Record<string, unknown>) =>
    (await api(server, '/api/v3/order', { token, body })).json;
  const listed = async (token: string) => (await apiData(server, '/api/v2/member/orders', { token })).data;

  it('4.9.14: the VIP agreement is asked for, the member list holds paid orders only', async () => {
    await at('4.9.13');
    const token = await tokenFor(server, 9);
    const unpaid = await apiData(server, '/api/v2/order/course', { token, body: { course_id: 21 } });
    expect(unpaid.status_text).toBe('未支付');
    expect((await listed(token)).map((o: { order_id: string }) => o.order_id)).toContain(unpaid.order_id);
    await at('4.9.14');
    expect((await listed(token)).every((o: { status_text: string }) => o.status_text === '已支付')).toBe(true);
    expect((await order(token, { goods_type: 'ROLE', goods_id: 1 })).message).toBe('请同意会员服务协议');
    // Courses ask for it only from 4.9.27.
    const course = await order(token, { goods_type: 'COURSE', goods_id: 21 });
    expect([course.code, course.data.is_paid]).toEqual([0, false]);
    expect('refund_amount' in (await listed(token))[0]).toBe(false);
  });

  it('4.9.27: courses ask for the paid-content agreement; the list says what was refunded', async () => {
    await at('4.9.27');
    const token = await tokenFor(server, 9);
    expect((await order(token, { goods_type: 'COURSE', goods_id: 21 })).message).toBe('请同意付费内容购买协议');
    expect((await listed(token))[0].refund_amount).toBe(0);
  });
});

describe('agreements by release (delta section 5.6)', () => {
  it('4.9.27: member detail says what was accepted; agreeing records it; signing up accepts', async () => {
    await at('4.9.26');
    const token = await login(server);
    expect('agreement_status' in (await apiData(server, '/api/v2/member/detail', { token }))).toBe(false);
    await at('4.9.27');
    const status = async (t: string) => (await apiData(server, '/api/v2/member/detail', { token: t })).agreement_status;
    expect(await status(token)).toEqual({ user_agreement_agreed: false, privacy_policy_agreed: false });
    // The body is ignored: every active required agreement is recorded.
    await apiData(server, '/api/v2/member/agreement/agree', { method: 'POST', body: {}, token });
    expect(await status(token)).toEqual({ user_agreement_agreed: true, privacy_policy_agreed: true });
    const newcomer = await loginWithSms(server, '13900139111');
    expect(await status(newcomer)).toEqual({ user_agreement_agreed: true, privacy_policy_agreed: true });
    const visitor = await api(server, '/api/v2/member/agreement/agree', { method: 'POST' });
    expect(visitor.json.code).toBe(401);
  });
});

describe('home page by release (delta section 4.2)', () => {
  it('4.9.29: the decoration page is the view blocks after a pc-slider block of the PC slides', async () => {
    await at('4.9.28');
    const sliders = (await api(server, '/api/v2/sliders', { query: { platform: 'PC' } })).json.data;
    const old = (
      await api(server, '/api/v2/viewBlock/page/blocks', { query: { platform: 'pc', page_name: 'pc-page-index' } })
    ).json.data;
    expect(old.map((b: { sign: string }) => b.sign)).not.toContain('pc-slider');
    await at('4.9.29');
    const blocks = (await api(server, '/api/v2/decorationPage/blocks', { query: { page_name: 'pc-page-index' } })).json
      .data;
    expect(blocks[0]).toMatchObject({ sign: 'pc-slider', platform: '', page: '', decoration_page_id: 1 });
    // Restarting moves the server to another port: compare the addresses' paths.
    const path = (u: string) => u.replace(/^http:\/\/[^/]+/, '');
    expect(blocks[0].config_render.map((s: { src: string; href: string }) => [path(s.src), s.href])).toEqual(
      sliders.map((s: { thumb: string; url: string }) => [path(s.thumb), s.url]),
    );
    const same = (list: Array<{ id: number; sign: string; config_render: unknown }>) =>
      list.map((b) => [b.id, b.sign, JSON.stringify(b.config_render).replace(/http:\/\/127\.0\.0\.1:\d+/g, '')]);
    expect(same(blocks.slice(1))).toEqual(same(old));
    const h5 = (await api(server, '/api/v2/decorationPage/blocks', { query: { page_name: 'h5-page-index' } })).json
      .data;
    expect(h5.map((b: { sign: string }) => b.sign)).toEqual(['h5-vod-v1', 'h5-live-v1']);
    const missing = await api(server, '/api/v2/decorationPage/blocks');
    expect([missing.json.code, missing.json.message]).toEqual([1, 'page_name参数不能为空']);
  });
});

describe('MEEDU_VERSION', () => {
  it('takes MeEdu release names and refuses anything else', () => {
    expect(optionsFromEnv({ MEEDU_VERSION: 'v4.9.30' }, '/tmp').meeduVersion).toBe('4.9.30');
    expect(optionsFromEnv({ MEEDU_VERSION: '4.9.14' }, '/tmp').meeduVersion).toBe('4.9.14');
    // The current release when none is named.
    expect(optionsFromEnv({}, '/tmp').meeduVersion).toBe('4.9.30');
    for (const bad of ['4.9.4', '4.9.31', '5.0.0', 'latest']) {
      expect(() => optionsFromEnv({ MEEDU_VERSION: bad }, '/tmp')).toThrow(ConfigError);
    }
  });
});
