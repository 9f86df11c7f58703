import { getCourses } from '../core/course/index.js';
import { toPage } from '../core/client/index.js';
import * as paths from '../core/paths/index.js';

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

/** The addresses of the site's public pages, from the API's lists (paths below the base). */
export async function publicPaths(): Promise<string[]> {
  const courses = await everyItem(async (page) =>
    toPage(await getCourses({ page, page_size: PAGE_SIZE }), page, PAGE_SIZE),
  );
  return [paths.home(), paths.courses(), ...courses.map((c) => paths.courseDetail(c.id))];
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
