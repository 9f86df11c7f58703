import type { ReactNode } from 'react';
import { isRefusal } from '#core/client/index.js';
import { Link } from '#widgets/ui/link.js';
import { PageState, Skeleton, type LoadState, type PageStateProps } from '#widgets/ui/page-state.js';
import * as css from './detail.css.js';

export interface QueryViewProps<T> extends Omit<PageStateProps<T>, 'state'> {
  state: LoadState<T>;
  /**
   * The page's own answer when the server refuses the thing itself (电子书不存在…): asking again
   * would not change it, so it takes the place of the error with 重试. A function is given the
   * refusal, for a page that shows the server's words.
   */
  refused?: ReactNode | ((error: Error) => ReactNode);
}

/**
 * A query's four states for a page: skeleton, content, empty, error with 重试 (PageState), plus
 * what a page needs on top: a failed reload keeps what was already shown instead of replacing
 * it with the error, and a refusal can be told in the page's own words.
 */
export function QueryView<T>({ state, refused, ...rest }: QueryViewProps<T>) {
  if (state.status === 'error') {
    if (state.data !== undefined) return <PageState state={{ ...state, status: 'success' }} {...rest} />;
    if (refused !== undefined && isRefusal(state.error))
      return <>{typeof refused === 'function' ? refused(state.error as Error) : refused}</>;
  }
  return <PageState state={state} {...rest} />;
}

/** The hero's shape while a detail page loads. */
export function DetailSkeleton({ label }: { label: string }) {
  return (
    <div className={css.skeletonHero}>
      <div className={css.skeletonCover} aria-hidden="true" />
      <div className={css.skeletonText}>
        <Skeleton lines={4} label={label} />
      </div>
    </div>
  );
}

export interface DetailViewProps<T> extends Omit<QueryViewProps<T>, 'refused' | 'errorTitle' | 'errorLevel'> {
  /** What the page shows (电子书): names its skeleton, its error and its refusal. */
  noun: string;
  listHref: string;
  listLabel: string;
}

/**
 * A detail page's states: the hero's skeleton, the error with 重试 as the page's heading, and the
 * server's refusal as 「…不存在或已下架」 with a way back to the list.
 */
export function DetailView<T>({ noun, listHref, listLabel, skeleton, ...rest }: DetailViewProps<T>) {
  return (
    <QueryView
      {...rest}
      skeleton={skeleton ?? <DetailSkeleton label={`${noun}加载中`} />}
      errorTitle={`${noun}加载失败`}
      errorLevel={1}
      refused={
        <div className={css.missing} role="alert">
          <h1 className={css.missingTitle}>{noun}不存在或已下架</h1>
          <p>你要找的{noun}暂时无法查看。</p>
          <Link className={css.primaryAction} href={listHref}>
            {listLabel}
          </Link>
        </div>
      }
    />
  );
}
