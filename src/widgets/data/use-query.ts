import { useStore } from '@nanostores/react';
import { useRef } from 'react';
import { idleStore, isIdle, type FetcherStore } from '#core/client/index.js';
import { staticRender, useInBrowser } from '../runtime/in-browser.js';

export type QueryStatus = 'idle' | 'loading' | 'success' | 'error';

export interface QueryState<T> {
  /** idle: nothing asked (no id yet); loading: nothing to show yet; error: the last attempt failed. */
  status: QueryStatus;
  data: T | undefined;
  error: unknown;
  /** A request is on its way (also while cached or previous data is shown). */
  busy: boolean;
  /** Asks again (the 重试 button). */
  reload(): void;
}

export interface UseQueryOptions {
  /**
   * While a new key (page 2 after page 1) has nothing yet, keep showing the previous key's data,
   * so pagers and totals stay put instead of flashing a skeleton.
   */
  keepPrevious?: boolean;
}

/**
 * Reads a query's store: cached data at once, revalidated when stale (core/client/query.ts). A
 * React host's server asks nothing (reading the store would start the request there): it renders
 * the query idle, and so does the browser's hydration of that markup, which then asks. The site's
 * own rendering server (src/render) has the answers in before it renders, and sends them for the
 * hydration to start from: there the store is read.
 */
export function useQuery<T>(query: FetcherStore<T>, options: UseQueryOptions = {}): QueryState<T> {
  const store = useInBrowser() || staticRender ? query : idleStore<T>();
  const value = useStore(store);
  const previous = useRef<T | undefined>(undefined);
  if (value.data !== undefined) previous.current = value.data;
  const data = value.data ?? (options.keepPrevious && value.error === undefined ? previous.current : undefined);
  const status: QueryStatus = isIdle(store)
    ? 'idle'
    : value.error !== undefined
      ? 'error'
      : data !== undefined
        ? 'success'
        : 'loading';
  return { status, data, error: value.error, busy: value.loading, reload: store.invalidate };
}
