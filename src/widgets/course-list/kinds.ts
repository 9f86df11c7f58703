import type { CoursesQuery } from '#core/course/index.js';
import type { LaravelPage, FetcherStore } from '#core/client/index.js';
import { courseList } from '#core/course/index.js';
import type { AddonListQuery, ListKind } from './options.js';

export type Row = Record<string, unknown>;

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

/** How the list reads one kind: its list call, its answer as cards, and the page each card leads to. */
export interface ListSource {
  /** The cached list call; `false` answers the idle store (nothing asked yet). */
  store(query: CoursesQuery | AddonListQuery | false): FetcherStore<any>;
  cards(raw: unknown, page: number, size: number): { items: CardModel[]; lastPage: number };
  /** The item's own page on the learner site (its path in core/paths). */
  path?(id: number): string;
}

/** Nouns of the list's states (暂无电子书, 电子书加载失败…) and its accessible name. */
export const KIND_NOUNS: Record<ListKind, string> = {
  course: '课程',
  live: '直播课程',
  book: '电子书',
  topic: '图文',
  learnPath: '学习路径',
};

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
/** `n` + unit when the server sent a count, nothing otherwise (block rows lack some counts). */
export const count = (v: unknown, unit: string) =>
  v === undefined || v === null || v === '' ? [] : [`${Number(v) || 0}${unit}`];

/** One row of any list (or home-page block) as a card, with the counts its kind shows. */
export function cardOf(row: Row, stats: (row: Row) => string[]): CardModel {
  const category = row.category;
  return {
    id: Number(row.id),
    title: str(row.title || row.name),
    thumb: str(row.thumb),
    price: { charge: row.charge, is_free: row.is_free },
    category: category && typeof category === 'object' && !Array.isArray(category) ? str((category as Row).name) : '',
    stats: stats(row),
  };
}

/** A vod course row as a card (lists and home-page blocks; block rows come without a lesson count). */
export const courseCard = (row: Row) =>
  cardOf(row, (r) => [
    ...count(r.user_count, '人已学'),
    ...(typeof r.videos_count === 'number' ? count(r.videos_count, '课时') : []),
  ]);

/** Vod courses: GET /api/v2/courses (P1); cards lead to the default course address. */
export const COURSES: ListSource = {
  store: (query) => courseList(query as CoursesQuery | false),
  cards: (raw, page) => {
    const p = raw as LaravelPage<Row>;
    return { items: (p.data ?? []).map(courseCard), lastPage: Math.max(1, p.last_page, page) };
  },
};

/**
 * The sources whose code is in (vod courses always; another kind once its module has loaded), for
 * a list to render at once rather than after an effect.
 */
export const known: Partial<Record<ListKind, ListSource>> = { course: COURSES };

/**
 * The source of a kind. Only vod courses are in the list's own chunk: the other kinds (their
 * endpoints, counts and pages) load when a list of theirs is shown, so an embed of courses does
 * not carry them.
 */
export const loadSource = (kind: ListKind): Promise<ListSource> =>
  kind === 'course' ? Promise.resolve(COURSES) : import('./addon-kinds.js').then((m) => m.sourceOf(kind));
