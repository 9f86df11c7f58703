import { prefetch, type FetcherStore } from '#core/client/index.js';
import type { PageData } from '../route-def.js';

type Store = FetcherStore<any>;

/**
 * A page's data from the queries its params and address ask for: the route prefetches them beside
 * the page's code, and the page reads the same stores (`queries`), so both ask for the same data.
 */
export const pageData = <P = void>(
  queries: (params: P, search: URLSearchParams) => readonly Store[],
): PageData<P> & { queries: typeof queries } => ({
  queries,
  prefetch: (params, search) => prefetch(...queries(params, search)),
});
