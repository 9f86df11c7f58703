import { describe, expect, it } from 'vitest';
import { api, login, serverForFile, type TestServer } from '../helpers.js';

let s: TestServer;
let demo: string;
serverForFile(async (server) => {
  s = server;
  demo = await login(s);
});

const GETS = [
  '/api/v2/courses',
  '/api/v2/course_categories',
  '/api/v2/course/1',
  '/api/v2/video/1',
  '/api/v2/video/1/playinfo',
  '/api/v2/course/1/comments',
  '/api/v2/video/1/comments',
  '/api/v2/other/config',
  '/api/v2/links',
  '/api/v2/navs',
  '/api/v2/sliders',
  '/api/v2/announcement/latest',
  '/api/v2/announcements',
  '/api/v2/viewBlock/page/blocks',
  '/api/v3/search',
  '/api/v3/member/courses',
  '/api/v3/member/courses/like',
  '/api/v2/member/orders',
  '/api/v2/order/status',
  '/api/v2/order/payments',
  '/api/v2/order/pay/handPay',
  '/api/v2/promoCode/MEEDU2023',
  '/api/v2/promoCode/MEEDU2023/check',
];

const POSTS = [
  '/api/v2/order/course',
  '/api/v2/order/role',
  '/api/v2/order/pay/wechatScan',
  '/api/v3/order/pay/handPay',
  '/api/v2/course/1/comment',
  '/api/v2/video/1/comment',
  '/api/v2/video/1/record',
];

const HOSTILE_QUERIES: Array<Record<string, string>> = [
  { page: '-1', page_size: '-5', size: '-5' },
  { page: '99999999999999999999', page_size: '1e9', size: 'NaN' },
  {
    keywords: "'; DROP TABLE courses; --",
    type: 'vod',
    page: '1',
    platform: 'pc',
    page_name: "' OR 1=1",
    scene: '<script>',
  },
  { category_id: '1;DELETE FROM courses', order_id: "' OR ''='", is_try: '' },
  { keywords: '\u0000\uFFFF\uD83D\uDE00', page: '1', platform: '\u0000', page_name: 'x'.repeat(5000) },
];

describe('hostile input never breaks the server', () => {
  it('GET endpoints answer HTTP 200 envelopes (or v3 401) for odd queries, with and without a token', async () => {
    for (const path of GETS) {
      for (const query of HOSTILE_QUERIES) {
        for (const token of [demo, undefined, 'not-a-jwt']) {
          const res = await api(s, path, { query, token });
          const v3 = path.startsWith('/api/v3');
          expect(
            res.status === 200 || (v3 && res.status === 401),
            `${path} ${JSON.stringify(query)} → ${res.status}`,
          ).toBe(true);
          expect(res.json, path).toBeTypeOf('object');
          if (res.status === 200) expect([0, 1, 401]).toContain(res.json.code);
        }
      }
    }
    const { n } = s.ctx.db.prepare('SELECT COUNT(*) AS n FROM courses').get() as { n: number };
    expect(n).toBe(46);
  });

  it('POST endpoints refuse malformed bodies cleanly', async () => {
    const bodies: Array<{ body: string; type: string }> = [
      { body: '{"course_id": ', type: 'application/json' },
      { body: '[1,2,3]', type: 'application/json' },
      {
        body: '{"course_id": {"$gt": 0}, "content": ["a"], "duration": [1], "order_id": {"x": 1}, "role_id": null}',
        type: 'application/json',
      },
      { body: 'course_id[]=1&content=%00&duration[]=5', type: 'application/x-www-form-urlencoded' },
      { body: '<xml/>', type: 'application/xml' },
    ];
    for (const path of POSTS) {
      for (const { body, type } of bodies) {
        const res = await api(s, path, { method: 'POST', body, token: demo, headers: { 'Content-Type': type } });
        expect(res.status, `${path} ${body}`).toBe(200);
        expect(res.json.code, `${path} ${body} → ${res.text}`).not.toBe(0);
      }
    }
  });

  it('ids must be digits: anything else is the generic v2 error', async () => {
    for (const path of [
      '/api/v2/course/1.5',
      '/api/v2/course/0x1',
      '/api/v2/video/%27',
      '/api/v2/course/1/like/x',
      '/api/v2/announcement/-1',
    ]) {
      const res = await api(s, path, { token: demo });
      expect(res.json).toEqual({ code: 1, message: '错误', data: [] });
    }
    expect((await api(s, '/api/v2/course/99999999999999999999')).json.code).toBe(1);
  });
});
