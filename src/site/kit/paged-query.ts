import { toPage, type Page } from '../../core/api/page.js';
import type { FetcherStore } from '../../core/query/index.js';
import { useQuery, type QueryState } from '../../widgets/data/use-query.js';

/** What toPage reads: any of the server's page shapes, or a plain array. */
type RawPage<T> = Parameters<typeof toPage<T>>[0];

export interface PagedQuery<T, R> extends QueryState<Page<T>> {
  /** The answer as the server gave it (a list's categories and counts travel beside the page). */
  raw: R | undefined;
}

/**
 * A paged list's query in the shape PagedList takes: the answer as one page shape, the previous
 * page kept while the next loads (so the pager stays put). `pick` finds the page inside an answer
 * that nests it (`data.data`).
 */
export function usePagedQuery<T, R = RawPage<T>>(
  query: FetcherStore<R>,
  at: { page: number; size: number },
  pick: (raw: R) => RawPage<T> = (raw) => raw as RawPage<T>,
): PagedQuery<T, R> {
  const state = useQuery(query, { keepPrevious: true });
  const data = state.data === undefined ? undefined : toPage<T>(pick(state.data), at.page, at.size);
  return { ...state, data, raw: state.data };
}
