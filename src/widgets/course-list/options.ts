import { safeHttpUrl } from '#core/guards/links.js';
import type { CourseScene, CoursesQuery } from '#core/course/index.js';
import type { SizeQuery } from '#core/client/index.js';

export const DEFAULT_COURSE_URL = '/courses/detail/{id}';
export const DEFAULT_PAGE_SIZE = 8;
export const DEFAULT_COLUMNS = 4;
const MAX_PAGE_SIZE = 100;
const MAX_COLUMNS = 6;

export type CourseListScene = '' | CourseScene | 'hot';

/** What the list shows: vod courses (the default), live courses, e-books, topics or learning paths. */
export const LIST_KINDS = ['course', 'live', 'book', 'topic', 'learnPath'] as const;
export type ListKind = (typeof LIST_KINDS)[number];

/** The orderings each kind's list endpoint knows ('' = newest first); other kinds have none. */
const SCENES: Record<ListKind, readonly string[]> = {
  course: ['free', 'sub', 'recom'],
  live: [],
  book: ['hot', 'sub', 'free'],
  topic: ['hot', 'free'],
  learnPath: [],
};

/**
 * Options of the course list. Numbers and flags also accept the strings an embed reads from
 * `data-*` attributes ("8", "true", "" for a bare attribute).
 */
export interface CourseListOptions {
  /** course (default), live, book, topic or learnPath. */
  kind?: ListKind | string;
  /** Only this category and its direct children. */
  categoryId?: number | string;
  /**
   * '' newest first; courses: 'free', 'sub' (most learners), 'recom' (recommended); books: 'hot',
   * 'sub', 'free'; topics: 'hot', 'free'. Live courses and learning paths have no scenes.
   */
  scene?: CourseListScene | string;
  /** Courses per page, default 8. */
  pageSize?: number | string;
  /** Alias of pageSize (`data-limit`). */
  limit?: number | string;
  /** First page shown, default 1. */
  page?: number | string;
  /**
   * Card link, `{id}` replaced by the item's id. Same-origin path or http(s) address. Without it,
   * cards link to the item's page of the learner site: `site` + its path.
   */
  courseUrl?: string;
  /** Address of the learner site the cards link to (`data-site` on the loader); '' = this origin. */
  site?: string;
  /** Show 上一页 / page numbers / 下一页 under the cards. */
  paginate?: boolean | string;
  /** Most columns on a wide container, default 4; narrow containers get fewer (1 on a phone). */
  columns?: number | string;
  /** Called after the reader moves to another page. */
  onPageChange?: (page: number) => void;
}

export interface ResolvedCourseListOptions {
  kind: ListKind;
  site: string;
  categoryId: number;
  scene: CourseListScene;
  pageSize: number;
  page: number;
  courseUrl: string;
  paginate: boolean;
  columns: number;
}

function positiveInt(value: unknown, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  // parseInt reads "8" and "8px" alike; undefined, null and "" become NaN, and so the fallback.
  const n = typeof value === 'number' ? value : parseInt(value as string, 10);
  return n >= 1 && n < Infinity ? Math.min(Math.floor(n), max) : fallback;
}

/** A bare attribute (`data-paginate`) arrives as '' and means on. */
export function flag(value: unknown): boolean {
  return typeof value === 'boolean' ? value : value != null && !/^(false|0|no|off)$/i.test(String(value).trim());
}

export function resolveOptions(o: CourseListOptions): ResolvedCourseListOptions {
  const kind = LIST_KINDS.find((k) => k === o.kind) ?? 'course';
  const scene = String(o.scene ?? '');
  return {
    kind,
    site: o.site ? o.site.replace(/\/+$/, '') : '',
    categoryId: positiveInt(o.categoryId, 0),
    scene: SCENES[kind].includes(scene) ? (scene as CourseListScene) : '',
    pageSize: positiveInt(o.pageSize ?? o.limit, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
    page: positiveInt(o.page, 1),
    courseUrl: o.courseUrl || '',
    paginate: flag(o.paginate),
    columns: positiveInt(o.columns, DEFAULT_COLUMNS, MAX_COLUMNS),
  };
}

/** The query of GET /api/v2/courses, with the contract's parameter names; unset filters are left out. */
export function coursesQuery(o: ResolvedCourseListOptions, page: number): CoursesQuery {
  const query: CoursesQuery = { page, page_size: o.pageSize };
  if (o.categoryId) query.category_id = o.categoryId;
  if (o.scene) query.scene = o.scene as CourseScene;
  return query;
}

/** An addon list's query (contract 8.1: `page` + `size`; categories as `cid`, paths `category_id`). */
export type AddonListQuery = SizeQuery & { cid?: number; category_id?: number; scene?: string };

/**
 * The list call of a kind: courses as GET /api/v2/courses names its parameters, the addon lists
 * with theirs. Unset filters are left out.
 */
export function listQuery(o: ResolvedCourseListOptions, page: number): CoursesQuery | AddonListQuery {
  if (o.kind === 'course') return coursesQuery(o, page);
  const query: AddonListQuery = { page, size: o.pageSize };
  if (o.categoryId) query[o.kind === 'learnPath' ? 'category_id' : 'cid'] = o.categoryId;
  if (o.scene) query.scene = o.scene;
  return query;
}

/**
 * The card's address: the template with `{id}` filled in. A template that is not a same-origin
 * path or an http(s) address (for example `javascript:...`) is refused and the item's own page
 * (`page`; a course's default address when not given) is used instead.
 */
export function courseHref(template: string | undefined, id: number, page?: string): string {
  const fill = (t: string) => t.split('{id}').join(encodeURIComponent(String(id)));
  const own = page ?? fill(DEFAULT_COURSE_URL);
  return safeHttpUrl(fill(template || own)) ?? own;
}

/**
 * Where a card leads: the `courseUrl` template, else the item's page (`page`, from its kind's
 * source) on `site`, this origin without one.
 */
export const itemHref = (o: ResolvedCourseListOptions, id: number, page?: string): string =>
  courseHref(o.courseUrl || (o.site && o.site + (page ?? courseHref(undefined, id))), id, page);
