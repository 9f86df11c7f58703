/**
 * Addresses the server gives out are absolute and built from its public address when it answers:
 * config `url`/`pc_url`/`h5_url`, rich text, order thumbnails, answer images. Restarting the same
 * database under another public address (another PORT or MEEDU_PUBLIC_URL) moves them all.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { absoluteHtml, jsonWithAbsoluteUrls } from '#server/http/public-url.js';
import { STANDIN_JS } from '#server/modules/site/h5-standin.js';
import { api, apiData, login, startTestServer, type TestServer, setDevConfig } from './helpers.js';

const OTHER_PUBLIC = 'http://demo.example:9000';

let server: TestServer;
/** Where requests go: the listening address, which differs from the public one after the restart. */
let listening: string;
beforeAll(async () => {
  server = await startTestServer();
  listening = `http://127.0.0.1:${server.port}`;
});
afterAll(() => server.close());

/** A root-relative (site path) `src`/`href` inside a real tag. */
const SITE_PATH_IN_TAG = /<[a-zA-Z][^<>]*\s(?:src|href)\s*=\s*["']?\/(?![/\\])/i;

/** Every string in an answer that still holds a site-path link or image. */
function sitePathsIn(value: unknown, path = 'data'): string[] {
  if (typeof value === 'string') return SITE_PATH_IN_TAG.test(value) ? [path] : [];
  if (Array.isArray(value)) return value.flatMap((v, i) => sitePathsIn(v, `${path}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => sitePathsIn(v, `${path}.${k}`));
  return [];
}

const config = () => apiData(listening, '/api/v2/other/config');
const blocks = () =>
  apiData(listening, '/api/v2/viewBlock/page/blocks', { query: { platform: 'pc', page_name: 'pc-page-index' } });
const codeBlockHtml = async () =>
  (await blocks()).find((b: { sign: string }) => b.sign === 'code').config_render.html as string;
const announcementWithLink = async () => {
  const list = await apiData(listening, '/api/v2/announcements', { query: { size: 50 } });
  return list.data.find((a: { title: string }) => a.title === 'VIP 会员权益调整');
};

describe('config addresses (url, pc_url, h5_url)', () => {
  test('are absolute and follow the public address: the site itself, and its H5 stand-in page', async () => {
    const d = await config();
    expect(d.url).toBe(server.url);
    expect(d.pc_url).toBe(server.url);
    expect(d.h5_url).toBe(`${server.url}/h5`);
    // The public PC client builds `new URL(config.pc_url)` on the topic page.
    for (const key of ['url', 'pc_url', 'h5_url']) expect(new URL(d[key]).protocol).toBe('http:');
  });

  test('explicit values win, an empty h5_url turns the hand-off off, and null goes back to following', async () => {
    await setDevConfig(listening, { url: 'https://api.example.com/', pc_url: 'https://www.example.com/', h5_url: '' });
    const set = await config();
    expect([set.url, set.pc_url, set.h5_url]).toEqual(['https://api.example.com', 'https://www.example.com', '']);
    await setDevConfig(listening, { url: null, pc_url: null, h5_url: null });
    const back = await config();
    expect([back.url, back.pc_url, back.h5_url]).toEqual([server.url, server.url, `${server.url}/h5`]);
  });
});

describe('rich text and other content URLs', () => {
  test('seeded rich text links and images are absolute: course description, announcement, page block', async () => {
    const course = await apiData(listening, '/api/v2/course/1');
    expect(course.course.render_desc).toContain(`<img src="${server.url}/images/cover/algo-diagram.svg?t=`);

    const ann = await announcementWithLink();
    expect(ann.announcement).toContain(`<a href="${server.url}/vip">`);
    expect((await apiData(listening, `/api/v2/announcement/${ann.id}`)).announcement).toContain(
      `href="${server.url}/vip"`,
    );

    const html = await codeBlockHtml();
    expect(html).toContain(`<img src="${server.url}/images/banner/promo.svg?t=`);
    expect(html).toContain(`<a href="${server.url}/vip"`);
  });

  test('no answer of the seeded content keeps a site-path src or href', async () => {
    const token = await login(listening);
    const answers: Array<[string, unknown]> = [];
    const get = async (path: string, init = {}) => answers.push([path, await apiData(listening, path, init)]);
    await get('/api/v2/other/config');
    await get('/api/v2/viewBlock/page/blocks', { query: { platform: 'pc', page_name: 'pc-page-index' } });
    await get('/api/v2/viewBlock/page/blocks', { query: { platform: 'h5', page_name: 'h5-page-index' } });
    await get('/api/v2/announcements', { query: { size: 50 } });
    await get('/api/v2/announcement/latest');
    for (const id of [1, 2, 3, 10, 34]) await get(`/api/v2/course/${id}`);
    await get('/api/v2/video/1');
    await get('/api/v2/member/orders', { token, query: { page_size: 50 } });
    await get('/api/v3/search', { query: { keywords: '课程', page: 1, size: 100 } });
    await get('/addons/Wenda/api/v1/question/2/detail');
    await get('/addons/MeeduBooks/api/v1/book/1');
    await get('/addons/MeeduTopics/api/v1/topic/1');
    for (const [path, data] of answers) expect([path, sitePathsIn(data)]).toEqual([path, []]);
  });

  test('order thumbnails and answer images are absolute', async () => {
    const token = await login(listening);
    const orders = await apiData(listening, '/api/v2/member/orders', { token, query: { page_size: 50 } });
    const thumbs = orders.data.flatMap((o: { goods: Array<{ goods_thumb: string }> }) =>
      o.goods.map((g) => g.goods_thumb),
    );
    expect(thumbs.length).toBeGreaterThan(0);
    for (const t of thumbs) expect(t.startsWith(`${server.url}/images/`)).toBe(true);

    const wenda = await apiData(listening, '/addons/Wenda/api/v1/question/2/detail');
    const images = wenda.answers.flatMap((a: { images_list: string[] }) => a.images_list);
    expect(images).toEqual([
      expect.stringMatching(new RegExp(`^${server.url.replace(/[.]/g, '\\.')}/images/cover/wenda-2\\.svg`)),
    ]);
  });
});

describe('another public address on the same database', () => {
  let moved: TestServer;
  beforeAll(async () => {
    // An order placed now must follow the move too, not only the seeded ones.
    const token = await login(listening, '13800138002');
    await apiData(listening, '/api/v2/order/course', { method: 'POST', token, body: { course_id: 27 } });
    moved = await server.restart({ publicUrl: OTHER_PUBLIC });
    server = moved;
    listening = `http://127.0.0.1:${moved.port}`;
  });

  test('config addresses move with it', async () => {
    const d = await config();
    expect([d.url, d.pc_url, d.h5_url]).toEqual([OTHER_PUBLIC, OTHER_PUBLIC, `${OTHER_PUBLIC}/h5`]);
    expect(d.logo.logo).toBe(`${OTHER_PUBLIC}/images/site/logo.svg`);
  });

  test('rich text, order thumbnails and answer images move with it, leaving no old address behind', async () => {
    const old = /127\.0\.0\.1/;
    const course = await apiData(listening, '/api/v2/course/1');
    expect(course.course.render_desc).toContain(`src="${OTHER_PUBLIC}/images/cover/algo-diagram.svg`);
    expect((await announcementWithLink()).announcement).toContain(`href="${OTHER_PUBLIC}/vip"`);
    expect(await codeBlockHtml()).toContain(`src="${OTHER_PUBLIC}/images/banner/promo.svg`);

    for (const mobile of ['13800138000', '13800138002']) {
      const token = await login(listening, mobile);
      const orders = await apiData(listening, '/api/v2/member/orders', { token, query: { page_size: 50 } });
      const thumbs = orders.data.flatMap((o: { goods: Array<{ goods_thumb: string }> }) =>
        o.goods.map((g) => g.goods_thumb),
      );
      expect(thumbs.length).toBeGreaterThan(0);
      for (const t of thumbs) expect(t.startsWith(`${OTHER_PUBLIC}/images/`)).toBe(true);
    }

    const wenda = await api(listening, '/addons/Wenda/api/v1/question/2/detail');
    expect(wenda.text).toContain(`${OTHER_PUBLIC}/images/cover/wenda-2.svg`);
    expect(wenda.text).not.toMatch(old);
  });
});

describe('absoluteHtml', () => {
  const base = 'https://school.example';
  test.each([
    ['<img src="/a.png">', '<img src="https://school.example/a.png">'],
    ["<img alt='x' src='/a.png'>", "<img alt='x' src='https://school.example/a.png'>"],
    ['<img src=/a.png>', '<img src=https://school.example/a.png>'],
    ['<a\nhref="/vip">VIP</a>', '<a\nhref="https://school.example/vip">VIP</a>'],
    ['<A HREF="/vip">', '<A HREF="https://school.example/vip">'],
  ])('%s', (html, expected) => expect(absoluteHtml(base, html)).toBe(expected));

  test.each([
    '<img src="//cdn.example/a.png">',
    '<img src="/\\evil.example/a.png">',
    '<img src="https://cdn.example/a.png">',
    '<a href="#top">',
    '<a data-href="/x">',
    '<pre><code>&lt;img src="/a.png"&gt;</code></pre>',
    'lo <= hi, src="/x" in text',
  ])('leaves %s alone', (html) => expect(absoluteHtml(base, html)).toBe(html));

  test('jsonWithAbsoluteUrls rewrites strings of any depth and leaves answers without links as JSON.stringify has them', () => {
    const value = { a: [{ html: '<p>x</p>\n<a\nhref="/vip">VIP</a>' }], path: '/vip', n: 1 };
    expect(JSON.parse(jsonWithAbsoluteUrls(base, value))).toEqual({
      a: [{ html: '<p>x</p>\n<a\nhref="https://school.example/vip">VIP</a>' }],
      path: '/vip',
      n: 1,
    });
    const plain = { title: 'lo <= hi', url: '/courses', html: '<p>没有链接</p>' };
    expect(jsonWithAbsoluteUrls(base, plain)).toBe(JSON.stringify(plain));
  });
});

describe('the H5 stand-in page', () => {
  test('/h5 and /h5/ serve it: zh-CN, the strict CSP, no inline code, the PC address', async () => {
    for (const path of ['/h5', '/h5/']) {
      const res = await api(listening, path, { headers: { Accept: 'text/html' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('content-security-policy')).toBe(
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      );
      expect(res.text).toContain('<html lang="zh-CN">');
      expect(res.text).toContain('<h1>移动版入口</h1>');
      expect(res.text).toContain('演示服务器');
      expect(res.text).toContain(`data-pc-url="${server.url}"`);
      // Every script is a file of this server; no inline styles or event handlers either.
      expect(res.text.match(/<script[^>]*>/g)).toEqual(['<script src="/h5/h5.js" defer>']);
      expect(res.text).not.toMatch(/<style|\sstyle=|\son[a-z]+=/i);
    }
    const js = await api(listening, '/h5/h5.js');
    expect([js.status, js.headers.get('content-type')]).toEqual([200, 'text/javascript; charset=utf-8']);
    const css = await api(listening, '/h5/h5.css');
    expect([css.status, css.headers.get('content-type')]).toEqual([200, 'text/css; charset=utf-8']);
    expect((await api(listening, '/h5/nothing', { headers: { Accept: 'text/html' } })).status).toBe(404);
  });

  /** Runs the page's script against a stand-in DOM and returns what it shows for a hash. */
  function standin(hash: string, pcUrl = 'http://pc.example') {
    const el = (attrs: Record<string, string> = {}) => ({
      textContent: '',
      href: '',
      getAttribute: (n: string) => attrs[n] ?? null,
    });
    const nodes: Record<string, ReturnType<typeof el>> = {
      'h5-standin': el({ 'data-pc-url': pcUrl }),
      'h5-route': el(),
      'pc-link': el(),
    };
    const window = { location: { hash, origin: 'http://self.example' }, addEventListener: () => {} };
    const document = { getElementById: (id: string) => nodes[id] ?? null };
    new Function('window', 'document', 'URLSearchParams', STANDIN_JS)(window, document, URLSearchParams);
    return { route: nodes['h5-route'].textContent, href: nodes['pc-link'].href, text: nodes['pc-link'].textContent };
  }

  test.each([
    ['#/pages/course/show?id=5', '#/pages/course/show?id=5', 'http://pc.example/courses/detail/5', '课程详情（id 5）'],
    [
      '#/pages/course/show?x=1&id=5',
      '#/pages/course/show?x=1&id=5',
      'http://pc.example/courses/detail/5',
      '课程详情（id 5）',
    ],
    [
      '#/pages/course/video?id=12',
      '#/pages/course/video?id=12',
      'http://pc.example/courses/video/12',
      '课程视频（id 12）',
    ],
    ['#/packageA/live/show?id=2', '#/packageA/live/show?id=2', 'http://pc.example/live/detail/2', '直播课详情（id 2）'],
    ['#/packageA/book/show?id=3', '#/packageA/book/show?id=3', 'http://pc.example/book/detail/3', '电子书详情（id 3）'],
    [
      '#/pages/webview/webview?course_type=topic&id=4',
      '#/pages/webview/webview?course_type=topic&id=4',
      'http://pc.example/topic/detail/4',
      '图文详情（id 4）',
    ],
    [
      '#/pages/webview/webview?course_type=mockRead&id=1&msv=abc',
      '#/pages/webview/webview?course_type=mockRead&id=1&msv=abc',
      'http://pc.example/exam/mockpaper/detail/1?msv=abc',
      '模拟试卷详情（id 1）',
    ],
    [
      '#/packageA/learnPath/show?id=1',
      '#/packageA/learnPath/show?id=1',
      'http://pc.example/learnPath/detail/1',
      '学习路径详情（id 1）',
    ],
    ['#/pages/vip/index', '#/pages/vip/index', 'http://pc.example/vip', 'VIP会员'],
    ['#/?msv=abc', '#/?msv=abc', 'http://pc.example/?msv=abc', '首页'],
    ['', '首页', 'http://pc.example/', '首页'],
    ['#/pages/course/show?id=abc', '#/pages/course/show?id=abc', 'http://pc.example/', '首页'],
    ['#/__proto__?id=1', '#/__proto__?id=1', 'http://pc.example/', '首页'],
  ])('%s', (hash, route, href, text) => {
    expect(standin(hash)).toEqual({ route, href, text });
  });

  test('a PC address that is not http(s) is never linked', () => {
    expect(standin('#/pages/course/show?id=5', 'javascript:alert(1)').href).toBe(
      'http://self.example/courses/detail/5',
    );
  });
});
