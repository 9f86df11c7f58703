/**
 * Addresses the server gives out are absolute and built from its public address when it answers:
 * rich text, order thumbnails, answer images. Restarting the same
 * database under another public address (another PORT or MEEDU_PUBLIC_URL) moves them all.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { absoluteHtml, jsonWithAbsoluteUrls } from '../../src/server/http/public-url.js';
import { api, apiData, login, startTestServer, type TestServer } from './helpers.js';

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
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => sitePathsIn(v, `${path}.${k}`));
  return [];
}

const blocks = () => apiData(listening, '/api/v2/viewBlock/page/blocks', { query: { platform: 'pc', page_name: 'pc-page-index' } });
const codeBlockHtml = async () => (await blocks()).find((b: { sign: string }) => b.sign === 'code').config_render.html as string;
const announcementWithLink = async () => {
  const list = await apiData(listening, '/api/v2/announcements', { query: { size: 50 } });
  return list.data.find((a: { title: string }) => a.title === 'VIP 会员权益调整');
};

describe('rich text and other content URLs', () => {
  test('seeded rich text links and images are absolute: course description, announcement, page block', async () => {
    const course = await apiData(listening, '/api/v2/course/1');
    expect(course.course.render_desc).toContain(`<img src="${server.url}/images/cover/algo-diagram.svg?t=`);

    const ann = await announcementWithLink();
    expect(ann.announcement).toContain(`<a href="${server.url}/vip">`);
    expect((await apiData(listening, `/api/v2/announcement/${ann.id}`)).announcement).toContain(`href="${server.url}/vip"`);

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
    const thumbs = orders.data.flatMap((o: { goods: Array<{ goods_thumb: string }> }) => o.goods.map((g) => g.goods_thumb));
    expect(thumbs.length).toBeGreaterThan(0);
    for (const t of thumbs) expect(t.startsWith(`${server.url}/images/`)).toBe(true);

    const wenda = await apiData(listening, '/addons/Wenda/api/v1/question/2/detail');
    const images = wenda.answers.flatMap((a: { images_list: string[] }) => a.images_list);
    expect(images).toEqual([expect.stringMatching(new RegExp(`^${server.url.replace(/[.]/g, '\\.')}/images/cover/wenda-2\\.svg`))]);
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

  test('rich text, order thumbnails and answer images move with it, leaving no old address behind', async () => {
    const old = /127\.0\.0\.1/;
    const course = await apiData(listening, '/api/v2/course/1');
    expect(course.course.render_desc).toContain(`src="${OTHER_PUBLIC}/images/cover/algo-diagram.svg`);
    expect((await announcementWithLink()).announcement).toContain(`href="${OTHER_PUBLIC}/vip"`);
    expect(await codeBlockHtml()).toContain(`src="${OTHER_PUBLIC}/images/banner/promo.svg`);

    for (const mobile of ['13800138000', '13800138002']) {
      const token = await login(listening, mobile);
      const orders = await apiData(listening, '/api/v2/member/orders', { token, query: { page_size: 50 } });
      const thumbs = orders.data.flatMap((o: { goods: Array<{ goods_thumb: string }> }) => o.goods.map((g) => g.goods_thumb));
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
