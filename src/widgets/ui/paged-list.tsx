import type { ReactNode } from 'react';
import type { Page } from '#core/client/index.js';
import { EmptyState, LoadError, Skeleton, type LoadState } from './page-state.js';
import { Pager, type PageControl } from './pager.js';

export interface PagedListProps<T> {
  /** The query of the current page, already normalised to one page shape (core/client toPage). */
  state: LoadState<Page<T>>;
  children(items: T[]): ReactNode;
  /** Moves to another page (the page lives in the address: a URL-state `set`). */
  onPage(page: number): void;
  /**
   * What the list holds (公告): names its states the one way every list does (暂无公告, 公告分页,
   * 公告加载中, 公告加载失败) unless the props below say otherwise.
   */
  noun?: string;
  /** Lines (or cards) of the skeleton while the first page loads. */
  lines?: number;
  /** A grid of cards shows a skeleton of cards. */
  cards?: boolean;
  /** 暂无… sentence of the empty state. */
  empty?: ReactNode;
  /** Accessible name of the pager (公告分页). */
  pagerLabel?: string;
  /** The pager's controls: links to the pages' addresses on the site (page-links.tsx). */
  pageControl?: PageControl;
  skeleton?: ReactNode;
  errorTitle?: string;
}

/**
 * A paged list's states in one place: skeleton, error with 重试, empty, then the items with the
 * pager. While the next page loads the previous one stays, marked aria-busy, so the pager (and the
 * focus on the button just pressed) stays put.
 */
export function PagedList<T>({
  state,
  children,
  onPage,
  noun,
  lines,
  cards,
  empty = noun && `暂无${noun}`,
  pagerLabel = `${noun}分页`,
  pageControl,
  skeleton,
  errorTitle = noun && `${noun}加载失败`,
}: PagedListProps<T>) {
  if (state.status === 'error') return <LoadError error={state.error} onRetry={state.reload} title={errorTitle} />;
  const page = state.data;
  if (!page)
    return (
      <>{skeleton ?? <Skeleton variant={cards ? 'cards' : 'text'} lines={lines} label={noun && `${noun}加载中`} />}</>
    );
  if (!page.items.length && page.page === 1) return <EmptyState>{empty}</EmptyState>;
  return (
    <div aria-busy={state.busy || undefined}>
      {page.items.length ? children(page.items) : <EmptyState>{empty}</EmptyState>}
      {page.lastPage > 1 ? (
        <Pager page={page.page} lastPage={page.lastPage} label={pagerLabel} onChange={onPage} control={pageControl} />
      ) : null}
    </div>
  );
}
