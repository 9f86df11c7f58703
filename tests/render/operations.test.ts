/**
 * The rendering server as operators run it: hostile server HTML inert, the sitemap from the API's
 * lists, the client-rendered page when the API fails or is slow, the mobile hand-off, health.
 * One reference server (MeEdu 4.9.30) with a short render timeout.
 */
import { describe, expect, it } from 'vitest';
import { api, apiData } from '../server/helpers.js';
import { SITE, pageState, renderingForFile } from './helpers.js';

const rendering = renderingForFile('4.9.30', { timeoutMs: 800 });

const fault = (path: string, spec: string, times = 1) =>
  apiData(rendering.server, '/__dev/faults', { method: 'POST', body: { path, fault: spec, times } });

/** The types of a page's script elements (the test template has none of the site's own). */
const scripts = (doc: Document): string[] =>
  [...doc.querySelectorAll('script')].map((s) => s.getAttribute('type') ?? 'classic');

describe('hostile content', () => {
  it('leaves a course description with a script, event handlers and a javascript: link inert', async () => {
    const raw = (await apiData<{ course: { render_desc: string } }>(rendering.server, '/api/v2/course/1')).course
      .render_desc;
    // The seeded course carries all three: the check below would fail on any of them.
    expect(raw).toMatch(/<script>/);
    expect(raw).toMatch(/onerror=/);
    expect(raw).toMatch(/href="javascript:/);
    const { status, doc } = await rendering.get('/courses/detail/1');
    expect(status).toBe(200);
    const app = doc.getElementById('app')!;
    expect(app.textContent).toContain('课程简介');
    expect(app.querySelectorAll('script')).toHaveLength(0);
    for (const el of app.querySelectorAll('*')) {
      for (const attr of el.getAttributeNames()) expect(attr, el.outerHTML.slice(0, 80)).not.toMatch(/^on/);
    }
    for (const a of app.querySelectorAll('a[href]')) expect(a.getAttribute('href')).not.toMatch(/^\s*javascript:/i);
    // The raw answer travels as data the client reads, not as markup.
    expect(pageState(doc).answers['course:detail:1'].course.render_desc).toBe(raw);
  });

  it('cannot end the page state or structured data with a title that closes the script element', async () => {
    const hostile = '</script><script>window.__pwned=1</script><img src=x onerror=alert(1)>';
    await apiData(rendering.server, '/__dev/content', {
      method: 'PUT',
      body: { table: 'view_blocks', id: 2, set: { config: JSON.stringify({ title: hostile, items: [{ id: 2 }] }) } },
    });
    const { html, doc } = await rendering.get('/');
    expect(html).not.toContain('<script>window.__pwned');
    // The page's state and nothing else: no element the title opened.
    expect(scripts(doc)).toEqual(['application/json']);
    expect(doc.querySelector('#app h2')?.textContent).toBe(hostile);
    const blocks = pageState(doc).answers['home:blocks:undefined'] as Array<{ config_render: { title?: string } }>;
    expect(blocks.some((b) => b.config_render.title === hostile)).toBe(true);
  });
});

describe('for search engines', () => {
  it('renders a page for a crawler that asks for */* or sends no Accept, and leaves other addresses alone', async () => {
    for (const accept of ['*/*', '']) {
      const { status, doc } = await rendering.get('/courses/detail/1', { Accept: accept });
      expect(status).toBe(200);
      expect(doc.title).toContain('JavaScript 数据结构与算法精讲');
    }
    // An address no route has (the API's, behind the same origin) is not a page.
    await expect(rendering.get('/api/v2/no-such-call', { Accept: '*/*' })).rejects.toThrow('no answer');
    await expect(rendering.get('/courses/detail/1', { Accept: 'application/json' })).rejects.toThrow('no answer');
  });

  it('lists in sitemap.xml every course the API lists, with the public address', async () => {
    const listed: number[] = [];
    for (let page = 1; ; page++) {
      const { data, last_page } = await apiData<{ data: Array<{ id: number }>; last_page: number }>(
        rendering.server,
        '/api/v2/courses',
        { query: { page, page_size: 10 } },
      );
      listed.push(...data.map((c) => c.id));
      if (page >= last_page) break;
    }
    const response = await rendering.get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('application/xml');
    const locs = [...response.html.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const courses = locs.filter((l) => l.startsWith(`${SITE}/courses/detail/`)).map((l) => Number(l.split('/').pop()));
    expect(courses.sort((a, b) => a - b)).toEqual([...listed].sort((a, b) => a - b));
    expect(locs).toEqual(expect.arrayContaining([`${SITE}/`, `${SITE}/courses`]));
    // The addons' lists and the announcements too.
    const books = await apiData<{ data: { data: Array<{ id: number }> } }>(
      rendering.server,
      '/addons/MeeduBooks/api/v1/books',
      { query: { page: 1, size: 100, scene: 'default' } },
    );
    const announcements = await apiData<{ data: Array<{ id: number }> }>(rendering.server, '/api/v2/announcements', {
      query: { page: 1, size: 100 },
    });
    const topics = await apiData<{ data: { data: Array<{ id: number; is_need_login: number }> } }>(
      rendering.server,
      '/addons/MeeduTopics/api/v1/topics',
      { query: { page: 1, size: 100 } },
    );
    expect(books.data.data.length).toBeGreaterThan(0);
    expect(locs).toEqual(
      expect.arrayContaining([
        ...books.data.data.map((b) => `${SITE}/book/detail/${b.id}`),
        ...announcements.data.map((a) => `${SITE}/announcement/${a.id}`),
      ]),
    );
    // The topics a visitor may read, not those kept for members.
    const topicLocs = locs.filter((l) => l.startsWith(`${SITE}/topic/detail/`));
    const open = topics.data.data.filter((t) => !t.is_need_login);
    expect(open.length).toBeLessThan(topics.data.data.length);
    expect(topicLocs.sort()).toEqual(open.map((t) => `${SITE}/topic/detail/${t.id}`).sort());
  });

  it('points robots.txt at the sitemap and keeps crawlers out of the member pages', async () => {
    const { status, html } = await rendering.get('/robots.txt');
    expect(status).toBe(200);
    expect(html).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(html).toContain('Disallow: /member');
  });
});

describe('when the API fails', () => {
  it('sends the client-rendered page, uncached, when a page’s data answers 500', async () => {
    await fault('/api/v2/courses', '500');
    const { status, headers, doc } = await rendering.get('/courses?page=2');
    expect(status).toBe(200);
    expect(doc.getElementById('app')?.innerHTML).toBe('');
    expect(doc.getElementById('meedu-page-state')).toBeNull();
    expect(headers.get('Cache-Control')).toBe('no-cache');
    expect(rendering.lines.at(-1)).toMatch(/^GET \/courses\?page=2 200 fallback/);
    // Not kept: the next request renders.
    const again = await rendering.get('/courses?page=2');
    expect(again.doc.querySelectorAll('#app a[href^="/courses/detail/"]').length).toBeGreaterThan(0);
  });

  it('sends the client-rendered page, with its own error state, when a search is refused', async () => {
    // MeEdu 4.9.5 without a search service answers 搜索服务未配置 (code 1): not a missing page.
    await fault('/api/v3/search', 'refused');
    const { status, headers, doc } = await rendering.get('/search?keywords=Vue');
    expect(status).toBe(200);
    expect(doc.getElementById('app')?.innerHTML).toBe('');
    expect(headers.get('Cache-Control')).toBe('no-cache');
    expect(rendering.lines.at(-1)).toMatch(/^GET \/search\?keywords=Vue 200 fallback \(API: 服务暂不可用\)/);
  });

  it('sends the client-rendered page when the API is slower than the render timeout', async () => {
    await fault('/api/v2/course/3', 'latency=3000');
    const started = Date.now();
    const { status, doc } = await rendering.get('/courses/detail/3');
    expect(Date.now() - started).toBeLessThan(2500);
    expect(status).toBe(200);
    expect(doc.getElementById('app')?.innerHTML).toBe('');
  });
});

describe('pages asked for at once', () => {
  it('renders each from its own answers, exactly as when asked for alone', async () => {
    const { data } = await apiData<{ data: Array<{ id: number; title: string }> }>(
      rendering.server,
      '/api/v2/courses',
      {
        query: { page: 1, page_size: 16 },
      },
    );
    const [slow, quick] = [data[4], data[5]];
    // The first asked waits on the API while the second renders.
    await fault(`/api/v2/course/${slow.id}`, 'latency=300');
    const [a, b] = await Promise.all([
      rendering.get(`/courses/detail/${slow.id}`),
      rendering.get(`/courses/detail/${quick.id}`),
    ]);
    expect(a.doc.querySelector('#app h1')?.textContent).toBe(slow.title);
    expect(b.doc.querySelector('#app h1')?.textContent).toBe(quick.title);
    // Asked again one at a time (from the kept answers): the same markup, ids and all.
    for (const [page, course] of [
      [a, slow],
      [b, quick],
    ] as const) {
      const alone = await rendering.get(`/courses/detail/${course.id}`);
      expect(page.doc.getElementById('app')?.innerHTML).toBe(alone.doc.getElementById('app')?.innerHTML);
    }
  });
});

describe('the mobile hand-off', () => {
  it('redirects a phone to the H5 site’s page for the course, as the client would', async () => {
    const config = await apiData<{ h5_url: string }>(rendering.server, '/api/v2/other/config');
    expect(config.h5_url).toMatch(/^http/);
    const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    const { status, headers } = await rendering.get('/courses/detail/2?msv=abc', { 'User-Agent': phone });
    expect(status).toBe(302);
    expect(headers.get('Location')).toBe(`${config.h5_url}/#/pages/course/show?msv=abc&id=2`);
  });

  it('renders the page for a desktop browser and says the answer depends on the user agent', async () => {
    const { status, headers } = await rendering.get('/courses/detail/2');
    expect(status).toBe(200);
    expect(headers.get('Vary')).toBe('User-Agent');
  });
});

describe('operations', () => {
  it('answers the health check', async () => {
    const { status, html } = await rendering.get('/healthz', { Accept: '*/*' });
    expect(status).toBe(200);
    expect(html).toBe('ok\n');
  });

  it('logs one line per request: method, address, status, what was done, time', async () => {
    await rendering.get('/courses');
    expect(rendering.lines.at(-1)).toMatch(/^GET \/courses 200 rendered \d+\.\dms$/);
  });

  it('leaves what is not a page to the server behind it', async () => {
    const res = await api(rendering.server, '/api/v2/courses');
    expect(res.status).toBe(200);
  });
});
