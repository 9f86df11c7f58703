import { toPage } from '#core/client/index.js';
import type { FetcherStore } from '#core/client/index.js';
import { bookDetail, learnPathDetail, liveDetail, topicDetail } from '#core/paths/index.js';
import { bookList } from '#core/book/index.js';
import { learnPathList } from '#core/learn-path/index.js';
import { liveCourses } from '#core/live/index.js';
import { topicList } from '#core/topic/index.js';
import { cardOf, count, COURSES, known, type ListSource, type Row } from './kinds.js';
import type { AddonListQuery, ListKind } from './options.js';

/** An addon list (contract 8.1 nests a P2 in `data`) as cards with its kind's counts. */
const addon = (
  store: (query: AddonListQuery | false) => FetcherStore<any>,
  stats: (r: Row) => string[],
  path: (id: number) => string,
): ListSource => ({
  store: (query) => store(query as AddonListQuery | false),
  cards: (raw, page, size) => {
    const p = toPage<Row>((raw as { data?: Row[] } | undefined)?.data, page, size);
    return { items: p.items.map((row) => cardOf(row, stats)), lastPage: p.lastPage };
  },
  path,
});

const SOURCES: Record<ListKind, ListSource> = {
  course: COURSES,
  live: addon(liveCourses, (r) => [...count(r.user_count, '人已报名'), ...count(r.videos_count, '节直播')], liveDetail),
  book: addon(bookList, (r) => count(r.user_count, '人订阅'), bookDetail),
  topic: addon(topicList, (r) => [...count(r.view_times, '次阅读'), ...count(r.vote_count, '赞')], topicDetail),
  learnPath: addon(learnPathList, (r) => count(r.courses_count, '门课程'), learnPathDetail),
};

/**
 * A kind's source at once (the site's prefetch and list pages, which load this module with their
 * route). Lists of the kind then render it at once too, as a server-rendered page's list did.
 */
export const sourceOf = (kind: ListKind): ListSource => (known[kind] = SOURCES[kind]);
