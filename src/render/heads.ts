import { siteName } from '../core/capabilities/config.js';
import { courseDetail as courseDetailQuery, type CourseDetail } from '../core/course/index.js';
import { safeHttpUrl } from '../core/guards/links.js';
import * as paths from '../core/paths/index.js';
import type { SystemConfig } from '../core/site/index.js';
import type { RouteDef } from '../site/route-def.js';
import home from '../site/pages/home/route.js';
import courseList from '../site/pages/course/list/route.js';
import courseDetail from '../site/pages/course/detail/route.js';
import { coursesFilter } from '../site/pages/course/list/data.js';
import { plainText, type Head } from './head.js';

/** What a page's head is made from: the route's params and address, and the answers already in. */
export interface HeadInput {
  params: any;
  search: URLSearchParams;
  config: SystemConfig | null;
  /** The site's address: origin and base path (`https://example.com/learn`). */
  site: string;
}

/** What a route says about its page; the rest comes from the route table and the config. */
type PageHead = Partial<Pick<Head, 'title' | 'description' | 'type' | 'image' | 'jsonLd'>> & { path?: string };

/** An image address fit for a head: http(s) only, through the one link check. */
const imageOf = (raw: string | null | undefined) => {
  const url = safeHttpUrl(raw);
  return url && /^https?:\/\//i.test(url) ? url : null;
};

const data = <T>(store: { get(): { data?: T } }): T | undefined => store.get().data;

/** What each server-rendered route says about its page. */
const HEADS = new Map<RouteDef, (input: HeadInput) => PageHead>([
  [home, ({ config }) => ({ path: paths.home(), description: siteName(config) })],
  [
    courseList,
    ({ search }) => {
      const f = coursesFilter(search);
      return { path: paths.courses({ category_id: f.category_id, scene: f.scene, page: f.page }) };
    },
  ],
  [
    courseDetail,
    ({ params, config, site }) => {
      const detail = data<CourseDetail>(courseDetailQuery(params.courseId as number));
      const course = detail?.course;
      const path = paths.courseDetail(params.courseId as number);
      if (!course) return { path };
      const description = plainText(course.seo_description || course.short_description || course.render_desc);
      const image = imageOf(course.thumb);
      const name = siteName(config);
      return {
        path,
        title: course.title,
        description,
        type: 'article',
        image,
        jsonLd: [
          {
            '@context': 'https://schema.org',
            '@type': 'Course',
            name: course.title,
            description: description || course.title,
            url: site + path,
            ...(image ? { image } : {}),
            provider: { '@type': 'Organization', name: name || site, sameAs: site + '/' },
            offers: {
              '@type': 'Offer',
              category: course.charge > 0 ? 'Paid' : 'Free',
              price: String(course.charge ?? 0),
              priceCurrency: 'CNY',
            },
          },
        ],
      };
    },
  ],
]);

/**
 * The public pages the server renders with their content (the routes with a head here): what search
 * engines index and what shows before the scripts arrive. Member and play pages never are.
 */
export const isServerRendered = (def: RouteDef): boolean => HEADS.has(def);

/** The head of a rendered page at `path` (below the base). */
export function headOf(def: RouteDef | null, input: HeadInput, path: string, notFound: boolean): Head {
  const name = siteName(input.config);
  const own = def && !notFound ? (HEADS.get(def)?.(input) ?? {}) : {};
  const title = notFound ? '页面不存在' : own.title || def?.title || '';
  return {
    title: [title, name].filter(Boolean).join(' - '),
    description: own.description || name,
    canonical: input.site + (own.path ?? path),
    type: own.type ?? 'website',
    image: own.image ?? null,
    siteName: name,
    jsonLd: own.jsonLd,
    noindex: notFound,
  };
}
