/**
 * One shape for every paged list. The server pages four ways (contract, Pagination): P1 Laravel's
 * paginator, P2 `{data, total}`, P3 `{current_page, total, data}`, and plain arrays; addon lists
 * nest a P2 one level deeper (`data.data`), which callers unwrap before calling this.
 */
export interface Page<T> {
  items: T[];
  total: number;
  /** The page asked for (1-based). */
  page: number;
  /** At least 1, and never before the page asked for, so a pager can always step back. */
  lastPage: number;
}

interface AnyPage<T> {
  data?: T[] | null;
  current_page?: number | string | null;
  total?: number | string | null;
  last_page?: number | string | null;
}

const count = (v: unknown) => {
  const n = Number(v);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
};

/** Last page number for `total` items shown `size` at a time, and never before `page`. */
export const lastPageOf = (total: number, size: number, page = 1): number =>
  Math.max(1, size > 0 ? Math.ceil(total / size) : 1, page);

export function toPage<T>(raw: AnyPage<T> | T[] | null | undefined, page: number, size: number): Page<T> {
  if (Array.isArray(raw)) return { items: raw, total: raw.length, page, lastPage: Math.max(1, page) };
  const items = Array.isArray(raw?.data) ? raw.data : [];
  const total = count(raw?.total) || items.length;
  // P1 says its last page itself; the others leave it to the arithmetic.
  const lastPage = raw?.last_page != null ? Math.max(1, count(raw.last_page), page) : lastPageOf(total, size, page);
  return { items, total, page, lastPage };
}
