/**
 * What a public page's HTML holds before any script runs, for one release of the reference server
 * (pages-4.9.5.test.ts, pages-4.9.30.test.ts): its content, its head, its status.
 */
import { describe, expect, it } from 'vitest';
import { apiData } from '../server/helpers.js';
import { SITE, jsonLd, meta, pageState, type Rendering } from './helpers.js';

interface CourseItem {
  id: number;
  title: string;
}

export function publicPages(rendering: Rendering) {
  const courses = () =>
    apiData<{ data: CourseItem[] }>(rendering.server, '/api/v2/courses', { query: { page: 1, page_size: 16 } });
  const siteName = async () => (await apiData<{ name: string }>(rendering.server, '/api/v2/other/config')).name;

  describe('the course list', () => {
    it('holds every course of its first page as a link, with a title, canonical address and CDN caching', async () => {
      const { data } = await courses();
      expect(data.length).toBeGreaterThan(2);
      const { status, headers, doc } = await rendering.get('/courses');
      expect(status).toBe(200);
      for (const course of data) {
        const link = doc.querySelector(`#app a[href="/courses/detail/${course.id}"]`);
        expect(link?.textContent, course.title).toContain(course.title);
      }
      expect(doc.title).toBe(`全部课程 - ${await siteName()}`);
      expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${SITE}/courses`);
      expect(headers.get('Cache-Control')).toMatch(/^public, .*s-maxage=\d+, stale-while-revalidate=\d+$/);
      // The list's answer goes with the page, under the key the client's own query reads.
      const { answers } = pageState(doc);
      const list = Object.entries(answers).find(([key]) => key.startsWith('course:list:'));
      expect(list?.[1].data.map((c: CourseItem) => c.id)).toEqual(data.map((c) => c.id));
      expect(doc.querySelector('noscript')).toBeNull();
    });

    it('pages with links that work without script, each page its own list', async () => {
      const first = await rendering.get('/courses');
      const next = first.doc.querySelector('#app nav[aria-label="课程分页"] a[aria-label="第2页"]');
      expect(next?.getAttribute('href')).toBe('/courses?page=2');
      const second = await rendering.get('/courses?page=2');
      expect(second.doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${SITE}/courses?page=2`);
      const ids = (doc: Document) =>
        [...doc.querySelectorAll('#app main a[href^="/courses/detail/"]')].map((a) => a.getAttribute('href'));
      const { data } = await apiData<{ data: CourseItem[] }>(rendering.server, '/api/v2/courses', {
        query: { page: 2, page_size: 16 },
      });
      expect(ids(second.doc)).toEqual(data.map((c) => `/courses/detail/${c.id}`));
      expect(ids(second.doc)).not.toEqual(ids(first.doc));
      expect(second.doc.querySelector('#app nav[aria-label="课程分页"] [aria-current="page"]')?.textContent).toBe('2');
    });
  });

  describe('a course', () => {
    it('holds its title, description and chapters, with meta, Open Graph and Course structured data', async () => {
      const { data } = await courses();
      const id = data[0].id;
      const detail = await apiData<{ course: { title: string; short_description: string; seo_description: string } }>(
        rendering.server,
        `/api/v2/course/${id}`,
      );
      const { status, doc } = await rendering.get(`/courses/detail/${id}`);
      expect(status).toBe(200);
      const { title } = detail.course;
      expect(doc.querySelector('#app h1')?.textContent).toBe(title);
      expect(doc.title).toBe(`${title} - ${await siteName()}`);
      const description = detail.course.seo_description || detail.course.short_description;
      expect(meta(doc, 'description')).toBe(description);
      expect(meta(doc, 'og:title')).toBe(doc.title);
      expect(meta(doc, 'og:url')).toBe(`${SITE}/courses/detail/${id}`);
      expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${SITE}/courses/detail/${id}`);
      const [course] = jsonLd(doc);
      expect(course).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Course',
        name: title,
        description,
        url: `${SITE}/courses/detail/${id}`,
        provider: { '@type': 'Organization', name: await siteName() },
      });
    });

    it('answers 404, not indexed, for a course the API does not have', async () => {
      const { status, doc } = await rendering.get('/courses/detail/987654');
      expect(status).toBe(404);
      expect(meta(doc, 'robots')).toBe('noindex');
      expect(jsonLd(doc)).toEqual([]);
    });

    it('answers 404 for an address no route has', async () => {
      const { status, doc } = await rendering.get('/no/such/page');
      expect(status).toBe(404);
      expect(doc.querySelector('#app main h1')?.textContent).toBe('页面不存在');
    });
  });

  describe('the home page', () => {
    it('is rendered with the site name in its title and the home answers embedded', async () => {
      const { status, doc } = await rendering.get('/');
      expect(status).toBe(200);
      expect(doc.title).toBe(`首页 - ${await siteName()}`);
      expect(Object.keys(pageState(doc).answers)).toEqual(
        expect.arrayContaining(['home:blocks:undefined', 'home:sliders:undefined']),
      );
      // The blocks' courses are there as links before any script runs.
      expect(doc.querySelectorAll('#app main a[href^="/courses/detail/"]').length).toBeGreaterThan(3);
    });
  });

  /** Each catalogue: its list page, its detail path, the API's detail call and the title in it. */
  const catalogues = [
    {
      list: '/live',
      detail: '/live/detail/',
      api: (id: number) => `/addons/zhibo/api/v1/course/${id}`,
      title: (d: any) => d.course.title,
      ld: 'Event',
    },
    {
      list: '/book',
      detail: '/book/detail/',
      api: (id: number) => `/addons/MeeduBooks/api/v1/book/${id}`,
      title: (d: any) => d.book.name,
      ld: 'Book',
    },
    {
      list: '/learnPath',
      detail: '/learnPath/detail/',
      api: (id: number) => `/addons/LearnPaths/api/v1/path/${id}`,
      title: (d: any) => d.data.name,
      ld: null,
    },
    {
      list: '/wenda',
      detail: '/wenda/detail/',
      api: (id: number) => `/addons/Wenda/api/v1/question/${id}/detail`,
      title: (d: any) => d.question.title,
      ld: 'QAPage',
    },
    {
      list: '/announcement',
      detail: '/announcement/',
      api: (id: number) => `/api/v2/announcement/${id}`,
      title: (d: any) => d.title,
      ld: null,
    },
  ];

  describe.each(catalogues)('$list', ({ list, detail, api, title, ld }) => {
    it('lists its items as links, and each item’s page holds its title and head', async () => {
      const listed = await rendering.get(list);
      expect(listed.status).toBe(200);
      const links = [...listed.doc.querySelectorAll(`#app main a[href^="${detail}"]`)];
      expect(links.length).toBeGreaterThan(0);
      const id = Number(links[0].getAttribute('href')!.slice(detail.length));
      const name = title(await apiData(rendering.server, api(id)));
      const { status, doc } = await rendering.get(`${detail}${id}`);
      expect(status).toBe(200);
      expect(doc.querySelector('#app h1')?.textContent?.trim()).toBe(name);
      expect(doc.title).toBe(`${name} - ${await siteName()}`);
      expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${SITE}${detail}${id}`);
      const types = jsonLd(doc).map((d) => d['@type']);
      if (ld) expect(types).toContain(ld);
      else expect(types).toEqual([]);
    });

    it('answers 404 for an item the API does not have', async () => {
      const { status } = await rendering.get(`${detail}987654`);
      expect(status).toBe(404);
    });
  });

  describe('search', () => {
    it('holds the results of its keywords as links, followed but not indexed, with the answer for the client', async () => {
      const { data } = await courses();
      const keywords = data[0].title.slice(0, 2);
      const { status, doc } = await rendering.get(`/search?keywords=${encodeURIComponent(keywords)}`);
      expect(status).toBe(200);
      expect(doc.querySelector('#app h1')?.textContent).toBe(`搜索「${keywords}」`);
      expect(doc.querySelector(`#app main a[href="/courses/detail/${data[0].id}"]`)).not.toBeNull();
      expect(doc.title).toBe(`${keywords} - 搜索 - ${await siteName()}`);
      expect(meta(doc, 'robots')).toBe('noindex');
      expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
        `${SITE}/search?keywords=${encodeURIComponent(keywords)}`,
      );
      const { answers } = pageState(doc);
      expect(Object.keys(answers).filter((key) => key.startsWith('search:'))).toHaveLength(1);
    });

    it('without keywords asks the API nothing and says what to do', async () => {
      const { status, doc } = await rendering.get('/search');
      expect(status).toBe(200);
      expect(doc.querySelector('#app main')?.textContent).toContain('请输入关键字后再搜索');
      expect(pageState(doc).answers).toEqual({});
    });
  });

  describe('the topics', () => {
    interface TopicListed {
      id: number;
      title: string;
      is_need_login: number;
    }
    const topics = async () =>
      (
        await apiData<{ data: { data: TopicListed[] } }>(rendering.server, '/addons/MeeduTopics/api/v1/topics', {
          query: { page: 1, size: 20 },
        })
      ).data.data;

    it('renders a topic a visitor may read with its title and free part, as the API answers a visitor', async () => {
      const open = (await topics()).find((t) => !t.is_need_login)!;
      const { topic } = await apiData<{ topic: { title: string; free_content_render: string } }>(
        rendering.server,
        `/addons/MeeduTopics/api/v1/topic/${open.id}`,
      );
      const listed = await rendering.get('/topic');
      expect(listed.doc.querySelector(`#app main a[href="/topic/detail/${open.id}"]`)).not.toBeNull();
      const { status, doc } = await rendering.get(`/topic/detail/${open.id}`);
      expect(status).toBe(200);
      expect(doc.querySelector('#app h1')?.textContent?.trim()).toBe(topic.title);
      expect(doc.title).toBe(`${topic.title} - ${await siteName()}`);
      expect(meta(doc, 'description')).toBe(topic.free_content_render.replace(/<[^>]*>/g, '').trim());
      expect(doc.getElementById('app')?.textContent).toContain(
        topic.free_content_render.replace(/<[^>]*>/g, '').trim(),
      );
    });

    it('sends the client’s page for a topic kept for members, which the API refuses a visitor', async () => {
      const closed = (await topics()).find((t) => t.is_need_login)!;
      const { status, headers, doc } = await rendering.get(`/topic/detail/${closed.id}`);
      expect(status).toBe(200);
      expect(doc.getElementById('app')?.innerHTML).toBe('');
      expect(headers.get('Cache-Control')).toBe('no-cache');
      expect(rendering.lines).toContainEqual(
        expect.stringMatching(new RegExp(`^GET /topic/detail/${closed.id} 200 fallback \\(API: `)),
      );
    });
  });

  describe('pages the server does not render', () => {
    it('sends the client-rendered page for a member page, which no CDN keeps', async () => {
      const { status, headers, doc } = await rendering.get('/member');
      expect(status).toBe(200);
      expect(doc.getElementById('app')?.innerHTML).toBe('');
      expect(headers.get('Cache-Control')).toBe('no-cache');
    });
  });
}
