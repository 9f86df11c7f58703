import { toPage, type Page } from '../../core/api/page.js';
import type { CoursesQuery } from '../../core/api/types.js';
import type { FetcherStore } from '../../core/query/index.js';
import { courseList } from '../../core/query/content.js';
import { bookList } from '../../core/query/books.js';
import { learnPathList } from '../../core/query/learn-paths.js';
import { liveList } from '../../core/query/live.js';
import { topicList } from '../../core/query/topics.js';
import type { AddonListQuery, ListKind } from './options.js';

type Row = Record<string, unknown>;

/** What a card shows, whatever the kind of item. */
export interface CardModel {
  id: number;
  title: string;
  thumb: string;
  /** Read by the price format (free by number, or `is_free`). */
  price: { charge?: unknown; is_free?: unknown };
  category: string;
  /** Counts shown after the price (人已学, 课时, …); absent counts are left out. */
  stats: string[];
}

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
/** `n` + unit when the server sent a count, nothing otherwise (block rows lack some counts). */
const count = (v: unknown, unit: string) =>
  v === undefined || v === null || v === '' ? [] : [`${Number(v) || 0}${unit}`];

const STATS: Record<ListKind, (r: Row) => string[]> = {
  course: (r) => [
    ...count(r.user_count, '人已学'),
    ...(typeof r.videos_count === 'number' ? count(r.videos_count, '课时') : []),
  ],
  live: (r) => [...count(r.user_count, '人已报名'), ...count(r.videos_count, '节直播')],
  book: (r) => count(r.user_count, '人订阅'),
  topic: (r) => [...count(r.view_times, '次阅读'), ...count(r.vote_count, '赞')],
  learnPath: (r) => count(r.courses_count, '门课程'),
};

/** One row of any list (or home-page block) as a card. */
export function cardOf(kind: ListKind, row: Row): CardModel {
  const category = row.category;
  return {
    id: Number(row.id),
    title: str(row.title || row.name),
    thumb: str(row.thumb),
    price: { charge: row.charge, is_free: row.is_free },
    category: category && typeof category === 'object' && !Array.isArray(category) ? str((category as Row).name) : '',
    stats: STATS[kind](row),
  };
}

/** Nouns of the list's states (暂无电子书, 电子书加载失败…) and its accessible name. */
export const KIND_NOUNS: Record<ListKind, string> = {
  course: '课程',
  live: '直播课程',
  book: '电子书',
  topic: '图文',
  learnPath: '学习路径',
};

/** The cached query of a kind's list call (courses P1; the addon lists nest a P2 in `data`); read through cardPage. */
export function listStore(kind: ListKind, query: CoursesQuery | AddonListQuery): FetcherStore<any> {
  switch (kind) {
    case 'live':
      return liveList(query as AddonListQuery);
    case 'book':
      return bookList(query as AddonListQuery);
    case 'topic':
      return topicList(query as AddonListQuery);
    case 'learnPath':
      return learnPathList(query as AddonListQuery);
    default:
      return courseList(query as CoursesQuery);
  }
}

/** A kind's answer as one page of cards. */
export function cardPage(kind: ListKind, raw: unknown, page: number, size: number): Page<CardModel> {
  const list = kind === 'course' ? raw : (raw as { data?: unknown } | undefined)?.data;
  const p = toPage<Row>(list as Row[], page, size);
  return { ...p, items: p.items.map((row) => cardOf(kind, row)) };
}
