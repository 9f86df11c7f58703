import { toPage, type Page } from '#core/client/index.js';
import type { FetcherStore } from '#core/client/index.js';
import { useQuery, type QueryState } from '#widgets/data/use-query.js';

/** The item of any of the server's page shapes (or of a plain array). */
type ItemOf<P> = P extends readonly (infer T)[] ? T : P extends { data?: (infer T)[] | null } ? T : never;

export interface PagedQuery<T, R> extends QueryState<Page<T>> {
  /** The answer as the server gave it (a list's categories and counts travel beside the page). */
  raw: R | undefined;
}

/**
 * A paged list's query in the shape PagedList takes: the answer as one page shape, the previous
 * page kept while the next loads (so the pager stays put). `pick` finds the page inside an answer
 * that nests it (`data.data`).
 */
export function usePagedQuery<R, P = R>(
  query: FetcherStore<R>,
  at: { page: number; size: number },
  pick?: (raw: R) => P,
): PagedQuery<ItemOf<NonNullable<P>>, R> {
  type T = ItemOf<NonNullable<P>>;
  const state = useQuery(query, { keepPrevious: true });
  const raw = state.data;
  const data =
    raw === undefined
      ? undefined
      : toPage<T>((pick ? pick(raw) : raw) as Parameters<typeof toPage<T>>[0], at.page, at.size);
  return { ...state, data, raw };
}
