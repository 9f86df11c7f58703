import { getCourses } from '#core/course/index.js';
import { getBooks } from '#core/book/index.js';
import { toPage, type SimplePage } from '#core/client/index.js';
import { getLearnPaths } from '#core/learn-path/index.js';
import { getLiveCourses } from '#core/live/index.js';
import { getAnnouncements } from '#core/site/index.js';
import { getQuestions } from '#core/wenda/index.js';
import { getTopics } from '#core/topic/index.js';
import * as paths from '#core/paths/index.js';

/** Pages asked of a list at most (100 items each): a sitemap holds up to 50 000 addresses. */
const MAX_PAGES = 50;
const PAGE_SIZE = 100;

/** Every item of a paged list the API answers, page after page. */
async function everyItem<T>(load: (page: number) => Promise<{ items: T[]; lastPage: number }>): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const answer = await load(page);
    items.push(...answer.items);
    if (page >= answer.lastPage || !answer.items.length) break;
  }
  return items;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A list of the `size` kind (the addons', announcements): every item's address, or none when the server has no such list. */
async function listed<T extends { id: number }>(
  load: (query: { page: number; size: number }) => Promise<SimplePage<T>>,
  path: (id: number) => string,
  listPath: string,
  open: (item: T) => boolean = () => true,
): Promise<string[]> {
  try {
    const items = await everyItem(async (page) => toPage(await load({ page, size: PAGE_SIZE }), page, PAGE_SIZE));
    return [listPath, ...items.filter(open).map((item) => path(item.id))];
  } catch {
    // An addon the server does not have (MeEdu's free edition has none): its pages are not there.
    return [];
  }
}

/** The addresses of the site's public pages, from the API's lists (paths below the base). */
export async function publicPaths(): Promise<string[]> {
  const courses = await everyItem(async (page) =>
    toPage(await getCourses({ page, page_size: PAGE_SIZE }), page, PAGE_SIZE),
  );
  const others = await Promise.all([
    listed(async (q) => (await getLiveCourses(q)).data, paths.liveDetail, paths.live()),
    listed(async (q) => (await getBooks(q)).data, paths.bookDetail, paths.books()),
    listed(async (q) => (await getLearnPaths(q)).data, paths.learnPathDetail, paths.learnPaths()),
    listed(async (q) => (await getQuestions(q)).data, paths.wendaDetail, paths.wenda()),
    listed(getAnnouncements, paths.announcement, paths.announcements()),
    // A topic kept for members is no page for a crawler.
    listed(
      async (q) => (await getTopics(q)).data,
      paths.topicDetail,
      paths.topics(),
      (t) => !t.is_need_login,
    ),
  ]);
  return [paths.home(), paths.courses(), ...courses.map((c) => paths.courseDetail(c.id)), ...others.flat()];
}

/** sitemap.xml for the site at `site` (origin and base path). */
export async function sitemapXml(site: string, timeoutMs: number): Promise<string> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('sitemap: the API is too slow')), timeoutMs * 4);
  });
  const list = await Promise.race([publicPaths(), late]).finally(() => clearTimeout(timer));
  const urls = [...new Set(list)].map((path) => `  <url><loc>${escapeXml(site + path)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: the public pages open, the member's and the play pages not worth crawling, and the sitemap. */
export function robotsTxt(site: string): string {
  const base = new URL(site).pathname.replace(/\/$/, '');
  const closed = [
    '/member',
    '/login',
    '/order',
    '/courses/video',
    '/live/video',
    '/book/read',
    '/exam/play',
    '/study-center',
  ];
  return ['User-agent: *', ...closed.map((p) => `Disallow: ${base}${p}`), '', `Sitemap: ${site}/sitemap.xml`, ''].join(
    '\n',
  );
}
