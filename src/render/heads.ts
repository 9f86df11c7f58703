import { siteName } from '#core/capabilities/config.js';
import { courseDetail as courseDetailQuery, type CourseDetail } from '#core/course/index.js';
import { bookDetail as bookQuery } from '#core/book/index.js';
import { phpMap, phpObject } from '#core/client/index.js';
import { learnPathDetail as learnPathQuery } from '#core/learn-path/index.js';
import { liveCourse as liveQuery } from '#core/live/index.js';
import { announcementDetail as announcementQuery } from '#core/site/index.js';
import { toTimestamp } from '#core/time/index.js';
import { questionDetail as questionQuery } from '#core/wenda/index.js';
import { topicDetail as topicQuery } from '#core/topic/index.js';
import { safeHttpUrl } from '#core/guards/links.js';
import * as paths from '#core/paths/index.js';
import type { SystemConfig } from '#core/site/index.js';
import type { RouteDef } from '#site/route-def.js';
import home from '#site/pages/home/route.js';
import courseList from '#site/pages/course/list/route.js';
import courseDetail from '#site/pages/course/detail/route.js';
import { coursesFilter } from '#site/pages/course/list/data.js';
import liveList from '#site/pages/live/list/route.js';
import liveDetail from '#site/pages/live/detail/route.js';
import bookList from '#site/pages/book/list/route.js';
import bookDetail from '#site/pages/book/detail/route.js';
import topicList from '#site/pages/topic/list/route.js';
import topicDetail from '#site/pages/topic/detail/route.js';
import learnPathList from '#site/pages/learn-path/list/route.js';
import learnPathDetail from '#site/pages/learn-path/detail/route.js';
import wendaList from '#site/pages/wenda/list/route.js';
import wendaDetail from '#site/pages/wenda/detail/route.js';
import announcementList from '#site/pages/announcement/list/route.js';
import announcementDetail from '#site/pages/announcement/detail/route.js';
import searchRoute from '#site/pages/search/route.js';
import { liveSchema } from '#site/pages/live/list/data.js';
import { wendaSchema } from '#site/pages/wenda/list/data.js';
import { announcementsSchema } from '#site/pages/announcement/list/data.js';
import { catalogueSchema, learnPathsSchema } from '#site/kit/list-data.js';
import { enabledTypes, readSearch } from '#site/pages/search/data.js';
import { readQuery } from '#core/url-state/index.js';
import { configFunc } from '#core/session/index.js';
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
type PageHead = Partial<Pick<Head, 'title' | 'description' | 'type' | 'image' | 'jsonLd' | 'noindex'>> & {
  path?: string;
};

/** An image address fit for a head: http(s) only, through the one link check. */
const imageOf = (raw: string | null | undefined) => {
  const url = safeHttpUrl(raw);
  return url && /^https?:\/\//i.test(url) ? url : null;
};

const data = <T>(store: { get(): { data?: T } }): T | undefined => store.get().data;

/** A MeEdu time (China time when it names no zone) as ISO 8601, or undefined. */
const isoTime = (value: string | null | undefined): string | undefined => {
  const at = toTimestamp(value);
  return Number.isNaN(at) ? undefined : new Date(at).toISOString();
};

/** The site as the organisation behind its courses, books and sessions. */
const provider = (config: SystemConfig | null, site: string) => ({
  '@type': 'Organization',
  name: siteName(config) || site,
  sameAs: `${site}/`,
});

const offer = (charge: number | undefined) => ({
  '@type': 'Offer',
  category: (charge ?? 0) > 0 ? 'Paid' : 'Free',
  price: String(charge ?? 0),
  priceCurrency: 'CNY',
});

/** A list page's own address: its filters and page, nothing else from the query string. */
const listHead =
  (path: (search: URLSearchParams) => string) =>
  ({ search }: HeadInput): PageHead => ({ path: path(search) });

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
            provider: provider(config, site),
            offers: offer(course.charge),
          },
        ],
      };
    },
  ],
  [
    liveList,
    listHead((s) => {
      const { cid, page } = readQuery(liveSchema, s);
      return paths.withQuery(paths.live(), { cid, page: page > 1 ? page : 0 });
    }),
  ],
  [
    liveDetail,
    ({ params, config, site }) => {
      const path = paths.liveDetail(params.courseId as number);
      const course = data(liveQuery(params.courseId as number))?.course;
      if (!course) return { path };
      const description = plainText(course.short_description || course.render_desc);
      const image = imageOf(course.thumb);
      const sessions = Object.values(phpMap(data(liveQuery(params.courseId as number))?.videos)).flat();
      return {
        path,
        title: course.title,
        description,
        image,
        jsonLd: sessions.map((session) => ({
          '@context': 'https://schema.org',
          '@type': 'Event',
          name: `${course.title}：${session.title}`,
          startDate: isoTime(session.published_at),
          eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
          eventStatus: 'https://schema.org/EventScheduled',
          location: { '@type': 'VirtualLocation', url: site + path },
          description: description || course.title,
          ...(image ? { image } : {}),
          organizer: provider(config, site),
          offers: { ...offer(course.charge), url: site + path },
        })),
      };
    },
  ],
  [bookList, listHead((s) => paths.books({ ...readQuery(catalogueSchema, s) }))],
  [
    bookDetail,
    ({ params, config, site }) => {
      const path = paths.bookDetail(params.courseId as number);
      const book = data(bookQuery(params.courseId as number))?.book;
      if (!book) return { path };
      const description = plainText(book.short_desc || book.render_desc);
      const image = imageOf(book.thumb);
      return {
        path,
        title: book.name,
        description,
        type: 'book',
        image,
        jsonLd: [
          {
            '@context': 'https://schema.org',
            '@type': 'Book',
            name: book.name,
            description: description || book.name,
            url: site + path,
            ...(image ? { image } : {}),
            bookFormat: 'https://schema.org/EBook',
            publisher: provider(config, site),
            offers: offer(book.charge),
          },
        ],
      };
    },
  ],
  [topicList, listHead((s) => paths.topics({ ...readQuery(catalogueSchema, s) }))],
  [
    topicDetail,
    // A topic its author keeps for members (is_need_login) answers a visitor 401: the client's page.
    ({ params }) => {
      const path = paths.topicDetail(params.courseId as number);
      const topic = data(topicQuery(params.courseId as number))?.topic;
      if (!topic) return { path };
      return {
        path,
        title: topic.title,
        description: plainText(topic.free_content_render),
        type: 'article',
        image: imageOf(topic.thumb),
      };
    },
  ],
  [learnPathList, listHead((s) => paths.learnPaths({ ...readQuery(learnPathsSchema, s) }))],
  [
    learnPathDetail,
    ({ params }) => {
      const path = paths.learnPathDetail(params.courseId as number);
      const item = data(learnPathQuery(params.courseId as number))?.data;
      if (!item) return { path };
      return { path, title: item.name, description: plainText(item.desc), image: imageOf(item.thumb) };
    },
  ],
  [wendaList, listHead((s) => paths.wenda({ ...readQuery(wendaSchema, s) }))],
  [
    wendaDetail,
    ({ params, site }) => {
      const path = paths.wendaDetail(params.courseId as number);
      const detail = data(questionQuery(params.courseId as number));
      const question = detail?.question;
      if (!question) return { path };
      const text = plainText(question.render_content, 5000);
      const answers = detail.answers ?? [];
      const accepted = answers.find((a) => a.is_correct === 1);
      const answer = (a: (typeof answers)[number]) => ({
        '@type': 'Answer',
        text: plainText(a.render_content, 5000) || '—',
        dateCreated: isoTime(a.created_at),
        upvoteCount: a.vote_count ?? 0,
        url: `${site + path}#answer-${a.id}`,
        author: { '@type': 'Person', name: phpObject(a.user)?.nick_name || '学员' },
      });
      return {
        path,
        title: question.title,
        description: plainText(question.render_content),
        type: 'article',
        jsonLd: [
          {
            '@context': 'https://schema.org',
            '@type': 'QAPage',
            mainEntity: {
              '@type': 'Question',
              name: question.title,
              text: text || question.title,
              answerCount: answers.length,
              dateCreated: isoTime(question.created_at),
              author: { '@type': 'Person', name: phpObject(question.user ?? null)?.nick_name || '学员' },
              ...(accepted ? { acceptedAnswer: answer(accepted) } : {}),
              suggestedAnswer: answers.filter((a) => a !== accepted).map(answer),
            },
          },
        ],
      };
    },
  ],
  [
    searchRoute,
    // Results pages are for people who searched, not for an index of their own: followed, not indexed.
    ({ search }) => {
      const types = enabledTypes(configFunc.get());
      const { keywords, type, page } = readSearch(search, types);
      return {
        path: paths.search({ keywords, type: type === types[0].type ? undefined : type, page }),
        title: keywords ? `${keywords} - 搜索` : undefined,
        noindex: true,
      };
    },
  ],
  [announcementList, listHead((s) => paths.announcements(readQuery(announcementsSchema, s).page))],
  [
    announcementDetail,
    ({ params }) => {
      const path = paths.announcement(params.id as number);
      const item = data(announcementQuery(params.id as number));
      if (!item) return { path };
      return { path, title: item.title, description: plainText(item.announcement), type: 'article' };
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
    noindex: notFound || own.noindex,
  };
}
