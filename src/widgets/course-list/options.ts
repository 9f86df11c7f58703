import { safeHttpUrl } from '../../core/guards/links.js';
import type { CourseListItem, CourseScene, CoursesQuery } from '../../core/api/types.js';

export const DEFAULT_COURSE_URL = '/courses/detail/{id}';
export const DEFAULT_PAGE_SIZE = 8;
export const DEFAULT_COLUMNS = 4;
const MAX_PAGE_SIZE = 100;
const MAX_COLUMNS = 6;

export type CourseListScene = '' | CourseScene;

/**
 * Options of the course list. Numbers and flags also accept the strings an embed reads from
 * `data-*` attributes ("8", "true", "" for a bare attribute).
 */
export interface CourseListOptions {
  /** Only this category and its direct children. */
  categoryId?: number | string;
  /** '' newest first, 'free' free courses, 'sub' most learners first, 'recom' recommended. */
  scene?: CourseListScene | string;
  /** Courses per page, default 8. */
  pageSize?: number | string;
  /** Alias of pageSize (`data-limit`). */
  limit?: number | string;
  /** First page shown, default 1. */
  page?: number | string;
  /** Card link, `{id}` replaced by the course id. Same-origin path or http(s) address. */
  courseUrl?: string;
  /** Show 上一页 / page numbers / 下一页 under the cards. */
  paginate?: boolean | string;
  /** Most columns on a wide container, default 4; narrow containers get fewer (1 on a phone). */
  columns?: number | string;
  /** Called after the reader moves to another page. */
  onPageChange?: (page: number) => void;
}

export interface ResolvedCourseListOptions {
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
  const scene = String(o.scene ?? '');
  return {
    categoryId: positiveInt(o.categoryId, 0),
    scene: /^(free|sub|recom)?$/.test(scene) ? (scene as CourseListScene) : '',
    pageSize: positiveInt(o.pageSize ?? o.limit, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
    page: positiveInt(o.page, 1),
    courseUrl: o.courseUrl || DEFAULT_COURSE_URL,
    paginate: flag(o.paginate),
    columns: positiveInt(o.columns, DEFAULT_COLUMNS, MAX_COLUMNS),
  };
}

/** The query of GET /api/v2/courses, with the contract's parameter names; unset filters are left out. */
export function coursesQuery(o: ResolvedCourseListOptions, page: number): CoursesQuery {
  const query: CoursesQuery = { page, page_size: o.pageSize };
  if (o.categoryId) query.category_id = o.categoryId;
  if (o.scene) query.scene = o.scene;
  return query;
}

/**
 * The card's address. A template that is not a same-origin path or an http(s) address (for
 * example `javascript:...`) is refused and the default detail path is used instead.
 */
export function courseHref(template: string | undefined, id: number): string {
  const fill = (t: string) => t.split('{id}').join(encodeURIComponent(String(id)));
  return safeHttpUrl(fill(template || DEFAULT_COURSE_URL)) ?? fill(DEFAULT_COURSE_URL);
}
